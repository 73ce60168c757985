/** How the members of one collision set meet each other. */
import { stripExtension } from './default-rule.js';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * For each path of a collision set, how it meets another member: the same text, the same text up
 * to case, the same stem, or neither.
 */
export function collisionKinds(paths: readonly string[]): string[] {
  const raw = countBy(paths, (path) => path);
  const lower = countBy(paths, (path) => path.toLowerCase());
  const stems = countBy(paths, (path) => stripExtension(path));
  return paths.map((path) => {
    if ((raw.get(path) ?? 0) > 1) return 'duplicate';
    if ((lower.get(path.toLowerCase()) ?? 0) > 1) return 'case';
    if ((stems.get(stripExtension(path)) ?? 0) > 1) return 'extension';
    return 'case-and-extension';
  });
}

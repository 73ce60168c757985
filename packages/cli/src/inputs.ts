import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { UsageError } from './outcome.js';

/** One packet to run: where it came from (as shown to people) and its text. */
export interface Packet {
  file: string;
  read(): string;
}

/** Bytes compared, not locale: the same directory lists in the same order everywhere. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `-` is standard input (already read by the caller); a directory is every `*.json` file directly
 * in it, by name; anything else is one file.
 */
export function collectPackets(target: string, readStdin: () => string): { packets: Packet[]; directory: boolean } {
  if (target === '-') return { packets: [{ file: '-', read: readStdin }], directory: false };
  let stats;
  try {
    stats = statSync(target);
  } catch {
    throw new UsageError(`${target}: no such file or directory`);
  }
  if (!stats.isDirectory()) return { packets: [{ file: target, read: () => readFileSync(target, 'utf8') }], directory: false };
  const names = readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name.endsWith('.json') && (entry.isFile() || (entry.isSymbolicLink() && statSync(join(target, entry.name)).isFile())))
    .map((entry) => entry.name)
    .sort(byCodePoint);
  if (names.length === 0) throw new UsageError(`${target}: the directory holds no *.json packet`);
  return { packets: names.map((name) => ({ file: join(target, name), read: () => readFileSync(join(target, name), 'utf8') })), directory: true };
}

/** A relative URI reference for SARIF: relative to the working directory, `/`-separated, percent-encoded. */
export function fileUri(file: string, cwd: string): string {
  const path = relative(cwd, file) || file;
  return path.split(sep).map(encodeURIComponent).join('/');
}

import type { Finding } from '@evidence-check/core-receipt';

export type Verdict = 'ready' | 'review' | 'blocked';

/**
 * The findings about one input item (its pointer or a member of it), folded into a verdict the
 * same way the packet status is: any error blocks, any warning asks for review.
 */
export class ItemFindings {
  readonly #byItem = new Map<string, Finding[]>();

  /** Groups the findings by their first `depth` pointer segments (`/surfaces/3` for depth 2). */
  constructor(findings: readonly Finding[], depth = 2) {
    for (const finding of findings) {
      // '/surfaces/3/version' → '/surfaces/3': the item is the first depth segments.
      const pointer = finding.pointer;
      let cut = -1;
      let slashes = 0;
      for (let i = 0; i < pointer.length; i++) {
        if (pointer.charCodeAt(i) === 0x2f && ++slashes === depth + 1) {
          cut = i;
          break;
        }
      }
      if (slashes < depth) continue;
      const key = cut < 0 ? pointer : pointer.slice(0, cut);
      const list = this.#byItem.get(key);
      if (list) list.push(finding);
      else this.#byItem.set(key, [finding]);
    }
  }

  /** The distinct codes about the item, in envelope order. */
  reasons(pointer: string): string[] {
    return [...new Set((this.#byItem.get(pointer) ?? []).map((finding) => finding.code))];
  }

  verdict(pointer: string): Verdict {
    const findings = this.#byItem.get(pointer) ?? [];
    if (findings.some((finding) => finding.severity === 'error')) return 'blocked';
    if (findings.some((finding) => finding.severity === 'warning')) return 'review';
    return 'ready';
  }
}

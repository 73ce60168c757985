import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { countVerdict } from './lib/image-count.js';

export type SkuImages = { sku: string; expected: number; found: number; files: string[] };

export type Report = {
  rule: 'default' | 'sku_pattern';
  /** False when sku_pattern was rejected and no file was matched. */
  matched: boolean;
  skus: number;
  files: number;
  matchedFiles: number;
  unmatchedFiles: number;
  unknownFiles: number;
  skusWithoutImage: number;
  skusShort: number;
  images: SkuImages[];
  unknownSkus: string[];
};

/** The report and counters, from the files as resolved and each roster SKU's matched paths. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const kinds = { matched: 0, unknown: 0, unmatched: 0 };
  const unknownSkus = new Set<string>();
  for (const { resolution } of ctx.files) {
    if (resolution === null) continue;
    kinds[resolution.kind]++;
    if (resolution.kind === 'unknown') unknownSkus.add(resolution.sku);
  }
  const entries = [...ctx.roster.exact.values()];
  // With an unusable pattern no file was matched, so no SKU is judged short.
  const verdicts = ctx.usable ? entries.map(countVerdict) : [];
  const skusWithoutImage = verdicts.filter((verdict) => verdict === 'none').length;
  const report: Report = {
    rule: ctx.usesPattern ? 'sku_pattern' : 'default',
    matched: ctx.usable,
    skus: ctx.roster.exact.size,
    files: ctx.files.length,
    matchedFiles: kinds.matched,
    unmatchedFiles: kinds.unmatched,
    unknownFiles: kinds.unknown,
    skusWithoutImage,
    skusShort: verdicts.filter((verdict) => verdict === 'short').length,
    images: entries.map(({ sku, expected, files }) => ({ sku, expected, found: files.length, files })),
    unknownSkus: [...unknownSkus],
  };
  return {
    report,
    counters: {
      skus: report.skus,
      files: report.files,
      matched: kinds.matched,
      unmatched: kinds.unmatched,
      unknown: kinds.unknown,
      skusWithoutImage,
    },
  };
}

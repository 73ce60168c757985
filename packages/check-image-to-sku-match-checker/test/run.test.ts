import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput } from '../src/index.js';

const files = (...paths: string[]) => paths.map((path) => ({ path }));
const skus = (...list: string[]) => list.map((sku) => ({ sku }));

// Input → findings examples live in cases.ts; this file keeps what cases cannot say: the summary
// counters, the text of RE2's rejection, the receipt and the schema-limit runs.
describe('image-to-sku-match-checker', () => {
  test('summary counters mirror the report', () => {
    const result = run({ roster: skus('A', 'B', 'C'), files: files('A.jpg', 'ZED.jpg', '.DS_Store') });
    expect(result.summary).toEqual({ errors: 2, warnings: 2, notices: 0, skus: 3, files: 3, matched: 1, unmatched: 1, unknown: 1, skusWithoutImage: 2 });
  });

  test.each(['(a)\\1', '(?=a)(b)', '(?<!x)(b)', '([a-z]'])('RE2 rejecting %s is reported with its reason, never thrown', (pattern) => {
    const finding = run({ roster: skus('A'), files: files('A.jpg'), sku_pattern: pattern }).findings.find((f) => f.code === 'SKU_PATTERN_INVALID');
    expect(String(finding?.details.reason)).toMatch(/^not a valid RE2 expression: /);
  });

  test('the receipt digests the request', () => {
    expect(run(sampleInput).receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes, with both rules', () => {
    const roster = Array.from({ length: 1000 }, (_, i) => ({ sku: `SKU-${i}`, expected_count: 2 }));
    const paths = Array.from({ length: 1000 }, (_, i) => ({ path: `shop/images/SKU-${i % 600}_${'v'.repeat(150)}-${i}.jpg` }));
    const byDefault = run({ roster, files: paths });
    expect(byDefault.summary).toMatchObject({ skus: 1000, files: 1000, matched: 1000, skusWithoutImage: 400 });
    const byPattern = run({ roster, files: paths, sku_pattern: '/(SKU-\\d+)_' });
    expect(byPattern.summary).toMatchObject({ matched: 1000, skusWithoutImage: 400 });
    // Twenty optional groups make a 72-instruction program: over these 177,670 path characters that
    // is past the work limit (PATTERN_WORK_LIMIT), so the pattern is declined, not run.
    const heavy = run({ roster, files: paths, sku_pattern: '/(SKU-\\d+)_' + '(?:v+)?'.repeat(20) });
    expect(heavy.findings.filter((f) => f.code === 'SKU_PATTERN_INVALID').map((f) => f.details.reason)).toEqual([
      'it compiles to 72 RE2 instructions, and 72 × 177670 path characters is more matching work than the 4000000 one request may ask',
    ]);
  });

  test('1000 colliding files and 1000 copies of one SKU: every member flagged, lists inside details capped', () => {
    const paths = Array.from({ length: 1000 }, (_, i) => ({ path: i % 2 ? 'img/A.JPG' : 'img/a.png' }));
    const result = run({ roster: Array.from({ length: 1000 }, () => ({ sku: 'A' })), files: paths });
    const collisions = result.findings.filter((f) => f.code === 'FILE_NAME_COLLISION');
    expect(collisions.map((f) => f.pointer)).toEqual(paths.map((_, i) => `/files/${i}/path`));
    expect(collisions.every((f) => f.details.count === 1000 && (f.details.paths as string[]).length === 20)).toBe(true);
    const duplicates = result.findings.filter((f) => f.code === 'ROSTER_SKU_DUPLICATE');
    expect(duplicates.map((f) => f.pointer)).toEqual(paths.map((_, i) => `/roster/${i}/sku`));
  });
});

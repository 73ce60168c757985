import { digest } from '@evidence-check/core-receipt';
import { codes } from '../src/codes.js';
import { run, sampleInput, type Input } from '../src/index.js';

const files = (...paths: string[]) => paths.map((path) => ({ path }));
const skus = (...list: string[]) => list.map((sku) => ({ sku }));
const brief = (input: Input) => run(input).findings.map((f) => [f.code, f.pointer, f.details]);

describe('image-to-sku-match-checker', () => {
  test('every SKU with its images is READY', () => {
    const result = run({ roster: skus('TEE-RED-M', 'MUG_01', 'A.1'), files: files('img/TEE-RED-M_front.jpg', 'C:\\shots\\MUG_01-2.png', 'A.1.webp') });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.report.images).toEqual([
      { sku: 'TEE-RED-M', expected: 1, found: 1, files: ['img/TEE-RED-M_front.jpg'] },
      { sku: 'MUG_01', expected: 1, found: 1, files: ['C:\\shots\\MUG_01-2.png'] },
      { sku: 'A.1', expected: 1, found: 1, files: ['A.1.webp'] },
    ]);
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, skus: 3, files: 3, matched: 3, unmatched: 0, unknown: 0, skusWithoutImage: 0 });
  });

  test('default rule: the longest roster SKU that ends at a separator wins', () => {
    const result = run({ roster: skus('TEE', 'TEE-RED'), files: files('TEE-RED_1.jpg', 'TEE-REDX.jpg', 'TEE.jpg') });
    expect(result.report.images.map((i) => [i.sku, i.files])).toEqual([
      ['TEE', ['TEE-REDX.jpg', 'TEE.jpg']],
      ['TEE-RED', ['TEE-RED_1.jpg']],
    ]);
  });

  test('missing, short and over-count SKUs', () => {
    const result = run({
      roster: [{ sku: 'A', expected_count: 3 }, { sku: 'B' }, { sku: 'C', expected_count: 1 }, { sku: 'D', expected_count: 0 }],
      files: files('A_1.jpg', 'A_2.jpg', 'C_1.jpg', 'C_2.jpg'),
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.subject, f.details])).toEqual([
      ['SKU_IMAGE_COUNT_SHORT', '/roster/0', 'A', { sku: 'A', expected: 3, found: 2 }],
      ['SKU_WITHOUT_IMAGE', '/roster/1', 'B', { sku: 'B', expected: 1, found: 0 }],
      ['SKU_IMAGE_COUNT_OVER', '/roster/2', 'C', { sku: 'C', expected: 1, found: 2 }],
    ]);
    expect(result.report).toMatchObject({ skusWithoutImage: 1, skusShort: 1 });
  });

  test('unknown and unmatched files', () => {
    expect(brief({ roster: skus('A'), files: files('A.jpg', 'ZED-9_front.jpg', 'img/.DS_Store', ' ') })).toEqual([
      ['FILE_SKU_UNKNOWN', '/files/1/path', { path: 'ZED-9_front.jpg', sku: 'ZED' }],
      ['FILE_UNMATCHED', '/files/2/path', { path: 'img/.DS_Store', reason: 'no-sku-in-name' }],
      ['FILE_UNMATCHED', '/files/3/path', { path: ' ', reason: 'blank-path' }],
    ]);
  });

  test('case: roster SKUs differing only by case, files matching only case-insensitively', () => {
    expect(brief({ roster: skus('ab-1', 'X'), files: files('AB-1_front.jpg', 'X.png') })).toEqual([
      ['FILE_SKU_CASE_MISMATCH', '/files/0/path', { path: 'AB-1_front.jpg', sku: 'AB-1', rosterSku: 'ab-1' }],
    ]);
    // With an ambiguous roster a case-only match is not guessed.
    expect(brief({ roster: skus('ab-1', 'AB-1'), files: files('Ab-1.jpg', 'ab-1.jpg', 'AB-1.jpg') })).toEqual([
      ['FILE_SKU_UNKNOWN', '/files/0/path', { path: 'Ab-1.jpg', sku: 'Ab' }],
      ['FILE_NAME_COLLISION', '/files/1/path', { path: 'ab-1.jpg', other: 'Ab-1.jpg', otherPointer: '/files/0/path', kind: 'case' }],
      ['FILE_NAME_COLLISION', '/files/2/path', { path: 'AB-1.jpg', other: 'Ab-1.jpg', otherPointer: '/files/0/path', kind: 'case' }],
      ['ROSTER_SKU_CASE_CONFLICT', '/roster/1/sku', { sku: 'AB-1', other: 'ab-1', otherPointer: '/roster/0/sku' }],
    ]);
  });

  test('roster hygiene: blank and duplicate SKUs', () => {
    expect(brief({ roster: skus('A', ' ', 'A'), files: files('A.jpg') })).toEqual([
      ['ROSTER_SKU_BLANK', '/roster/1/sku', { sku: ' ' }],
      ['ROSTER_SKU_DUPLICATE', '/roster/2/sku', { sku: 'A', firstPointer: '/roster/0/sku' }],
    ]);
  });

  test('collisions by case, extension and exact duplicate; a duplicate path counts once', () => {
    const result = run({ roster: [{ sku: 'A', expected_count: 2 }], files: files('img/A_1.jpg', 'img/a_1.JPG', 'img/A_1.png', 'img/A_1.jpg', 'other/A_1.jpg') });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.kind])).toEqual([
      ['FILE_NAME_COLLISION', '/files/1/path', 'case'],
      ['FILE_SKU_CASE_MISMATCH', '/files/1/path', undefined],
      ['FILE_NAME_COLLISION', '/files/2/path', 'extension'],
      ['FILE_NAME_COLLISION', '/files/3/path', 'duplicate'],
      ['SKU_IMAGE_COUNT_OVER', '/roster/0', undefined],
    ]);
    expect(result.report.images[0]?.found).toBe(4);
  });

  test('sku_pattern extracts the SKU from the whole path with one capture group', () => {
    const input: Input = {
      roster: skus('1001', '1002'),
      files: files('catalog/1001/front.jpg', 'catalog/1002/side.jpg', 'catalog/9999/front.jpg', 'misc/logo.png'),
      sku_pattern: '^catalog/(\\d+)/',
    };
    const result = run(input);
    expect(result.report.rule).toBe('sku_pattern');
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['FILE_SKU_UNKNOWN', '/files/2/path', { path: 'catalog/9999/front.jpg', sku: '9999' }],
      ['FILE_UNMATCHED', '/files/3/path', { path: 'misc/logo.png', reason: 'pattern-no-match' }],
    ]);
    expect(brief({ roster: skus('A'), files: files('A.jpg', 'x.jpg'), sku_pattern: '^([A-Z]*)' })).toEqual([
      ['FILE_UNMATCHED', '/files/1/path', { path: 'x.jpg', reason: 'empty-capture' }],
    ]);
  });

  test.each([
    ['(a)\\1', 'not a valid RE2 expression'],
    ['(?=a)(b)', 'not a valid RE2 expression'],
    ['(?<!x)(b)', 'not a valid RE2 expression'],
    ['([a-z]', 'not a valid RE2 expression'],
    ['^[A-Z]+$', 'exactly one capture group, found 0'],
    ['^(\\w+)_(\\w+)', 'exactly one capture group, found 2'],
  ])('an unusable sku_pattern %s is a finding, never a throw', (pattern, reason) => {
    const result = run({ roster: skus('A'), files: files('A.jpg', 'a.JPG'), sku_pattern: pattern });
    expect(result.status).toBe('BLOCKED');
    expect(result.findings.map((f) => f.code)).toEqual(['FILE_NAME_COLLISION', 'SKU_PATTERN_INVALID']);
    const finding = result.findings[1];
    expect(finding).toMatchObject({ pointer: '/sku_pattern', subject: null, details: { pattern } });
    expect(String(finding?.details.reason)).toContain(reason);
    expect(result.report).toMatchObject({ matched: false, matchedFiles: 0, unmatchedFiles: 0 });
  });

  test('a catastrophic-backtracking pattern simply finishes (RE2 is linear)', () => {
    const path = 'a'.repeat(5000) + '!';
    const result = run({ roster: skus('a'), files: files(path, 'aaaa'), sku_pattern: '^(a+)+$' });
    expect(result.findings.map((f) => [f.code, f.pointer])).toEqual([
      ['FILE_UNMATCHED', '/files/0/path'],
      ['FILE_SKU_UNKNOWN', '/files/1/path'],
      ['SKU_WITHOUT_IMAGE', '/roster/0'],
    ]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'FILE_NAME_COLLISION', 'FILE_SKU_CASE_MISMATCH', 'FILE_SKU_UNKNOWN', 'FILE_UNMATCHED', 'SKU_IMAGE_COUNT_SHORT',
        'SKU_IMAGE_COUNT_OVER', 'SKU_WITHOUT_IMAGE', 'ROSTER_SKU_CASE_CONFLICT',
      ]),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('every declared code is exercised by this file', () => {
    expect(Object.keys(codes).sort()).toEqual([
      'FILE_NAME_COLLISION', 'FILE_SKU_CASE_MISMATCH', 'FILE_SKU_UNKNOWN', 'FILE_UNMATCHED', 'ROSTER_SKU_BLANK', 'ROSTER_SKU_CASE_CONFLICT',
      'ROSTER_SKU_DUPLICATE', 'SKU_IMAGE_COUNT_OVER', 'SKU_IMAGE_COUNT_SHORT', 'SKU_PATTERN_INVALID', 'SKU_WITHOUT_IMAGE',
    ]);
  });

  test('largest allowed input completes, with both rules', () => {
    const roster = Array.from({ length: 1000 }, (_, i) => ({ sku: `SKU-${i}`, expected_count: 2 }));
    const paths = Array.from({ length: 1000 }, (_, i) => ({ path: `shop/images/SKU-${i % 600}_${'v'.repeat(150)}-${i}.jpg` }));
    const byDefault = run({ roster, files: paths });
    expect(byDefault.summary).toMatchObject({ skus: 1000, files: 1000, matched: 1000, skusWithoutImage: 400 });
    const byPattern = run({ roster, files: paths, sku_pattern: '/(SKU-\\d+)_' + '(?:v+)?'.repeat(20) });
    expect(byPattern.summary).toMatchObject({ matched: 1000, skusWithoutImage: 400 });
  });
});

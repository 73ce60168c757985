// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts.
import { defineCases, type Case } from '@evidence-check/test-utils';
import { sampleInput, type Input } from '../src/index.js';
import { fileFormatCases } from './cases/file-format.js';
import { imageSizeCases } from './cases/image-size.js';
import { imageUrlCases } from './cases/image-url.js';
import { placeholderCases } from './cases/placeholder.js';

const files = (...paths: string[]) => paths.map((path) => ({ path }));
const skus = (...list: string[]) => list.map((sku) => ({ sku }));
/** A counted pattern RE2 compiles to 677 instructions. */
const HEAVY = '((?:[a-z0-9]{1,8}[-_/]){10,30})(?:[A-Z]{2,6}[0-9]{2,6}|[a-z]{3}[.][0-9]{1,9}){2,4}zz$';
const oneGroup = (kind: string) => `must have exactly one capture group, found ${kind} (use (?:…) for grouping without capture)`;

const coreCases = defineCases<Input>([
  {
    name: 'every SKU with its images is READY',
    input: { roster: skus('TEE-RED-M', 'MUG_01', 'A.1'), files: files('img/TEE-RED-M_front.jpg', 'C:\\shots\\MUG_01-2.png', 'A.1.webp') },
    expect: [],
    status: 'READY',
    absent: ['SKU_WITHOUT_IMAGE', 'FILE_SKU_UNKNOWN', 'FILE_UNMATCHED', 'FILE_NAME_COLLISION', 'ROSTER_SKU_DUPLICATE', 'ROSTER_SKU_CASE_CONFLICT', 'ROSTER_SKU_BLANK'],
    report: {
      rule: 'default',
      matched: true,
      images: [
        { sku: 'TEE-RED-M', expected: 1, found: 1, files: ['img/TEE-RED-M_front.jpg'] },
        { sku: 'MUG_01', expected: 1, found: 1, files: ['C:\\shots\\MUG_01-2.png'] },
        { sku: 'A.1', expected: 1, found: 1, files: ['A.1.webp'] },
      ],
    },
  },
  {
    name: 'default rule: the longest roster SKU that ends at a separator wins; no count means at least one',
    input: { roster: skus('TEE', 'TEE-RED'), files: files('TEE-RED_1.jpg', 'TEE-REDX.jpg', 'TEE.jpg') },
    expect: [],
    absent: ['SKU_IMAGE_COUNT_OVER', 'FILE_SKU_UNKNOWN'],
    report: {
      images: [
        { sku: 'TEE', found: 2, files: ['TEE-REDX.jpg', 'TEE.jpg'] },
        { sku: 'TEE-RED', found: 1, files: ['TEE-RED_1.jpg'] },
      ],
    },
  },
  {
    name: 'missing, short and over-count SKUs, each at its roster entry',
    input: {
      roster: [{ sku: 'A', expected_count: 3 }, { sku: 'B' }, { sku: 'C', expected_count: 1 }, { sku: 'D', expected_count: 0 }],
      files: files('A_1.jpg', 'A_2.jpg', 'C_1.jpg', 'C_2.jpg'),
    },
    expect: [
      { code: 'SKU_IMAGE_COUNT_SHORT', pointer: '/roster/0', subject: 'A', details: { sku: 'A', expected: 3, found: 2 } },
      { code: 'SKU_WITHOUT_IMAGE', pointer: '/roster/1', subject: 'B', details: { sku: 'B', expected: 1, found: 0 } },
      { code: 'SKU_IMAGE_COUNT_OVER', pointer: '/roster/2', subject: 'C', details: { sku: 'C', expected: 1, found: 2 } },
    ],
    status: 'BLOCKED',
    report: { skusWithoutImage: 1, skusShort: 1 },
  },
  {
    name: 'enough images: no shortfall findings',
    input: { roster: [{ sku: 'A', expected_count: 2 }, { sku: 'B', expected_count: 1.5 }], files: files('A_1.jpg', 'A_2.jpg', 'B_1.jpg', 'B_2.jpg') },
    expect: [],
    absent: ['SKU_IMAGE_COUNT_SHORT', 'SKU_WITHOUT_IMAGE', 'SKU_IMAGE_COUNT_OVER'],
  },
  {
    name: 'unknown and unmatched files',
    input: { roster: skus('A'), files: files('A.jpg', 'ZED-9_front.jpg', 'img/.DS_Store', ' ') },
    expect: [
      { code: 'FILE_SKU_UNKNOWN', pointer: '/files/1/path', subject: 'ZED-9_front.jpg', details: { path: 'ZED-9_front.jpg', sku: 'ZED' } },
      { code: 'FILE_UNMATCHED', pointer: '/files/2/path', details: { path: 'img/.DS_Store', reason: 'no-sku-in-name' } },
      { code: 'FILE_UNMATCHED', pointer: '/files/3/path', details: { path: ' ', reason: 'blank-path' } },
    ],
    status: 'REVIEW',
    report: { matchedFiles: 1, unmatchedFiles: 2, unknownFiles: 1, unknownSkus: ['ZED'] },
  },
  {
    name: 'a file matching a roster SKU only up to case is counted for it',
    input: { roster: skus('ab-1', 'X'), files: files('AB-1_front.jpg', 'X.png') },
    expect: [{ code: 'FILE_SKU_CASE_MISMATCH', pointer: '/files/0/path', details: { path: 'AB-1_front.jpg', sku: 'AB-1', rosterSku: 'ab-1' } }],
    absent: ['FILE_SKU_UNKNOWN', 'SKU_WITHOUT_IMAGE'],
    report: { images: [{ sku: 'ab-1', found: 1 }, { sku: 'X', found: 1 }] },
  },
  {
    name: 'case-conflicting roster SKUs: both spellings are flagged; a case-only file match is not guessed; all colliding files are flagged',
    input: { roster: skus('ab-1', 'AB-1'), files: files('Ab-1.jpg', 'ab-1.jpg', 'AB-1.jpg') },
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/0/path', details: { group: 'ab-1', kind: 'case', count: 3, paths: ['Ab-1.jpg', 'ab-1.jpg', 'AB-1.jpg'] } },
      { code: 'FILE_SKU_UNKNOWN', pointer: '/files/0/path', details: { path: 'Ab-1.jpg', sku: 'Ab' } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/1/path', details: { group: 'ab-1', kind: 'case', count: 3 } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/2/path', details: { group: 'ab-1', kind: 'case', count: 3 } },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/0/sku', subject: 'ab-1', details: { group: 'ab-1', sku: 'ab-1', others: ['AB-1'] } },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/1/sku', subject: 'AB-1', details: { group: 'ab-1', sku: 'AB-1', others: ['ab-1'] } },
    ],
    absent: ['FILE_SKU_CASE_MISMATCH', 'SKU_WITHOUT_IMAGE'],
  },
  {
    name: 'roster hygiene: a blank SKU, and every entry of a repeated SKU',
    input: { roster: skus('A', ' ', 'A', 'B', 'A'), files: files('A.jpg', 'B.jpg') },
    expect: [
      { code: 'ROSTER_SKU_DUPLICATE', pointer: '/roster/0/sku', subject: 'A', details: { group: 'A', sku: 'A', count: 3, firstPointer: '/roster/0/sku' } },
      { code: 'ROSTER_SKU_BLANK', pointer: '/roster/1/sku', subject: ' ', details: { sku: ' ' } },
      { code: 'ROSTER_SKU_DUPLICATE', pointer: '/roster/2/sku', subject: 'A', details: { group: 'A', count: 3, firstPointer: '/roster/0/sku' } },
      { code: 'ROSTER_SKU_DUPLICATE', pointer: '/roster/4/sku', subject: 'A', details: { group: 'A', count: 3, firstPointer: '/roster/0/sku' } },
    ],
    absent: ['ROSTER_SKU_CASE_CONFLICT'],
    report: { skus: 2 },
  },
  {
    name: 'three spellings of one SKU: each names the other two',
    input: { roster: skus('mug', 'MUG', 'Mug', 'cup'), files: files('mug.jpg', 'MUG_2.jpg', 'Mug-3.jpg', 'cup.jpg') },
    expect: [
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/0/sku', details: { group: 'mug', others: ['MUG', 'Mug'], count: 3 } },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/1/sku', details: { group: 'mug', others: ['mug', 'Mug'], count: 3 } },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/2/sku', details: { group: 'mug', others: ['mug', 'MUG'], count: 3 } },
    ],
    absent: ['ROSTER_SKU_DUPLICATE', 'FILE_NAME_COLLISION'],
  },
  {
    name: 'collisions by case, extension and exact duplicate: every colliding file; a repeated path counts once',
    input: { roster: [{ sku: 'A', expected_count: 2 }], files: files('img/A_1.jpg', 'img/a_1.JPG', 'img/A_1.png', 'img/A_1.jpg', 'other/A_1.jpg') },
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/0/path', subject: 'img/A_1.jpg', details: { group: 'img/a_1', kind: 'duplicate', count: 4 } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/1/path', subject: 'img/a_1.JPG', details: { group: 'img/a_1', kind: 'case', count: 4 } },
      { code: 'FILE_SKU_CASE_MISMATCH', pointer: '/files/1/path', details: { sku: 'a', rosterSku: 'A' } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/2/path', subject: 'img/A_1.png', details: { group: 'img/a_1', kind: 'extension', count: 4 } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/3/path', subject: 'img/A_1.jpg', details: { group: 'img/a_1', kind: 'duplicate', count: 4 } },
      { code: 'SKU_IMAGE_COUNT_OVER', pointer: '/roster/0', details: { expected: 2, found: 4 } },
    ],
    report: { matchedFiles: 5, images: [{ sku: 'A', found: 4, files: ['img/A_1.jpg', 'img/a_1.JPG', 'img/A_1.png', 'other/A_1.jpg'] }] },
  },
  {
    name: 'two collision sets and files in other folders',
    input: { roster: skus('A', 'B'), files: files('x/A.jpg', 'x/B.jpg', 'y/A.jpg', 'x/b.png', 'x/a.JPEG') },
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/0/path', details: { group: 'x/a', kind: 'case-and-extension', count: 2, paths: ['x/A.jpg', 'x/a.JPEG'] } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/1/path', details: { group: 'x/b', kind: 'case-and-extension', count: 2, paths: ['x/B.jpg', 'x/b.png'] } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/3/path', details: { group: 'x/b', kind: 'case-and-extension' } },
      { code: 'FILE_SKU_CASE_MISMATCH', pointer: '/files/3/path', details: { sku: 'b', rosterSku: 'B' } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/4/path', details: { group: 'x/a', kind: 'case-and-extension' } },
      { code: 'FILE_SKU_CASE_MISMATCH', pointer: '/files/4/path', details: { sku: 'a', rosterSku: 'A' } },
    ],
  },
  {
    name: 'sku_pattern extracts the SKU from the whole path with one capture group',
    input: {
      roster: skus('1001', '1002'),
      files: files('catalog/1001/front.jpg', 'catalog/1002/side.jpg', 'catalog/9999/front.jpg', 'misc/logo.png'),
      sku_pattern: '^catalog/(\\d+)/',
    },
    expect: [
      { code: 'FILE_SKU_UNKNOWN', pointer: '/files/2/path', details: { path: 'catalog/9999/front.jpg', sku: '9999' } },
      { code: 'FILE_UNMATCHED', pointer: '/files/3/path', details: { path: 'misc/logo.png', reason: 'pattern-no-match' } },
    ],
    absent: ['SKU_PATTERN_INVALID'],
    report: { rule: 'sku_pattern', matched: true },
  },
  {
    name: 'sku_pattern: an empty capture names no SKU',
    input: { roster: skus('A'), files: files('A.jpg', 'x.jpg'), sku_pattern: '^([A-Z]*)' },
    expect: [{ code: 'FILE_UNMATCHED', pointer: '/files/1/path', details: { path: 'x.jpg', reason: 'empty-capture' } }],
  },
  ...['(a)\\1', '(?=a)(b)', '(?<!x)(b)', '([a-z]'].map((pattern): Case<Input> => ({
    name: `an unusable sku_pattern ${pattern} (RE2 rejects it) is a finding; collisions are still reported`,
    input: { roster: skus('A'), files: files('A.jpg', 'a.JPG'), sku_pattern: pattern },
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/0/path', details: { kind: 'case' } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/1/path', details: { kind: 'case' } },
      { code: 'SKU_PATTERN_INVALID', pointer: '/sku_pattern', subject: null, details: { pattern } },
    ],
    absent: ['SKU_WITHOUT_IMAGE', 'FILE_SKU_CASE_MISMATCH'],
    status: 'BLOCKED',
    report: { matched: false, matchedFiles: 0, unmatchedFiles: 0 },
  })),
  ...(
    [
      ['^[A-Z]+$', '0'],
      ['^(\\w+)_(\\w+)', '2'],
    ] as const
  ).map(([pattern, found]): Case<Input> => ({
    name: `a sku_pattern with ${found} capture groups is a finding`,
    input: { roster: skus('A'), files: files('A.jpg'), sku_pattern: pattern },
    expect: [{ code: 'SKU_PATTERN_INVALID', pointer: '/sku_pattern', details: { pattern, reason: oneGroup(found) } }],
    status: 'BLOCKED',
  })),
  {
    name: 'a catastrophic-backtracking pattern simply finishes (RE2 is linear)',
    input: { roster: skus('a'), files: files('a'.repeat(5000) + '!', 'aaaa'), sku_pattern: '^(a+)+$' },
    expect: [
      { code: 'FILE_UNMATCHED', pointer: '/files/0/path', details: { reason: 'pattern-no-match' } },
      { code: 'FILE_SKU_UNKNOWN', pointer: '/files/1/path', details: { sku: 'aaaa' } },
      { code: 'SKU_WITHOUT_IMAGE', pointer: '/roster/0' },
    ],
  },
  {
    name: 'a sku_pattern that is more work than one request may ask (677 instructions × 6,010 path characters) is declined',
    input: { roster: skus('A'), files: files('a'.repeat(6_000), 'A.jpg', 'a.png'), sku_pattern: HEAVY },
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/1/path', details: { kind: 'case-and-extension' } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/2/path', details: { kind: 'case-and-extension' } },
      {
        code: 'SKU_PATTERN_INVALID',
        pointer: '/sku_pattern',
        details: { reason: 'it compiles to 677 RE2 instructions, and 677 × 6010 path characters is more matching work than the 4000000 one request may ask' },
      },
    ],
    report: { rule: 'sku_pattern', matched: false },
  },
  {
    name: 'the same pattern over 5,900 path characters is within the work limit and runs',
    input: { roster: skus('A'), files: files('a'.repeat(5_900)), sku_pattern: HEAVY },
    expect: [
      { code: 'FILE_UNMATCHED', pointer: '/files/0/path', details: { reason: 'pattern-no-match' } },
      { code: 'SKU_WITHOUT_IMAGE', pointer: '/roster/0' },
    ],
    absent: ['SKU_PATTERN_INVALID'],
    report: { matched: true },
  },
  {
    name: 'the sample request: every faulty file and roster entry at its own pointer',
    input: sampleInput,
    expect: [
      { code: 'FILE_NAME_COLLISION', pointer: '/files/3/path', subject: 'images/TEE-BLUE-M_back.JPG', details: { group: 'images/tee-blue-m_back', kind: 'case-and-extension', count: 2 } },
      { code: 'FILE_NAME_COLLISION', pointer: '/files/4/path', subject: 'images/tee-blue-m_back.png', details: { group: 'images/tee-blue-m_back', kind: 'case-and-extension', count: 2 } },
      { code: 'FILE_SKU_CASE_MISMATCH', pointer: '/files/4/path', details: { sku: 'tee-blue-m', rosterSku: 'TEE-BLUE-M' } },
      { code: 'IMAGE_TOO_SMALL', pointer: '/files/5', subject: 'images/MUG-01.png', details: { width: 90, height: 90, minimum: 100 } },
      { code: 'FILE_SKU_UNKNOWN', pointer: '/files/6/path', details: { sku: 'SOCK' } },
      { code: 'FILE_UNMATCHED', pointer: '/files/7/path', details: { reason: 'no-sku-in-name' } },
      { code: 'SKU_IMAGE_COUNT_SHORT', pointer: '/roster/0', subject: 'TEE-RED-M', details: { expected: 3, found: 2 } },
      { code: 'SKU_IMAGE_COUNT_OVER', pointer: '/roster/1', subject: 'TEE-BLUE-M', details: { expected: 2, found: 3 } },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/2/sku', subject: 'MUG-01', details: { group: 'mug-01', others: ['mug-01'] } },
      { code: 'SKU_WITHOUT_IMAGE', pointer: '/roster/3', subject: 'mug-01' },
      { code: 'ROSTER_SKU_CASE_CONFLICT', pointer: '/roster/3/sku', subject: 'mug-01', details: { group: 'mug-01', others: ['MUG-01'] } },
      { code: 'SKU_WITHOUT_IMAGE', pointer: '/roster/4', subject: 'CAP-9' },
    ],
    status: 'BLOCKED',
    report: { skus: 5, files: 8, matchedFiles: 6, unmatchedFiles: 1, unknownFiles: 1, skusWithoutImage: 2, skusShort: 1, unknownSkus: ['SOCK'] },
  },
]);

// The rules added from the peer comparison keep their cases in test/cases/<rule>.ts.
export const cases = [...coreCases, ...fileFormatCases, ...placeholderCases, ...imageSizeCases, ...imageUrlCases];

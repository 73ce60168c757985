import { digest } from '@evidence-check/core-receipt';
import { codes, run, sampleInput } from '../src/index.js';
import { foldCase } from '../src/rules/windows.js';

const only = (paths: string[], max_path_length?: number) =>
  run(max_path_length === undefined ? { paths } : { paths, max_path_length }).findings.map((f) => ({ code: f.code, pointer: f.pointer, details: f.details }));

describe('filename-portability-preflight', () => {
  test('portable paths are READY with one report entry each', () => {
    const result = run({ paths: ['src/index.ts', 'docs/guide.md', 'dir/'] });
    expect(result.status).toBe('READY');
    expect(result.report.paths).toEqual([
      { path: 'src/index.ts', portable: true, codes: [] },
      { path: 'docs/guide.md', portable: true, codes: [] },
      { path: 'dir/', portable: true, codes: [] },
    ]);
  });

  test('RESERVED_NAME in any component, any case, with extension and trailing dots or spaces', () => {
    expect(only(['lpt1/readme.md', 'x/Con.tar.gz', 'aux. ', 'COM\u00b2'])).toEqual([
      { code: 'RESERVED_NAME', pointer: '/paths/0', details: { path: 'lpt1/readme.md', component: 'lpt1', name: 'LPT1' } },
      { code: 'RESERVED_NAME', pointer: '/paths/1', details: { path: 'x/Con.tar.gz', component: 'Con.tar.gz', name: 'CON' } },
      { code: 'RESERVED_NAME', pointer: '/paths/2', details: { path: 'aux. ', component: 'aux. ', name: 'AUX' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/2', details: { path: 'aux. ', component: 'aux. ' } },
      { code: 'RESERVED_NAME', pointer: '/paths/3', details: { path: 'COM\u00b2', component: 'COM\u00b2', name: 'COM\u00b2' } },
    ]);
  });

  test('INVALID_CHARACTER lists each forbidden character once', () => {
    expect(only(['a/what?*.txt', 'b/x\u0001y'])).toEqual([
      { code: 'INVALID_CHARACTER', pointer: '/paths/0', details: { path: 'a/what?*.txt', component: 'what?*.txt', characters: ['?', '*'] } },
      { code: 'INVALID_CHARACTER', pointer: '/paths/1', details: { path: 'b/x\u0001y', component: 'x\u0001y', characters: ['U+0001'] } },
    ]);
  });

  test('ABSOLUTE_PATH and EMPTY_OR_DOT_COMPONENT', () => {
    expect(only(['/etc/passwd', 'C:/Users/x', 'a//b', '../up', 'a/./b'])).toEqual([
      { code: 'ABSOLUTE_PATH', pointer: '/paths/0', details: { path: '/etc/passwd', form: 'leading slash' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/1', details: { path: 'C:/Users/x', form: 'drive letter' } },
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/2', details: { path: 'a//b', position: 2, component: '' } },
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/3', details: { path: '../up', position: 1, component: '..' } },
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/4', details: { path: 'a/./b', position: 2, component: '.' } },
    ]);
  });

  test('COMPONENT_TOO_LONG counts UTF-8 bytes; PATH_TOO_LONG counts UTF-16 units against the limit', () => {
    const ok = 'a'.repeat(255);
    const wide = '\u00e9'.repeat(128); // 128 characters, 256 UTF-8 bytes
    expect(only([ok, wide])).toEqual([
      { code: 'COMPONENT_TOO_LONG', pointer: '/paths/1', details: { path: wide, component: wide, bytes: 256 } },
    ]);
    const emoji = 'd/' + '\u{1F600}'.repeat(5); // 2 + 10 UTF-16 units
    expect(only([emoji], 12)).toEqual([]);
    expect(only([emoji], 11)).toEqual([{ code: 'PATH_TOO_LONG', pointer: '/paths/0', details: { path: emoji, length: 12, limit: 11 } }]);
    const long = Array.from({ length: 30 }, () => 'abcdefghi').join('/'); // 299 units
    expect(run({ paths: [long] }).findings.map((f) => [f.code, f.severity, f.details.limit])).toEqual([['PATH_TOO_LONG', 'warning', 260]]);
  });

  test('CASE_COLLISION names both paths, at the shallowest differing directory, with Unicode folding', () => {
    const result = run({ paths: ['Docs/a.md', 'docs/b.md', 'STRASSE.txt', 'straße.txt', '\u039fdyssey', '\u03bfdyssey', 's.txt', '\u017f.txt'] });
    expect(result.findings.map((f) => ({ code: f.code, pointer: f.pointer, details: f.details }))).toEqual([
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { path: 'docs/b.md', name: 'docs', other: 'Docs/a.md', otherName: 'Docs', otherIndex: 0 } },
      { code: 'CASE_COLLISION', pointer: '/paths/5', details: { path: '\u03bfdyssey', name: '\u03bfdyssey', other: '\u039fdyssey', otherName: '\u039fdyssey', otherIndex: 4 } },
      { code: 'CASE_COLLISION', pointer: '/paths/7', details: { path: '\u017f.txt', name: '\u017f.txt', other: 's.txt', otherName: 's.txt', otherIndex: 6 } },
    ]);
    // Simple folding, as NTFS and APFS compare: "ß" is not "SS".
    expect(result.report.paths[2]).toEqual({ path: 'STRASSE.txt', portable: true, codes: [] });
    expect(result.report.paths[0]).toEqual({ path: 'Docs/a.md', portable: false, codes: ['CASE_COLLISION'] });
    expect(foldCase('\u1E9E')).toBe(foldCase('\u00df'));
  });

  test('UNICODE_NORMALIZATION_COLLISION: NFC and NFD spellings of one name', () => {
    const nfc = 'r\u00e9sum\u00e9.pdf';
    const nfd = 're\u0301sume\u0301.pdf';
    expect(only([nfc, nfd, 'R\u00c9SUM\u00c9.pdf'])).toEqual([
      { code: 'UNICODE_NORMALIZATION_COLLISION', pointer: '/paths/1', details: { path: nfd, name: nfd, other: nfc, otherName: nfc, otherIndex: 0 } },
      { code: 'CASE_COLLISION', pointer: '/paths/2', details: { path: 'R\u00c9SUM\u00c9.pdf', name: 'R\u00c9SUM\u00c9.pdf', other: nfc, otherName: nfc, otherIndex: 0 } },
    ]);
    expect(only([nfc, nfc])).toEqual([]);
    // The Kelvin sign is canonically equivalent to "K": a normalization collision, not a case one.
    expect(only(['K.txt', '\u212a.txt']).map((f) => f.code)).toEqual(['UNICODE_NORMALIZATION_COLLISION']);
  });

  test('every declared code is exercised above', () => {
    expect(Object.keys(codes).sort()).toEqual(
      ['ABSOLUTE_PATH', 'CASE_COLLISION', 'COMPONENT_TOO_LONG', 'EMPTY_OR_DOT_COMPONENT', 'INVALID_CHARACTER', 'PATH_TOO_LONG', 'RESERVED_NAME', 'TRAILING_DOT_OR_SPACE', 'UNICODE_NORMALIZATION_COLLISION'],
    );
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['CASE_COLLISION', 'RESERVED_NAME', 'INVALID_CHARACTER', 'TRAILING_DOT_OR_SPACE', 'UNICODE_NORMALIZATION_COLLISION']),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes', () => {
    const deep = (i: number) => (Array.from({ length: 400 }, (_, j) => (j % 2 ? 'Dir' : 'dir') + (j + i)).join('/') + `/f${i}`).slice(0, 4096);
    const paths = Array.from({ length: 5000 }, (_, i) => (i % 2 ? deep(i).toUpperCase() : deep(i)));
    const result = run({ paths, max_path_length: 32767 });
    expect(result.report.paths).toHaveLength(5000);
    expect(result.summary.paths).toBe(5000);
  }, 60_000);
});

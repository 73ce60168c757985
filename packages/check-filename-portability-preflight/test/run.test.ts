// Properties that are not plain input → findings examples (those are in cases.ts): the sample,
// determinism, the folding table against Unicode's own special case, and the schema limits.
import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput } from '../src/index.js';
import { foldCase } from '../src/lib/windows.js';

describe('filename-portability-preflight', () => {
  test('simple case folding maps capital sharp s (U+1E9E) to ß, and ß is not SS', () => {
    expect(foldCase('\u1E9E')).toBe(foldCase('\u00df'));
    expect(foldCase('\u00df')).not.toBe(foldCase('SS'));
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

  test('one collision of 5000 members completes and flags every member', () => {
    const paths = Array.from({ length: 5000 }, (_, i) => `${i % 2 ? 'SRC' : 'src'}/file${i}.ts`);
    const result = run({ paths });
    expect(result.findings).toHaveLength(5000);
    expect(new Set(result.findings.map((f) => f.details.group))).toEqual(new Set(['case:src']));
    expect(result.summary.colliding).toBe(5000);
  }, 60_000);
});

import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

type Column = Input['baseline_columns'][number];
const col = (name: string, type: Column['type'], required?: boolean): Column =>
  required === undefined ? { name, type } : { name, type, required };

function codesOf(input: Input): string[] {
  return run(input).findings.map((f) => `${f.code}@${f.pointer}`);
}

describe('csv-schema-drift-preflight', () => {
  test('identical contracts are READY with no findings', () => {
    const columns = [col('id', 'integer', true), col('name', 'string')];
    const result = run({ baseline_columns: columns, current_columns: columns });
    expect(result.status).toBe('READY');
    expect(result.findings).toEqual([]);
    expect(result.report.changed).toEqual([]);
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, kept: 2, removed: 0, added: 0, changed: 0 });
  });

  test('removed column is an error pointing into the baseline', () => {
    const result = run({ baseline_columns: [col('a', 'string'), col('b', 'string')], current_columns: [col('a', 'string')] });
    expect(result.status).toBe('BLOCKED');
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'COLUMN_REMOVED', severity: 'error', subject: 'b', pointer: '/baseline_columns/1' }),
    ]);
    expect(result.report.removed).toEqual(['b']);
  });

  test('optional additions at the end are notices only; a required addition blocks', () => {
    const base = [col('a', 'string')];
    expect(run({ baseline_columns: base, current_columns: [...base, col('b', 'string', false)] }).status).toBe('READY');
    expect(codesOf({ baseline_columns: base, current_columns: [...base, col('b', 'string', true)] })).toEqual([
      'REQUIRED_COLUMN_ADDED@/current_columns/1',
    ]);
  });

  test('requirement changes in both directions', () => {
    expect(codesOf({ baseline_columns: [col('a', 'string')], current_columns: [col('a', 'string', true)] })).toEqual([
      'COLUMN_BECAME_REQUIRED@/current_columns/0',
    ]);
    const relaxed = run({ baseline_columns: [col('a', 'string', true)], current_columns: [col('a', 'string')] });
    expect(relaxed.status).toBe('REVIEW');
    expect(relaxed.findings.map((f) => f.code)).toEqual(['COLUMN_BECAME_OPTIONAL']);
  });

  test('type drift is classified by direction', () => {
    const drift = (from: Column['type'], to: Column['type']) =>
      run({ baseline_columns: [col('v', from)], current_columns: [col('v', to)] }).findings.map((f) => f.code);
    expect(drift('integer', 'number')).toEqual(['TYPE_WIDENED']);
    expect(drift('number', 'integer')).toEqual(['TYPE_NARROWED']);
    expect(drift('boolean', 'date')).toEqual(['TYPE_INCOMPATIBLE']);
    expect(drift('string', 'unknown')).toEqual(['TYPE_RELABELED']);
    expect(drift('date', 'date')).toEqual([]);
  });

  test('a case-only rename is one finding, not a removal plus an addition', () => {
    const result = run({ baseline_columns: [col('Email', 'string', true)], current_columns: [col('email', 'string', true)] });
    expect(result.findings.map((f) => f.code)).toEqual(['COLUMN_RENAMED_CASE']);
    expect(result.report.removed).toEqual([]);
    expect(result.report.added).toEqual([]);
    expect(result.report.changed).toEqual([
      expect.objectContaining({ name: 'email', previousName: 'Email', typeChange: 'same' }),
    ]);
  });

  test('moved columns are flagged for positional readers', () => {
    const result = run({
      baseline_columns: [col('a', 'string'), col('b', 'string')],
      current_columns: [col('b', 'string'), col('a', 'string')],
    });
    expect(result.findings.map((f) => [f.code, f.details])).toEqual([
      ['COLUMN_MOVED', { name: 'b', from: 2, to: 1 }],
      ['COLUMN_MOVED', { name: 'a', from: 1, to: 2 }],
    ]);
  });

  test('duplicate, blank and padded names', () => {
    const result = run({
      baseline_columns: [col('a', 'string'), col('a', 'integer')],
      current_columns: [col('a', 'string'), col(' ', 'string'), col('b ', 'string')],
    });
    expect(result.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'DUPLICATE_COLUMN@/baseline_columns/1',
      'BLANK_COLUMN_NAME@/current_columns/1',
      'COLUMN_ADDED@/current_columns/2',
      'COLUMN_NAME_WHITESPACE@/current_columns/2',
    ]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['COLUMN_REMOVED', 'TYPE_WIDENED', 'TYPE_INCOMPATIBLE', 'COLUMN_BECAME_REQUIRED', 'REQUIRED_COLUMN_ADDED', 'COLUMN_ADDED']),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes and reports every column', () => {
    const baseline = Array.from({ length: 1000 }, (_, i) => col(`c${i}`, 'integer'));
    const current = Array.from({ length: 1000 }, (_, i) => col(`c${(i + 1) % 1000}`, 'number'));
    const result = run({ baseline_columns: baseline, current_columns: current });
    expect(result.summary.kept).toBe(1000);
    expect(result.summary.warnings).toBe(2000);
  });
});

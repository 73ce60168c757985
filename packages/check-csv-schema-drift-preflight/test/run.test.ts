import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

type Column = Input['baseline_columns'][number];
const col = (name: string, type: Column['type'], required?: boolean): Column =>
  required === undefined ? { name, type } : { name, type, required };

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest input.
describe('csv-schema-drift-preflight', () => {
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

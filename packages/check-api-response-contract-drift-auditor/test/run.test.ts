import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

const LIMIT = 256 * 1024;
const size = (input: Input) => Buffer.byteLength(JSON.stringify(input));

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest inputs.
describe('api-response-contract-drift-auditor', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['STATUS_MISMATCH', 'CONTENT_TYPE_MISMATCH', 'REQUIRED_FIELD_MISSING', 'FORBIDDEN_FIELD_PRESENT', 'FIELD_TYPE_MISMATCH', 'STABLE_VALUE_MISMATCH']),
    );
    expect(first.report.responses.map((r) => r.verdict)).toEqual(['match', 'drift', 'drift']);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('1000 contracts and 1000 responses complete with one verdict per response', () => {
    const contracts = Array.from({ length: 1000 }, (_, i) => ({
      id: `c${i}`,
      expected_status: '2XX',
      expected_content_type: 'text/json',
      required_fields: ['a.b'],
      field_types: { v: 'integer' },
      stable_values: { v: i % 2 },
    }));
    const responses = Array.from({ length: 1000 }, (_, i) => ({
      id: `r${i}`,
      contract_id: `c${(i * 7) % 1000}`,
      status: 200,
      content_type: 'text/json',
      body: { a: { b: 1 }, v: 0 },
    }));
    const input = { contracts, responses };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    expect(result.report.responses).toHaveLength(1000);
    expect(result.summary.drifted).toBe(500);
    expect(result.summary.matched).toBe(500);
  });

  test('one contract of thousands of paths against 1000 empty bodies stays linear: capped findings, the rest counted', () => {
    const paths = Array.from({ length: 12_000 }, (_, i) => `p${i.toString(36)}`);
    const input: Input = {
      contracts: [{ id: 'c', expected_status: 200, required_fields: paths, stable_values: { x: 1 }, field_types: { y: 'string' } }],
      responses: Array.from({ length: 1000 }, (_, i) => ({ id: i, contract_id: 'c', status: 200, content_type: 'a/b', body: {} })),
    };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    expect(result.summary.errors).toBe(1000 * 11);
    expect(result.report.responses[999]!.omitted).toEqual({ REQUIRED_FIELD_MISSING: 12_000 - 10 });
    expect(result.summary.omitted).toBe(1000 * (12_000 - 10));
  });

  test('a quoted value too long to quote whole leaves out the value itself, never half a surrogate pair', () => {
    const long = `${'x'.repeat(198)}😀${'y'.repeat(50)}`;
    const result = run({
      contracts: [{ id: 'c', expected_status: 200, stable_values: { v: long } }],
      responses: [{ id: 'r', contract_id: 'c', status: 200, content_type: 'a/b', body: { v: 'short' } }],
    });
    const [finding] = result.findings;
    expect(finding!.details).toEqual({ id: 'r', contract: 'c', path: 'v', expectedJson: `"${'x'.repeat(198)}…`, present: true, actual: 'short', actualJson: '"short"' });
    expect(Object.keys(finding!.details)).not.toContain('expected');
  });
});

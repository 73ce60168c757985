import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

const LIMIT = 256 * 1024;
const size = (input: Input) => Buffer.byteLength(JSON.stringify(input));

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest inputs.
describe('webhook-contract-replay-auditor', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['REPLAY_DETECTED', 'IDEMPOTENCY_KEY_MISSING', 'STALE_EVENT', 'REQUIRED_FIELD_MISSING', 'SIGNATURE_MISSING', 'VERSION_NOT_ALLOWED', 'UNDECLARED_EVENT']),
    );
    expect(first.report.deliveries.map((d) => d.verdict)).toEqual(['pass', 'review', 'fail', 'fail']);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('1000 contracts and 1000 deliveries, every one a replay of the first, complete', () => {
    const contracts = Array.from({ length: 1000 }, (_, i) => ({ event: `e${i}`, allowed_versions: ['1'], max_age_seconds: 60 }));
    const deliveries = Array.from({ length: 1000 }, (_, i) => ({
      id: `d${i}`,
      event: `e${i}`,
      version: '1',
      idempotency_key: 'same',
      event_created_at: '2026-03-02T11:59:30.25Z',
      payload: { n: 1 },
    }));
    const input = { observed_at: '2026-03-02T12:00:00Z', contracts, deliveries };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    expect(result.report.deliveries).toHaveLength(1000);
    expect(result.summary.replays).toBe(999);
  });

  test('one contract of thousands of required fields against 1000 empty payloads stays linear', () => {
    const paths = Array.from({ length: 15_000 }, (_, i) => `p${i.toString(36)}`);
    const input: Input = {
      observed_at: '2026-03-02T12:00:00Z',
      contracts: [{ event: 'e', required_fields: paths }],
      deliveries: Array.from({ length: 1000 }, (_, i) => ({ id: i, event: 'e', payload: {} })),
    };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    expect(result.summary.errors).toBe(1000 * 10);
    expect(result.report.deliveries[0]!.omitted).toEqual({ REQUIRED_FIELD_MISSING: 15_000 - 10 });
  });
});

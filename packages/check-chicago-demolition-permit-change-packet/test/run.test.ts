import { digest, type JsonObject, type JsonValue, type RunContext } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the source disclosure the receipt carries,
// the sample, determinism and the largest input (the RFC 3339 reader and its differential against
// Date.parse live in @evidence-check/instant).

const snapshot = { id: 'snap-0001', fingerprint: 'hmac-sha256:1f2e', capturedAt: '2026-03-01T06:00:00Z', sourceUpdatedAt: null, records: 1 };
const record = (id: string): JsonObject & { id: JsonValue } => ({ id, permitNumber: `10${id}`, issuedAt: '2026-02-19T00:00:00', address: '1530 W ERIE ST', urgency: null });

describe('chicago-demolition-permit-change-packet', () => {
  test('the sample is caller-supplied, shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'PERMIT_NO_LONGER_LISTED@/previous/match_ids/0',
      'EMERGENCY_PERMIT@/records/1',
      'NEW_PERMIT@/records/1',
    ]);
    expect(first.receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'ydr8-5enu', snapshot: null });
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('receipt.source: live and fallback disclose the context; context records without a mode are caller-supplied', () => {
    const input: Input = { query: '1530 W Erie St' };
    const live: RunContext = { records: [record('1')], sourceMode: 'live', dataset: 'ydr8-5enu', snapshot, baseline: null };
    expect(run(input, live).receipt.source).toEqual({ mode: 'live', dataset: 'ydr8-5enu', snapshot });
    expect(run(input, { ...live, sourceMode: 'fallback' }).receipt.source).toEqual({ mode: 'fallback', dataset: 'ydr8-5enu', snapshot });
    expect(run(input, { records: [record('1')], snapshot }).receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'ydr8-5enu', snapshot: null });
    // Request records win: the context is not what the result rests on.
    expect(run({ ...input, records: [record('1')] }, live).receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'ydr8-5enu', snapshot: null });
  });

  test('the offline run without records is deterministic and has exactly one packet-level error', () => {
    const input: Input = { query: '100998231' };
    const first = run(input);
    expect(first.status).toBe('BLOCKED');
    expect(first.findings).toHaveLength(1);
    expect(first.findings[0]).toMatchObject({ code: 'NO_RECORDS', pointer: '', subject: null, severity: 'error' });
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(first));
    expect(JSON.stringify(run(input, {}))).toBe(JSON.stringify(first));
  });

  test('the report says permits are clues, not proof', () => {
    expect(run(sampleInput).report.disclaimer).toMatch(/clues, not proof/);
  });

  test('the largest request (100 records, 100 previous ids) completes with a verdict per item', () => {
    const ids = Array.from({ length: 100 }, (_, i) => String(3000000 + i));
    const records = ids.map((id, i) => ({ ...record(i % 2 === 0 ? id : `9${id}`), workDescription: 'x'.repeat(2000) + ' emergency' }));
    const result = run({ query: 'x'.repeat(80), previous: { match_ids: ids }, records, records_generated_at: '2026-03-01T06:00:00Z' });
    expect(result.report.records).toHaveLength(100);
    expect(result.summary).toMatchObject({ records: 100, new: 50, stillListed: 50, noLongerListed: 50, emergency: 100 });
  });
});

import { digest } from '@evidence-check/core-receipt';
import { codesNeverAbsent, unproducedCodes } from '@evidence-check/test-utils';
import { definition, run, sampleInput, type Input } from '../src/index.js';
import { cases } from './cases.js';

type Event = Input['events'][number];

const WINDOW = { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-01T00:00:00Z' };
const at = (second: number) => new Date(Date.UTC(2026, 1, 1) + second * 1000).toISOString();

describe('qualified-demand-ledger', () => {
  test('every code is produced by a case and shown absent by another', () => {
    expect(unproducedCodes(definition, cases)).toEqual([]);
    expect(codesNeverAbsent(definition, cases)).toEqual([]);
  });

  test('the sample classifies every event and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.report.events.map((e) => `${e.id}:${e.tier}:${e.counted}`)).toEqual([
      'e1:exposure:true',
      'e2:operations:true',
      'e3:operations:true',
      'e4:qualified-demand:true',
      'e5:qualified-demand:true',
      'e6:external-revenue:true',
      'e7:validated-value:true',
      'e8:retention:false',
      'e9:candidate-signal:true',
    ]);
    expect(first.report.revenue).toEqual([{ currency: 'USD', amount: '49', events: 1 }]);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  // Oracle: fixed-point BigInt arithmetic at 6 decimals, independent of big.js and of floats.
  test('revenue sums agree with BigInt fixed-point arithmetic over 1000 amounts', () => {
    const texts = Array.from({ length: 1000 }, (_, i) => `${(i * 7919) % 100000}.${String((i * 104729) % 1000000).padStart(6, '0')}`);
    const events: Event[] = texts.map((text, i) => ({
      id: `s${i}`,
      type: 'external-settlement',
      occurred_at: at(i),
      source: 'processor',
      evidence_ref: `ref/${i}`,
      owner_controlled: false,
      external_actor: true,
      attribution: 'verified',
      actor_token: `buyer-${String(i % 37).padStart(4, '0')}`,
      amount: Number(text),
      currency: i % 2 ? 'USD' : 'EUR',
      transaction_id: `tx-${i}`,
    }));
    const expected = (parity: number) => {
      const micros = texts.filter((_, i) => i % 2 === parity).reduce((sum, text) => sum + BigInt(text.replace('.', '')), 0n);
      const whole = micros / 1000000n;
      const fraction = String(micros % 1000000n).padStart(6, '0').replace(/0+$/, '');
      return fraction ? `${whole}.${fraction}` : `${whole}`;
    };
    const result = run({ observed_at: '2026-03-02T09:00:00Z', window: WINDOW, events });
    expect(result.report.revenue).toEqual([
      { currency: 'EUR', amount: expected(0), events: 500 },
      { currency: 'USD', amount: expected(1), events: 500 },
    ]);
    expect(result.report.uniqueExternalActors).toBe(37);
  });

  test('the largest ledger the schema allows completes: 1000 events, one id, one transaction, long fields', () => {
    const events: Event[] = Array.from({ length: 1000 }, (_, i) => ({
      id: 'x'.repeat(120),
      type: i === 0 ? 'external-settlement' : i % 2 ? 'recurring-use' : 'commission',
      occurred_at: at(i % 500),
      source: 's'.repeat(200),
      evidence_ref: 'r'.repeat(500),
      owner_controlled: false,
      external_actor: true,
      attribution: 'verified',
      actor_token: 't'.repeat(160),
      product_id: 'p'.repeat(200),
      parent_event_id: 'q'.repeat(120),
      amount: 1000000000,
      currency: 'USDCOINXYZ',
      transaction_id: 'z'.repeat(300),
      measured_value: 1000000000,
      measurement_unit: 'minutes',
    }));
    const result = run({ observed_at: '2026-03-02T09:00:00Z', window: WINDOW, events });
    expect(result.report.events).toHaveLength(1000);
    expect(result.findings.filter((f) => f.code === 'DUPLICATE_EVENT_ID')).toHaveLength(1000);
    expect(result.findings.filter((f) => f.code === 'PARENT_EVENT_MISSING')).toHaveLength(1000);
    // Only the first member of the duplicate id set can count.
    expect(result.summary.counted).toBe(1);
    expect(result.report.revenue).toEqual([{ currency: 'USDCOINXYZ', amount: '1000000000', events: 1 }]);
  });

  test('1000 distinct events in reverse time order: retention chains and transaction duplicates resolve by time', () => {
    const events: Event[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `e${i}`,
      type: i === 999 ? 'external-settlement' : 'recurring-use',
      occurred_at: at(1000 - i),
      source: 'log',
      evidence_ref: `ref/${i}`,
      owner_controlled: false,
      external_actor: true,
      attribution: 'inferred',
      actor_token: 'buyer-0001',
      ...(i === 999 ? { amount: 10, currency: 'USD', transaction_id: 'pi_1' } : {}),
    }));
    const result = run({ observed_at: '2026-03-02T09:00:00Z', window: WINDOW, events });
    expect(result.report.counts.retention).toBe(999);
    expect(result.report.counts.externalRevenue).toBe(1);
    expect(result.status).toBe('READY');
  });
});

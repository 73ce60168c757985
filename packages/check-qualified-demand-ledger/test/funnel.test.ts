// The funnel counts leads once per actor (as a CRM deduplicates contacts) and converts stage to
// stage as GA4's funnel exploration does (completion rate = users reaching the step / users at the
// previous step, https://support.google.com/analytics/answer/9327974), as exact decimals.
import { Big } from '@evidence-check/exact-decimal';
import { rate4 } from '../src/lib/funnel.js';
import { run, type Input } from '../src/index.js';
import { ev, ledger, paid } from './cases/helpers.js';

describe('qualified-demand-ledger funnel', () => {
  test('rate4 agrees with big.js division rounded half-even to 4 places, for every 0 ≤ converted ≤ of ≤ 400', () => {
    const B = Big();
    B.DP = 4;
    B.RM = 2; // ROUND_HALF_EVEN
    let inputs = 0;
    const disagreements: string[] = [];
    for (let of = 1; of <= 400; of++) {
      for (let converted = 0; converted <= of; converted++) {
        inputs++;
        const expected = new B(converted).div(of).toFixed();
        if (rate4(converted, of) !== expected) disagreements.push(`${converted}/${of}: ${rate4(converted, of)} vs ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(inputs).toBe(80600);
    expect(rate4(0, 0)).toBeNull();
    // exact ties go to the even neighbour: 1/32 = 0.03125 → 0.0312; 3/32 = 0.09375 → 0.0938
    expect([rate4(1, 32), rate4(3, 32), rate4(1, 3), rate4(2, 3)]).toEqual(['0.0312', '0.0938', '0.3333', '0.6667']);
  });

  test('leads are deduplicated by actor_token; events without a token are counted but cannot convert', () => {
    const input: Input = ledger(
      ev('s1', 'attributable-click', { attribution: 'inferred', actor_token: 'actor-aaaa' }),
      ev('s2', 'buyer-question', { attribution: 'none', actor_token: 'actor-bbbb' }),
      ev('s3', 'install', { attribution: 'inferred', actor_token: 'actor-cccc' }),
      ev('q1', 'buyer-reply', { actor_token: 'actor-aaaa' }),
      ev('q2', 'checkout-open', { actor_token: 'actor-aaaa' }),
      ev('q3', 'install', { actor_token: 'actor-bbbb' }),
      ev('q4', 'install'),
      paid('p1', { actor_token: 'actor-aaaa', occurred_at: '2026-02-11T00:00:00Z' }),
      ev('r1', 'recurring-use', { actor_token: 'actor-aaaa', occurred_at: '2026-02-20T00:00:00Z' }),
    );
    const { funnel, counts } = run(input).report;
    expect(counts.qualifiedDemand).toBe(4);
    expect(funnel).toEqual([
      { stage: 'candidate-signal', actors: 3, events: 9, eventsWithoutActor: 1, fromPrevious: null },
      { stage: 'qualified-demand', actors: 2, events: 6, eventsWithoutActor: 1, fromPrevious: { converted: 2, of: 3, rate: '0.6667' } },
      { stage: 'external-revenue', actors: 1, events: 1, eventsWithoutActor: 0, fromPrevious: { converted: 1, of: 2, rate: '0.5' } },
      { stage: 'retention', actors: 1, events: 1, eventsWithoutActor: 0, fromPrevious: { converted: 1, of: 1, rate: '1' } },
    ]);
  });

  test('an empty stage converts nothing and its successor has no rate', () => {
    const { funnel } = run(ledger(ev('x', 'page-view'))).report;
    expect(funnel.map((stage) => stage.fromPrevious)).toEqual([null, { converted: 0, of: 0, rate: null }, { converted: 0, of: 0, rate: null }, { converted: 0, of: 0, rate: null }]);
  });
});

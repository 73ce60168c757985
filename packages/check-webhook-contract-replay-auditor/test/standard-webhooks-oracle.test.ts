// Standard Webhooks' reference library (npm `standardwebhooks`) and Svix's (npm `svix`, which
// reads `svix-*` headers) as the oracle for the replay window: each drawn attempt is signed with
// the library, then verified with Date.now() set to observed_at, and its verdict ("Message
// timestamp too old" / "too new" / accepted) is compared with ours on the same instants
// (ATTEMPT_TOO_OLD / ATTEMPT_TOO_NEW / neither). Both libraries compare whole seconds
// (Math.floor(Date.now() / 1000)), so observed_at is drawn on whole seconds here; with a
// fractional observed_at ours compares the exact instants (README, "Attempt timestamps").
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { definition, type Input } from '../src/index.js';

type Verdict = 'accepted' | 'too old' | 'too new' | 'other';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const PAYLOAD = '{"type":"invoice.paid","data":{"id":"inv_1"}}';

function verdictOf(verify: () => unknown): Verdict {
  try {
    verify();
    return 'accepted';
  } catch (error) {
    const message = (error as Error).message;
    return message === 'Message timestamp too old' ? 'too old' : message === 'Message timestamp too new' ? 'too new' : 'other';
  }
}

/** The library's verdicts on each attempt timestamp (Unix seconds), verified at `observed` (Unix seconds). */
function libraryVerdicts(observed: number, attempts: number[]): { standard: Verdict[]; svix: Verdict[] } {
  const standard = new StandardWebhook(SECRET);
  const svix = new SvixWebhook(SECRET);
  const realNow = Date.now;
  Date.now = () => observed * 1000;
  try {
    return {
      standard: attempts.map((seconds, i) => {
        const signature = standard.sign(`msg_${i}`, new Date(seconds * 1000), PAYLOAD);
        return verdictOf(() => standard.verify(PAYLOAD, { 'webhook-id': `msg_${i}`, 'webhook-timestamp': String(seconds), 'webhook-signature': signature }));
      }),
      svix: attempts.map((seconds, i) => {
        const signature = svix.sign(`msg_${i}`, new Date(seconds * 1000), PAYLOAD);
        return verdictOf(() => svix.verify(PAYLOAD, { 'svix-id': `msg_${i}`, 'svix-timestamp': String(seconds), 'svix-signature': signature }));
      }),
    };
  } finally {
    Date.now = realNow;
  }
}

/** Our verdicts: one run per observed_at, one delivery per attempt (alternately a number and the header's digit string). */
function ourVerdicts(observed: number, attempts: number[]): Verdict[] {
  const input: Input = {
    observed_at: new Date(observed * 1000).toISOString(),
    contracts: [{ event: 'invoice.paid' }],
    deliveries: attempts.map((seconds, i) => ({
      id: `d${i}`,
      event: 'invoice.paid',
      payload: JSON.parse(PAYLOAD),
      webhook_timestamp: i % 2 === 0 ? seconds : String(seconds),
    })),
  };
  const verdicts: Verdict[] = attempts.map(() => 'accepted');
  for (const finding of definition.run(input).findings) {
    const index = Number(/^\/deliveries\/(\d+)\//.exec(finding.pointer)?.[1]);
    if (finding.code === 'ATTEMPT_TOO_OLD') verdicts[index] = 'too old';
    else if (finding.code === 'ATTEMPT_TOO_NEW') verdicts[index] = 'too new';
    else throw new Error(`unexpected ${finding.code} at ${finding.pointer}`);
  }
  return verdicts;
}

/** Attempt offsets from observed_at: the boundaries exactly, and draws near and far. */
function drawOffsets(seed: number, count: number): number[] {
  let state = seed;
  const next = (bound: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * bound);
  };
  const fixed = [0, 1, -1, 299, -299, 300, -300, 301, -301, 86400, -86400, 7200, -7200];
  return [...fixed, ...Array.from({ length: count - fixed.length }, () => (next(4) === 0 ? next(200001) - 100000 : next(1201) - 600))];
}

test('standardwebhooks and svix verify() and ours agree on every drawn attempt timestamp', () => {
  const observedInstants = [1772452800, 1674087231, 1700000000, 1893456000];
  let compared = 0;
  const tally: Record<Verdict, number> = { accepted: 0, 'too old': 0, 'too new': 0, other: 0 };
  const disagreements: unknown[] = [];
  observedInstants.forEach((observed, k) => {
    const attempts = drawOffsets(17 + k, 500).map((offset) => observed + offset);
    const library = libraryVerdicts(observed, attempts);
    const ours = ourVerdicts(observed, attempts);
    attempts.forEach((seconds, i) => {
      compared += 1;
      tally[library.standard[i]!] += 1;
      if (ours[i] !== library.standard[i] || ours[i] !== library.svix[i]) {
        disagreements.push({ observed, attempt: seconds, ours: ours[i], standardwebhooks: library.standard[i], svix: library.svix[i] });
      }
    });
  });
  expect(disagreements).toEqual([]);
  expect(compared).toBe(2000);
  // Every verdict occurs often, and no attempt failed for another reason (a bad signature).
  expect(tally.other).toBe(0);
  for (const verdict of ['accepted', 'too old', 'too new'] as const) expect(tally[verdict]).toBeGreaterThan(300);
});

test('the library accepts an old event in a fresh attempt: event age is not its question', () => {
  // Standard Webhooks signs and checks the attempt's timestamp only; the payload's own event time
  // (here two hours before) plays no part. Ours: no attempt finding, and a retry warning for the contract.
  const observed = 1772452800;
  const payload = JSON.stringify({ type: 'invoice.paid', timestamp: new Date((observed - 7200) * 1000).toISOString(), data: {} });
  const standard = new StandardWebhook(SECRET);
  const realNow = Date.now;
  Date.now = () => observed * 1000;
  let verdict: Verdict;
  try {
    const signature = standard.sign('msg_1', new Date((observed - 2) * 1000), payload);
    verdict = verdictOf(() => standard.verify(payload, { 'webhook-id': 'msg_1', 'webhook-timestamp': String(observed - 2), 'webhook-signature': signature }));
  } finally {
    Date.now = realNow;
  }
  expect(verdict).toBe('accepted');
  const result = definition.run({
    observed_at: new Date(observed * 1000).toISOString(),
    contracts: [{ event: 'invoice.paid', max_age_seconds: 300 }],
    deliveries: [{ id: 'd1', event: 'invoice.paid', payload: JSON.parse(payload), event_created_at: observed - 7200, webhook_timestamp: observed - 2 }],
  });
  expect(result.findings.map((finding) => finding.code)).toEqual(['STALE_EVENT_RETRY']);
  expect(result.status).toBe('REVIEW');
});

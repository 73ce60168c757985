import { codesOf, echoed, type Evaluation, extraKeys, type Finding, findingsByItem, type JsonValue, worstSeverity } from '@evidence-check/core-receipt';
import { formatDecimal, type Decimal } from '@evidence-check/exact-decimal';
import type { Context } from './context.js';
import { CONTRACT_KEYS, DELIVERY_KEYS } from './lib/members.js';
import { verdictOf, type Verdict } from './lib/verdict.js';

export type { Verdict } from './lib/verdict.js';

export type DeliveryEntry = {
  id: JsonValue;
  event: JsonValue;
  /** `fail`: an error on the delivery; `review`: a warning and no error; else `pass`. */
  verdict: Verdict;
  /** Codes found on the delivery, in finding order, each once. */
  codes: string[];
  /** Id of the earlier delivery whose idempotency key this one repeats, else null. */
  replayOf: JsonValue;
  /** Findings past the cap of 10 per delivery, counted by code (usually empty). */
  omitted: Record<string, number>;
  /** observed_at − event_created_at in seconds (exact decimal), or null when either is absent or unreadable. */
  eventAgeSeconds: string | null;
  /** observed_at − webhook_timestamp in seconds (exact decimal; negative when the attempt is later), or null. */
  attemptAgeSeconds: string | null;
  /** The delivery's keys this check does not read, as given. */
  extra: Record<string, JsonValue>;
};

export type ContractEntry = {
  event: JsonValue;
  /** Deliveries governed by this contract (a later duplicate for an event governs none). */
  deliveries: number;
  codes: string[];
  extra: Record<string, JsonValue>;
};

export type Report = { contracts: ContractEntry[]; deliveries: DeliveryEntry[] };

const seconds = (value: Decimal | null): string | null => (value === null ? null : formatDecimal(value));

/** One entry per contract and per delivery, in input order, with the codes and verdict of each. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byContract = findingsByItem(findings, '/contracts', ctx.contracts.length);
  const byDelivery = findingsByItem(findings, '/deliveries', ctx.deliveries.length);
  const deliveries = ctx.deliveries.map(({ index, delivery, omitted }): DeliveryEntry => {
    const found = byDelivery[index] ?? [];
    const repeat = ctx.repeats[index];
    return {
      id: echoed(delivery.id),
      event: echoed(delivery.event),
      verdict: verdictOf(worstSeverity(found)),
      codes: codesOf(found),
      replayOf: repeat ? echoed(ctx.deliveries[repeat.original]!.delivery.id) : null,
      omitted,
      eventAgeSeconds: seconds(ctx.timing[index]!.eventAge),
      attemptAgeSeconds: seconds(ctx.timing[index]!.attemptAge),
      extra: extraKeys(delivery, DELIVERY_KEYS),
    };
  });
  const contracts = ctx.contracts.map(({ index, contract }): ContractEntry => ({
    event: echoed(contract.event),
    deliveries: ctx.governed[index] ?? 0,
    codes: codesOf(byContract[index] ?? []),
    extra: extraKeys(contract, CONTRACT_KEYS),
  }));
  const count = (verdict: Verdict) => deliveries.filter((entry) => entry.verdict === verdict).length;
  const counted = (code: string) => findings.filter((finding) => finding.code === code).length;
  return {
    report: { contracts, deliveries },
    counters: {
      contracts: contracts.length,
      deliveries: deliveries.length,
      passed: count('pass'),
      review: count('review'),
      failed: count('fail'),
      replays: counted('REPLAY_DETECTED'),
      conflicts: counted('IDEMPOTENCY_CONFLICT'),
      omitted: deliveries.reduce((sum, entry) => sum + Object.values(entry.omitted).reduce((a, b) => a + b, 0), 0),
    },
  };
}

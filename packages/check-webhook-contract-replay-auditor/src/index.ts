import { defineCheck, runRules, type Finding, type JsonValue, type Severity } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare } from './context.js';
import { extraKeys } from './json.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Verdict = 'pass' | 'review' | 'fail';

export type DeliveryEntry = {
  id: JsonValue;
  event: JsonValue;
  /** `fail`: an error on the delivery; `review`: a warning and no error; else `pass`. */
  verdict: Verdict;
  /** Codes found on the delivery, in finding order, each once. */
  codes: string[];
  /** Id of the earlier delivery whose idempotency key this one repeats, else null. */
  replay_of: JsonValue;
  /** Findings past the cap of 10 per delivery, counted by code (usually empty). */
  omitted: Record<string, number>;
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

const CONTRACT_KEYS = new Set(['event', 'allowed_versions', 'required_fields', 'signature_required', 'idempotency_required', 'max_age_seconds']);
const DELIVERY_KEYS = new Set(['id', 'event', 'payload', 'version', 'signature_present', 'idempotency_key', 'event_created_at']);

interface ItemFindings {
  codes: Set<string>;
  worst: Severity | null;
}

const RANK: Record<Severity, number> = { notice: 1, warning: 2, error: 3 };

/** Codes and worst severity per item of one top-level array, from findings in canonical order. */
function byItem(findings: readonly Finding[], array: string, size: number): ItemFindings[] {
  const items: ItemFindings[] = Array.from({ length: size }, () => ({ codes: new Set(), worst: null }));
  const prefix = `/${array}/`;
  for (const { pointer, code, severity } of findings) {
    if (!pointer.startsWith(prefix)) continue;
    const item = items[Number(pointer.slice(prefix.length).split('/', 1)[0])];
    if (!item) continue;
    item.codes.add(code);
    if (item.worst === null || RANK[severity] > RANK[item.worst]) item.worst = severity;
  }
  return items;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'webhook-contract-replay-auditor',
  title: 'Webhook Contract Replay Auditor',
  category: 'Agent Evidence',
  summary:
    'Audits webhook deliveries for declared events, allowed versions, required payload fields, signature evidence, freshness, idempotency and replay.',
  limitations: [
    'Signature evidence is checked for presence only; signatures are not cryptographically verified.',
    "Freshness is computed against the caller's observed_at, not the current time.",
    'Examines only the supplied contracts and delivery records; it receives, fetches and replays no webhooks and calls no endpoints.',
    'Timestamps are RFC 3339 date-times with a UTC offset (event_created_at may also be Unix seconds); other ISO 8601 forms (basic format, week dates, no offset) are not read.',
    'Replays are recognised by idempotency key only; two deliveries of one event without keys are not compared.',
    'At most 10 missing payload fields are listed per delivery; the rest are counted in the report (`omitted`).',
    'A duplicate finding (DUPLICATE_EVENT_CONTRACT, DUPLICATE_DELIVERY_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'A timestamp with more than 100 fractional digits of a second (trailing zeros aside) is not read, and an allowed_versions list with a version longer than 200 characters is not applied.',
    'Findings quote an id, an event name or a dotted path of more than 200 characters (as text; canonical JSON for a non-string id) by its first 200 characters and `…`; the report keeps ids and events whole.',
    'VERSION_MISSING and VERSION_NOT_ALLOWED name the allowed versions up to 200 characters (`allowed_versions` holds those named); the rest are counted ("and 12 more").',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);

    const found = findings.sorted();
    const contractItems = byItem(found, 'contracts', input.contracts.length);
    const deliveryItems = byItem(found, 'deliveries', input.deliveries.length);
    const governed = new Map<number, number>();
    for (const { contract } of ctx.deliveries) if (contract) governed.set(contract.index, (governed.get(contract.index) ?? 0) + 1);

    const deliveries = ctx.deliveries.map(({ index, delivery }): DeliveryEntry => {
      const item = deliveryItems[index]!;
      const first = ctx.replayOf.get(index);
      return {
        id: delivery.id as JsonValue,
        event: delivery.event as JsonValue,
        verdict: item.worst === 'error' ? 'fail' : item.worst === 'warning' ? 'review' : 'pass',
        codes: [...item.codes],
        replay_of: first === undefined ? null : (input.deliveries[first]!.id as JsonValue),
        omitted: ctx.omitted.get(index) ?? {},
        extra: extraKeys(delivery, DELIVERY_KEYS),
      };
    });
    const contracts = ctx.contracts.map(({ index, contract }): ContractEntry => ({
      event: contract.event as JsonValue,
      deliveries: governed.get(index) ?? 0,
      codes: [...contractItems[index]!.codes],
      extra: extraKeys(contract, CONTRACT_KEYS),
    }));
    const count = (verdict: Verdict) => deliveries.filter((entry) => entry.verdict === verdict).length;
    const counted = (code: string) => found.filter((finding) => finding.code === code).length;
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
        omitted: [...ctx.omitted.values()].reduce((sum, byCode) => sum + Object.values(byCode).reduce((a, b) => a + b, 0), 0),
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;

import { canonicalize, jsonPointer } from '@evidence-check/core-receipt';
import type { Decimal } from '@evidence-check/exact-decimal';
import { walkTrie } from '@evidence-check/json-paths';
import type { Input } from '../generated/schema.js';
import { always, readFlag, stated, type ContractView, type Problem } from './contract.js';
import { subjectOf } from './json.js';
import { FINDINGS_PER_DELIVERY } from './limits.js';
import { parseAttempt, parseInstant } from './timestamp.js';

export type Delivery = Input['deliveries'][number];

/** A required path the payload lacks: where the finding points (the deepest part that exists) and the path. */
export interface MissingField {
  pointer: string;
  path: string;
}

export interface DeliveryView {
  index: number;
  delivery: Delivery;
  subject: string;
  /** The event name when it is a string. */
  event: string | null;
  /** The contract governing the event (the first declared for it), or null. */
  contract: ContractView | null;
  /** The version when it is a string or number; null when absent (or unreadable, see `problems`). */
  version: string | number | null;
  signaturePresent: boolean;
  /** Canonical JSON of the idempotency key; null when absent, blank or unreadable. */
  key: string | null;
  created: { ok: true; seconds: Decimal } | { ok: false; reason: string } | null;
  /** The attempt's own timestamp (open key `webhook_timestamp`, the `webhook-timestamp` header); null when absent. */
  attempt: { ok: true; seconds: Decimal } | { ok: false; reason: string } | null;
  problems: Problem[];
  /** The contract's required paths the payload lacks, the first FINDINGS_PER_DELIVERY of them. */
  missing: MissingField[];
  /** Missing paths past the cap, by code (empty when nothing was cut). */
  omitted: Record<string, number>;
}

/** Walks the payload once along the contract's required-path trie, itemising up to the cap and counting the rest. */
function missingFields(payload: unknown, contract: ContractView | null, index: number): { missing: MissingField[]; omitted: Record<string, number> } {
  const missing: MissingField[] = [];
  if (!contract || contract.required.empty) return { missing, omitted: {} };
  let count = 0;
  walkTrie(payload, contract.required, always, {
    present() {},
    missing(found, segments, list) {
      const room = FINDINGS_PER_DELIVERY - count;
      if (room > 0) {
        const pointer = jsonPointer('deliveries', index, 'payload', ...segments);
        for (const { path } of list(room)) missing.push({ pointer, path });
      }
      count += found;
    },
  });
  return { missing, omitted: count > FINDINGS_PER_DELIVERY ? { REQUIRED_FIELD_MISSING: count - FINDINGS_PER_DELIVERY } : {} };
}

export function readDelivery(delivery: Delivery, index: number, byEvent: ReadonlyMap<string, ContractView>): DeliveryView {
  const problems: Problem[] = [];
  const at = (key: string) => jsonPointer('deliveries', index, key);
  const event = typeof delivery.event === 'string' ? delivery.event : null;
  if (event === null) problems.push({ pointer: at('event'), field: 'event', reason: 'an event name is a string' });
  const contract = event === null ? null : (byEvent.get(event) ?? null);

  let version: string | number | null = null;
  if (stated(delivery.version)) {
    if (typeof delivery.version === 'string' || typeof delivery.version === 'number') version = delivery.version;
    else problems.push({ pointer: at('version'), field: 'version', reason: 'a version is a string or a number' });
  }

  const signaturePresent = readFlag(delivery.signature_present, at('signature_present'), 'signature_present', problems);

  let key: string | null = null;
  const rawKey = delivery.idempotency_key;
  if (typeof rawKey === 'string') key = rawKey.trim() === '' ? null : canonicalize(rawKey);
  else if (typeof rawKey === 'number') key = canonicalize(rawKey);
  else if (stated(rawKey)) problems.push({ pointer: at('idempotency_key'), field: 'idempotency_key', reason: 'an idempotency key is a string or a number' });

  return {
    index,
    delivery,
    subject: subjectOf(delivery.id),
    event,
    contract,
    version,
    signaturePresent,
    key,
    created: stated(delivery.event_created_at) ? parseInstant(delivery.event_created_at) : null,
    attempt: stated(delivery.webhook_timestamp) ? parseAttempt(delivery.webhook_timestamp) : null,
    problems,
    ...missingFields(delivery.payload, contract, index),
  };
}

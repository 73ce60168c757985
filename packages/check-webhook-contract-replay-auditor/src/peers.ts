import type { PeerComparison } from '@evidence-check/core-receipt';

const SPEC = 'Standard Webhooks specification 1.0.0';
const LIBRARY = 'standardwebhooks (Standard Webhooks reference library, npm)';
const SVIX = 'Svix webhook verification (npm svix, Webhook.verify)';
const IDEMPOTENCY = 'The Idempotency-Key HTTP Header Field (draft-ietf-httpapi-idempotency-key-header-07)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: SPEC, url: 'https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md' },
    {
      name: LIBRARY,
      url: 'https://github.com/standard-webhooks/standard-webhooks/tree/main/libraries/javascript',
      oracle: 'standardwebhooks 1.1.1 in test/standard-webhooks-oracle.test.ts: 2000 attempts signed and verified at observed_at (boundaries ±300/±301 s included), its accepted / "too old" / "too new" against ours, 0 disagreements',
    },
    {
      name: SVIX,
      url: 'https://docs.svix.com/receiving/verifying-payloads/how-manual',
      oracle: 'svix 2.5.0 in the same test, the same 2000 attempts through svix-id / svix-timestamp / svix-signature headers, 0 disagreements',
    },
    { name: IDEMPOTENCY, url: 'https://datatracker.ietf.org/doc/html/draft-ietf-httpapi-idempotency-key-header-07' },
  ],
  rules: [
    {
      peer: SPEC,
      rule: 'Verifying signatures: "verify the webhook-timestamp header has a timestamp that is within some allowable tolerance of the current timestamp to prevent replay attacks"',
      ours: ['ATTEMPT_TOO_OLD', 'ATTEMPT_TOO_NEW'],
      note: 'on the open delivery key webhook_timestamp against observed_at, ± 300 s unless the contract sets timestamp_tolerance_seconds',
    },
    {
      peer: SPEC,
      rule: 'Webhook metadata: the attempt\'s timestamp is updated on every retry while the event\'s timestamp stays the same',
      ours: 'STALE_EVENT_RETRY',
      note: 'an event older than max_age_seconds in an attempt within the tolerance is a warning (a retry), no longer STALE_EVENT; the report shows eventAgeSeconds and attemptAgeSeconds apart',
    },
    {
      peer: SPEC,
      rule: 'Use the webhook-id header as an idempotency key to prevent processing the same webhook more than once',
      ours: ['IDEMPOTENCY_KEY_MISSING', 'REPLAY_DETECTED'],
      note: 'the delivery\'s idempotency_key (carry webhook-id there); a missing key is flagged only where the contract requires one',
    },
    {
      peer: SPEC,
      rule: 'Signature scheme: HMAC-SHA256 (v1) or ed25519 (v1a) over {msg_id}.{timestamp}.{payload}, compared in constant time',
      ours: 'SIGNATURE_MISSING',
      note: 'presence only, where the contract requires a signature: the interface rules out cryptographic verification',
    },
    {
      peer: SPEC,
      rule: 'Event types: "A payload associated with an event type should always have the same schema"',
      ours: ['UNDECLARED_EVENT', 'REQUIRED_FIELD_MISSING'],
      note: 'the schema is the contract\'s required_fields; an event type without a contract is an error',
    },
    {
      peer: SPEC,
      rule: 'Payload structure recommendations (type, timestamp, data; under 20 kB)',
      ours: null,
      note: 'recommendations, not requirements; the contract states what a payload must carry',
    },
    {
      peer: LIBRARY,
      rule: 'verifyTimestamp: "Message timestamp too old" when now − timestamp > 300',
      ours: 'ATTEMPT_TOO_OLD',
      note: 'an attempt exactly 300 s old is accepted by both',
    },
    {
      peer: LIBRARY,
      rule: 'verifyTimestamp: "Message timestamp too new" when timestamp > now + 300',
      ours: 'ATTEMPT_TOO_NEW',
    },
    {
      peer: LIBRARY,
      rule: 'verifyTimestamp: "Invalid Signature Headers" when the timestamp is not an integer',
      ours: 'ATTEMPT_TIMESTAMP_INVALID',
      note: 'ours also reads an RFC 3339 webhook_timestamp; parseInt\'s lenient reading of "12abc" as 12 is not followed',
    },
    {
      peer: LIBRARY,
      rule: 'verify: "Missing required headers" (webhook-id, webhook-timestamp, webhook-signature)',
      ours: null,
      note: 'a delivery record without webhook_timestamp is not flagged: many providers send no attempt time, and event age is judged instead',
    },
    {
      peer: SVIX,
      rule: 'Webhook.verify: svix-timestamp within 5 minutes either way ("Message timestamp too old" / "too new")',
      ours: ['ATTEMPT_TOO_OLD', 'ATTEMPT_TOO_NEW'],
    },
    {
      peer: IDEMPOTENCY,
      rule: '§2.2: a key MUST NOT be reused with a different request payload (§2.7: answered 422)',
      ours: 'IDEMPOTENCY_CONFLICT',
    },
    {
      peer: IDEMPOTENCY,
      rule: '§2.6: a retry with the same key and payload is answered with the original result',
      ours: 'REPLAY_DETECTED',
      note: 'a warning at each later delivery; the first with the key is the original',
    },
  ],
} as const satisfies PeerComparison;

import type { PeerComparison } from '@evidence-check/core-receipt';

const IN_TOTO = 'in-toto attestation framework v1 (ResourceDescriptor, DigestSet)';
const PROV = 'W3C PROV-CONSTRAINTS (event ordering) with PROV-O time properties';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: IN_TOTO, url: 'https://github.com/in-toto/attestation/blob/main/spec/v1/digest_set.md', oracle: 'Node crypto (OpenSSL) digests of 18 named algorithms (test/oracle.test.ts)' },
    { name: PROV, url: 'https://www.w3.org/TR/prov-constraints/' },
  ],
  rules: [
    {
      peer: IN_TOTO,
      rule: 'ResourceDescriptor: "MUST specify at least one of uri, digest or content"',
      ours: 'EVIDENCE_ITEM_UNIDENTIFIED',
      note: 'an item with a usable `digest` is identified by it alone; `content` (embedded bytes) does not identify an item here',
    },
    {
      peer: IN_TOTO,
      rule: 'DigestSet: algorithm name → lowercase hex of the named algorithm\'s output',
      ours: 'EVIDENCE_DIGEST_INVALID',
      note: 'hex and length checked for the named algorithms; unrecognised names accepted, as the spec requires consumers to ignore them',
    },
    {
      peer: IN_TOTO,
      rule: 'DigestSet guideline: consumers SHOULD NOT accept md5 (no collision resistance)',
      ours: null,
      note: 'the check reads structure, not trust: an md5 digest identifies an item like any other',
    },
    {
      peer: IN_TOTO,
      rule: 'Envelope (DSSE) signature verification',
      ours: null,
      note: 'the interface performs no cryptographic verification; evidence is not opened',
    },
    {
      peer: PROV,
      rule: 'start-precedes-end: an activity\'s start precedes its end',
      ours: 'OUTCOME_ENDS_BEFORE_START',
      note: 'the outcome\'s `started_at` and `ended_at` (open keys, PROV-O startedAtTime and endedAtTime)',
    },
    {
      peer: PROV,
      rule: 'generation-within-activity: what an activity generates is generated after the activity starts',
      ours: 'EVIDENCE_PREDATES_WORK',
      note: 'an evidence object\'s `generated_at` (PROV-O generatedAtTime) before the outcome\'s `started_at`; a warning, since earlier evidence may still be relevant',
    },
    {
      peer: PROV,
      rule: 'time values are xsd:dateTime',
      ours: 'TIMESTAMP_INVALID',
      note: 'read as RFC 3339 date-times (offsets applied, every fractional digit compared)',
    },
    {
      peer: PROV,
      rule: 'usage-within-activity, derivation and agent (wasAssociatedWith) constraints',
      ours: null,
      note: 'outcome records carry no usage, derivation or agent statements to order',
    },
  ],
} as const satisfies PeerComparison;

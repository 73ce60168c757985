// Outcome gates that can be credited to the test (Kohavi, Tang & Xu, Trustworthy Online Controlled
// Experiments, 2020, on metrics for experimentation: a decision metric must be attributable to the
// change under test; channel-experiment-postmortem counts only direct and verified events), and
// product proof that was observed (RICE's Confidence: an estimate resting on no observation earns
// the lowest confidence; the same bar the platform-rule evidence already passes).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ch, packet, proof, rules } from './helpers.js';

export const attributableGateCases = defineCases<Input>([
  {
    name: 'no attribution at all: the gate could never be reached, so the channel is not selectable',
    input: packet([ch('a', { attribution: 'none', attribution_mechanism: '' })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'OUTCOME_NOT_ATTRIBUTABLE', pointer: '/channels/0/attribution', subject: 'a', details: { attribution: 'none', claimed: 'none', metric: 'install' } },
    ],
    status: 'REVIEW',
    report: { matrix: [{ gates: { attribution: 'not-selectable' }, eligibility: 'not-selectable', selected: false, notSelectedReason: 'not-selectable' }] },
  },
  {
    name: 'an inferred channel is flagged, a verified one with a mechanism is selected beside it',
    input: packet([
      ch('guess', { attribution: 'inferred', attribution_mechanism: 'referrer header, sometimes' }),
      ch('tracked', { attribution: 'verified', attribution_mechanism: 'signed install token' }),
    ]),
    expect: [{ code: 'OUTCOME_NOT_ATTRIBUTABLE', pointer: '/channels/0/attribution', subject: 'guess', details: { attribution: 'inferred' } }],
    report: { selected: ['tracked'], matrix: [{ gates: { attribution: 'not-selectable' } }, { gates: { attribution: 'pass' }, selected: true }] },
  },
  {
    name: 'direct attribution with a mechanism passes the attribution gate',
    input: packet([ch('a')]),
    expect: [],
    absent: ['OUTCOME_NOT_ATTRIBUTABLE', 'PRODUCT_EVIDENCE_NOT_OBSERVED'],
    report: { matrix: [{ gates: { attribution: 'pass', productEvidence: 'pass' }, selected: true }] },
  },
  {
    name: 'product proof that was not observed is flagged at its own position and fails the product-evidence gate',
    input: packet([ch('a', { product_evidence_ids: ['ev-proof', 'ev-hearsay'] })], {
      evidence: [rules(), proof(), proof('ev-hearsay', { observed: false })],
    }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'PRODUCT_EVIDENCE_NOT_OBSERVED', pointer: '/channels/0/product_evidence_ids/1', subject: 'a', details: { channel: 'a', evidenceId: 'ev-hearsay' } },
    ],
    absent: ['PRODUCT_EVIDENCE_NOT_PROOF'],
    report: { matrix: [{ gates: { productEvidence: 'not-selectable' }, selected: false }] },
  },
  {
    name: 'an unobserved item that is not product proof is flagged as not proof only',
    input: packet([ch('a', { product_evidence_ids: ['ev-proof', 'ev-thread'] })], {
      evidence: [rules(), proof(), proof('ev-thread', { type: 'buyer-signal', observed: false })],
    }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'PRODUCT_EVIDENCE_NOT_PROOF', pointer: '/channels/0/product_evidence_ids/1' },
    ],
    absent: ['PRODUCT_EVIDENCE_NOT_OBSERVED'],
  },
]);

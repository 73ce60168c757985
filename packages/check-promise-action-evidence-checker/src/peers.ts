import type { PeerComparison } from '@evidence-check/core-receipt';

const AGENTEVALS = 'LangChain agentevals trajectory match (strict, unordered, subset, superset)';
const IN_TOTO = 'in-toto layouts and the attestation test-result predicate v0.1';
const INSPECT = 'Inspect AI scorers';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: AGENTEVALS, url: 'https://github.com/langchain-ai/agentevals#trajectory-match' },
    { name: IN_TOTO, url: 'https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md' },
    { name: INSPECT, url: 'https://inspect.aisi.org.uk/scorers.html' },
  ],
  rules: [
    {
      peer: AGENTEVALS,
      rule: 'superset: the agent trajectory contains every tool call of the reference',
      ours: 'PROMISE_UNADDRESSED',
      note: 'the promises are the reference: each must be served by at least one action',
    },
    {
      peer: AGENTEVALS,
      rule: 'subset: the agent made no call beyond the reference',
      ours: 'PROMISE_NOT_FOUND',
      note: 'an action serving a promise the packet does not hold',
    },
    { peer: AGENTEVALS, rule: 'unordered: the same tool calls in any order', ours: ['PROMISE_UNADDRESSED', 'PROMISE_NOT_FOUND'] },
    {
      peer: AGENTEVALS,
      rule: 'strict: the same messages and tool calls in the same order',
      ours: null,
      note: 'the interface gives promises no order to be kept: a ledger of commitments, not a reference sequence',
    },
    {
      peer: AGENTEVALS,
      rule: 'tool_args_match_mode (exact, ignore, subset, superset)',
      ours: null,
      note: 'actions record no arguments here; tool-call-contract-auditor checks call arguments',
    },
    {
      peer: IN_TOTO,
      rule: 'layout verification: every required step has its link (attestation); test-result use case "that all tests were in fact run"',
      ours: 'EVIDENCE_KIND_MISSING',
      note: 'a promise\'s `required_evidence_kinds` (open key) against the `kind` of the evidence its completed actions cite',
    },
    {
      peer: IN_TOTO,
      rule: 'test-result use case "that all required tests passed": `result` is FAILED',
      ours: 'EVIDENCE_REPORTS_FAILURE',
      note: 'a completed action citing evidence whose `result` (open key) is FAILED; PASSED and WARNED support completion',
    },
    {
      peer: IN_TOTO,
      rule: 'signature and functionary threshold verification',
      ours: null,
      note: 'the interface performs no cryptographic verification; evidence is checked for presence only',
    },
    {
      peer: IN_TOTO,
      rule: 'artifact rules (MATCH, CREATE, DELETE, DISALLOW) over materials and products',
      ours: null,
      note: 'evidence items are not opened: their content is not compared',
    },
    {
      peer: INSPECT,
      rule: 'includes, match, model_graded_fact: grade the output text against a target',
      ours: null,
      note: 'promises and actions are linked by id; no text is graded (a READY status is not proof the work was done)',
    },
  ],
} as const satisfies PeerComparison;

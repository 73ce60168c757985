import type { PeerComparison } from '@evidence-check/core-receipt';

const NO_NEW_ACCESS = 'IAM Access Analyzer custom policy checks (CheckNoNewAccess)';
const VALIDATION = 'IAM Access Analyzer policy validation checks';
const SOC2 = 'AICPA SOC 2 Trust Services Criteria CC8.1 and CC5.1 (2017, points of focus revised 2022)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: NO_NEW_ACCESS, url: 'https://docs.aws.amazon.com/access-analyzer/latest/APIReference/API_CheckNoNewAccess.html' },
    { name: VALIDATION, url: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/access-analyzer-reference-policy-checks.html' },
    { name: SOC2, url: 'https://www.aicpa-cima.com/resources/download/2017-trust-services-criteria-with-revised-points-of-focus-2022' },
  ],
  rules: [
    {
      peer: NO_NEW_ACCESS,
      rule: 'CheckNoNewAccess: FAIL when the updated policy might allow new access compared with the existing one',
      ours: ['CLAUSE_ADDED', 'APPLIES_TO_ADDED', 'REQUIREMENT_REMOVED', 'CLAUSE_EFFECT_CHANGED', 'WILDCARD_SCOPE_ADDED'],
      note: 'each way a clause can grant more is its own finding at its own clause: a new clause and a new applies_to value are notices (a clause may oblige rather than grant), a dropped requirement, a deny → allow flip (details.newAccess) and a new wildcard are warnings; clauses are not evaluated as IAM statements',
    },
    {
      peer: NO_NEW_ACCESS,
      rule: 'CheckAccessNotGranted: FAIL when the policy grants any of the listed actions or resources',
      ours: null,
      note: 'no list of forbidden values is read; each clause\'s added values are in report.policies[].changes',
    },
    { peer: NO_NEW_ACCESS, rule: 'CheckNoPublicAccess: FAIL when a resource policy grants public access', ours: null, note: 'principals and resources are not modelled: applies_to values are compared as text' },
    { peer: VALIDATION, rule: 'Error – Unique Sids required', ours: 'DUPLICATE_CLAUSE_ID', note: 'a clause id is a statement id; each member of the set is flagged' },
    { peer: VALIDATION, rule: 'Error – Invalid effect (Allow or Deny)', ours: 'CLAUSE_EFFECT_INVALID', note: 'read from the clause\'s open key `effect`, in any letter case' },
    { peer: VALIDATION, rule: 'Error – Missing effect', ours: null, note: '`effect` is optional here: many policy clauses neither allow nor deny' },
    {
      peer: VALIDATION,
      rule: 'Security Warning – Pass role with star in resource',
      ours: 'WILDCARD_SCOPE_ADDED',
      note: 'any applies_to value that is `*` or ends in `*`, newly gained by a clause that is not a deny; a wildcard already in the baseline clause is not flagged again, and no action is read',
    },
    {
      peer: VALIDATION,
      rule: 'Suggestion – Empty array resource / Empty array action',
      ours: null,
      note: 'an absent or empty applies_to is read as empty and compared as a set; not flagged',
    },
    {
      peer: SOC2,
      rule: 'CC8.1 point of focus: Approves System Changes (before they are implemented)',
      ours: ['CHANGE_APPROVAL_MISSING', 'APPROVED_AFTER_EFFECTIVE_DATE', 'CHANGE_RECORD_INVALID'],
      note: 'from the current side\'s open keys `author`, `approved_by`, `approved_at`; judged only when the side carries one of them',
    },
    { peer: SOC2, rule: 'CC5.1 point of focus: Addresses Segregation of Duties', ours: 'CHANGE_SELF_APPROVED', note: 'every approver is the change\'s author' },
    {
      peer: SOC2,
      rule: 'CC8.1 points of focus: Documents Changes, Tracks System Changes',
      ours: ['VERSION_NOT_CHANGED', 'EFFECTIVE_DATE_MISSING', 'EFFECTIVE_DATE_BEFORE_BASELINE'],
      note: 'a changed text carries a new version label and a date from which it applies',
    },
    { peer: SOC2, rule: 'CC8.1 point of focus: Authorizes Changes (before design and development)', ours: null, note: 'a request or ticket before the change is not read; only its approval is' },
    { peer: SOC2, rule: 'CC8.1 point of focus: Tests System Changes', ours: null, note: 'no test evidence is read: a policy text has no test run here' },
    { peer: SOC2, rule: 'CC8.1 point of focus: Provides for Changes Necessary in Emergency Situations', ours: null, note: 'emergency changes are not told apart; a change approved after it took effect is flagged all the same' },
  ],
} as const satisfies PeerComparison;

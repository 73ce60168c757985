// The clause's open key `effect`, read as IAM's Effect element ("The Effect element is required
// and specifies whether the statement results in an allow or an explicit deny. Valid values for
// Effect are Allow and Deny." — IAM JSON policy elements: Effect,
// https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_policies_elements_effect.html).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

type Clause = NonNullable<Input['policies'][number]['baseline']['clauses']>[number];
const clause = (id: string, effect: unknown, extra: Partial<Clause> = {}): Clause => ({ id, text: `${id} applies.`, applies_to: ['staff'], ...(effect === undefined ? {} : { effect }), ...extra });
const one = (baseline: Clause[], current: Clause[], versions: [string, string] = ['1', '2']): Input => ({
  policies: [{ id: 'p', baseline: { version: versions[0], effective_date: '2026-01-01', clauses: baseline }, current: { version: versions[1], effective_date: '2026-02-01', clauses: current } }],
});

export const effectCases = defineCases<Input>([
  {
    name: 'the same effect in another letter case is no change; Allow and Deny are both valid',
    input: one([clause('A', 'Allow'), clause('B', 'deny')], [clause('A', 'allow'), clause('B', 'DENY')], ['1', '1']),
    expect: [],
    status: 'READY',
    absent: ['CLAUSE_EFFECT_CHANGED', 'CLAUSE_EFFECT_INVALID', 'VERSION_NOT_CHANGED'],
  },
  {
    // CheckNoNewAccess: "If the result is FAIL, the updated policy might allow new access."
    name: 'deny → allow is a warning with newAccess; allow → deny too, without it; the flip is a clause change the version must follow',
    input: one([clause('A', 'Deny'), clause('B', 'Allow')], [clause('A', 'Allow'), clause('B', 'Deny')], ['1', '1']),
    expect: [
      { code: 'CLAUSE_EFFECT_CHANGED', pointer: '/policies/0/current/clauses/0/effect', subject: 'A', details: { from: 'deny', to: 'allow', newAccess: true } },
      { code: 'CLAUSE_EFFECT_CHANGED', pointer: '/policies/0/current/clauses/1/effect', subject: 'B', details: { from: 'allow', to: 'deny', newAccess: false } },
      { code: 'VERSION_NOT_CHANGED', pointer: '/policies/0/current/version' },
    ],
    status: 'BLOCKED',
    absent: ['CLAUSE_TEXT_CHANGED'],
    report: {
      policies: [{ counts: { modified: 2, unchanged: 0 }, changes: [{ clause: 'A', change: 'modified', text: null, effect: { before: 'deny', after: 'allow' } }, { clause: 'B', effect: { before: 'allow', after: 'deny' } }] }],
    },
  },
  {
    name: 'an effect stated or dropped is a change (none stated ↔ allow); a dropped effect points at the clause',
    input: one([clause('A', undefined), clause('B', 'deny')], [clause('A', 'allow'), clause('B', undefined)]),
    expect: [
      { code: 'CLAUSE_EFFECT_CHANGED', pointer: '/policies/0/current/clauses/0/effect', details: { from: null, to: 'allow', newAccess: true } },
      { code: 'CLAUSE_EFFECT_CHANGED', pointer: '/policies/0/current/clauses/1', details: { from: 'deny', to: null, newAccess: false } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'an effect that is neither allow nor deny is an error on either side and reads as none stated',
    input: one([clause('A', 'permit'), clause('B', 'allow')], [clause('A', 'permit'), clause('B', 1)], ['1', '1']),
    expect: [
      { code: 'CLAUSE_EFFECT_INVALID', pointer: '/policies/0/baseline/clauses/0/effect', subject: 'p', details: { side: 'baseline', clause: 'A', value: 'permit' } },
      { code: 'CLAUSE_EFFECT_INVALID', pointer: '/policies/0/current/clauses/0/effect', details: { side: 'current', value: 'permit' } },
      { code: 'CLAUSE_EFFECT_CHANGED', pointer: '/policies/0/current/clauses/1/effect', details: { from: 'allow', to: null } },
      { code: 'CLAUSE_EFFECT_INVALID', pointer: '/policies/0/current/clauses/1/effect', details: { value: 1 } },
      { code: 'VERSION_NOT_CHANGED', pointer: '/policies/0/current/version' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'an added or removed clause reports its effect, and raises no effect change',
    input: one([clause('A', 'deny')], [clause('B', 'allow')]),
    expect: [
      { code: 'CLAUSE_REMOVED', pointer: '/policies/0/baseline/clauses/0' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/0' },
    ],
    absent: ['CLAUSE_EFFECT_CHANGED'],
    report: { policies: [{ changes: [{ clause: 'A', change: 'removed', effect: { before: 'deny', after: null } }, { clause: 'B', change: 'added', effect: { before: null, after: 'allow' } }] }] },
  },
]);

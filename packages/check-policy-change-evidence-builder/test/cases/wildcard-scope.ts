// IAM Access Analyzer policy validation, security warning "Pass role with star in resource": "Using
// the iam:PassRole action with wildcards (*) in the resource can be overly permissive"
// (https://docs.aws.amazon.com/IAM/latest/UserGuide/access-analyzer-reference-policy-checks.html).
// Here: a clause newly applying to `*` or to a family ending in `*`.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

type Clause = NonNullable<Input['policies'][number]['baseline']['clauses']>[number];
const clause = (id: string, applies_to: string[], extra: Partial<Clause> = {}): Clause => ({ id, text: `${id} applies.`, applies_to, ...extra });
const one = (baseline: Clause[], current: Clause[]): Input => ({
  policies: [{ id: 'p', baseline: { version: '1', effective_date: '2026-01-01', clauses: baseline }, current: { version: '2', effective_date: '2026-02-01', clauses: current } }],
});

export const wildcardScopeCases = defineCases<Input>([
  {
    name: 'a kept clause gaining "*" or "role/*" is a warning at the value, beside APPLIES_TO_ADDED',
    input: one([clause('A', ['role/admin'])], [clause('A', ['role/admin', 'arn:aws:iam::123456789012:role/*', '*'])]),
    expect: [
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/1' },
      { code: 'WILDCARD_SCOPE_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/1', subject: 'A', details: { value: 'arn:aws:iam::123456789012:role/*', change: 'modified' } },
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/2' },
      { code: 'WILDCARD_SCOPE_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/2', details: { value: '*' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'an added clause applying to "s3:*" is flagged; a deny clause and a wildcard kept from the baseline are not',
    input: one(
      [clause('K', ['*']), clause('D', ['staff'], { effect: 'deny' })],
      [clause('K', ['*']), clause('D', ['staff', '*'], { effect: 'deny' }), clause('N', ['s3:*', 'a*b'])],
    ),
    expect: [
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/1/applies_to/1' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/2' },
      { code: 'WILDCARD_SCOPE_ADDED', pointer: '/policies/0/current/clauses/2/applies_to/0', subject: 'N', details: { value: 's3:*', change: 'added' } },
    ],
    absent: ['CLAUSE_EFFECT_CHANGED'],
  },
  {
    name: 'a star inside a value is not a wildcard scope',
    input: one([clause('A', ['staff'])], [clause('A', ['staff', 'a*b', '5* hotels'])]),
    expect: [
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/1' },
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/2' },
    ],
    absent: ['WILDCARD_SCOPE_ADDED'],
  },
]);

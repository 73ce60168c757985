// Cases as data: every declared code is produced by a case and kept quiet by another (`absent`);
// every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { changeApprovalCases } from './cases/change-approval.js';
import { effectCases } from './cases/effect.js';
import { wildcardScopeCases } from './cases/wildcard-scope.js';

type Policy = Input['policies'][number];
type Side = Policy['baseline'];
type Clause = NonNullable<Side['clauses']>[number];

const clause = (id: Clause['id'], text: string, applies_to: string[] = ['all'], requirements: string[] = []): Clause => ({ id, text, applies_to, requirements });
const side = (version: Side['version'], effective_date: Side['effective_date'], clauses: Clause[]): Side => ({ version, effective_date, clauses });
const policy = (id: Policy['id'], baseline: Side, current: Side): Policy => ({ id, baseline, current });
const one = (p: Policy): Input => ({ policies: [p] });

const A = clause('A', 'Alpha applies.');
const B = clause('B', 'Beta applies.');
const C = clause('C', 'Gamma applies.');

const diffCases = defineCases<Input>([
  {
    name: 'an unchanged policy with the same version is READY',
    input: one(policy('p', side('1', '2026-01-01', [A, B]), side('1', '2026-01-01', [A, B]))),
    expect: [],
    status: 'READY',
    report: { policies: [{ id: 'p', changed: false, changes: [], counts: { added: 0, removed: 0, modified: 0, unchanged: 2 }, codes: [] }] },
    absent: [
      'CLAUSE_ADDED', 'CLAUSE_REMOVED', 'CLAUSE_TEXT_CHANGED', 'APPLIES_TO_ADDED', 'APPLIES_TO_REMOVED', 'REQUIREMENT_ADDED', 'REQUIREMENT_REMOVED',
      'VERSION_NOT_CHANGED', 'VERSION_CHANGED_WITHOUT_CHANGES', 'EFFECTIVE_DATE_MISSING', 'EFFECTIVE_DATE_INVALID', 'EFFECTIVE_DATE_BEFORE_BASELINE',
      'DUPLICATE_POLICY_ID', 'DUPLICATE_CLAUSE_ID', 'CLAUSE_FIELD_INVALID',
    ],
  },

  // Clause diff by id, in clause order.
  {
    name: 'added and removed clauses are flagged on their own side and listed in clause order',
    input: one(policy('p', side('1', '2026-01-01', [A, B, C]), side('2', '2026-02-01', [clause('Z', 'Zeta.'), A, C, clause('D', 'Delta.')]))),
    expect: [
      { code: 'CLAUSE_REMOVED', pointer: '/policies/0/baseline/clauses/1', subject: 'B', details: { clause: 'B', text: 'Beta applies.' } },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/0', subject: 'Z', details: { clause: 'Z', text: 'Zeta.' } },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/3', subject: 'D' },
    ],
    status: 'REVIEW',
    report: {
      policies: [
        {
          changed: true,
          changes: [
            { clause: 'Z', change: 'added', baselineIndex: null, currentIndex: 0, text: { before: null, after: 'Zeta.' }, appliesTo: { added: ['all'], removed: [] } },
            { clause: 'B', change: 'removed', baselineIndex: 1, currentIndex: null, text: { before: 'Beta applies.', after: null } },
            { clause: 'D', change: 'added', baselineIndex: null, currentIndex: 3 },
          ],
          counts: { added: 2, removed: 1, modified: 0, unchanged: 2 },
        },
      ],
    },
  },
  {
    name: 'a removed first clause is listed first; clause ids 1 and "1" are different clauses',
    input: one(policy('p', side('1', '2026-01-01', [clause(1, 'One.'), A]), side('2', '2026-01-01', [A, clause('1', 'One.')]))),
    expect: [
      { code: 'CLAUSE_REMOVED', pointer: '/policies/0/baseline/clauses/0', subject: '1' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/1', subject: '1' },
    ],
    report: { policies: [{ changes: [{ clause: 1, change: 'removed' }, { clause: '1', change: 'added' }] }] },
  },
  {
    name: 'reordered clauses with the same content are no change',
    input: one(policy('p', side('1', '2026-01-01', [A, B, C]), side('1', '2026-01-01', [C, A, B]))),
    expect: [],
    absent: ['CLAUSE_ADDED', 'CLAUSE_REMOVED', 'VERSION_NOT_CHANGED'],
  },
  {
    name: 'changed text is flagged at the current text with both texts as given',
    input: one(policy('p', side('1', '2026-01-01', [clause('R1', 'Refunds within 30 days.')]), side('2', '2026-02-01', [clause('R1', 'Refunds within  14 days.')]))),
    expect: [
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text', subject: 'R1', details: { before: 'Refunds within 30 days.', after: 'Refunds within  14 days.' } },
    ],
    status: 'READY',
    report: { policies: [{ changes: [{ clause: 'R1', change: 'modified', text: { before: 'Refunds within 30 days.', after: 'Refunds within  14 days.' } }] }] },
  },
  {
    name: 'whitespace-only differences are no text change; case and punctuation are',
    input: {
      policies: [
        policy('same', side('1', '2026-01-01', [clause('R1', 'Refunds within\n30 days.')]), side('1', '2026-01-01', [clause('R1', '  Refunds\twithin 30\u00a0days. ')])),
        policy('case', side('1', '2026-01-01', [clause('R1', 'Refunds within 30 days.')]), side('2', '2026-01-01', [clause('R1', 'refunds within 30 days')])),
      ],
    },
    expect: [{ code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/1/current/clauses/0/text', subject: 'R1' }],
    report: { policies: [{ changed: false }, { changed: true }] },
  },
  {
    name: 'a clause text that appears or disappears is a text change',
    input: one(policy('p', side('1', '2026-01-01', [{ id: 'A' }, { id: 'B', text: 'Beta.' }]), side('2', '2026-01-01', [{ id: 'A', text: 'Alpha.' }, { id: 'B' }]))),
    expect: [
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text', subject: 'A', details: { before: null, after: 'Alpha.' } },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/1', subject: 'B', details: { before: 'Beta.', after: null } },
    ],
  },

  // applies_to and requirements.
  {
    name: 'applies_to and requirement values added and removed are flagged at each value',
    input: one(
      policy(
        'p',
        side('1', '2026-01-01', [clause('R1', 'Text.', ['consumers', 'businesses', 'resellers'], ['proof-of-purchase', 'receipt'])]),
        side('2', '2026-01-01', [clause('R1', 'Text.', ['consumers', 'contractors'], ['receipt', 'original-packaging', 'inspection'])]),
      ),
    ),
    expect: [
      { code: 'APPLIES_TO_REMOVED', pointer: '/policies/0/baseline/clauses/0/applies_to/1', subject: 'R1', details: { value: 'businesses' } },
      { code: 'APPLIES_TO_REMOVED', pointer: '/policies/0/baseline/clauses/0/applies_to/2', subject: 'R1', details: { value: 'resellers' } },
      { code: 'REQUIREMENT_REMOVED', pointer: '/policies/0/baseline/clauses/0/requirements/0', subject: 'R1', details: { value: 'proof-of-purchase' } },
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/1', subject: 'R1', details: { value: 'contractors' } },
      { code: 'REQUIREMENT_ADDED', pointer: '/policies/0/current/clauses/0/requirements/1', subject: 'R1', details: { value: 'original-packaging' } },
      { code: 'REQUIREMENT_ADDED', pointer: '/policies/0/current/clauses/0/requirements/2', subject: 'R1', details: { value: 'inspection' } },
    ],
    absent: ['CLAUSE_TEXT_CHANGED'],
    report: {
      policies: [
        {
          changes: [
            {
              clause: 'R1',
              change: 'modified',
              text: null,
              appliesTo: { added: ['contractors'], removed: ['businesses', 'resellers'] },
              requirements: { added: ['original-packaging', 'inspection'], removed: ['proof-of-purchase'] },
            },
          ],
        },
      ],
    },
  },
  {
    name: 'lists compare as sets: order and repeats do not count, an absent list is empty',
    input: one(
      policy(
        'p',
        side('1', '2026-01-01', [clause('R1', 'T.', ['a', 'b'], ['x', 'y']), { id: 'R2', text: 'U.' }]),
        side('1', '2026-01-01', [clause('R1', 'T.', ['b', 'a', 'b'], ['y', 'x']), { id: 'R2', text: 'U.', applies_to: [], requirements: [] }]),
      ),
    ),
    expect: [],
    absent: ['APPLIES_TO_ADDED', 'APPLIES_TO_REMOVED', 'REQUIREMENT_ADDED', 'REQUIREMENT_REMOVED'],
  },

  // Version guardrails.
  {
    name: 'content changed while the version stayed the same blocks; both versions absent count as the same',
    input: {
      policies: [
        policy('p', side('2025.2', '2026-01-01', [A]), side('2025.2', '2026-01-01', [clause('A', 'Alpha changed.')])),
        policy('q', { effective_date: '2026-01-01', clauses: [A] }, { effective_date: '2026-01-01', clauses: [A, B] }),
      ],
    },
    expect: [
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
      { code: 'VERSION_NOT_CHANGED', pointer: '/policies/0/current/version', subject: 'p', details: { changes: 1, version: '2025.2' } },
      { code: 'VERSION_NOT_CHANGED', pointer: '/policies/1/current', subject: 'q', details: { changes: 1, version: null } },
      { code: 'CLAUSE_ADDED', pointer: '/policies/1/current/clauses/1' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a changed version with changed content is fine; 2 and "2" are different versions',
    input: one(policy('p', side(2, '2026-01-01', [A]), side('2', '2026-01-01', [A, B]))),
    expect: [{ code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/1' }],
    absent: ['VERSION_NOT_CHANGED', 'VERSION_CHANGED_WITHOUT_CHANGES'],
    report: { policies: [{ version: { baseline: 2, current: '2', changed: true } }] },
  },
  {
    name: 'a new version without any clause change is a notice',
    input: one(policy('p', side('3', '2025-01-01', [A]), side('4', '2026-04-01', [A]))),
    expect: [{ code: 'VERSION_CHANGED_WITHOUT_CHANGES', pointer: '/policies/0/current/version', subject: 'p', details: { from: '3', to: '4' } }],
    status: 'READY',
    absent: ['VERSION_NOT_CHANGED'],
  },

  // Effective dates.
  {
    name: 'a current side without effective_date blocks',
    input: one(policy('p', side('1', '2026-01-01', [A]), { version: '1', clauses: [A] })),
    expect: [{ code: 'EFFECTIVE_DATE_MISSING', pointer: '/policies/0/current', subject: 'p' }],
    status: 'BLOCKED',
    absent: ['EFFECTIVE_DATE_BEFORE_BASELINE'],
  },
  {
    name: 'a baseline without effective_date is not flagged and cannot be compared',
    input: one(policy('p', { version: '1', clauses: [A] }, side('1', '2026-01-01', [A]))),
    expect: [],
    absent: ['EFFECTIVE_DATE_MISSING', 'EFFECTIVE_DATE_BEFORE_BASELINE'],
  },
  {
    name: 'unreadable effective dates are flagged on either side',
    input: {
      policies: [
        policy('a', side('1', '01/04/2026', [A]), side('1', '2026-02-30', [A])),
        policy('b', side('1', '2026-01-01', [A]), side('1', 20260101, [A])),
        policy('c', side('1', '2026-01-01', [A]), side('1', '2026-04-01T00:00:00', [A])),
        policy('d', side('1', '2026-01-01', [A]), side('1', null, [A])),
      ],
    },
    expect: [
      { code: 'EFFECTIVE_DATE_INVALID', pointer: '/policies/0/baseline/effective_date', subject: 'a', details: { side: 'baseline', value: '01/04/2026' } },
      { code: 'EFFECTIVE_DATE_INVALID', pointer: '/policies/0/current/effective_date', subject: 'a', details: { side: 'current', reason: 'day 30 does not exist in 2026-02' } },
      { code: 'EFFECTIVE_DATE_INVALID', pointer: '/policies/1/current/effective_date', subject: 'b' },
      { code: 'EFFECTIVE_DATE_INVALID', pointer: '/policies/2/current/effective_date', subject: 'c' },
      { code: 'EFFECTIVE_DATE_MISSING', pointer: '/policies/3/current', subject: 'd' },
    ],
    absent: ['EFFECTIVE_DATE_BEFORE_BASELINE'],
  },
  {
    name: 'a current effective date earlier than the baseline blocks: by date, by instant, or by written date when mixed',
    input: {
      policies: [
        policy('date', side('1', '2025-07-01', [A]), side('2', '2025-06-15', [A, B])),
        policy('instant', side('1', '2026-04-01T00:00:00Z', [A]), side('2', '2026-04-01T01:00:00+02:00', [A, B])),
        policy('mixed', side('1', '2026-04-01', [A]), side('2', '2026-03-31T23:00:00-05:00', [A, B])),
      ],
    },
    expect: [
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/1' },
      { code: 'EFFECTIVE_DATE_BEFORE_BASELINE', pointer: '/policies/0/current/effective_date', subject: 'date', details: { current: '2025-06-15', baseline: '2025-07-01' } },
      { code: 'CLAUSE_ADDED', pointer: '/policies/1/current/clauses/1' },
      { code: 'EFFECTIVE_DATE_BEFORE_BASELINE', pointer: '/policies/1/current/effective_date', subject: 'instant' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/2/current/clauses/1' },
      { code: 'EFFECTIVE_DATE_BEFORE_BASELINE', pointer: '/policies/2/current/effective_date', subject: 'mixed' },
    ],
  },
  {
    name: 'the same or a later effective date is fine, also a later instant written with another offset',
    input: {
      policies: [
        policy('same', side('1', '2026-04-01', [A]), side('2', '2026-04-01', [A, B])),
        policy('later', side('1', '2026-04-01T00:00:00Z', [A]), side('2', '2026-04-01T03:00:00+02:00', [A, B])),
        policy('leap', side('1', '2024-02-28', [A]), side('2', '2024-02-29', [A, B])),
      ],
    },
    expect: [
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/1' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/1/current/clauses/1' },
      { code: 'CLAUSE_ADDED', pointer: '/policies/2/current/clauses/1' },
    ],
    absent: ['EFFECTIVE_DATE_BEFORE_BASELINE', 'EFFECTIVE_DATE_INVALID'],
  },

  // Identity.
  {
    name: 'every member of a duplicate policy id set is flagged',
    input: {
      policies: [
        policy('p', side('1', '2026-01-01', [A]), side('1', '2026-01-01', [A])),
        policy('q', side('1', '2026-01-01', [A]), side('1', '2026-01-01', [A])),
        policy('p', side('1', '2026-01-01', [A]), side('1', '2026-01-01', [A])),
      ],
    },
    expect: [
      { code: 'DUPLICATE_POLICY_ID', pointer: '/policies/0', subject: 'p', details: { count: 2, positions: [1, 3], group: 'policy:"p"' } },
      { code: 'DUPLICATE_POLICY_ID', pointer: '/policies/2', subject: 'p', details: { position: 3, group: 'policy:"p"' } },
    ],
    report: { policies: [{ codes: ['DUPLICATE_POLICY_ID'] }, { codes: [] }, { codes: ['DUPLICATE_POLICY_ID'] }] },
  },
  {
    name: 'distinct policy and clause ids are no duplicates',
    input: { policies: [policy('p', side('1', '2026-01-01', [A, B]), side('1', '2026-01-01', [A, B])), policy('q', side('1', '2026-01-01', [A]), side('1', '2026-01-01', [A]))] },
    expect: [],
    absent: ['DUPLICATE_POLICY_ID', 'DUPLICATE_CLAUSE_ID'],
  },
  {
    name: 'every member of a duplicate clause id set is flagged on its side; the first is compared',
    input: one(policy('p', side('1', '2026-01-01', [A, B, clause('A', 'Another alpha.')]), side('1', '2026-01-01', [A, B, clause('B', 'x'), clause('B', 'y')]))),
    expect: [
      { code: 'DUPLICATE_CLAUSE_ID', pointer: '/policies/0/baseline/clauses/0', subject: 'A', details: { side: 'baseline', count: 2, positions: [1, 3], group: 'policy:1:baseline:"A"' } },
      { code: 'DUPLICATE_CLAUSE_ID', pointer: '/policies/0/baseline/clauses/2', subject: 'A', details: { position: 3, group: 'policy:1:baseline:"A"' } },
      { code: 'DUPLICATE_CLAUSE_ID', pointer: '/policies/0/current/clauses/1', subject: 'B', details: { side: 'current', count: 3, positions: [2, 3, 4], group: 'policy:1:current:"B"' } },
      { code: 'DUPLICATE_CLAUSE_ID', pointer: '/policies/0/current/clauses/2', subject: 'B', details: { position: 3, group: 'policy:1:current:"B"' } },
      { code: 'DUPLICATE_CLAUSE_ID', pointer: '/policies/0/current/clauses/3', subject: 'B', details: { position: 4, group: 'policy:1:current:"B"' } },
    ],
    absent: ['CLAUSE_TEXT_CHANGED', 'VERSION_NOT_CHANGED'],
  },
  {
    name: 'clauses without a usable id or with non-string text are flagged and left out of the diff',
    input: one(
      policy(
        'p',
        side('1', '2026-01-01', [A, { text: 'No id.' }, { id: ' ', text: 'Blank id.' }]),
        side('1', '2026-01-01', [A, { id: { n: 1 }, text: 'Object id.' }, { id: 'T', text: 42 }]),
      ),
    ),
    expect: [
      { code: 'CLAUSE_FIELD_INVALID', pointer: '/policies/0/baseline/clauses/1', subject: 'p', details: { side: 'baseline', field: 'id', reason: 'the clause has no id' } },
      { code: 'CLAUSE_FIELD_INVALID', pointer: '/policies/0/baseline/clauses/2/id', subject: 'p', details: { side: 'baseline', field: 'id' } },
      { code: 'CLAUSE_FIELD_INVALID', pointer: '/policies/0/current/clauses/1/id', subject: 'p', details: { side: 'current' } },
      { code: 'CLAUSE_FIELD_INVALID', pointer: '/policies/0/current/clauses/2/text', subject: 'p', details: { field: 'text' } },
    ],
    absent: ['CLAUSE_ADDED', 'CLAUSE_REMOVED'],
  },
  {
    name: 'numeric clause ids and absent texts are readable',
    input: one(policy('p', side('1', '2026-01-01', [{ id: 7 }, { id: 'x', text: null }]), side('1', '2026-01-01', [{ id: 7.0 }, { id: 'x' }]))),
    expect: [],
    absent: ['CLAUSE_FIELD_INVALID', 'CLAUSE_TEXT_CHANGED'],
  },

  {
    name: 'a duplicate set of 22 clauses lists its first 20 positions in every member; count is the whole set',
    input: one(policy('p', side('1', '2026-01-01', Array.from({ length: 22 }, () => A)), side('1', '2026-01-01', [A]))),
    expect: Array.from({ length: 22 }, (_, i) => ({
      code: 'DUPLICATE_CLAUSE_ID',
      pointer: `/policies/0/baseline/clauses/${i}`,
      subject: 'A',
      details: { count: 22, positions: Array.from({ length: 20 }, (_, j) => j + 1), position: i + 1, side: 'baseline' },
    })),
    absent: ['CLAUSE_ADDED', 'CLAUSE_REMOVED'],
  },
  {
    name: 'policy and clause ids of more than 200 characters are quoted by their first 200; the report keeps them whole',
    input: one(
      policy(
        'p'.repeat(201),
        side('1', '2026-01-01', [clause('c'.repeat(300), 'Same.', ['a'])]),
        side('2', '2026-01-01', [clause('c'.repeat(300), 'Same.', ['b']), clause('d'.repeat(200), 'New.')]),
      ),
    ),
    expect: [
      { code: 'APPLIES_TO_REMOVED', pointer: '/policies/0/baseline/clauses/0/applies_to/0', subject: `${'c'.repeat(200)}…`, details: { policy: `${'p'.repeat(200)}…`, clause: `${'c'.repeat(200)}…`, value: 'a' } },
      { code: 'APPLIES_TO_ADDED', pointer: '/policies/0/current/clauses/0/applies_to/0', subject: `${'c'.repeat(200)}…`, details: { value: 'b' } },
      { code: 'CLAUSE_ADDED', pointer: '/policies/0/current/clauses/1', subject: 'd'.repeat(200), details: { clause: 'd'.repeat(200), id: 'd'.repeat(200) } },
    ],
    report: { policies: [{ id: 'p'.repeat(201), changes: [{ clause: 'c'.repeat(300) }, { clause: 'd'.repeat(200) }] }] },
  },

  // Open items.
  {
    name: 'keys the check does not read are carried into the report and are never an error',
    input: { policies: [{ ...policy('p', side('1', '2026-01-01', [{ ...A, owner: 'legal' }]), { ...side('1', '2026-01-01', [A]), approved_by: 'cfo' }), owner: 'legal', url: 'https://example.com/refunds' }] },
    expect: [],
    status: 'READY',
    report: { policies: [{ id: 'p', extra: { owner: 'legal', url: 'https://example.com/refunds' } }] },
  },
]);

/** The diff and guardrail cases above, then one file per rule on the open keys `effect`, wildcard `applies_to` values and the change record. */
export const cases = [...diffCases, ...effectCases, ...wildcardScopeCases, ...changeApprovalCases];

// SOC 2 (2017 Trust Services Criteria, revised points of focus 2022) CC8.1: "The entity authorizes,
// designs, develops or acquires, configures, documents, tests, approves, and implements changes";
// points of focus "Approves System Changes Prior to Implementation" and segregation of duties
// between who makes and who approves a change. Read from the current side's open keys.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

type Side = Input['policies'][number]['current'];
const A = { id: 'A', text: 'Refunds within 30 days.' };
const A2 = { id: 'A', text: 'Refunds within 14 days.' };
const one = (current: Partial<Side>, changed = true): Input => ({
  policies: [{ id: 'refunds', baseline: { version: '1', effective_date: '2026-03-01', clauses: [A] }, current: { version: changed ? '2' : '1', effective_date: '2026-03-10', clauses: [changed ? A2 : A], ...current } }],
});

export const changeApprovalCases = defineCases<Input>([
  {
    name: 'a change approved by someone else before it takes effect raises nothing; without a change record nothing is judged',
    input: {
      policies: [
        ...one({ author: 'dana', approved_by: ['dana', 'lee'], approved_at: '2026-03-09T17:00:00Z' }).policies,
        { ...one({}).policies[0]!, id: 'no-record' },
      ],
    },
    expect: [
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/1/current/clauses/0/text' },
    ],
    status: 'READY',
    absent: ['CHANGE_APPROVAL_MISSING', 'CHANGE_SELF_APPROVED', 'APPROVED_AFTER_EFFECTIVE_DATE', 'CHANGE_RECORD_INVALID'],
  },
  {
    name: 'a change record with an author and no approver is a warning at the current side',
    input: one({ author: 'dana' }),
    expect: [
      { code: 'CHANGE_APPROVAL_MISSING', pointer: '/policies/0/current', subject: 'refunds', details: { changes: 1 } },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
    ],
    status: 'REVIEW',
  },
  {
    name: 'no clause change needs no approval',
    input: one({ author: 'dana', approved_at: '2026-03-01' }, false),
    expect: [],
    status: 'READY',
    absent: ['CHANGE_APPROVAL_MISSING'],
  },
  {
    name: 'approved only by its author (trimmed) is a warning at approved_by',
    input: one({ author: 'dana', approved_by: [' dana', 'dana '] }),
    expect: [
      { code: 'CHANGE_SELF_APPROVED', pointer: '/policies/0/current/approved_by', details: { author: 'dana' } },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
    ],
    status: 'REVIEW',
    absent: ['CHANGE_APPROVAL_MISSING'],
  },
  {
    name: 'approved after the change took effect is a warning; the same day is not later; date-times compare as instants',
    input: {
      policies: [
        ...one({ approved_by: 'lee', approved_at: '2026-03-11' }).policies,
        { ...one({ approved_by: 'lee', approved_at: '2026-03-10' }).policies[0]!, id: 'same-day' },
        {
          id: 'instants',
          baseline: { version: '1', effective_date: '2026-03-01', clauses: [A] },
          current: { version: '2', effective_date: '2026-03-10T09:00:00+02:00', clauses: [A2], approved_by: 'lee', approved_at: '2026-03-10T08:00:00Z' },
        },
      ],
    },
    expect: [
      { code: 'APPROVED_AFTER_EFFECTIVE_DATE', pointer: '/policies/0/current/approved_at', subject: 'refunds', details: { approvedAt: '2026-03-11', effectiveDate: '2026-03-10' } },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/1/current/clauses/0/text' },
      // 08:00Z is 10:00+02:00, an hour after 09:00+02:00.
      { code: 'APPROVED_AFTER_EFFECTIVE_DATE', pointer: '/policies/2/current/approved_at', subject: 'instants' },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/2/current/clauses/0/text' },
    ],
    status: 'REVIEW',
  },
  {
    name: 'unreadable author, approvers or approval date are errors and read as absent',
    input: one({ author: '  ', approved_by: ['lee', 3], approved_at: '2026-02-30' }),
    expect: [
      { code: 'CHANGE_RECORD_INVALID', pointer: '/policies/0/current/approved_at', details: { field: 'approved_at', value: '2026-02-30' } },
      { code: 'CHANGE_RECORD_INVALID', pointer: '/policies/0/current/approved_by', details: { field: 'approved_by', value: ['lee', 3] } },
      { code: 'CHANGE_RECORD_INVALID', pointer: '/policies/0/current/author', details: { field: 'author', value: '  ' } },
      { code: 'CLAUSE_TEXT_CHANGED', pointer: '/policies/0/current/clauses/0/text' },
    ],
    status: 'BLOCKED',
    absent: ['CHANGE_APPROVAL_MISSING', 'CHANGE_SELF_APPROVED', 'APPROVED_AFTER_EFFECTIVE_DATE'],
  },
]);

// Cases as data: every declared code is produced by a case's `expect` and kept out of another
// case by `absent`; every input is a packet the gateway accepts. There is no outside oracle for
// these rules: each case states the rule it exercises in its name (README, "Decision rules").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Action = Input['actions'][number];
const promise = (id: unknown, extra: Record<string, unknown> = {}) => ({ id, ...extra });
const evidence = (id: unknown, extra: Record<string, unknown> = {}) => ({ id, ...extra });
const action = (id: unknown, status: unknown, promise_ids: unknown, evidence_ids: unknown, extra: Record<string, unknown> = {}): Action => ({
  id,
  status,
  promise_ids,
  evidence_ids,
  ...extra,
});

export const cases = defineCases<Input>([
  {
    name: 'every promise served by a completed action whose evidence exists is fulfilled and READY',
    input: {
      promises: [promise('P1'), promise('P2')],
      actions: [action('A1', 'completed', ['P1'], ['E1']), action('A2', 'completed', ['P2'], ['E1', 'E2'])],
      evidence: [evidence('E1'), evidence('E2')],
    },
    expect: [],
    status: 'READY',
    absent: [
      'INVALID_ID',
      'ID_TOO_LONG',
      'DUPLICATE_ID',
      'INVALID_ID_LIST',
      'INVALID_REFERENCE',
      'DUPLICATE_REFERENCE',
      'UNKNOWN_ACTION_STATUS',
      'PROMISE_NOT_FOUND',
      'EVIDENCE_NOT_FOUND',
      'COMPLETED_WITHOUT_EVIDENCE',
      'PROMISE_UNADDRESSED',
      'PROMISE_PARTIAL',
      'EVIDENCE_UNREFERENCED',
      'EVIDENCE_REPORTS_FAILURE',
      'EVIDENCE_KIND_MISSING',
      'INVALID_REQUIRED_KINDS',
    ],
    report: {
      promises: [
        { id: 'P1', verdict: 'fulfilled', actions: ['A1'] },
        { id: 'P2', verdict: 'fulfilled', actions: ['A2'] },
      ],
      actions: [
        { id: 'A1', status: 'completed', statusKnown: true, evidence: 'cited' },
        { id: 'A2', status: 'completed', statusKnown: true, evidence: 'cited' },
      ],
      evidence: [
        { id: 'E1', citations: 2 },
        { id: 'E2', citations: 1 },
      ],
      verdicts: { fulfilled: 2, partial: 0, unsupported: 0, unaddressed: 0 },
    },
  },
  {
    name: 'a promise no action serves is unaddressed',
    input: {
      promises: [promise('P1'), promise('P2')],
      actions: [action('A1', 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [{ code: 'PROMISE_UNADDRESSED', pointer: '/promises/1', subject: 'P2', details: { promise: 'P2' } }],
    status: 'BLOCKED',
    absent: ['PROMISE_PARTIAL'],
    report: { promises: [{ verdict: 'fulfilled' }, { id: 'P2', verdict: 'unaddressed', actions: [] }] },
  },
  {
    name: 'with no actions and no evidence every promise is unaddressed',
    input: { promises: [promise('P1'), promise(2)], actions: [], evidence: [] },
    expect: [
      { code: 'PROMISE_UNADDRESSED', pointer: '/promises/0', subject: 'P1' },
      { code: 'PROMISE_UNADDRESSED', pointer: '/promises/1', subject: '2' },
    ],
    report: { promises: [{ verdict: 'unaddressed' }, { id: 2, verdict: 'unaddressed' }], actions: [], evidence: [] },
  },
  {
    name: 'a promise served only by actions that are not completed is partial (each documented status)',
    input: {
      promises: [promise('P1'), promise('P2'), promise('P3'), promise('P4'), promise('P5')],
      actions: [
        action('A1', 'partial', ['P1'], ['E1']),
        action('A2', 'failed', ['P2'], []),
        action('A3', 'blocked', ['P3'], []),
        action('A4', 'skipped', ['P4'], []),
        action('A5', 'in_progress', ['P5'], []),
        action('A6', 'failed', ['P5'], []),
      ],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'PROMISE_PARTIAL', pointer: '/promises/0', subject: 'P1', details: { statuses: ['partial'] } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/1', details: { statuses: ['failed'] } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/2', details: { statuses: ['blocked'] } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/3', details: { statuses: ['skipped'] } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/4', details: { statuses: ['in_progress', 'failed'] } },
    ],
    status: 'REVIEW',
    absent: ['UNKNOWN_ACTION_STATUS', 'COMPLETED_WITHOUT_EVIDENCE', 'PROMISE_UNADDRESSED'],
    report: {
      promises: [
        { verdict: 'partial' },
        { verdict: 'partial' },
        { verdict: 'partial' },
        { verdict: 'partial' },
        { verdict: 'partial', actions: ['A5', 'A6'] },
      ],
    },
  },
  {
    name: 'a completed action with an empty evidence list is unsupported completion',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1'], [])],
      evidence: [],
    },
    expect: [{ code: 'COMPLETED_WITHOUT_EVIDENCE', pointer: '/actions/0/evidence_ids', subject: 'A1', details: { action: 'A1' } }],
    absent: ['PROMISE_PARTIAL', 'PROMISE_UNADDRESSED'],
    report: { promises: [{ verdict: 'unsupported' }], actions: [{ evidence: 'none' }] },
  },
  {
    name: 'an evidence id that no evidence item has is flagged at its entry, for any status',
    input: {
      promises: [promise('P1'), promise('P2')],
      actions: [action('A1', 'completed', ['P1'], ['E1', 'E7']), action('A2', 'failed', ['P2'], ['E8'])],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'EVIDENCE_NOT_FOUND', pointer: '/actions/0/evidence_ids/1', subject: 'A1', details: { action: 'A1', evidence: 'E7' } },
      { code: 'EVIDENCE_NOT_FOUND', pointer: '/actions/1/evidence_ids/0', subject: 'A2', details: { evidence: 'E8' } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/1' },
    ],
    absent: ['COMPLETED_WITHOUT_EVIDENCE', 'EVIDENCE_UNREFERENCED'],
    report: { promises: [{ verdict: 'unsupported' }, { verdict: 'partial' }], actions: [{ evidence: 'missing' }, { evidence: 'missing' }] },
  },
  {
    name: 'one fully supported completed action fulfils the promise; its unsupported sibling is still flagged',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1'], []), action('A2', 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [{ code: 'COMPLETED_WITHOUT_EVIDENCE', pointer: '/actions/0/evidence_ids' }],
    report: { promises: [{ verdict: 'fulfilled', actions: ['A1', 'A2'] }] },
  },
  {
    name: 'an action serving a promise that does not exist',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1', 'P9'], ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [{ code: 'PROMISE_NOT_FOUND', pointer: '/actions/0/promise_ids/1', subject: 'A1', details: { action: 'A1', promise: 'P9' } }],
    report: { promises: [{ verdict: 'fulfilled' }] },
  },
  {
    name: 'ids compare exactly: the string "1" is not the number 1, and case matters',
    input: {
      promises: [promise(1), promise('p2')],
      actions: [action('A1', 'completed', ['1', 'P2'], ['E1']), action('A2', 'completed', [1], [10])],
      evidence: [evidence('E1'), evidence(10)],
    },
    expect: [
      { code: 'PROMISE_NOT_FOUND', pointer: '/actions/0/promise_ids/0', details: { promise: '1' } },
      { code: 'PROMISE_NOT_FOUND', pointer: '/actions/0/promise_ids/1', details: { promise: 'P2' } },
      { code: 'PROMISE_UNADDRESSED', pointer: '/promises/1', subject: 'p2' },
    ],
    report: { promises: [{ id: 1, verdict: 'fulfilled', actions: ['A2'] }, { verdict: 'unaddressed' }] },
  },
  {
    name: 'every member of a duplicate promise set is flagged at its own id with one group',
    input: {
      promises: [promise('P1'), promise('P2'), promise('P1'), promise('P1')],
      actions: [action('A1', 'completed', ['P1', 'P2'], ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'DUPLICATE_ID', pointer: '/promises/0/id', subject: 'P1', details: { group: '/promises:"P1"', count: 3, first: 1, position: 1 } },
      { code: 'DUPLICATE_ID', pointer: '/promises/2/id', subject: 'P1', details: { group: '/promises:"P1"', first: 1, position: 3 } },
      { code: 'DUPLICATE_ID', pointer: '/promises/3/id', subject: 'P1', details: { group: '/promises:"P1"', position: 4 } },
    ],
    report: { promises: [{ verdict: 'fulfilled' }, { verdict: 'fulfilled' }, { verdict: 'fulfilled' }, { verdict: 'fulfilled' }] },
  },
  {
    name: 'duplicate action ids and duplicate evidence ids, each set with its own group',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1'], ['E1']), action('A1', 'completed', ['P1'], ['E2'])],
      evidence: [evidence('E1'), evidence('E2'), evidence('E1')],
    },
    expect: [
      { code: 'DUPLICATE_ID', pointer: '/actions/0/id', subject: 'A1', details: { group: '/actions:"A1"', kind: 'action' } },
      { code: 'DUPLICATE_ID', pointer: '/actions/1/id', subject: 'A1', details: { group: '/actions:"A1"' } },
      { code: 'DUPLICATE_ID', pointer: '/evidence/0/id', subject: 'E1', details: { group: '/evidence:"E1"', kind: 'evidence item' } },
      { code: 'DUPLICATE_ID', pointer: '/evidence/2/id', subject: 'E1', details: { group: '/evidence:"E1"' } },
    ],
    absent: ['EVIDENCE_UNREFERENCED'],
  },
  {
    name: 'an id listed twice in one action list is a duplicate reference; the same id in two actions is not',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1', 'P1'], ['E1', 'E2', 'E1']), action('A2', 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1'), evidence('E2')],
    },
    expect: [
      { code: 'DUPLICATE_REFERENCE', pointer: '/actions/0/evidence_ids/0', details: { group: '/actions/0/evidence_ids:"E1"', first: 1, position: 1 } },
      { code: 'DUPLICATE_REFERENCE', pointer: '/actions/0/evidence_ids/2', details: { group: '/actions/0/evidence_ids:"E1"', first: 1, position: 3 } },
      { code: 'DUPLICATE_REFERENCE', pointer: '/actions/0/promise_ids/0', subject: 'A1', details: { group: '/actions/0/promise_ids:"P1"', field: 'promise_ids', id: 'P1', count: 2 } },
      { code: 'DUPLICATE_REFERENCE', pointer: '/actions/0/promise_ids/1', subject: 'A1', details: { group: '/actions/0/promise_ids:"P1"' } },
    ],
    status: 'REVIEW',
    absent: ['DUPLICATE_ID'],
    report: { promises: [{ verdict: 'fulfilled', actions: ['A1', 'A2'] }], evidence: [{ citations: 3 }, { citations: 1 }] },
  },
  {
    name: 'a status outside the documented set is flagged and never counts as completed',
    input: {
      promises: [promise('P1')],
      actions: [
        action('A1', 'done', ['P1'], ['E1']),
        action('A2', 'Completed', ['P1'], ['E1']),
        action('A3', ' completed', ['P1'], ['E1']),
        action('A4', null, ['P1'], ['E1']),
        action('A5', ['completed'], ['P1'], ['E1']),
      ],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/0/status', subject: 'A1', details: { status: '"done"' } },
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/1/status', details: { status: '"Completed"' } },
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/2/status' },
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/3/status', details: { status: 'null' } },
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/4/status', details: { status: '["completed"]' } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/0' },
    ],
    report: { promises: [{ verdict: 'partial' }], actions: [{ status: 'done', statusKnown: false }, {}, {}, {}, {}] },
  },
  {
    name: 'evidence that no action cites is a notice and keeps the packet READY',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1'), evidence('E2'), evidence(3)],
    },
    expect: [
      { code: 'EVIDENCE_UNREFERENCED', pointer: '/evidence/1', subject: 'E2', details: { evidence: 'E2' } },
      { code: 'EVIDENCE_UNREFERENCED', pointer: '/evidence/2', subject: '3' },
    ],
    status: 'READY',
    report: { evidence: [{ citations: 1 }, { citations: 0 }, { citations: 0 }] },
  },
  {
    name: 'ids that are blank, null, boolean or objects are invalid; such a promise is not also unaddressed',
    input: {
      promises: [promise(''), promise('P1')],
      actions: [action(null, 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1'), evidence(true), evidence({ sha: 'abc' })],
    },
    expect: [
      { code: 'INVALID_ID', pointer: '/actions/0/id', subject: null, details: { kind: 'action', id: 'null' } },
      { code: 'INVALID_ID', pointer: '/evidence/1/id', details: { kind: 'evidence item', id: 'true' } },
      { code: 'INVALID_ID', pointer: '/evidence/2/id', details: { id: '{"sha":"abc"}' } },
      { code: 'INVALID_ID', pointer: '/promises/0/id', details: { kind: 'promise', id: '' } },
    ],
    absent: ['PROMISE_UNADDRESSED', 'EVIDENCE_UNREFERENCED', 'DUPLICATE_ID'],
    report: { promises: [{ verdict: 'unaddressed' }, { verdict: 'fulfilled', actions: [null] }] },
  },
  {
    name: 'an id longer than 256 characters is not read: flagged at the id, and the action is named by its first 256 characters',
    input: {
      promises: [promise('P1'), promise('P'.repeat(300)), promise('Q'.repeat(256))],
      actions: [action('A'.repeat(257), 'completed', ['P1', 'Q'.repeat(256), 'P9'], ['E1', 'E'.repeat(256)])],
      evidence: [evidence('E1'), evidence('E'.repeat(256)), evidence(`x${'\u{1F600}'.repeat(128)}`)],
    },
    expect: [
      { code: 'ID_TOO_LONG', pointer: '/actions/0/id', subject: null, details: { kind: 'action', length: 257, id: `${'A'.repeat(256)}…` } },
      { code: 'PROMISE_NOT_FOUND', pointer: '/actions/0/promise_ids/2', subject: null, details: { action: `${'A'.repeat(256)}…`, promise: 'P9' } },
      // A cut never splits a surrogate pair: x and 127 emoji (255 code units), then the ellipsis.
      { code: 'ID_TOO_LONG', pointer: '/evidence/2/id', details: { kind: 'evidence item', length: 257, id: `x${'\u{1F600}'.repeat(127)}…` } },
      { code: 'ID_TOO_LONG', pointer: '/promises/1/id', details: { kind: 'promise', length: 300 } },
    ],
    absent: ['INVALID_ID', 'PROMISE_UNADDRESSED', 'EVIDENCE_UNREFERENCED'],
    report: {
      promises: [
        { verdict: 'fulfilled', actions: [null] },
        { verdict: 'unaddressed', actions: [] },
        { id: 'Q'.repeat(256), verdict: 'fulfilled', actions: [null] },
      ],
      actions: [{ id: 'A'.repeat(257), evidence: 'cited' }],
    },
  },
  {
    name: 'a set of promises sharing an id is judged once, at its first member; the others list no actions',
    input: {
      promises: [promise('P1'), promise('P1'), promise('P2'), promise('P2')],
      actions: [action('A1', 'blocked', ['P1'], []), action('A2', 'failed', ['P1'], [])],
      evidence: [],
    },
    expect: [
      { code: 'PROMISE_PARTIAL', pointer: '/promises/0', subject: 'P1', details: { statuses: ['blocked', 'failed'] } },
      { code: 'DUPLICATE_ID', pointer: '/promises/0/id', details: { count: 2 } },
      { code: 'DUPLICATE_ID', pointer: '/promises/1/id' },
      { code: 'PROMISE_UNADDRESSED', pointer: '/promises/2', subject: 'P2' },
      { code: 'DUPLICATE_ID', pointer: '/promises/2/id', details: { count: 2 } },
      { code: 'DUPLICATE_ID', pointer: '/promises/3/id' },
    ],
    report: {
      promises: [
        { verdict: 'partial', actions: ['A1', 'A2'] },
        { verdict: 'partial', actions: [] },
        { verdict: 'unaddressed', actions: [] },
        { verdict: 'unaddressed', actions: [] },
      ],
      verdicts: { fulfilled: 0, partial: 2, unsupported: 0, unaddressed: 2 },
    },
  },
  {
    name: 'a status longer than 256 characters as canonical JSON is listed cut to 256 by the promises it leaves partial',
    input: {
      promises: [promise('P1'), promise('P2')],
      actions: [action('A1', { note: 'x'.repeat(300) }, ['P1', 'P2'], []), action('A2', 's'.repeat(257), ['P2'], [])],
      evidence: [],
    },
    expect: [
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/0/status', details: { status: JSON.stringify({ note: 'x'.repeat(300) }) } },
      { code: 'UNKNOWN_ACTION_STATUS', pointer: '/actions/1/status' },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/0', details: { statuses: [`${JSON.stringify({ note: 'x'.repeat(300) }).slice(0, 256)}…`] } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/1', details: { statuses: [`${JSON.stringify({ note: 'x'.repeat(300) }).slice(0, 256)}…`, `${'s'.repeat(256)}…`] } },
    ],
  },
  {
    name: 'id lists that are not lists are flagged and read as empty',
    input: {
      promises: [promise('P1'), promise('P2')],
      actions: [action('A1', 'completed', ['P1'], 'E1'), action('A2', 'completed', { id: 'P2' }, ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'INVALID_ID_LIST', pointer: '/actions/0/evidence_ids', subject: 'A1', details: { field: 'evidence_ids', value: 'E1' } },
      { code: 'INVALID_ID_LIST', pointer: '/actions/1/promise_ids', subject: 'A2', details: { field: 'promise_ids', value: '{"id":"P2"}' } },
      { code: 'PROMISE_UNADDRESSED', pointer: '/promises/1' },
    ],
    absent: ['COMPLETED_WITHOUT_EVIDENCE'],
    report: { promises: [{ verdict: 'unsupported' }, { verdict: 'unaddressed' }], actions: [{ evidence: 'invalid' }, { evidence: 'cited' }] },
  },
  {
    name: 'list entries that cannot be ids are invalid references and resolve to nothing',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', [null, 'P1'], ['E1', ' '])],
      evidence: [evidence('E1')],
    },
    expect: [
      { code: 'INVALID_REFERENCE', pointer: '/actions/0/evidence_ids/1', subject: 'A1', details: { field: 'evidence_ids', position: 2, value: ' ' } },
      { code: 'INVALID_REFERENCE', pointer: '/actions/0/promise_ids/0', subject: 'A1', details: { field: 'promise_ids', position: 1, value: 'null' } },
    ],
    absent: ['PROMISE_NOT_FOUND', 'EVIDENCE_NOT_FOUND'],
    report: { promises: [{ verdict: 'unsupported' }], actions: [{ evidence: 'missing' }] },
  },
  // Evidence kinds (open keys `required_evidence_kinds` on a promise, `kind` on evidence). in-toto
  // verification fails when a step of the layout has no link; the test-result predicate's first use
  // case is to verify "that all tests were in fact run"
  // (https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md, "Use Cases").
  {
    name: 'a promise requiring kinds is fulfilled when the evidence of its completed actions covers them, across actions',
    input: {
      promises: [promise('P1', { required_evidence_kinds: ['test-run', 'commit', 'commit'] })],
      actions: [action('A1', 'completed', ['P1'], ['E1']), action('A2', 'completed', ['P1'], ['E2']), action('A3', 'failed', ['P1'], ['E3'])],
      evidence: [evidence('E1', { kind: 'commit' }), evidence('E2', { kind: 'test-run' }), evidence('E3', { kind: 'log' })],
    },
    expect: [],
    status: 'READY',
    absent: ['EVIDENCE_KIND_MISSING', 'INVALID_REQUIRED_KINDS'],
    report: { promises: [{ id: 'P1', verdict: 'fulfilled', extra: {} }] },
  },
  {
    name: 'completed with evidence that exists but of no required kind: unsupported, missing kinds named sorted',
    input: {
      promises: [promise('P1', { required_evidence_kinds: ['test-run', 'review', 'commit'] }), promise('P2', { required_evidence_kinds: ['deploy'] })],
      actions: [
        action('A1', 'completed', ['P1'], ['E1']),
        // Evidence of a kind cited by an action that is not completed does not count.
        action('A2', 'in_progress', ['P1'], ['E2']),
        // P2 is only partly served: the kinds are not what is missing.
        action('A3', 'blocked', ['P2'], []),
      ],
      evidence: [evidence('E1', { kind: 'commit' }), evidence('E2', { kind: 'test-run' })],
    },
    expect: [
      { code: 'EVIDENCE_KIND_MISSING', pointer: '/promises/0/required_evidence_kinds', subject: 'P1', details: { promise: 'P1', kinds: ['review', 'test-run'], count: 2 } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/1' },
    ],
    report: { promises: [{ id: 'P1', verdict: 'unsupported' }, { id: 'P2', verdict: 'partial' }] },
  },
  {
    name: 'a required-kinds list must be a list of non-blank strings; a promise without an id still gets the finding with subject null',
    input: {
      promises: [promise('P1', { required_evidence_kinds: 'commit' }), promise('P2', { required_evidence_kinds: ['commit', ' ', 7] }), promise(null, { required_evidence_kinds: {} })],
      actions: [action('A1', 'completed', ['P1', 'P2'], ['E1'])],
      evidence: [evidence('E1', { kind: 'commit' })],
    },
    expect: [
      { code: 'INVALID_REQUIRED_KINDS', pointer: '/promises/0/required_evidence_kinds', subject: 'P1' },
      { code: 'INVALID_REQUIRED_KINDS', pointer: '/promises/1/required_evidence_kinds/1', subject: 'P2' },
      { code: 'INVALID_REQUIRED_KINDS', pointer: '/promises/1/required_evidence_kinds/2', subject: 'P2' },
      { code: 'INVALID_ID', pointer: '/promises/2/id' },
      { code: 'INVALID_REQUIRED_KINDS', pointer: '/promises/2/required_evidence_kinds', subject: null },
    ],
    absent: ['EVIDENCE_KIND_MISSING'],
    report: { promises: [{ id: 'P1', verdict: 'fulfilled' }, { id: 'P2', verdict: 'fulfilled' }, { id: null, verdict: 'unaddressed' }] },
  },
  {
    name: 'kinds are compared exactly and the order of required_evidence_kinds never shows',
    input: {
      promises: [promise('P1', { required_evidence_kinds: ['Commit', 'b', 'a'] }), promise('P2', { required_evidence_kinds: ['a', 'b', 'Commit'] })],
      actions: [action('A1', 'completed', ['P1', 'P2'], ['E1'])],
      evidence: [evidence('E1', { kind: 'commit' })],
    },
    expect: [
      { code: 'EVIDENCE_KIND_MISSING', pointer: '/promises/0/required_evidence_kinds', details: { kinds: ['Commit', 'a', 'b'], count: 3 } },
      { code: 'EVIDENCE_KIND_MISSING', pointer: '/promises/1/required_evidence_kinds', details: { kinds: ['Commit', 'a', 'b'], count: 3 } },
    ],
  },
  {
    name: 'more than 20 missing kinds: the first 20 are named, count is the whole number',
    input: {
      promises: [promise('P1', { required_evidence_kinds: Array.from({ length: 22 }, (_, i) => `k${String(21 - i).padStart(2, '0')}`) })],
      actions: [action('A1', 'completed', ['P1'], ['E1'])],
      evidence: [evidence('E1')],
    },
    expect: [{ code: 'EVIDENCE_KIND_MISSING', pointer: '/promises/0/required_evidence_kinds', details: { kinds: Array.from({ length: 20 }, (_, i) => `k${String(i).padStart(2, '0')}`), count: 22 } }],
  },

  // Evidence results (open key `result`): in-toto attestation test-result predicate v0.1, `result` is
  // "One of PASSED, WARNED, or FAILED", and a policy verifies "that all required tests passed"
  // (https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md, "Fields", "Use Cases").
  {
    name: 'a completed action citing evidence with result FAILED does not fulfil its promise; PASSED and WARNED do',
    input: {
      promises: [promise('P1'), promise('P2'), promise('P3')],
      actions: [
        action('A1', 'completed', ['P1'], ['E1', 'E2']),
        action('A2', 'completed', ['P2'], ['E3']),
        // Not completed: an honest record of a failing run, not a false claim.
        action('A3', 'failed', ['P3'], ['E2']),
      ],
      evidence: [evidence('E1', { kind: 'commit', result: 'PASSED' }), evidence('E2', { kind: 'test-run', result: 'FAILED' }), evidence('E3', { result: 'WARNED' })],
    },
    expect: [
      { code: 'EVIDENCE_REPORTS_FAILURE', pointer: '/actions/0/evidence_ids/1', subject: 'A1', details: { action: 'A1', evidence: 'E2' } },
      { code: 'PROMISE_PARTIAL', pointer: '/promises/2' },
    ],
    report: {
      promises: [{ id: 'P1', verdict: 'unsupported' }, { id: 'P2', verdict: 'fulfilled' }, { id: 'P3', verdict: 'partial' }],
      actions: [{ evidence: 'cited' }, { evidence: 'cited' }, { evidence: 'cited' }],
      evidence: [{ extra: { kind: 'commit', result: 'PASSED' } }, { citations: 2 }, { citations: 1 }],
    },
  },
  {
    name: 'a promise served by one action citing failed evidence and another citing passing evidence is fulfilled; only the failed one is flagged',
    input: {
      promises: [promise('P1')],
      actions: [action('A1', 'completed', ['P1'], ['E1']), action('A2', 'completed', ['P1'], ['E2'])],
      evidence: [evidence('E1', { result: 'FAILED' }), evidence('E2', { result: 'failed' })],
    },
    // `result` is compared exactly, as the predicate spells it: "failed" is no in-toto verdict.
    expect: [{ code: 'EVIDENCE_REPORTS_FAILURE', pointer: '/actions/0/evidence_ids/0' }],
    report: { promises: [{ verdict: 'fulfilled' }] },
  },

  {
    name: 'extra keys on every item are carried over into the report, never an error',
    input: {
      promises: [promise('P1', { text: 'Ship 2.4.0', due: '2026-11-30', verdict: 'mine' })],
      actions: [action('A1', 'completed', ['P1'], ['E1'], { summary: 'Tagged the release' })],
      evidence: [evidence('E1', { kind: 'commit', ref: '9f2c1e7' })],
    },
    expect: [],
    status: 'READY',
    report: {
      promises: [{ id: 'P1', verdict: 'fulfilled', extra: { text: 'Ship 2.4.0', due: '2026-11-30', verdict: 'mine' } }],
      actions: [{ extra: { summary: 'Tagged the release' } }],
      evidence: [{ extra: { kind: 'commit', ref: '9f2c1e7' } }],
    },
  },
]);

// Cases as data: every declared code is produced by a case's `expect` and kept out of another
// case by `absent`; every input is a packet the gateway accepts. There is no outside oracle for
// these rules: each case names the rule it exercises (README, "Decision rules").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Outcome = Input['outcomes'][number];
/** An outcome that states its promised outcome, so only the rule under test fires. */
const outcome = (id: unknown, status: unknown, evidence: unknown, extra: Record<string, unknown> = {}): Outcome => ({
  id,
  status,
  promised_outcome: `Promised result of ${String(id)}`,
  evidence,
  ...extra,
});

export const cases = defineCases<Input>([
  {
    name: 'records that hold what their status requires are met and READY',
    input: {
      outcomes: [
        outcome('t1', 'completed', ['ci/run/4512', { kind: 'diff', ref: 'PR #482' }]),
        outcome('t2', 'partial', [{ url: 'https://ci.example.com/runs/7' }], { remaining_work: ['Migrate the last 3 cron jobs'] }),
        outcome('t3', 'blocked', [], { blocker: 'DNS provider access is missing.', unblock: 'Grant DNS API access.' }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: [
      'INVALID_ID',
      'ID_TOO_LONG',
      'DUPLICATE_OUTCOME_ID',
      'UNKNOWN_STATUS',
      'EVIDENCE_NOT_LIST',
      'EVIDENCE_MISSING',
      'EVIDENCE_ITEM_UNIDENTIFIED',
      'REMAINING_WORK_MISSING',
      'BLOCKER_MISSING',
      'UNBLOCK_MISSING',
      'COMPLETED_WITH_REMAINING_WORK',
      'PROMISED_OUTCOME_MISSING',
      'EVIDENCE_DIGEST_INVALID',
      'TIMESTAMP_INVALID',
      'OUTCOME_ENDS_BEFORE_START',
      'EVIDENCE_PREDATES_WORK',
    ],
    report: {
      outcomes: [
        { id: 't1', status: 'completed', verdict: 'met', missing: [], evidenceItems: 2, unidentifiedEvidence: 0 },
        { id: 't2', status: 'partial', verdict: 'met', missing: [] },
        { id: 't3', status: 'blocked', verdict: 'met', missing: [], evidenceItems: 0 },
      ],
      verdicts: { met: 3, unmet: 0, unknownStatus: 0 },
    },
  },
  {
    name: 'completed and partial need evidence; blocked does not',
    input: {
      outcomes: [
        outcome('t1', 'completed', []),
        outcome('t2', 'partial', [], { next_steps: 'Finish the rest.' }),
        outcome('t3', 'blocked', [], { blocked_by: 'Legal review', unblock_condition: 'Sign-off from legal' }),
      ],
    },
    expect: [
      { code: 'EVIDENCE_MISSING', pointer: '/outcomes/0/evidence', subject: 't1', details: { outcome: 't1', status: 'completed' } },
      { code: 'EVIDENCE_MISSING', pointer: '/outcomes/1/evidence', subject: 't2', details: { status: 'partial' } },
    ],
    absent: ['REMAINING_WORK_MISSING', 'BLOCKER_MISSING', 'UNBLOCK_MISSING'],
    report: { outcomes: [{ verdict: 'unmet', missing: ['evidence'] }, { verdict: 'unmet', missing: ['evidence'] }, { verdict: 'met' }] },
  },
  {
    name: 'partial needs a remaining-work statement under one of the accepted keys',
    input: {
      outcomes: [
        outcome('t1', 'partial', ['log-1']),
        outcome('t2', 'partial', ['log-2'], { remaining: 'Two jobs left.' }),
        outcome('t3', 'partial', ['log-3'], { next_steps: [{ step: 'Move job 12' }] }),
        outcome('t4', 'partial', ['log-4'], { todo: ['', 'Update the runbook'] }),
        outcome('t5', 'partial', ['log-5'], { open_items: ['Move job 12'] }),
      ],
    },
    expect: [
      { code: 'REMAINING_WORK_MISSING', pointer: '/outcomes/0', subject: 't1', details: { outcome: 't1' } },
      { code: 'REMAINING_WORK_MISSING', pointer: '/outcomes/4', subject: 't5' },
    ],
    absent: ['EVIDENCE_MISSING'],
    report: { outcomes: [{ missing: ['remaining_work'] }, { missing: [] }, { missing: [] }, { missing: [] }, { verdict: 'unmet' }] },
  },
  {
    name: 'a blank statement is flagged at its key: blank strings, empty lists and objects, null and numbers state nothing',
    input: {
      outcomes: [
        outcome('t1', 'partial', ['log'], { remaining_work: '   ' }),
        outcome('t2', 'partial', ['log'], { remaining_work: [] }),
        outcome('t3', 'partial', ['log'], { remaining_work: { items: [null, 3, ''] } }),
        outcome('t4', 'partial', ['log'], { remaining: null, todo: 'Write the docs.' }),
      ],
    },
    expect: [
      { code: 'REMAINING_WORK_MISSING', pointer: '/outcomes/0/remaining_work', subject: 't1' },
      { code: 'REMAINING_WORK_MISSING', pointer: '/outcomes/1/remaining_work', subject: 't2' },
      { code: 'REMAINING_WORK_MISSING', pointer: '/outcomes/2/remaining_work', subject: 't3' },
    ],
  },
  {
    name: 'blocked needs a blocker and what would unblock it; remaining work is not an unblock statement',
    input: {
      outcomes: [
        outcome('t1', 'blocked', []),
        outcome('t2', 'blocked', [], { blocker: 'No DNS access.', remaining_work: ['Grant DNS API access'] }),
        outcome('t3', 'blocked', [], { needed_to_unblock: 'A DNS API token.' }),
        outcome('t4', 'blocked', [], { blockers: ['No DNS access'], unblocked_by: 'ops team' }),
        outcome('t5', 'blocked', [], { blocking_reason: 'Waiting on legal', unblocked_when: 'Legal signs off' }),
      ],
    },
    expect: [
      { code: 'BLOCKER_MISSING', pointer: '/outcomes/0', subject: 't1', details: { outcome: 't1' } },
      { code: 'UNBLOCK_MISSING', pointer: '/outcomes/0', subject: 't1' },
      { code: 'UNBLOCK_MISSING', pointer: '/outcomes/1', subject: 't2' },
      { code: 'BLOCKER_MISSING', pointer: '/outcomes/2', subject: 't3' },
    ],
    absent: ['EVIDENCE_MISSING', 'COMPLETED_WITH_REMAINING_WORK'],
    report: {
      outcomes: [
        { verdict: 'unmet', missing: ['blocker', 'unblock'] },
        { missing: ['unblock'] },
        { missing: ['blocker'] },
        { verdict: 'met' },
        { verdict: 'met' },
      ],
    },
  },
  {
    name: 'a status outside completed, partial and blocked is flagged and no status requirement is checked',
    input: {
      outcomes: [outcome('t1', 'complete', []), outcome('t2', 'Completed', []), outcome('t3', null, []), outcome('t4', 1, [{ kind: 'log' }])],
    },
    expect: [
      { code: 'UNKNOWN_STATUS', pointer: '/outcomes/0/status', subject: 't1', details: { status: '"complete"' } },
      { code: 'UNKNOWN_STATUS', pointer: '/outcomes/1/status', details: { status: '"Completed"' } },
      { code: 'UNKNOWN_STATUS', pointer: '/outcomes/2/status', details: { status: 'null' } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/3/evidence/0', subject: 't4' },
      { code: 'UNKNOWN_STATUS', pointer: '/outcomes/3/status', details: { status: '1' } },
    ],
    absent: ['EVIDENCE_MISSING', 'REMAINING_WORK_MISSING', 'BLOCKER_MISSING', 'UNBLOCK_MISSING'],
    report: { outcomes: [{ verdict: 'unknown-status', missing: [] }, {}, {}, { verdict: 'unknown-status', unidentifiedEvidence: 1 }], verdicts: { unknownStatus: 4 } },
  },
  {
    name: 'evidence that is not a list is flagged once and read as no evidence',
    input: {
      outcomes: [outcome('t1', 'completed', 'ci/run/4512'), outcome('t2', 'blocked', null, { blocker: 'x', unblock: 'y' }), outcome('t3', 'partial', { ref: 'PR 1' }, { todo: 'z' })],
    },
    expect: [
      { code: 'EVIDENCE_NOT_LIST', pointer: '/outcomes/0/evidence', subject: 't1', details: { type: 'a string' } },
      { code: 'EVIDENCE_NOT_LIST', pointer: '/outcomes/1/evidence', details: { type: 'null' } },
      { code: 'EVIDENCE_NOT_LIST', pointer: '/outcomes/2/evidence', details: { type: 'an object' } },
    ],
    absent: ['EVIDENCE_MISSING'],
    report: { outcomes: [{ verdict: 'unmet', missing: ['evidence'] }, { verdict: 'unmet', missing: [] }, { verdict: 'unmet', missing: ['evidence'] }] },
  },
  {
    name: 'evidence items need an identifier or reference, whatever the status',
    input: {
      outcomes: [
        outcome('t1', 'completed', [
          'ci/run/4512',
          42,
          { url: 'https://ci.example.com/r/1' },
          { path: 'logs/a.txt' },
          { id: 7 },
          { uri: 'urn:x' },
          { kind: 'log' },
          '',
          null,
          { id: '', ref: ' ' },
          ['ci/run/1'],
          true,
        ]),
        outcome('t2', 'blocked', [{ note: 'see chat' }], { blocker: 'x', unblock: 'y' }),
      ],
    },
    expect: [
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/6', subject: 't1', details: { position: 7 } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/7', details: { position: 8 } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/8' },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/9' },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/10' },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/11' },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/1/evidence/0', subject: 't2' },
    ],
    absent: ['EVIDENCE_MISSING'],
    report: { outcomes: [{ verdict: 'unmet', missing: [], evidenceItems: 12, unidentifiedEvidence: 6 }, { verdict: 'unmet' }] },
  },
  {
    name: 'a completed record that states remaining work contradicts itself',
    input: {
      outcomes: [
        outcome('t1', 'completed', ['log'], { remaining_work: ['Update the docs'] }),
        outcome('t2', 'completed', ['log'], { next_steps: 'Announce it.' }),
        outcome('t3', 'completed', ['log'], { remaining_work: [] }),
        outcome('t4', 'partial', ['log'], { remaining_work: 'More.' }),
      ],
    },
    expect: [
      { code: 'COMPLETED_WITH_REMAINING_WORK', pointer: '/outcomes/0/remaining_work', subject: 't1', details: { key: 'remaining_work' } },
      { code: 'COMPLETED_WITH_REMAINING_WORK', pointer: '/outcomes/1/next_steps', subject: 't2', details: { key: 'next_steps' } },
    ],
    status: 'REVIEW',
    report: { outcomes: [{ verdict: 'met' }, { verdict: 'met' }, { verdict: 'met' }, { verdict: 'met' }] },
  },
  {
    name: 'a missing or blank promised_outcome is a notice',
    input: {
      outcomes: [
        { id: 't1', status: 'completed', evidence: ['log'] },
        { id: 't2', status: 'completed', evidence: ['log'], promised_outcome: ' ' },
        { id: 't3', status: 'completed', evidence: ['log'], promised_outcome: { summary: 'Rotate the password.' } },
      ],
    },
    expect: [
      { code: 'PROMISED_OUTCOME_MISSING', pointer: '/outcomes/0', subject: 't1', details: { outcome: 't1' } },
      { code: 'PROMISED_OUTCOME_MISSING', pointer: '/outcomes/1/promised_outcome', subject: 't2' },
    ],
    status: 'READY',
  },
  {
    name: 'every member of a duplicate outcome-id set is flagged at its own id with one group',
    input: { outcomes: [outcome('t1', 'completed', ['a']), outcome('t2', 'completed', ['b']), outcome('t1', 'completed', ['c']), outcome(1, 'completed', ['d']), outcome('1', 'completed', ['e'])] },
    expect: [
      { code: 'DUPLICATE_OUTCOME_ID', pointer: '/outcomes/0/id', subject: 't1', details: { group: '/outcomes:"t1"', count: 2, first: 1, position: 1 } },
      { code: 'DUPLICATE_OUTCOME_ID', pointer: '/outcomes/2/id', subject: 't1', details: { group: '/outcomes:"t1"', position: 3 } },
    ],
  },
  {
    name: 'outcome ids that are blank, null or objects are invalid',
    input: { outcomes: [outcome('', 'completed', ['a']), outcome(null, 'completed', ['b']), outcome({ n: 1 }, 'completed', [])] },
    expect: [
      { code: 'INVALID_ID', pointer: '/outcomes/0/id', subject: null, details: { position: 1, id: '' } },
      { code: 'INVALID_ID', pointer: '/outcomes/1/id', details: { id: 'null' } },
      { code: 'EVIDENCE_MISSING', pointer: '/outcomes/2/evidence', subject: null, details: { outcome: '{"n":1}' } },
      { code: 'INVALID_ID', pointer: '/outcomes/2/id', details: { id: '{"n":1}' } },
    ],
    absent: ['DUPLICATE_OUTCOME_ID'],
  },
  {
    name: 'an outcome id longer than 256 characters is not read; its findings name it by its first 256 characters',
    input: {
      outcomes: [
        outcome('t'.repeat(257), 'completed', [null, 'log']),
        outcome('t'.repeat(257), 'completed', ['log']),
        outcome('u'.repeat(256), 'completed', [{ kind: 'log' }]),
        outcome({ text: 'v'.repeat(300) }, 'completed', [{}]),
      ],
    },
    expect: [
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/0', subject: null, details: { outcome: `${'t'.repeat(256)}…`, position: 1 } },
      { code: 'ID_TOO_LONG', pointer: '/outcomes/0/id', subject: null, details: { position: 1, length: 257, id: `${'t'.repeat(256)}…` } },
      { code: 'ID_TOO_LONG', pointer: '/outcomes/1/id', details: { position: 2 } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/2/evidence/0', subject: 'u'.repeat(256), details: { outcome: 'u'.repeat(256) } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/3/evidence/0', subject: null, details: { outcome: `${JSON.stringify({ text: 'v'.repeat(300) }).slice(0, 256)}…` } },
      { code: 'INVALID_ID', pointer: '/outcomes/3/id' },
    ],
    // Two ids too long to read are not a duplicate set.
    absent: ['DUPLICATE_OUTCOME_ID'],
  },
  // Digests (open key `digest` on an evidence object): in-toto attestation ResourceDescriptor and
  // DigestSet v1.1 (https://github.com/in-toto/attestation/blob/main/spec/v1/digest_set.md): "a JSON
  // object mapping algorithm name to a string encoding of the digest … The named standard algorithms
  // below use lowercase hex encoding"; "Consumers MUST … ignore unrecognized … algorithms".
  {
    name: 'an evidence object identified by its digest alone is identified (in-toto ResourceDescriptor: uri, digest or content)',
    input: {
      outcomes: [
        outcome('t1', 'completed', [
          { kind: 'artifact', digest: { sha256: '185f8db32271fe25f561a6fc938b2e264306ec304eda518007d1764826381969' } },
          // The DigestSet spec's own example: the gitBlob of the 5 bytes "Hello".
          { digest: { gitBlob: '5ab2f8a4323abafb10abb68657d9d39f1a775057' } },
          { digest: { somecoolhash: 'abcd' } },
          { digest: { sha512: 'ab', sha256: '185f8db32271fe25f561a6fc938b2e264306ec304eda518007d1764826381969' } },
        ]),
      ],
    },
    expect: [{ code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/3/digest/sha512', subject: 't1', details: { position: 4, reason: 'sha512 has 128 hex digits, not 2' } }],
    absent: ['EVIDENCE_ITEM_UNIDENTIFIED'],
    report: { outcomes: [{ verdict: 'met', unidentifiedEvidence: 0 }] },
  },
  {
    name: 'a digest that is not a DigestSet, or whose named algorithm is not lowercase hex of its length, cannot be read',
    input: {
      outcomes: [
        outcome('t1', 'completed', [
          { kind: 'log', digest: 'sha256:SHA' },
          { kind: 'log', digest: {} },
          { ref: 'dist/app.tgz', digest: { sha256: '185F8DB32271FE25F561A6FC938B2E264306EC304EDA518007D1764826381969', 'a/b': '' } },
          { digest: { gitCommit: 'abc' } },
        ]),
      ],
    },
    expect: [
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/0' },
      { code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/0/digest', details: { position: 1, reason: 'a digest is an object of algorithm names to digest values' } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/1' },
      { code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/1/digest', details: { reason: 'a digest set holds at least one digest' } },
      { code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/2/digest/a~1b', details: { reason: 'the digest is not a non-blank string' } },
      { code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/2/digest/sha256', details: { reason: 'sha256 is lowercase hex' } },
      { code: 'EVIDENCE_ITEM_UNIDENTIFIED', pointer: '/outcomes/0/evidence/3' },
      { code: 'EVIDENCE_DIGEST_INVALID', pointer: '/outcomes/0/evidence/3/digest/gitCommit', details: { reason: 'gitCommit has 40 or 64 hex digits, not 3' } },
    ],
    report: { outcomes: [{ verdict: 'unmet', unidentifiedEvidence: 3 }] },
  },

  // Time stamps (open keys named after PROV-O startedAtTime, endedAtTime, generatedAtTime), held to
  // W3C PROV-CONSTRAINTS event ordering (https://www.w3.org/TR/prov-constraints/): start-precedes-end
  // and generation-within-activity.
  {
    name: 'an outcome that ends before it starts is flagged (PROV start-precedes-end); offsets are applied and fractions compared exactly',
    input: {
      outcomes: [
        outcome('t1', 'completed', ['log'], { started_at: '2026-11-21T16:00:00Z', ended_at: '2026-11-21T15:59:59.999Z' }),
        // 17:30+02:00 is 15:30Z: after 15:00Z.
        outcome('t2', 'completed', ['log'], { started_at: '2026-11-21T15:00:00Z', ended_at: '2026-11-21T17:30:00+02:00' }),
        outcome('t3', 'completed', ['log'], { started_at: '2026-11-21T15:00:00.10Z', ended_at: '2026-11-21T15:00:00.1Z' }),
      ],
    },
    expect: [{ code: 'OUTCOME_ENDS_BEFORE_START', pointer: '/outcomes/0/ended_at', subject: 't1', details: { started: '2026-11-21T16:00:00Z', ended: '2026-11-21T15:59:59.999Z' } }],
    report: { outcomes: [{ extra: { started_at: '2026-11-21T16:00:00Z', ended_at: '2026-11-21T15:59:59.999Z' } }, {}, {}] },
  },
  {
    name: 'evidence generated before the work started is a warning (PROV generation-within-activity); after the end it is not',
    input: {
      outcomes: [
        outcome('t1', 'completed', [
          { ref: 'ci/run/41', generated_at: '2026-11-20T09:00:00Z' },
          { ref: 'ci/run/42', generated_at: '2026-11-21T16:10:00Z' },
          { ref: 'ci/run/43', generated_at: '2026-11-22T08:00:00Z' },
          'bare-string-evidence',
        ], { started_at: '2026-11-21T16:00:00Z', ended_at: '2026-11-21T17:00:00Z' }),
        // Without a start time there is nothing to compare with.
        outcome('t2', 'completed', [{ ref: 'ci/run/41', generated_at: '2020-01-01T00:00:00Z' }]),
      ],
    },
    expect: [{ code: 'EVIDENCE_PREDATES_WORK', pointer: '/outcomes/0/evidence/0/generated_at', subject: 't1', details: { position: 1, generated: '2026-11-20T09:00:00Z', started: '2026-11-21T16:00:00Z' } }],
    status: 'REVIEW',
  },
  {
    name: 'time stamps that are not RFC 3339 date-times are flagged and not compared',
    input: {
      outcomes: [
        outcome('t1', 'completed', [{ ref: 'x', generated_at: '2026-11-21 16:00' }, { ref: 'y', generated_at: 1700000000 }], {
          started_at: '2026-02-30T10:00:00Z',
          ended_at: 'yesterday',
        }),
        outcome(null, 'completed', ['log'], { started_at: 'x'.repeat(100) }),
      ],
    },
    expect: [
      { code: 'TIMESTAMP_INVALID', pointer: '/outcomes/0/ended_at', details: { field: 'ended_at' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/outcomes/0/evidence/0/generated_at', details: { field: 'evidence[0].generated_at' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/outcomes/0/evidence/1/generated_at', details: { reason: 'not a string' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/outcomes/0/started_at', details: { field: 'started_at' } },
      { code: 'INVALID_ID', pointer: '/outcomes/1/id' },
      { code: 'TIMESTAMP_INVALID', pointer: '/outcomes/1/started_at', subject: null, details: { reason: 'longer than 64 characters' } },
    ],
    absent: ['OUTCOME_ENDS_BEFORE_START', 'EVIDENCE_PREDATES_WORK'],
  },

  {
    name: 'extra keys are carried over into the report, never an error',
    input: { outcomes: [outcome('t1', 'completed', ['log'], { owner: 'agent-7', duration_s: 31, blocker: null })] },
    expect: [],
    report: { outcomes: [{ verdict: 'met', extra: { owner: 'agent-7', duration_s: 31, blocker: null } }] },
  },
]);

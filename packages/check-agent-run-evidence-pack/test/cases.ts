// Cases as data. The pack re-emits each member finding under `<SECTION>_<CODE>` at the section's
// pointer, so every member code needs a case here too: each case below changes one section of a clean
// packet and lists, by hand from the member's README rules, the findings it must give. Cross-section
// findings that the change causes are listed where they occur.
import { defineCases } from '@evidence-check/test-utils';
import { codes, type Input } from '../src/index.js';
import { completedOnFailedCallsCases } from './cases/completed-on-failed-calls.js';
import { evidenceDigestCases } from './cases/evidence-digest.js';
import { at, clean, packet, readFile } from './packet.js';

export { clean, packet };


const pa = clean.promise_action;
const tc = clean.tool_calls;
const outcome = clean.completion.outcomes[0]!;
const costCall = clean.costs.calls[0]!;
const skillCase = clean.skill_activation.cases[0]!;

const packCases = defineCases<Input>([
  {
    name: 'a clean packet is READY in every section, with no cross-section finding',
    input: packet({}),
    expect: [],
    status: 'READY',
    absent: Object.keys(codes),
    report: {
      sections: {
        promise_action: { utility: 'promise-action-evidence-checker', status: 'READY' },
        tool_calls: { utility: 'tool-call-contract-auditor', status: 'READY' },
        completion: { utility: 'completion-evidence-receipt-auditor', status: 'READY' },
        tool_descriptions: { utility: 'tool-description-contract-linter', status: 'READY' },
        skill_activation: { utility: 'skill-activation-verifier', status: 'READY' },
        costs: { utility: 'agent-cost-decomposer', status: 'READY' },
      },
      crossSection: {
        status: 'READY',
        evidence: [{ outcome: 'O1', pointer: '/completion/outcomes/0/evidence/0', references: ['E1'], recordedAs: 'E1' }],
        calls: [{ id: 'C1', tool: 'read_file', actions: ['A1'], costRecords: 1 }],
        costRecords: [{ id: 'C1', toolCall: true }],
        tools: [{ tool: 'read_file', calls: 1, described: true }],
      },
    },
  },
  {
    name: 'keys of a section beyond the member request are carried into the section extra, never checked',
    input: packet({ completion: { ...clean.completion, run_id: 'run-42' } as Input['completion'] }),
    expect: [],
    status: 'READY',
    report: { sections: { completion: { status: 'READY', extra: { run_id: 'run-42' } } } },
  },

  // ── cross-section: completion evidence against the promise_action evidence ──
  {
    name: 'completion evidence that no promise_action evidence item carries is flagged at the completion item',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: ['E1', 'E9'] }] } }),
    expect: [
      {
        code: 'CROSS_EVIDENCE_NOT_RECORDED',
        pointer: '/completion/outcomes/0/evidence/1',
        subject: 'E9',
        details: { reference: 'E9', references: ['E9'], outcome: 'O1', outcomePosition: 1, position: 2 },
      },
    ],
    status: 'REVIEW',
    report: { crossSection: { status: 'REVIEW', evidence: [{ recordedAs: 'E1' }, { references: ['E9'], recordedAs: null }] } },
  },
  {
    name: 'completion evidence is recorded when a promise_action evidence item has it as id, ref, url, uri or path',
    input: packet({
      promise_action: {
        ...pa,
        actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', 'E2', 'E3', 'E4'] }],
        evidence: [...pa.evidence, { id: 'E2', path: 'docs/notes.md' }, { id: 'E3', url: 'https://ci.example/4' }, { id: 'E4', uri: 'urn:x:5' }],
      },
      completion: {
        outcomes: [
          {
            ...outcome,
            evidence: ['E1', { kind: 'log', ref: 'ci/run/1' }, { path: 'docs/notes.md' }, 'https://ci.example/4', { id: 'urn:x:5' }, { ref: 'E3' }],
          },
        ],
      },
    }),
    expect: [],
    absent: ['CROSS_EVIDENCE_NOT_RECORDED'],
    report: { crossSection: { evidence: [{ recordedAs: 'E1' }, { recordedAs: 'E1' }, { recordedAs: 'E2' }, { recordedAs: 'E3' }, { recordedAs: 'E4' }, { recordedAs: 'E3' }] } },
  },
  {
    name: 'evidence references are compared exactly: the number 1 is not the string "1", case and spaces count',
    input: packet({
      promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', '1'] }], evidence: [...pa.evidence, { id: '1' }] },
      completion: { outcomes: [{ ...outcome, evidence: [1, 'e1', 'E1 '] }] },
    }),
    expect: [
      { code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/0', subject: '1', details: { references: [1] } },
      { code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/1', subject: 'e1' },
      { code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/2', subject: 'E1 ' },
    ],
  },
  {
    name: 'an evidence item with several identifiers is recorded when any one of them is; unidentified items are left to the member',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: [{ id: 'X1', ref: 'ci/run/1' }, { id: 'X2', ref: 'X3' }, { kind: 'log' }] }] } }),
    expect: [
      { code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/1', subject: 'X2', details: { references: ['X2', 'X3'] } },
      at('completion', 'EVIDENCE_ITEM_UNIDENTIFIED', '/outcomes/0/evidence/2'),
    ],
  },

  // ── cross-section: tool calls against the actions' evidence_ids ──
  {
    name: 'a tool call that no action cites is a notice at the call (and its evidence item goes uncited too)',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1'] }] } }),
    expect: [
      at('promise_action', 'EVIDENCE_UNREFERENCED', '/evidence/1'),
      { code: 'CROSS_CALL_UNREFERENCED', pointer: '/tool_calls/calls/0', subject: 'C1', details: { id: 'C1', tool: 'read_file', position: 1 } },
    ],
    status: 'READY',
    report: { crossSection: { status: 'READY', summary: { errors: 0, warnings: 0, notices: 1 }, calls: [{ id: 'C1', actions: [] }] } },
  },
  {
    name: 'a call cited by an action counts even when promise_action lacks the evidence item; every citing action is listed once',
    input: packet({
      promise_action: {
        ...pa,
        actions: [
          { ...pa.actions[0]!, evidence_ids: ['E1', 'C2'] },
          { id: 'A2', status: 'completed', promise_ids: ['P1'], evidence_ids: ['C1', 'C1'] },
          { id: 'A3', status: 'completed', promise_ids: ['P1'], evidence_ids: ['C1'] },
        ],
      },
      tool_calls: { ...tc, calls: [...tc.calls, { id: 'C2', tool: 'read_file', arguments: { path: 'b.ts' } }] },
      costs: { calls: [costCall, { ...costCall, id: 'C2' }] },
    }),
    expect: [
      at('promise_action', 'EVIDENCE_NOT_FOUND', '/actions/0/evidence_ids/1'),
      at('promise_action', 'DUPLICATE_REFERENCE', '/actions/1/evidence_ids/0'),
      at('promise_action', 'DUPLICATE_REFERENCE', '/actions/1/evidence_ids/1'),
    ],
    absent: ['CROSS_CALL_UNREFERENCED'],
    report: { crossSection: { calls: [{ id: 'C1', actions: ['A2', 'A3'] }, { id: 'C2', actions: ['A1'] }] } },
  },
  {
    name: 'call ids are compared exactly: an action citing "1" does not cite the call 1; a call without a usable id is left to the member',
    input: packet({
      promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', '1'] }], evidence: [...pa.evidence, { id: '1' }] },
      tool_calls: { ...tc, calls: [...tc.calls, { id: 1, tool: 'read_file', arguments: { path: 'b.ts' } }, { id: null, tool: 'read_file', arguments: { path: 'c.ts' } }] },
      costs: { calls: [costCall, { ...costCall, id: 1 }] },
    }),
    expect: [
      { code: 'CROSS_CALL_UNREFERENCED', pointer: '/tool_calls/calls/1', subject: '1', details: { id: '1', position: 2 } },
      at('tool_calls', 'INVALID_ID', '/calls/2/id'),
    ],
  },
  {
    name: 'tool calls sharing an id list the actions citing it at the first call only, and none of them is unreferenced',
    input: packet({ tool_calls: { ...tc, calls: [...tc.calls, { ...tc.calls[0]!, arguments: { path: 'b.ts' } }] } }),
    expect: [at('tool_calls', 'DUPLICATE_CALL_ID', '/calls/0/id'), at('tool_calls', 'DUPLICATE_CALL_ID', '/calls/1/id')],
    absent: ['CROSS_CALL_UNREFERENCED', 'CROSS_COST_CALL_UNMATCHED'],
    report: {
      crossSection: {
        calls: [
          { id: 'C1', actions: ['A1'], costRecords: 1 },
          { id: 'C1', actions: [], costRecords: 1 },
        ],
      },
    },
  },

  // ── cross-section: cost records against tool calls ──
  {
    name: 'a cost record whose id matches no tool call is flagged at its id',
    input: packet({ costs: { calls: [costCall, { ...costCall, id: 'C9' }] } }),
    expect: [{ code: 'CROSS_COST_CALL_UNMATCHED', pointer: '/costs/calls/1/id', subject: 'C9', details: { id: 'C9', position: 2 } }],
    status: 'REVIEW',
    report: { crossSection: { costRecords: [{ id: 'C1', toolCall: true }, { id: 'C9', toolCall: false }] } },
  },
  {
    name: 'cost ids are compared exactly ("1" is not 1); several cost records may share a call; a tool call without a cost record is not flagged',
    input: packet({
      tool_calls: { ...tc, calls: [...tc.calls, { id: 1, tool: 'read_file', arguments: { path: 'b.ts' } }] },
      promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', 1] }], evidence: [...pa.evidence, { id: 1 }] },
      costs: { calls: [costCall, { ...costCall, id: '1' }, { ...costCall, id: 'C1', model: 'small' }] },
    }),
    expect: [
      at('costs', 'DUPLICATE_CALL_ID', '/calls/0/id'),
      { code: 'CROSS_COST_CALL_UNMATCHED', pointer: '/costs/calls/1/id', subject: '1' },
      at('costs', 'DUPLICATE_CALL_ID', '/calls/2/id'),
    ],
    report: { crossSection: { calls: [{ id: 'C1', costRecords: 2 }, { id: 1, costRecords: 0 }] } },
  },
  {
    name: 'a cost record without a usable id is left to the member',
    input: packet({ costs: { calls: [costCall, { ...costCall, id: '' }] } }),
    expect: [at('costs', 'CALL_ID_INVALID', '/calls/1/id')],
    absent: ['CROSS_COST_CALL_UNMATCHED'],
  },

  // ── cross-section: called tools against tool descriptions ──
  {
    name: 'a called tool without a description is flagged once, at its first call; names are compared exactly',
    input: packet({
      promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', 'C2', 'C3'] }] },
      tool_calls: {
        contracts: [...tc.contracts, { tool: 'shell' }],
        calls: [...tc.calls, { id: 'C2', tool: 'shell', arguments: {} }, { id: 'C3', tool: 'shell', arguments: {} }],
      },
      tool_descriptions: { tools: [readFile, { ...readFile, name: 'Shell' }] },
      costs: { calls: [costCall, { ...costCall, id: 'C2' }, { ...costCall, id: 'C3' }] },
    }),
    expect: [
      at('promise_action', 'EVIDENCE_NOT_FOUND', '/actions/0/evidence_ids/2'),
      at('promise_action', 'EVIDENCE_NOT_FOUND', '/actions/0/evidence_ids/3'),
      { code: 'CROSS_TOOL_UNDESCRIBED', pointer: '/tool_calls/calls/1/tool', subject: 'shell', details: { tool: 'shell', calls: 2, firstCall: 2 } },
    ],
    report: { crossSection: { tools: [{ tool: 'read_file', calls: 1, described: true }, { tool: 'shell', calls: 2, described: false }] } },
  },

  // ── promise_action: promise-action-evidence-checker ──
  {
    name: 'promise_action: INVALID_ID',
    input: packet({ promise_action: { ...pa, promises: [...pa.promises, { id: '' }] } }),
    expect: [at('promise_action', 'INVALID_ID', '/promises/1/id')],
    absent: ['PROMISE_ACTION_PROMISE_UNADDRESSED'],
  },
  {
    name: 'promise_action: DUPLICATE_ID',
    input: packet({ promise_action: { ...pa, evidence: [...pa.evidence, { id: 'E1' }] } }),
    expect: [at('promise_action', 'DUPLICATE_ID', '/evidence/0/id'), at('promise_action', 'DUPLICATE_ID', '/evidence/2/id')],
  },
  {
    name: 'promise_action: ID_TOO_LONG, and the report lists the action citing a call as null',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, id: 'A'.repeat(257) }] } }),
    expect: [at('promise_action', 'ID_TOO_LONG', '/actions/0/id', { kind: 'action', length: 257, id: `${'A'.repeat(256)}…` })],
    report: { crossSection: { calls: [{ id: 'C1', actions: [null] }] } },
  },
  {
    name: 'promise_action: INVALID_ID_LIST leaves the promise unaddressed',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, promise_ids: 'P1' }] } }),
    expect: [at('promise_action', 'INVALID_ID_LIST', '/actions/0/promise_ids'), at('promise_action', 'PROMISE_UNADDRESSED', '/promises/0')],
  },
  {
    name: 'promise_action: INVALID_REFERENCE',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', null] }] } }),
    expect: [at('promise_action', 'INVALID_REFERENCE', '/actions/0/evidence_ids/2')],
  },
  {
    name: 'promise_action: DUPLICATE_REFERENCE',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', 'E1'] }] } }),
    expect: [at('promise_action', 'DUPLICATE_REFERENCE', '/actions/0/evidence_ids/0'), at('promise_action', 'DUPLICATE_REFERENCE', '/actions/0/evidence_ids/2')],
    status: 'REVIEW',
  },
  {
    name: 'promise_action: UNKNOWN_ACTION_STATUS leaves the promise partial',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, status: 'done' }] } }),
    expect: [at('promise_action', 'UNKNOWN_ACTION_STATUS', '/actions/0/status'), at('promise_action', 'PROMISE_PARTIAL', '/promises/0')],
  },
  {
    name: 'promise_action: PROMISE_NOT_FOUND',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, promise_ids: ['P1', 'P9'] }] } }),
    expect: [at('promise_action', 'PROMISE_NOT_FOUND', '/actions/0/promise_ids/1')],
  },
  {
    name: 'promise_action: EVIDENCE_NOT_FOUND',
    input: packet({ promise_action: { ...pa, actions: [{ ...pa.actions[0]!, evidence_ids: ['E1', 'C1', 'E7'] }] } }),
    expect: [at('promise_action', 'EVIDENCE_NOT_FOUND', '/actions/0/evidence_ids/2')],
  },
  {
    name: 'promise_action: COMPLETED_WITHOUT_EVIDENCE',
    input: packet({ promise_action: { ...pa, actions: [...pa.actions, { id: 'A2', status: 'completed', promise_ids: ['P1'], evidence_ids: [] }] } }),
    expect: [at('promise_action', 'COMPLETED_WITHOUT_EVIDENCE', '/actions/1/evidence_ids')],
  },
  {
    name: 'promise_action: PROMISE_UNADDRESSED',
    input: packet({ promise_action: { ...pa, promises: [...pa.promises, { id: 'P2' }] } }),
    expect: [at('promise_action', 'PROMISE_UNADDRESSED', '/promises/1')],
    absent: ['PROMISE_ACTION_PROMISE_PARTIAL'],
  },
  {
    name: 'promise_action: PROMISE_PARTIAL',
    input: packet({
      promise_action: { ...pa, promises: [...pa.promises, { id: 'P2' }], actions: [...pa.actions, { id: 'A2', status: 'blocked', promise_ids: ['P2'], evidence_ids: [] }] },
    }),
    expect: [at('promise_action', 'PROMISE_PARTIAL', '/promises/1')],
    absent: ['PROMISE_ACTION_PROMISE_UNADDRESSED'],
  },
  {
    name: 'promise_action: EVIDENCE_REPORTS_FAILURE (a completed action citing evidence whose result is FAILED)',
    input: packet({ promise_action: { ...pa, evidence: [{ id: 'E1', ref: 'ci/run/1', result: 'FAILED' }, pa.evidence[1]!] } }),
    expect: [at('promise_action', 'EVIDENCE_REPORTS_FAILURE', '/actions/0/evidence_ids/0')],
    status: 'BLOCKED',
  },
  {
    name: 'promise_action: INVALID_REQUIRED_KINDS',
    input: packet({ promise_action: { ...pa, promises: [{ id: 'P1', required_evidence_kinds: 'test-run' }] } }),
    expect: [at('promise_action', 'INVALID_REQUIRED_KINDS', '/promises/0/required_evidence_kinds')],
  },
  {
    name: 'promise_action: EVIDENCE_KIND_MISSING',
    input: packet({ promise_action: { ...pa, promises: [{ id: 'P1', required_evidence_kinds: ['test-run', 'tool-call'] }] } }),
    expect: [at('promise_action', 'EVIDENCE_KIND_MISSING', '/promises/0/required_evidence_kinds', { kinds: ['test-run'], count: 1 })],
  },
  {
    name: 'promise_action: EVIDENCE_UNREFERENCED',
    input: packet({ promise_action: { ...pa, evidence: [...pa.evidence, { id: 'E2' }] } }),
    expect: [at('promise_action', 'EVIDENCE_UNREFERENCED', '/evidence/2')],
    status: 'READY',
  },

  // ── tool_calls: tool-call-contract-auditor ──
  {
    name: 'tool_calls: INVALID_ID',
    input: packet({ tool_calls: { ...tc, calls: [...tc.calls, { id: '', tool: 'read_file', arguments: { path: 'b.ts' } }] } }),
    expect: [at('tool_calls', 'INVALID_ID', '/calls/1/id')],
    absent: ['CROSS_CALL_UNREFERENCED'],
  },
  {
    name: 'tool_calls: ID_TOO_LONG, a call left to the member',
    input: packet({ tool_calls: { ...tc, calls: [...tc.calls, { id: 'C'.repeat(257), tool: 'read_file', arguments: { path: 'b.ts' } }] } }),
    expect: [at('tool_calls', 'ID_TOO_LONG', '/calls/1/id')],
    absent: ['CROSS_CALL_UNREFERENCED'],
  },
  {
    name: 'tool_calls: DUPLICATE_CALL_ID',
    input: packet({ tool_calls: { ...tc, calls: [...tc.calls, { id: 'C1', tool: 'read_file', arguments: { path: 'b.ts' } }] } }),
    expect: [at('tool_calls', 'DUPLICATE_CALL_ID', '/calls/0/id'), at('tool_calls', 'DUPLICATE_CALL_ID', '/calls/1/id')],
    absent: ['COSTS_DUPLICATE_CALL_ID'],
  },
  {
    name: 'tool_calls: INVALID_TOOL_NAME',
    input: packet({ tool_calls: { ...tc, contracts: [...tc.contracts, { tool: '' }] } }),
    expect: [at('tool_calls', 'INVALID_TOOL_NAME', '/contracts/1/tool')],
  },
  {
    name: 'tool_calls: TOOL_NAME_TOO_LONG, a tool the cross-section does not look up',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, tool: 'r'.repeat(257) }] } }),
    expect: [at('tool_calls', 'TOOL_NAME_TOO_LONG', '/calls/0/tool', { kind: 'call', length: 257 })],
    absent: ['CROSS_TOOL_UNDESCRIBED'],
    report: { crossSection: { tools: [] } },
  },
  {
    name: 'tool_calls: INVALID_CONTRACT_FIELD',
    input: packet({ tool_calls: { ...tc, contracts: [{ ...tc.contracts[0]!, max_calls: '2' }] } }),
    expect: [at('tool_calls', 'INVALID_CONTRACT_FIELD', '/contracts/0/max_calls')],
  },
  {
    name: 'tool_calls: DUPLICATE_CONTRACT',
    input: packet({ tool_calls: { ...tc, contracts: [...tc.contracts, { tool: 'read_file' }] } }),
    expect: [at('tool_calls', 'DUPLICATE_CONTRACT', '/contracts/0/tool'), at('tool_calls', 'DUPLICATE_CONTRACT', '/contracts/1/tool')],
  },
  {
    name: 'tool_calls: NO_CONTRACT, with the cross-section findings a new call brings',
    input: packet({ tool_calls: { ...tc, calls: [...tc.calls, { id: 'C2', tool: 'search', arguments: {} }] } }),
    expect: [
      { code: 'CROSS_CALL_UNREFERENCED', pointer: '/tool_calls/calls/1', subject: 'C2' },
      { code: 'CROSS_TOOL_UNDESCRIBED', pointer: '/tool_calls/calls/1/tool', subject: 'search' },
      at('tool_calls', 'NO_CONTRACT', '/calls/1/tool'),
    ],
  },
  {
    name: 'tool_calls: TOOL_NOT_ALLOWED',
    input: packet({ tool_calls: { ...tc, contracts: [{ ...tc.contracts[0]!, allowed: false }] } }),
    expect: [at('tool_calls', 'TOOL_NOT_ALLOWED', '/calls/0')],
  },
  {
    name: 'tool_calls: CALL_LIMIT_EXCEEDED',
    input: packet({ tool_calls: { ...tc, contracts: [{ ...tc.contracts[0]!, max_calls: 0 }] } }),
    expect: [at('tool_calls', 'CALL_LIMIT_EXCEEDED', '/calls/0')],
  },
  {
    name: 'tool_calls: ARGUMENTS_NOT_OBJECT',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, arguments: 'path=a.ts' }] } }),
    expect: [at('tool_calls', 'ARGUMENTS_NOT_OBJECT', '/calls/0/arguments')],
  },
  {
    name: 'tool_calls: REQUIRED_ARGUMENT_MISSING',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, arguments: {} }] } }),
    expect: [at('tool_calls', 'REQUIRED_ARGUMENT_MISSING', '/calls/0/arguments', { missing: ['path'] })],
  },
  {
    name: 'tool_calls: FORBIDDEN_ARGUMENT_PRESENT',
    input: packet({
      tool_calls: { contracts: [{ ...tc.contracts[0]!, forbidden_arguments: ['sudo'] }], calls: [{ ...tc.calls[0]!, arguments: { path: 'a.ts', sudo: true } }] },
    }),
    expect: [at('tool_calls', 'FORBIDDEN_ARGUMENT_PRESENT', '/calls/0/arguments/sudo')],
  },
  {
    name: 'tool_calls: CALL_FAILED',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, outcome: 'timeout' }] } }),
    // The completed action A1 cites C1, its only call: the completion rests on a failed call.
    expect: [
      { code: 'CROSS_COMPLETED_ON_FAILED_CALLS', pointer: '/promise_action/actions/0/evidence_ids/1', subject: 'A1' },
      at('tool_calls', 'CALL_FAILED', '/calls/0/outcome'),
    ],
    status: 'REVIEW',
  },

  // ── completion: completion-evidence-receipt-auditor ──
  {
    name: 'completion: INVALID_ID',
    input: packet({ completion: { outcomes: [{ ...outcome, id: '' }] } }),
    expect: [at('completion', 'INVALID_ID', '/outcomes/0/id')],
  },
  {
    name: 'completion: DUPLICATE_OUTCOME_ID',
    input: packet({ completion: { outcomes: [outcome, outcome] } }),
    expect: [at('completion', 'DUPLICATE_OUTCOME_ID', '/outcomes/0/id'), at('completion', 'DUPLICATE_OUTCOME_ID', '/outcomes/1/id')],
  },
  {
    name: 'completion: ID_TOO_LONG; cross-section findings name the outcome by its first 256 characters and the report lists it as null',
    input: packet({ completion: { outcomes: [{ ...outcome, id: 'O'.repeat(257), evidence: ['E1', 'E9'] }] } }),
    expect: [
      { code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/1', subject: 'E9', details: { outcome: `${'O'.repeat(256)}…`, outcomePosition: 1 } },
      at('completion', 'ID_TOO_LONG', '/outcomes/0/id'),
    ],
    report: { crossSection: { evidence: [{ outcome: null, recordedAs: 'E1' }, { outcome: null, recordedAs: null }] } },
  },
  {
    name: 'completion: UNKNOWN_STATUS ("complete" is not "completed")',
    input: packet({ completion: { outcomes: [{ ...outcome, status: 'complete' }] } }),
    expect: [at('completion', 'UNKNOWN_STATUS', '/outcomes/0/status')],
  },
  {
    name: 'completion: EVIDENCE_NOT_LIST (its value is no evidence reference)',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: 'E9' }] } }),
    expect: [at('completion', 'EVIDENCE_NOT_LIST', '/outcomes/0/evidence')],
    absent: ['COMPLETION_EVIDENCE_MISSING', 'CROSS_EVIDENCE_NOT_RECORDED'],
  },
  {
    name: 'completion: EVIDENCE_MISSING',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: [] }] } }),
    expect: [at('completion', 'EVIDENCE_MISSING', '/outcomes/0/evidence')],
  },
  {
    name: 'completion: EVIDENCE_ITEM_UNIDENTIFIED',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: ['E1', { kind: 'log' }] }] } }),
    expect: [at('completion', 'EVIDENCE_ITEM_UNIDENTIFIED', '/outcomes/0/evidence/1')],
    absent: ['CROSS_EVIDENCE_NOT_RECORDED'],
  },
  {
    name: 'completion: REMAINING_WORK_MISSING',
    input: packet({ completion: { outcomes: [{ ...outcome, status: 'partial' }] } }),
    expect: [at('completion', 'REMAINING_WORK_MISSING', '/outcomes/0')],
  },
  {
    name: 'completion: BLOCKER_MISSING',
    input: packet({ completion: { outcomes: [{ ...outcome, status: 'blocked', unblock: 'DNS access' }] } }),
    expect: [at('completion', 'BLOCKER_MISSING', '/outcomes/0')],
    absent: ['COMPLETION_UNBLOCK_MISSING'],
  },
  {
    name: 'completion: UNBLOCK_MISSING',
    input: packet({ completion: { outcomes: [{ ...outcome, status: 'blocked', blocker: 'DNS access is missing.' }] } }),
    expect: [at('completion', 'UNBLOCK_MISSING', '/outcomes/0')],
    absent: ['COMPLETION_BLOCKER_MISSING'],
  },
  {
    name: 'completion: COMPLETED_WITH_REMAINING_WORK',
    input: packet({ completion: { outcomes: [{ ...outcome, remaining_work: 'Update the docs.' }] } }),
    expect: [at('completion', 'COMPLETED_WITH_REMAINING_WORK', '/outcomes/0/remaining_work')],
    status: 'REVIEW',
  },
  {
    name: 'completion: EVIDENCE_DIGEST_INVALID',
    input: packet({ completion: { outcomes: [{ ...outcome, evidence: ['E1', { ref: 'ci/run/1', digest: { sha256: 'abc' } }] }] } }),
    expect: [at('completion', 'EVIDENCE_DIGEST_INVALID', '/outcomes/0/evidence/1/digest/sha256')],
    absent: ['COMPLETION_EVIDENCE_ITEM_UNIDENTIFIED', 'CROSS_EVIDENCE_NOT_RECORDED'],
  },
  {
    name: 'completion: TIMESTAMP_INVALID',
    input: packet({ completion: { outcomes: [{ ...outcome, started_at: 'this morning' }] } }),
    expect: [at('completion', 'TIMESTAMP_INVALID', '/outcomes/0/started_at')],
  },
  {
    name: 'completion: OUTCOME_ENDS_BEFORE_START',
    input: packet({ completion: { outcomes: [{ ...outcome, started_at: '2026-11-21T16:00:00Z', ended_at: '2026-11-21T15:00:00Z' }] } }),
    expect: [at('completion', 'OUTCOME_ENDS_BEFORE_START', '/outcomes/0/ended_at')],
  },
  {
    name: 'completion: EVIDENCE_PREDATES_WORK',
    input: packet({
      completion: { outcomes: [{ ...outcome, started_at: '2026-11-21T16:00:00Z', evidence: ['E1', { ref: 'ci/run/1', generated_at: '2026-11-20T09:00:00Z' }] }] },
    }),
    expect: [at('completion', 'EVIDENCE_PREDATES_WORK', '/outcomes/0/evidence/1/generated_at')],
    status: 'REVIEW',
  },
  {
    name: 'completion: PROMISED_OUTCOME_MISSING',
    input: packet({ completion: { outcomes: [{ id: 'O1', status: 'completed', evidence: ['E1'] }] } }),
    expect: [at('completion', 'PROMISED_OUTCOME_MISSING', '/outcomes/0')],
    status: 'READY',
  },

  // ── tool_calls: schemas and recorded MCP responses ──
  {
    name: 'tool_calls: ARGUMENTS_SCHEMA_MISMATCH',
    input: packet({ tool_calls: { ...tc, contracts: [{ ...tc.contracts[0]!, input_schema: { type: 'object', properties: { path: { type: 'integer' } } } }] } }),
    expect: [at('tool_calls', 'ARGUMENTS_SCHEMA_MISMATCH', '/calls/0/arguments')],
  },
  {
    name: 'tool_calls: STRUCTURED_CONTENT_MISMATCH',
    input: packet({
      tool_calls: { contracts: [{ ...tc.contracts[0]!, output_schema: { type: 'object', required: ['text'] } }], calls: [{ ...tc.calls[0]!, content: [], structuredContent: {} }] },
    }),
    expect: [at('tool_calls', 'STRUCTURED_CONTENT_MISMATCH', '/calls/0/structuredContent')],
  },
  {
    name: 'tool_calls: STRUCTURED_CONTENT_MISSING',
    input: packet({ tool_calls: { contracts: [{ ...tc.contracts[0]!, output_schema: { type: 'object' } }], calls: [{ ...tc.calls[0]!, content: [] }] } }),
    expect: [at('tool_calls', 'STRUCTURED_CONTENT_MISSING', '/calls/0')],
  },
  {
    // 25,000 items × 41 steps each pass the member's 1,000,000-step validation budget.
    name: 'tool_calls: SCHEMA_CHECK_SKIPPED',
    input: packet({
      tool_calls: {
        contracts: [{ ...tc.contracts[0]!, input_schema: { type: 'object', properties: { a: { items: { anyOf: [...Array.from({ length: 39 }, () => ({ type: 'null' })), { type: 'string' }] } } } } }],
        calls: [{ ...tc.calls[0]!, arguments: { path: 'src/a.ts', a: Array.from({ length: 25000 }, () => 'x') } }],
      },
    }),
    expect: [at('tool_calls', 'SCHEMA_CHECK_SKIPPED', '/calls/0/arguments')],
  },
  {
    name: 'tool_calls: SCHEMA_KEYWORDS_NOT_EVALUATED',
    input: packet({ tool_calls: { ...tc, contracts: [{ ...tc.contracts[0]!, input_schema: { type: 'object', properties: { path: { type: 'string', pattern: '^src/' } } } }] } }),
    expect: [at('tool_calls', 'SCHEMA_KEYWORDS_NOT_EVALUATED', '/contracts/0/input_schema', { keywords: ['pattern'] })],
    status: 'READY',
  },
  {
    name: 'tool_calls: JSON_RPC_ERROR',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, error: { code: -32603, message: 'Internal error' } }] } }),
    expect: [at('tool_calls', 'JSON_RPC_ERROR', '/calls/0/error', { code: -32603, meaning: 'Internal error' })],
  },
  {
    name: 'tool_calls: RESULT_AND_ERROR',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, error: { code: -32603, message: 'Internal error' }, content: [] }] } }),
    expect: [at('tool_calls', 'RESULT_AND_ERROR', '/calls/0'), at('tool_calls', 'JSON_RPC_ERROR', '/calls/0/error')],
  },
  {
    name: 'tool_calls: INVALID_PARAMS_AS_PROTOCOL_ERROR',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, error: { code: -32602, message: 'Invalid arguments for tool read_file' } }] } }),
    expect: [at('tool_calls', 'JSON_RPC_ERROR', '/calls/0/error'), at('tool_calls', 'INVALID_PARAMS_AS_PROTOCOL_ERROR', '/calls/0/error/code')],
  },
  {
    name: 'tool_calls: TOOL_RESULT_IS_ERROR',
    input: packet({ tool_calls: { ...tc, calls: [{ ...tc.calls[0]!, content: [], isError: true }] } }),
    expect: [at('tool_calls', 'TOOL_RESULT_IS_ERROR', '/calls/0/isError')],
  },

  // ── tool_descriptions: tool-description-contract-linter ──
  {
    name: 'tool_descriptions: TOOL_NAME_INVALID',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile, name: 'read file' }] } }),
    expect: [at('tool_descriptions', 'TOOL_NAME_INVALID', '/tools/1/name')],
  },
  {
    name: 'tool_descriptions: DUPLICATE_TOOL_NAME',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile }] } }),
    expect: [at('tool_descriptions', 'DUPLICATE_TOOL_NAME', '/tools/0/name'), at('tool_descriptions', 'DUPLICATE_TOOL_NAME', '/tools/1/name')],
  },
  {
    name: 'tool_descriptions: TOOL_NAME_CASE_VARIANT (MCP names are case-sensitive: a notice)',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile, name: 'Read_File' }] } }),
    expect: [at('tool_descriptions', 'TOOL_NAME_CASE_VARIANT', '/tools/0/name'), at('tool_descriptions', 'TOOL_NAME_CASE_VARIANT', '/tools/1/name')],
    status: 'READY',
  },
  {
    name: 'tool_descriptions: TOOL_NAME_PLATFORM_LIMIT',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile, name: 'fs.read_file' }] } }),
    expect: [at('tool_descriptions', 'TOOL_NAME_PLATFORM_LIMIT', '/tools/1/name')],
    status: 'READY',
  },
  {
    name: 'tool_descriptions: TOOL_NAME_EDGE_CHARACTER',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile, name: 'read_file-' }] } }),
    expect: [at('tool_descriptions', 'TOOL_NAME_EDGE_CHARACTER', '/tools/1/name')],
  },
  {
    name: 'tool_descriptions: DESCRIPTION_INVALID',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, description: null }] } }),
    expect: [at('tool_descriptions', 'DESCRIPTION_INVALID', '/tools/0/description')],
  },
  {
    name: 'tool_descriptions: TOOL_SCHEMA_INVALID',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, inputSchema: null }] } }),
    expect: [at('tool_descriptions', 'TOOL_SCHEMA_INVALID', '/tools/0/inputSchema')],
  },
  {
    name: 'tool_descriptions: MCP_FIELD_INVALID',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, title: 7 }] } }),
    expect: [at('tool_descriptions', 'MCP_FIELD_INVALID', '/tools/0/title')],
  },
  {
    name: 'tool_descriptions: SCHEMA_NOT_PORTABLE',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, inputSchema: { type: 'object', properties: { path: {} } } }] } }),
    expect: [at('tool_descriptions', 'SCHEMA_NOT_PORTABLE', '/tools/0/inputSchema/properties/path')],
  },
  {
    name: 'tool_descriptions: ANNOTATIONS_CONTRADICTORY',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, annotations: { readOnlyHint: true, destructiveHint: true } }] } }),
    expect: [at('tool_descriptions', 'ANNOTATIONS_CONTRADICTORY', '/tools/0/annotations/destructiveHint')],
  },
  {
    name: 'tool_descriptions: READ_ONLY_HINT_ON_WRITE_NAME',
    input: packet({
      tool_descriptions: { tools: [readFile, { ...readFile, name: 'delete_file', description: 'Deletes one file from the workspace.', annotations: { readOnlyHint: true } }] },
    }),
    expect: [at('tool_descriptions', 'READ_ONLY_HINT_ON_WRITE_NAME', '/tools/1/annotations/readOnlyHint')],
    absent: ['TOOL_DESCRIPTIONS_WRITE_WITHOUT_SIDE_EFFECTS'],
  },
  {
    name: 'tool_descriptions: DESCRIPTION_MISSING',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, description: ' ' }] } }),
    expect: [at('tool_descriptions', 'DESCRIPTION_MISSING', '/tools/0/description')],
  },
  {
    name: 'tool_descriptions: DESCRIPTION_TOO_SHORT',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, description: 'Reads a file.' }] } }),
    expect: [at('tool_descriptions', 'DESCRIPTION_TOO_SHORT', '/tools/0/description')],
  },
  {
    name: 'tool_descriptions: DESCRIPTION_TOO_LONG',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, description: 'Reads one text file. '.repeat(60) }] } }),
    expect: [at('tool_descriptions', 'DESCRIPTION_TOO_LONG', '/tools/0/description')],
  },
  {
    name: 'tool_descriptions: VAGUE_PURPOSE',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, description: 'Reads whatever file the agent needs.' }] } }),
    expect: [at('tool_descriptions', 'VAGUE_PURPOSE', '/tools/0/description')],
  },
  {
    name: 'tool_descriptions: CONTRACT_FIELD_MISSING',
    input: packet({ tool_descriptions: { tools: [{ name: 'read_file', description: readFile.description, inputs: [], outputs: [], side_effects: [] }] } }),
    expect: [at('tool_descriptions', 'CONTRACT_FIELD_MISSING', '/tools/0', { field: 'failure_modes' })],
  },
  {
    name: 'tool_descriptions: WRITE_WITHOUT_SIDE_EFFECTS',
    input: packet({ tool_descriptions: { tools: [readFile, { ...readFile, name: 'delete_file', description: 'Deletes one file from the workspace.' }] } }),
    expect: [at('tool_descriptions', 'WRITE_WITHOUT_SIDE_EFFECTS', '/tools/1/side_effects')],
  },
  {
    name: 'tool_descriptions: COST_AMOUNT_MISSING',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, cost: { currency: 'USD' } }] } }),
    expect: [at('tool_descriptions', 'COST_AMOUNT_MISSING', '/tools/0/cost')],
  },
  {
    name: 'tool_descriptions: COST_AMOUNT_INVALID',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, cost: { amount: '-0.30', currency: 'USD' } }] } }),
    expect: [at('tool_descriptions', 'COST_AMOUNT_INVALID', '/tools/0/cost/amount')],
  },
  {
    name: 'tool_descriptions: COST_CURRENCY_MISSING',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, cost: { amount: '0.30' } }] } }),
    expect: [at('tool_descriptions', 'COST_CURRENCY_MISSING', '/tools/0/cost')],
  },
  {
    name: 'tool_descriptions: COST_CURRENCY_INVALID',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, cost: { amount: '0.30', currency: 'usd' } }] } }),
    expect: [at('tool_descriptions', 'COST_CURRENCY_INVALID', '/tools/0/cost/currency')],
  },
  {
    name: 'tool_descriptions: IDEMPOTENCY_UNKNOWN',
    input: packet({ tool_descriptions: { tools: [{ ...readFile, idempotency: 'yes' }] } }),
    expect: [at('tool_descriptions', 'IDEMPOTENCY_UNKNOWN', '/tools/0/idempotency')],
  },

  // ── skill_activation: skill-activation-verifier ──
  {
    name: 'skill_activation: CASE_ID_INVALID',
    input: packet({ skill_activation: { cases: [{ ...skillCase, id: '' }] } }),
    expect: [at('skill_activation', 'CASE_ID_INVALID', '/cases/0/id')],
  },
  {
    name: 'skill_activation: DUPLICATE_CASE_ID',
    input: packet({ skill_activation: { cases: [skillCase, skillCase] } }),
    expect: [at('skill_activation', 'DUPLICATE_CASE_ID', '/cases/0/id'), at('skill_activation', 'DUPLICATE_CASE_ID', '/cases/1/id')],
  },
  {
    name: 'skill_activation: SKILL_LIST_INVALID',
    input: packet({ skill_activation: { cases: [{ ...skillCase, observed_skills: 'testing' }] } }),
    expect: [at('skill_activation', 'SKILL_LIST_INVALID', '/cases/0/observed_skills')],
    absent: ['SKILL_ACTIVATION_MISSED_SKILL'],
  },
  {
    name: 'skill_activation: SKILL_NAME_INVALID',
    input: packet({ skill_activation: { cases: [{ ...skillCase, observed_skills: ['testing', 3] }] } }),
    expect: [at('skill_activation', 'SKILL_NAME_INVALID', '/cases/0/observed_skills/1')],
  },
  {
    name: 'skill_activation: DUPLICATE_EXPECTED_SKILL',
    input: packet({ skill_activation: { cases: [{ ...skillCase, expected_skills: ['testing', 'testing'] }] } }),
    expect: [
      at('skill_activation', 'DUPLICATE_EXPECTED_SKILL', '/cases/0/expected_skills/0'),
      at('skill_activation', 'DUPLICATE_EXPECTED_SKILL', '/cases/0/expected_skills/1'),
    ],
    status: 'READY',
  },
  {
    name: 'skill_activation: DUPLICATE_ACTIVATION',
    input: packet({ skill_activation: { cases: [{ ...skillCase, observed_skills: ['testing', 'testing'] }] } }),
    expect: [
      at('skill_activation', 'DUPLICATE_ACTIVATION', '/cases/0/observed_skills/0'),
      at('skill_activation', 'DUPLICATE_ACTIVATION', '/cases/0/observed_skills/1'),
    ],
  },
  {
    name: 'skill_activation: MISSED_SKILL',
    input: packet({ skill_activation: { cases: [{ ...skillCase, observed_skills: [] }] } }),
    expect: [at('skill_activation', 'MISSED_SKILL', '/cases/0/expected_skills/0')],
    absent: ['SKILL_ACTIVATION_SPURIOUS_SKILL'],
  },
  {
    name: 'skill_activation: SPURIOUS_SKILL',
    input: packet({ skill_activation: { cases: [{ ...skillCase, observed_skills: ['testing', 'deployment'] }] } }),
    expect: [at('skill_activation', 'SPURIOUS_SKILL', '/cases/0/observed_skills/1')],
    absent: ['SKILL_ACTIVATION_MISSED_SKILL'],
  },
  {
    name: 'skill_activation: AVAILABLE_SKILLS_INVALID',
    input: packet({ skill_activation: { cases: [{ ...skillCase, available_skills: 'testing' }] } }),
    expect: [at('skill_activation', 'AVAILABLE_SKILLS_INVALID', '/cases/0/available_skills')],
    absent: ['SKILL_ACTIVATION_EXPECTED_SKILL_UNAVAILABLE'],
  },
  {
    name: 'skill_activation: SKILL_METADATA_INVALID and DUPLICATE_AVAILABLE_SKILL',
    input: packet({ skill_activation: { cases: [{ ...skillCase, available_skills: [{ name: 'testing', description: '' }, 'testing'] }] } }),
    expect: [
      at('skill_activation', 'DUPLICATE_AVAILABLE_SKILL', '/cases/0/available_skills/0'),
      at('skill_activation', 'SKILL_METADATA_INVALID', '/cases/0/available_skills/0', { problems: ['description-empty'] }),
      at('skill_activation', 'DUPLICATE_AVAILABLE_SKILL', '/cases/0/available_skills/1'),
    ],
    absent: ['SKILL_ACTIVATION_EXPECTED_SKILL_UNAVAILABLE', 'SKILL_ACTIVATION_ACTIVATED_SKILL_UNAVAILABLE'],
  },
  {
    name: 'skill_activation: EXPECTED_SKILL_UNAVAILABLE and ACTIVATED_SKILL_UNAVAILABLE',
    input: packet({ skill_activation: { cases: [{ ...skillCase, available_skills: [] }] } }),
    expect: [
      at('skill_activation', 'EXPECTED_SKILL_UNAVAILABLE', '/cases/0/expected_skills/0'),
      at('skill_activation', 'ACTIVATED_SKILL_UNAVAILABLE', '/cases/0/observed_skills/0'),
    ],
    absent: ['SKILL_ACTIVATION_SKILL_METADATA_INVALID'],
  },

  // ── costs: agent-cost-decomposer ──
  {
    name: 'costs: CALL_ID_INVALID',
    input: packet({ costs: { calls: [costCall, { ...costCall, id: null }] } }),
    expect: [at('costs', 'CALL_ID_INVALID', '/calls/1/id')],
  },
  {
    name: 'costs: DUPLICATE_CALL_ID',
    input: packet({ costs: { calls: [costCall, costCall] } }),
    expect: [at('costs', 'DUPLICATE_CALL_ID', '/calls/0/id'), at('costs', 'DUPLICATE_CALL_ID', '/calls/1/id')],
    absent: ['TOOL_CALLS_DUPLICATE_CALL_ID', 'CROSS_COST_CALL_UNMATCHED'],
  },
  {
    name: 'costs: MODEL_INVALID',
    input: packet({ costs: { calls: [{ ...costCall, model: 4 }] } }),
    expect: [at('costs', 'MODEL_INVALID', '/calls/0/model')],
  },
  {
    name: 'costs: TOKEN_COUNT_INVALID',
    input: packet({ costs: { calls: [{ ...costCall, output_tokens: 12.5 }] } }),
    expect: [at('costs', 'TOKEN_COUNT_INVALID', '/calls/0/output_tokens')],
  },
  {
    name: 'costs: DECIMAL_TOO_LONG',
    input: packet({ costs: { calls: [{ ...costCall, input_tokens: '1'.repeat(51) }] } }),
    expect: [at('costs', 'DECIMAL_TOO_LONG', '/calls/0/input_tokens')],
  },
  {
    name: 'costs: RATE_INVALID',
    input: packet({ costs: { calls: [{ ...costCall, input_usd_per_million: -1 }] } }),
    expect: [at('costs', 'RATE_INVALID', '/calls/0/input_usd_per_million')],
  },
  {
    name: 'costs: TOOL_COST_INVALID',
    input: packet({ costs: { calls: [{ ...costCall, tool_cost_usd: '0,01' }] } }),
    expect: [at('costs', 'TOOL_COST_INVALID', '/calls/0/tool_cost_usd')],
  },
  {
    name: 'costs: CACHED_EXCEEDS_INPUT',
    input: packet({ costs: { calls: [{ ...costCall, cached_input_tokens: 200, cached_input_usd_per_million: 0.3 }] } }),
    expect: [at('costs', 'CACHED_EXCEEDS_INPUT', '/calls/0/cached_input_tokens')],
  },
  {
    name: 'costs: CACHED_RATE_MISSING',
    input: packet({ costs: { calls: [{ ...costCall, cached_input_tokens: 50 }] } }),
    expect: [at('costs', 'CACHED_RATE_MISSING', '/calls/0/cached_input_tokens')],
    status: 'REVIEW',
  },
  {
    name: 'costs: CACHE_WRITE_RATE_MISSING',
    input: packet({ costs: { calls: [{ ...costCall, cache_write_tokens: 50 }] } }),
    expect: [at('costs', 'CACHE_WRITE_RATE_MISSING', '/calls/0/cache_write_tokens')],
    status: 'REVIEW',
  },
  {
    name: 'costs: REASONING_EXCEEDS_OUTPUT',
    input: packet({ costs: { calls: [{ ...costCall, reasoning_tokens: 20 }] } }),
    expect: [at('costs', 'REASONING_EXCEEDS_OUTPUT', '/calls/0/reasoning_tokens')],
    status: 'BLOCKED',
  },
  {
    name: 'costs: LONG_CONTEXT_THRESHOLD_MISSING',
    input: packet({ costs: { calls: [{ ...costCall, long_context_input_usd_per_million: 6 }] } }),
    expect: [at('costs', 'LONG_CONTEXT_THRESHOLD_MISSING', '/calls/0/long_context_input_usd_per_million')],
    status: 'REVIEW',
  },
  {
    name: 'costs: USAGE_KEY_UNREAD',
    input: packet({ costs: { calls: [{ ...costCall, cache_creation_input_tokens: 5000 }] } }),
    expect: [at('costs', 'USAGE_KEY_UNREAD', '/calls/0/cache_creation_input_tokens')],
    status: 'REVIEW',
  },
  {
    name: 'costs: BUDGET_EXCEEDED is a packet-level member finding, shown at the section /costs',
    input: packet({ costs: { ...clean.costs, budget_usd: 0.0004 } }),
    expect: [at('costs', 'BUDGET_EXCEEDED', '', { totalUsd: '0.00045' })],
    status: 'BLOCKED',
  },
  {
    name: 'costs: a total equal to the budget is within it',
    input: packet({ costs: { ...clean.costs, budget_usd: 0.00045 } }),
    expect: [],
    absent: ['COSTS_BUDGET_EXCEEDED'],
  },
]);

/** The cases above, then one file per cross-section rule added after them under test/cases/. */
export const cases = [...packCases, ...evidenceDigestCases, ...completedOnFailedCallsCases];

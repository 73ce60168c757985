// A completed action resting on failed tool calls. The failure is the tool-call auditor's own reading
// (CALL_FAILED), the outcome an OpenTelemetry GenAI `execute_tool` span records as `error.type`
// ("Conditionally Required if the operation ended in an error",
// https://opentelemetry.io/docs/specs/semconv/gen-ai/gen-ai-spans/#execute-tool-span).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { at, clean, packet } from '../packet.js';

const pa = clean.promise_action;
const tc = clean.tool_calls;
const call = tc.calls[0]!;
const A1 = pa.actions[0]!;
const calls = (...outcomes: Array<[string, string]>): Input['tool_calls'] => ({ ...tc, calls: outcomes.map(([id, outcome]) => ({ ...call, id, outcome })) });
const evidence = [...pa.evidence, { id: 'C2', kind: 'tool-call' }];
const costs = (...ids: string[]): Input['costs'] => ({ calls: ids.map((id) => ({ ...clean.costs.calls[0]!, id })) });

export const completedOnFailedCallsCases = defineCases<Input>([
  {
    name: 'a completed action whose cited calls all failed is a warning at each entry naming a call',
    input: packet({
      promise_action: { ...pa, actions: [{ ...A1, evidence_ids: ['C1', 'E1', 'C2'] }], evidence },
      tool_calls: calls(['C1', 'error'], ['C2', 'Timeout']),
      costs: costs('C1', 'C2'),
    }),
    expect: [
      { code: 'CROSS_COMPLETED_ON_FAILED_CALLS', pointer: '/promise_action/actions/0/evidence_ids/0', subject: 'A1', details: { action: 'A1', id: 'C1', callCount: 1, calls: [1] } },
      { code: 'CROSS_COMPLETED_ON_FAILED_CALLS', pointer: '/promise_action/actions/0/evidence_ids/2', subject: 'A1', details: { id: 'C2', calls: [2] } },
      at('tool_calls', 'CALL_FAILED', '/calls/0/outcome'),
      at('tool_calls', 'CALL_FAILED', '/calls/1/outcome'),
    ],
    status: 'REVIEW',
    report: { crossSection: { calls: [{ id: 'C1', failed: true }, { id: 'C2', failed: true }] } },
  },
  {
    name: 'a retry that succeeded, a partial action and an outcome the auditor does not read as failed are no finding',
    input: packet({
      promise_action: {
        ...pa,
        actions: [
          { ...A1, evidence_ids: ['C1', 'C2', 'E1'] },
          { id: 'A2', status: 'partial', promise_ids: ['P1'], evidence_ids: ['C1'] },
          { id: 'A3', status: 'completed', promise_ids: ['P1'], evidence_ids: ['C3'] },
        ],
        evidence: [...evidence, { id: 'C3', kind: 'tool-call' }],
      },
      tool_calls: calls(['C1', 'error'], ['C2', 'ok'], ['C3', 'partial failure']),
      costs: costs('C1', 'C2', 'C3'),
    }),
    expect: [at('tool_calls', 'CALL_FAILED', '/calls/0/outcome')],
    status: 'READY',
    absent: ['CROSS_COMPLETED_ON_FAILED_CALLS'],
    report: { crossSection: { calls: [{ failed: true }, { failed: false }, { failed: false }] } },
  },
  {
    name: 'calls sharing a cited id count as failed only when every one of them failed',
    input: packet({
      promise_action: { ...pa, actions: [{ ...A1, evidence_ids: ['C1'] }, { id: 'A2', status: 'completed', promise_ids: ['P1'], evidence_ids: ['C2'] }], evidence },
      tool_calls: calls(['C1', 'error'], ['C1', 'failed'], ['C2', 'error'], ['C2', 'ok']),
      costs: costs('C1', 'C2'),
    }),
    expect: [{ code: 'CROSS_COMPLETED_ON_FAILED_CALLS', pointer: '/promise_action/actions/0/evidence_ids/0', subject: 'A1', details: { id: 'C1', callCount: 2, calls: [1, 2] } }],
    partial: true,
  },
]);

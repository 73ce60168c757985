// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest: the six members' run plus the pack's re-emission of their findings
// and its cross-section joins. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const codesAt = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const pointersOf = (findings: Finding[], code: string) => codesAt(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const tool = { name: 't', description: 'Does one thing to one file and returns it.', inputs: ['path'], outputs: ['text'], side_effects: [], failure_modes: ['missing'] };
const cost = (id: string) => ({ id, input_tokens: 1, output_tokens: 1, input_usd_per_million: 1, output_usd_per_million: 1 });

/** A packet whose sections are small and clean except for the ones given. */
const packet = (sections: Partial<Input>): Input => ({
  promise_action: { promises: [{ id: 'P' }], actions: [], evidence: [{ id: 'E' }] },
  tool_calls: { contracts: [{ tool: 't' }], calls: [] },
  completion: { outcomes: [{ id: 'O', status: 'completed', promised_outcome: 'x', evidence: ['E'] }] },
  tool_descriptions: { tools: [tool] },
  skill_activation: { cases: [{ id: 'K', expected_skills: ['s'], observed_skills: ['s'] }] },
  costs: { calls: [cost('C')] },
  ...sections,
});

export const shapes = defineShapes<Input>([
  {
    name: 'n tool calls repeat one id, cited by n actions and costed by n records',
    max: 1000,
    grow: (n) =>
      packet({
        promise_action: { promises: [{ id: 'P' }], actions: range(n).map((i) => ({ id: `A${i}`, status: 'completed', promise_ids: ['P'], evidence_ids: ['C'] })), evidence: [{ id: 'C' }, { id: 'E' }] },
        tool_calls: { contracts: [{ tool: 't' }], calls: range(n).map(() => ({ id: 'C', tool: 't', arguments: {} })) },
        costs: { calls: range(n).map(() => cost('C')) },
      }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'TOOL_CALLS_DUPLICATE_CALL_ID')).toEqual(n >= 2 ? range(n).map((i) => `/tool_calls/calls/${i}/id`) : []);
      // Every call is cited (by all n actions) and costed, so no cross-section finding.
      expect(findings.filter((f) => f.code.startsWith('CROSS_'))).toEqual([]);
      const cross = (result.report as { crossSection: { calls: Array<{ costRecords: number; actions: unknown[] }>; costRecords: Array<{ toolCall: boolean }> } }).crossSection;
      expect(cross.calls.map((call) => call.costRecords)).toEqual(range(n).map(() => n));
      // The n citing actions are listed once, at the first call with the id.
      expect(cross.calls[0]?.actions).toEqual(range(n).map((i) => `A${i}`));
      expect(cross.calls.slice(1).every((call) => call.actions.length === 0)).toBe(true);
      expect(cross.costRecords.every((record) => record.toolCall)).toBe(true);
    },
  },
  {
    name: 'n tool calls to n undescribed tools, cited by no action, with n unmatched cost records',
    max: 1000,
    grow: (n) =>
      packet({
        tool_calls: { contracts: [{ tool: 't' }], calls: range(n).map((i) => ({ id: `C${i}`, tool: `tool-${i}`, arguments: {}, outcome: 'error' })) },
        costs: { calls: range(n).map((i) => cost(`X${i}`)) },
      }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const all = range(n);
      expect(pointersOf(findings, 'CROSS_CALL_UNREFERENCED')).toEqual(all.map((i) => `/tool_calls/calls/${i}`));
      expect(pointersOf(findings, 'CROSS_TOOL_UNDESCRIBED')).toEqual(all.map((i) => `/tool_calls/calls/${i}/tool`));
      expect(pointersOf(findings, 'CROSS_COST_CALL_UNMATCHED')).toEqual(all.map((i) => `/costs/calls/${i}/id`));
      expect(pointersOf(findings, 'TOOL_CALLS_NO_CONTRACT')).toEqual(all.map((i) => `/tool_calls/calls/${i}/tool`));
      expect(pointersOf(findings, 'TOOL_CALLS_CALL_FAILED')).toEqual(all.map((i) => `/tool_calls/calls/${i}/outcome`));
    },
  },
  {
    name: 'completion evidence objects carrying five references each, all recorded by n promise_action evidence items',
    max: 5000,
    grow: (n) =>
      packet({
        promise_action: {
          promises: [{ id: 'P' }],
          actions: [{ id: 'A', status: 'completed', promise_ids: ['P'], evidence_ids: range(n).map((i) => `E${i}`) }],
          evidence: range(n).map((i) => ({ id: `E${i}`, ref: `r${i}`, url: `u${i}`, uri: `v${i}`, path: `p${i}` })),
        },
        completion: {
          // Item i under outcome i mod 1000.
          outcomes: range(Math.min(n, 1000)).map((o) => ({
            id: `O${o}`,
            status: 'completed',
            promised_outcome: 'x',
            evidence: range(Math.ceil((n - o) / 1000)).map((k) => {
              const i = o + 1000 * k;
              return { id: `p${i}`, ref: `v${i}`, url: `u${i}`, uri: `r${i}`, path: `E${i}` };
            }),
          })),
        },
      }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'CROSS_EVIDENCE_NOT_RECORDED')).toEqual([]);
      const cross = (result.report as { crossSection: { evidence: Array<{ recordedAs: unknown; references: unknown[] }> } }).crossSection;
      expect(cross.evidence).toHaveLength(n);
      // Each item's earliest recording is the item with the same number (all five of its keys name it).
      expect(cross.evidence.every((item) => item.references.length === 5)).toBe(true);
      expect(new Set(cross.evidence.map((item) => item.recordedAs)).size).toBe(n);
    },
  },
  {
    name: 'one outcome with a long id cites n evidence items nobody recorded',
    max: 30_000,
    grow: (n) => packet({ completion: { outcomes: [{ id: 'o'.repeat(4 * n), status: 'completed', promised_outcome: 'x', evidence: range(n) }] } }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'CROSS_EVIDENCE_NOT_RECORDED')).toEqual(range(n).map((i) => `/completion/outcomes/0/evidence/${i}`));
      expect(codesAt(findings, 'CROSS_EVIDENCE_NOT_RECORDED').map((f) => f.details.position)).toEqual(range(n).map((i) => i + 1));
      // Each finding names the outcome by its id, cut to 256 characters once the id is too long to read.
      const name = 4 * n > 256 ? `${'o'.repeat(256)}…` : 'o'.repeat(4 * n);
      expect(codesAt(findings, 'CROSS_EVIDENCE_NOT_RECORDED').every((f) => f.details.outcome === name)).toBe(true);
      expect(pointersOf(findings, 'COMPLETION_ID_TOO_LONG')).toEqual(4 * n > 256 ? ['/completion/outcomes/0/id'] : []);
      const cross = (result.report as { crossSection: { evidence: Array<{ outcome: unknown }> } }).crossSection;
      expect(cross.evidence.every((item) => item.outcome === (4 * n > 256 ? null : 'o'.repeat(4 * n)))).toBe(true);
    },
  },
]);

// The clean packet every case changes, and how a member finding shows in the pack.
import type { ExpectedFinding } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

export type Section = keyof Input;
export type Sections = { [Name in Section]: Input[Name] };

export const TAG: Record<Section, string> = {
  promise_action: 'PROMISE_ACTION',
  tool_calls: 'TOOL_CALLS',
  completion: 'COMPLETION',
  tool_descriptions: 'TOOL_DESCRIPTIONS',
  skill_activation: 'SKILL_ACTIVATION',
  costs: 'COSTS',
};

/** A member finding as the pack shows it: the section tag on the code, the section before the pointer. */
export const at = (section: Section, code: string, pointer: string, details?: ExpectedFinding['details']): ExpectedFinding => ({
  code: `${TAG[section]}_${code}`,
  pointer: `/${section}${pointer}`,
  ...(details ? { details } : {}),
});

export const readFile = {
  name: 'read_file',
  description: 'Reads one UTF-8 text file from the workspace.',
  inputs: ['path'],
  outputs: ['contents'],
  side_effects: [],
  failure_modes: ['file not found'],
};

/**
 * A clean packet: action A1 cites the evidence E1 and the tool call C1, outcome O1 cites E1, the
 * one call C1 has a cost record and its tool a description. Every section is READY, and no ids miss.
 */
export const clean: Sections = {
  promise_action: {
    promises: [{ id: 'P1' }],
    actions: [{ id: 'A1', status: 'completed', promise_ids: ['P1'], evidence_ids: ['E1', 'C1'] }],
    evidence: [
      { id: 'E1', ref: 'ci/run/1' },
      { id: 'C1', kind: 'tool-call' },
    ],
  },
  tool_calls: {
    contracts: [{ tool: 'read_file', required_arguments: ['path'] }],
    calls: [{ id: 'C1', tool: 'read_file', arguments: { path: 'src/a.ts' } }],
  },
  completion: { outcomes: [{ id: 'O1', status: 'completed', promised_outcome: 'Tests pass.', evidence: ['E1'] }] },
  tool_descriptions: { tools: [readFile] },
  skill_activation: { cases: [{ id: 'K1', expected_skills: ['testing'], observed_skills: ['testing'] }] },
  costs: { calls: [{ id: 'C1', input_tokens: 100, output_tokens: 10, input_usd_per_million: 3, output_usd_per_million: 15 }] },
};

/** The clean packet with some sections replaced. */
export const packet = (changes: Partial<Sections>): Input => ({ ...clean, ...changes });

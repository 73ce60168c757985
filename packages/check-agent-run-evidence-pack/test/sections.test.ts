// The pack's sections equal the member products' own results on the same sub-packets: for each
// section, the pack's findings of that section with the section tag and pointer prefix stripped
// equal the member's run(sub-packet).findings, and the section's status, summary and report equal
// the member's. Inputs: the pack's sample and cases, each member's own sample and own test cases
// (embedded as that section of a clean packet), and generated sub-packets of each member's schema.
import { run as costsRun, sampleInput as costsSample, inputSchema as costsSchema } from '@evidence-check/agent-cost-decomposer';
import { run as completionRun, sampleInput as completionSample, inputSchema as completionSchema } from '@evidence-check/completion-evidence-receipt-auditor';
import type { CheckResult, Finding, JsonObject } from '@evidence-check/core-receipt';
import { run as promiseActionRun, sampleInput as promiseActionSample, inputSchema as promiseActionSchema } from '@evidence-check/promise-action-evidence-checker';
import { compileSchema } from '@evidence-check/schema-validator';
import { run as skillRun, sampleInput as skillSample, inputSchema as skillSchema } from '@evidence-check/skill-activation-verifier';
import { run as toolCallsRun, sampleInput as toolCallsSample, inputSchema as toolCallsSchema } from '@evidence-check/tool-call-contract-auditor';
import { run as toolDescriptionsRun, sampleInput as toolDescriptionsSample, inputSchema as toolDescriptionsSchema } from '@evidence-check/tool-description-contract-linter';
import fc from 'fast-check';
import { validPacketArbitrary as arbitraryFor } from '@evidence-check/test-utils/schema-arbitrary';
import { cases as costsCases } from '../../check-agent-cost-decomposer/test/cases.js';
import { cases as completionCases } from '../../check-completion-evidence-receipt-auditor/test/cases.js';
import { cases as promiseActionCases } from '../../check-promise-action-evidence-checker/test/cases.js';
import { cases as skillCases } from '../../check-skill-activation-verifier/test/cases.js';
import { cases as toolCallsCases } from '../../check-tool-call-contract-auditor/test/cases.js';
import { cases as toolDescriptionsCases } from '../../check-tool-description-contract-linter/test/cases.js';
import { inputSchema, run, sampleInput, type Input } from '../src/index.js';
import { cases as packCases, packet } from './cases.js';

type Section = keyof Input;
interface Member {
  section: Section;
  tag: string;
  utility: string;
  run: (input: never) => CheckResult<unknown>;
  sample: unknown;
  schema: JsonObject;
  cases: ReadonlyArray<{ name: string; input: unknown }>;
}

// Written out here rather than taken from src/lib/members.ts, so the test does not trust the mapping it checks.
const MEMBERS: Member[] = [
  { section: 'promise_action', tag: 'PROMISE_ACTION', utility: 'promise-action-evidence-checker', run: promiseActionRun, sample: promiseActionSample, schema: promiseActionSchema, cases: promiseActionCases },
  { section: 'tool_calls', tag: 'TOOL_CALLS', utility: 'tool-call-contract-auditor', run: toolCallsRun, sample: toolCallsSample, schema: toolCallsSchema, cases: toolCallsCases },
  { section: 'completion', tag: 'COMPLETION', utility: 'completion-evidence-receipt-auditor', run: completionRun, sample: completionSample, schema: completionSchema, cases: completionCases },
  { section: 'tool_descriptions', tag: 'TOOL_DESCRIPTIONS', utility: 'tool-description-contract-linter', run: toolDescriptionsRun, sample: toolDescriptionsSample, schema: toolDescriptionsSchema, cases: toolDescriptionsCases },
  { section: 'skill_activation', tag: 'SKILL_ACTIVATION', utility: 'skill-activation-verifier', run: skillRun, sample: skillSample, schema: skillSchema, cases: skillCases },
  { section: 'costs', tag: 'COSTS', utility: 'agent-cost-decomposer', run: costsRun, sample: costsSample, schema: costsSchema, cases: costsCases },
];

const validatePack = compileSchema(inputSchema);

/** The pack's findings of one section, as the member would report them. */
function sectionFindings(findings: readonly Finding[], { section, tag }: Member): Finding[] {
  return findings
    .filter((finding) => finding.code.startsWith(`${tag}_`))
    .map((finding) => {
      expect(finding.pointer === `/${section}` || finding.pointer.startsWith(`/${section}/`)).toBe(true);
      return { ...finding, code: finding.code.slice(tag.length + 1), pointer: finding.pointer.slice(section.length + 1) };
    });
}

/** The sub-packet a member receives: the section without the keys its closed top level does not name. */
function subPacketOf(member: Member, section: unknown): unknown {
  const known = Object.keys(member.schema.properties as JsonObject);
  return Object.fromEntries(Object.entries(section as JsonObject).filter(([key]) => known.includes(key)));
}

function expectSectionsEqualMembers(input: Input): void {
  const result = run(input);
  for (const member of MEMBERS) {
    const sub = subPacketOf(member, input[member.section]);
    const own = member.run(sub as never);
    expect(sectionFindings(result.findings, member)).toEqual(own.findings);
    const section = (result.report.sections as Record<string, { utility: string; status: string; summary: unknown; report: unknown }>)[member.section];
    expect(section).toMatchObject({ utility: member.utility, version: own.version, status: own.status, summary: own.summary });
    expect(section?.report).toEqual(own.report);
  }
  // Every finding is a member finding of exactly one section or one of the pack's own cross-section findings.
  for (const finding of result.findings) {
    const owners = MEMBERS.filter(({ tag }) => finding.code.startsWith(`${tag}_`)).length;
    expect([finding.code, owners + (finding.code.startsWith('CROSS_') ? 1 : 0)]).toEqual([finding.code, 1]);
  }
}

describe('each section equals its member product on the same sub-packet', () => {
  test('the sample', () => {
    expectSectionsEqualMembers(sampleInput);
  });

  test('every case of the pack', () => {
    for (const { input } of packCases) expectSectionsEqualMembers(input);
  });

  test.each(MEMBERS.map((member) => [member.section, member] as const))('%s: the member sample and every member case input', (_name, member) => {
    const inputs = [member.sample, ...member.cases.map((testCase) => testCase.input)];
    let checked = 0;
    for (const sub of inputs) {
      const input = packet({ [member.section]: sub } as Partial<Input>);
      // Member case inputs are valid member requests, so the pack must accept them as that section.
      expect(validatePack(input)).toEqual([]);
      expectSectionsEqualMembers(input);
      checked++;
    }
    expect(checked).toBe(member.cases.length + 1);
  });

  test.each(MEMBERS.map((member) => [member.section, member] as const))('%s: generated sub-packets of the member schema', (_name, member) => {
    fc.assert(
      fc.property(arbitraryFor(member.schema), (sub) => {
        const input = packet({ [member.section]: sub } as Partial<Input>);
        expect(validatePack(input)).toEqual([]);
        expectSectionsEqualMembers(input);
      }),
      { numRuns: 60 },
    );
  });

  test('keys beyond the member request are left out of the sub-packet and carried into the section extra', () => {
    const input = packet({
      tool_calls: { ...packet({}).tool_calls, run_id: 'run-42', note: { by: 'agent' } } as Input['tool_calls'],
      costs: { ...packet({}).costs, currency: 'USD' } as Input['costs'],
    });
    const result = run(input);
    const sections = result.report.sections as unknown as Record<string, { extra: JsonObject }>;
    expect(sections.tool_calls?.extra).toEqual({ run_id: 'run-42', note: { by: 'agent' } });
    expect(sections.costs?.extra).toEqual({ currency: 'USD' });
    expect(sections.promise_action?.extra).toEqual({});
    expect(result.status).toBe('READY');
    expectSectionsEqualMembers(input);
  });
});

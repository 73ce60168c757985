import { codes as costsCodes } from '@evidence-check/agent-cost-decomposer';
import { codes as completionCodes } from '@evidence-check/completion-evidence-receipt-auditor';
import { defineRule, deriveStatus, mergeCodes, type CodeTable, type Finding, type Status } from '@evidence-check/core-receipt';
import { codes as promiseActionCodes } from '@evidence-check/promise-action-evidence-checker';
import { codes as skillCodes } from '@evidence-check/skill-activation-verifier';
import { codes as toolCallsCodes } from '@evidence-check/tool-call-contract-auditor';
import { codes as toolDescriptionsCodes } from '@evidence-check/tool-description-contract-linter';
import { compileSchema } from '@evidence-check/schema-validator';
import { rules } from '../src/codes.js';
import { codes, inputSchema, run, sampleInput, type Input } from '../src/index.js';
import { cases, clean, packet } from './cases.js';

const MEMBER_CODES: Array<[string, CodeTable]> = [
  ['PROMISE_ACTION', promiseActionCodes],
  ['TOOL_CALLS', toolCallsCodes],
  ['COMPLETION', completionCodes],
  ['TOOL_DESCRIPTIONS', toolDescriptionsCodes],
  ['SKILL_ACTIVATION', skillCodes],
  ['COSTS', costsCodes],
];
const CROSS = [
  'CROSS_CALL_UNREFERENCED',
  'CROSS_COMPLETED_ON_FAILED_CALLS',
  'CROSS_COST_CALL_UNMATCHED',
  'CROSS_EVIDENCE_DIGEST_MISMATCH',
  'CROSS_EVIDENCE_NOT_RECORDED',
  'CROSS_TOOL_UNDESCRIBED',
];

const RANK: Record<Status, number> = { READY: 0, REVIEW: 1, BLOCKED: 2 };
const worst = (statuses: Status[]): Status => statuses.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'READY');

type SectionView = { status: Status; summary: { errors: number; warnings: number; notices: number } };
type CrossView = SectionView;

describe('the code table', () => {
  test('is the six cross-section codes plus every member code under <SECTION>_<CODE>, with the member severity, message and example', () => {
    const expected = [...CROSS, ...MEMBER_CODES.flatMap(([tag, table]) => Object.keys(table).map((code) => `${tag}_${code}`))];
    expect(Object.keys(codes).sort()).toEqual(expected.sort());
    const table = codes as CodeTable;
    for (const [tag, member] of MEMBER_CODES) {
      for (const [code, spec] of Object.entries(member)) {
        const own = table[`${tag}_${code}`];
        expect(own).toMatchObject({ severity: spec.severity, message: spec.message, example: spec.example });
        expect(own?.description).toContain(spec.description);
      }
    }
  });

  test('two members may share a code name (INVALID_ID, DUPLICATE_CALL_ID) with different messages: the tags keep them apart', () => {
    expect(promiseActionCodes.INVALID_ID.message).not.toBe(toolCallsCodes.INVALID_ID.message);
    expect((codes as CodeTable).PROMISE_ACTION_INVALID_ID?.message).toBe(promiseActionCodes.INVALID_ID.message);
    expect((codes as CodeTable).TOOL_CALLS_INVALID_ID?.message).toBe(toolCallsCodes.INVALID_ID.message);
    expect((codes as CodeTable).COMPLETION_INVALID_ID?.message).toBe(completionCodes.INVALID_ID.message);
    expect((codes as CodeTable).COSTS_DUPLICATE_CALL_ID?.message).toBe(costsCodes.DUPLICATE_CALL_ID.message);
  });

  test('a name in both the cross-section table and the member table fails when the module loads', () => {
    const spec = { severity: 'notice', message: 'm', description: 'd', example: 'e' } as const;
    const clash = defineRule<unknown>()({ name: 'clash', codes: { TOOL_CALLS_INVALID_ID: spec }, check: () => undefined });
    expect(() => mergeCodes([clash, ...rules])).toThrow(/TOOL_CALLS_INVALID_ID is declared by two rules/);
    // The pack's own codes come first in the table, then the members'.
    expect(Object.keys(codes).slice(0, CROSS.length).sort()).toEqual(CROSS);
  });
});

describe('the consolidated status and summary', () => {
  const inputs: Array<[string, Input]> = [['the sample', sampleInput], ...cases.map((testCase) => [testCase.name, testCase.input] as [string, Input])];

  test.each(inputs)('%s: the status is the worst of the sections and the cross-section findings; the counts add up', (_name, input) => {
    const result = run(input);
    const sections = Object.values(result.report.sections) as SectionView[];
    const cross = result.report.crossSection as CrossView;
    expect(result.status).toBe(worst([...sections.map((section) => section.status), cross.status]));
    for (const key of ['errors', 'warnings', 'notices'] as const) {
      expect(result.summary[key]).toBe(sections.reduce((sum, section) => sum + section.summary[key], 0) + cross.summary[key]);
    }
    const crossFindings = result.findings.filter((finding) => finding.code.startsWith('CROSS_'));
    expect(cross.status).toBe(deriveStatus(crossFindings));
    expect(result.summary.crossSectionFindings).toBe(crossFindings.length);
    expect([result.summary.sectionsReady, result.summary.sectionsReview, result.summary.sectionsBlocked]).toEqual(
      (['READY', 'REVIEW', 'BLOCKED'] as const).map((status) => sections.filter((section) => section.status === status).length),
    );
  });

  test('the sections are reported in request order', () => {
    expect(Object.keys(run(sampleInput).report.sections)).toEqual(['promise_action', 'tool_calls', 'completion', 'tool_descriptions', 'skill_activation', 'costs']);
  });
});

describe('the sample', () => {
  const result = run(sampleInput);
  const byCode = (code: string) => result.findings.filter((finding) => finding.code === code).map((finding) => finding.pointer);

  test('shows every cross-section rule, and member findings of every section', () => {
    expect(byCode('CROSS_EVIDENCE_NOT_RECORDED')).toEqual(['/completion/outcomes/1/evidence/0']);
    expect(byCode('CROSS_CALL_UNREFERENCED')).toEqual(['/tool_calls/calls/2', '/tool_calls/calls/3', '/tool_calls/calls/4']);
    expect(byCode('CROSS_COST_CALL_UNMATCHED')).toEqual(['/costs/calls/4/id']);
    expect(byCode('CROSS_TOOL_UNDESCRIBED')).toEqual(['/tool_calls/calls/1/tool']);
    // The completion records pass their own auditor; only the join with promise_action shows the gap.
    const statuses = Object.fromEntries(Object.entries(result.report.sections as Record<string, SectionView>).map(([name, section]) => [name, section.status]));
    expect(statuses).toEqual({
      promise_action: 'BLOCKED',
      tool_calls: 'BLOCKED',
      completion: 'READY',
      tool_descriptions: 'REVIEW',
      skill_activation: 'BLOCKED',
      costs: 'BLOCKED',
    });
    expect(result.status).toBe('BLOCKED');
  });

  test('a packet-level member finding sits at its section: the cost decomposer\'s "" is /costs', () => {
    expect(byCode('COSTS_BUDGET_EXCEEDED')).toEqual(['/costs']);
    // 12000−8000 input at 3, 8000 cached at 0.3, 400 out at 15; 9000 in at 3, 600 out; 4000 in, 150 out;
    // 3000 in, 100 out, 0.01 tool; 2000 in at 0.25, 300 out at 1.25: 0.0204 + 0.036 + 0.01425 + 0.0205 + 0.000875.
    expect(result.findings.find((finding) => finding.code === 'COSTS_BUDGET_EXCEEDED')?.details).toMatchObject({ totalUsd: '0.092025', overBudgetUsd: '0.012025' });
  });
});

describe('bounded', () => {
  const validate = compileSchema(inputSchema);
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  test('every list at its schema maximum, with a cross-section fault on every item, completes', () => {
    const input: Input = {
      promise_action: {
        promises: range(1000).map((i) => ({ id: `P${i}` })),
        actions: range(2000).map((i) => ({ id: `A${i}`, status: 'completed', promise_ids: [`P${i % 1000}`], evidence_ids: [`E${i}`, `E${i + 2000}`] })),
        evidence: range(5000).map((i) => ({ id: `E${i}`, ref: `ref/${i}` })),
      },
      tool_calls: {
        contracts: range(1000).map((i) => ({ tool: `tool_${i}`, max_calls: 5, required_arguments: ['path'], forbidden_arguments: ['sudo'] })),
        calls: range(5000).map((i) => ({ id: `C${i}`, tool: `tool_${i % 1000}`, arguments: { path: `f${i}` }, outcome: 'ok' })),
      },
      completion: {
        outcomes: range(1000).map((i) => ({ id: `O${i}`, status: 'completed', promised_outcome: 'x', evidence: range(5).map((j) => `missing/${i}/${j}`) })),
      },
      tool_descriptions: { tools: range(1000).map((i) => ({ name: `other_${i}`, description: 'Describes another tool than the ones called.' })) },
      skill_activation: { cases: range(1000).map((i) => ({ id: `K${i}`, expected_skills: ['a', 'b'], observed_skills: ['b', 'c', 'c'] })) },
      costs: {
        budget_usd: 0,
        calls: range(1000).map((i) => ({ id: `X${i}`, input_tokens: 1000, output_tokens: 100, input_usd_per_million: 3, output_usd_per_million: 15 })),
      },
    };
    expect(validate(input)).toEqual([]);
    const result = run(input);
    const count = (code: string) => result.findings.filter((finding: Finding) => finding.code === code).length;
    expect(count('CROSS_CALL_UNREFERENCED')).toBe(5000);
    expect(count('CROSS_TOOL_UNDESCRIBED')).toBe(1000);
    expect(count('CROSS_EVIDENCE_NOT_RECORDED')).toBe(5000);
    expect(count('CROSS_COST_CALL_UNMATCHED')).toBe(1000);
    expect(count('COSTS_BUDGET_EXCEEDED')).toBe(1);
    expect(result.status).toBe('BLOCKED');
  }, 120_000);

  test('a 256 KiB packet of one long evidence list and one long citation list completes', () => {
    const n = 15_000;
    const ids = range(n).map((i) => `E${i}`);
    const input = packet({
      promise_action: { ...clean.promise_action, actions: [{ id: 'A1', status: 'completed', promise_ids: ['P1'], evidence_ids: [...ids, 'C1'] }], evidence: [...clean.promise_action.evidence] },
      completion: { outcomes: [{ id: 'O1', status: 'completed', promised_outcome: 'x', evidence: ids }] },
    });
    const size = Buffer.byteLength(JSON.stringify(input));
    expect(size).toBeGreaterThan(240 * 1024);
    expect(size).toBeLessThanOrEqual(256 * 1024);
    const result = run(input);
    // E1 is the one evidence item both sections know; every other citation misses on both sides.
    expect(result.findings.filter((finding) => finding.code === 'CROSS_EVIDENCE_NOT_RECORDED')).toHaveLength(n - 1);
    expect(result.findings.filter((finding) => finding.code === 'PROMISE_ACTION_EVIDENCE_NOT_FOUND')).toHaveLength(n - 1);
  }, 120_000);
});

import { inputSchema as costsSchema, sampleInput as costsSample } from '@evidence-check/agent-cost-decomposer';
import { inputSchema as completionSchema, sampleInput as completionSample } from '@evidence-check/completion-evidence-receipt-auditor';
import { inputSchema as promiseActionSchema, sampleInput as promiseActionSample } from '@evidence-check/promise-action-evidence-checker';
import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema as skillSchema, sampleInput as skillSample } from '@evidence-check/skill-activation-verifier';
import { inputSchema as toolCallsSchema, sampleInput as toolCallsSample } from '@evidence-check/tool-call-contract-auditor';
import { inputSchema as toolDescriptionsSchema, sampleInput as toolDescriptionsSample } from '@evidence-check/tool-description-contract-linter';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const items = (n: number, make: (i: number) => object) => Array.from({ length: n }, (_, i) => make(i));
const promise = (i: number) => ({ id: `P${i}` });
const action = (i: number) => ({ id: `A${i}`, status: 'completed', promise_ids: [], evidence_ids: [] });
const evidence = (i: number) => ({ id: `E${i}` });
const toolCall = (i: number) => ({ id: `C${i}`, tool: 'read_file', arguments: {} });
const costCall = (i: number) => ({
  id: `M${i}`,
  input_tokens: 10,
  output_tokens: 5,
  input_usd_per_million: 3,
  output_usd_per_million: 15,
});

const MEMBERS = ['promise_action', 'tool_calls', 'completion', 'tool_descriptions', 'skill_activation', 'costs'];

function expectBounds(pointer: string, make: (i: number) => object, min: number, max: number) {
  expect(validate(withValueAt(sampleInput, pointer, items(min, make)))).toEqual([]);
  expect(validate(withValueAt(sampleInput, pointer, items(max, make)))).toEqual([]);
  if (min > 0) {
    expect(validate(withValueAt(sampleInput, pointer, items(min - 1, make)))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'minItems' }),
    );
  }
  expect(validate(withValueAt(sampleInput, pointer, items(max + 1, make)))).toContainEqual(
    expect.objectContaining({ pointer, keyword: 'maxItems' }),
  );
}

describe('agent-run-evidence-pack input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(MEMBERS)('a missing %s member is rejected', (member) => {
    const input: Record<string, unknown> = { ...sampleInput };
    delete input[member];
    expect(validate(input)).toContainEqual(expect.objectContaining({ pointer: `/${member}`, keyword: 'required' }));
  });

  test.each([
    ['/promise_action', 'promises'],
    ['/promise_action', 'actions'],
    ['/promise_action', 'evidence'],
    ['/tool_calls', 'contracts'],
    ['/tool_calls', 'calls'],
    ['/completion', 'outcomes'],
    ['/tool_descriptions', 'tools'],
    ['/skill_activation', 'cases'],
    ['/costs', 'calls'],
  ])('%s without %s is rejected', (member, key) => {
    const value: Record<string, unknown> = { ...(sampleInput as unknown as Record<string, object>)[member.slice(1)] };
    delete value[key];
    expect(validate(withValueAt(sampleInput, member, value))).toContainEqual(
      expect.objectContaining({ pointer: `${member}/${key}`, keyword: 'required' }),
    );
  });

  test('members are open objects', () => {
    expect(validate(withValueAt(sampleInput, '/completion/run_id', 'run-42'))).toEqual([]);
  });

  test('promise_action bounds: promises 1..1000, actions 0..2000, evidence 0..5000', () => {
    expectBounds('/promise_action/promises', promise, 1, 1000);
    expectBounds('/promise_action/actions', action, 0, 2000);
    expectBounds('/promise_action/evidence', evidence, 0, 5000);
  });

  test('tool_calls bounds: contracts 1..1000, calls 0..5000', () => {
    expectBounds('/tool_calls/contracts', (i) => ({ tool: `tool_${i}` }), 1, 1000);
    expectBounds('/tool_calls/calls', toolCall, 0, 5000);
  });

  test('outcomes, tools, cases and cost calls: 1..1000', () => {
    expectBounds('/completion/outcomes', (i) => ({ id: `O${i}`, status: 'complete', evidence: [] }), 1, 1000);
    expectBounds('/tool_descriptions/tools', (i) => ({ name: `tool_${i}`, description: 'Does one thing.' }), 1, 1000);
    expectBounds('/skill_activation/cases', (i) => ({ id: `K${i}`, expected_skills: [], observed_skills: [] }), 1, 1000);
    expectBounds('/costs/calls', costCall, 1, 1000);
  });

  test('list items keep their required keys', () => {
    expect(validate(withValueAt(sampleInput, '/promise_action/actions/0', { id: 'A1', status: 'completed' }))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/promise_action/actions/0/promise_ids', keyword: 'required' }),
        expect.objectContaining({ pointer: '/promise_action/actions/0/evidence_ids', keyword: 'required' }),
      ]),
    );
    expect(validate(withValueAt(sampleInput, '/costs/calls/0', { id: 'M1', input_tokens: 1, output_tokens: 1 }))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/costs/calls/0/input_usd_per_million', keyword: 'required' }),
        expect.objectContaining({ pointer: '/costs/calls/0/output_usd_per_million', keyword: 'required' }),
      ]),
    );
  });

  test('budget_usd: 0 accepted, below 0 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/costs/budget_usd', 0))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/costs/budget_usd', -0.01))).toContainEqual(
      expect.objectContaining({ pointer: '/costs/budget_usd', keyword: 'minimum' }),
    );
    expect(validate(withValueAt(sampleInput, '/costs/budget_usd', '0.05'))).toContainEqual(
      expect.objectContaining({ pointer: '/costs/budget_usd', keyword: 'type' }),
    );
  });

  test('tool description metadata: string arrays and an idempotency string', () => {
    expect(validate(withValueAt(sampleInput, '/tool_descriptions/tools/0/failure_modes', ['timeout', 3]))).toContainEqual(
      expect.objectContaining({ pointer: '/tool_descriptions/tools/0/failure_modes/1', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/tool_descriptions/tools/0/idempotency', true))).toContainEqual(
      expect.objectContaining({ pointer: '/tool_descriptions/tools/0/idempotency', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/tool_descriptions/tools/0/cost', '0 USD'))).toContainEqual(
      expect.objectContaining({ pointer: '/tool_descriptions/tools/0/cost', keyword: 'type' }),
    );
  });
});

// The pack's schema accepts, for each section, exactly what the member product accepts, with one
// documented difference: a section is an open object (the interface says so), where the member's
// top level is closed. The pack hands the member only the keys the member names.
describe('each section accepts what its member product accepts', () => {
  const members = {
    promise_action: promiseActionSchema,
    tool_calls: toolCallsSchema,
    completion: completionSchema,
    tool_descriptions: toolDescriptionsSchema,
    skill_activation: skillSchema,
    costs: costsSchema,
  } as const;
  const ANY = ['array', 'boolean', 'null', 'number', 'object', 'string'];

  /** The validation keywords only: $refs inlined, annotations dropped, a six-type union read as `{}`. */
  function normalize(schema: unknown, defs: Record<string, unknown>): unknown {
    if (Array.isArray(schema)) return schema.map((item) => normalize(item, defs));
    if (schema === null || typeof schema !== 'object') return schema;
    const object = schema as Record<string, unknown>;
    if (typeof object.$ref === 'string') return normalize(defs[object.$ref.replace('#/$defs/', '')], defs);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      if (['description', 'title', '$schema', '$id', '$defs'].includes(key)) continue;
      if (key === 'properties') {
        out[key] = Object.fromEntries(Object.entries(value as object).map(([name, sub]) => [name, normalize(sub, defs)]));
      } else out[key] = normalize(value, defs);
    }
    if (Array.isArray(out.type) && [...(out.type as string[])].sort().join() === ANY.join() && Object.keys(out).length === 1) return {};
    return out;
  }

  test.each(Object.entries(members))('%s: the same keywords as the member schema, except the open top level', (section, memberSchema) => {
    const packSection = (inputSchema.properties as Record<string, unknown>)[section];
    const pack = normalize(packSection, {}) as Record<string, unknown>;
    const member = normalize(memberSchema, (memberSchema.$defs ?? {}) as Record<string, unknown>) as Record<string, unknown>;
    expect(member.additionalProperties).toBe(false);
    expect(pack.additionalProperties).toBe(true);
    expect({ ...pack, additionalProperties: false }).toEqual(member);
  });

  test.each(Object.entries(members))('%s: the member sample is a valid section, and an extra key only the pack accepts', (section, memberSchema) => {
    const validateMember = compileSchema(memberSchema);
    const sample = (
      {
        promise_action: promiseActionSample,
        tool_calls: toolCallsSample,
        completion: completionSample,
        tool_descriptions: toolDescriptionsSample,
        skill_activation: skillSample,
        costs: costsSample,
      } as Record<string, object>
    )[section] as object;
    expect(validateMember(sample)).toEqual([]);
    expect(validate(withValueAt(sampleInput, `/${section}`, sample))).toEqual([]);
    const extended = { ...sample, run_id: 'run-42' };
    expect(validateMember(extended)).toContainEqual(expect.objectContaining({ keyword: 'additionalProperties' }));
    expect(validate(withValueAt(sampleInput, `/${section}`, extended))).toEqual([]);
    // A section that is not an object is rejected by both.
    expect(validateMember([])).not.toEqual([]);
    expect(validate(withValueAt(sampleInput, `/${section}`, []))).toContainEqual(expect.objectContaining({ pointer: `/${section}`, keyword: 'type' }));
  });
});

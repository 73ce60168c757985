// The official MCP TypeScript SDK (@modelcontextprotocol/sdk) as the oracle of "MCP-valid": its
// `ToolSchema` (the zod form of schema.ts `Tool`, specification 2025-11-25) and its
// `validateToolName` (SEP-986). Same definitions to both; zero disagreements:
// - every definition the SDK accepts is never an error here (warnings and notices may remain);
// - a definition `ToolSchema` refuses is an error here (TOOL_SCHEMA_INVALID, MCP_FIELD_INVALID,
//   DESCRIPTION_INVALID, or TOOL_NAME_INVALID for a name that is not a string), and no other is;
// - `validateToolName` rejects a string name exactly when TOOL_NAME_INVALID fires, and warns of a
//   leading or trailing dash or dot exactly when TOOL_NAME_EDGE_CHARACTER fires.
import { validateToolName } from '@modelcontextprotocol/sdk/shared/toolNameValidation.js';
import { ToolSchema } from '@modelcontextprotocol/sdk/types.js';
import { definition, type Input } from '../src/index.js';

const ABSENT = Symbol('absent');
type Choice = unknown;

const NAMES: Choice[] = [
  'getUser', 'GetUser', 'admin.tools.list', 'user-profile.update', 'DATA_EXPORT_v2', 'a', 'x'.repeat(64), 'x'.repeat(65),
  'y'.repeat(128), 'y'.repeat(129), 'send email', 'send,email', 'user/profile', '-lead', 'trail-', '.dot', 'dot.', 'ünïcode',
  'tab\tname', '', 'x'.repeat(127) + '.', 42, null,
];
const DESCRIPTIONS: Choice[] = ['Returns one user account by its id; read-only.', '', '   ', 'Short.', null, 7];
const INPUT_SCHEMAS: Choice[] = [
  { type: 'object' },
  { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  { type: 'object', properties: { tags: { type: ['string', 'null'] }, any: {} }, additionalProperties: false },
  { type: 'object', properties: { items: { type: 'array', items: true } } },
  null, {}, { type: 'string' }, { type: ['object'] }, [], 'object',
  { type: 'object', properties: { id: true } },
  { type: 'object', properties: { id: null } },
  { type: 'object', properties: [] },
  { type: 'object', properties: null },
  { type: 'object', required: 'id' },
  { type: 'object', required: [1] },
  { type: 'object', $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } },
];
const OUTPUT_SCHEMAS: Choice[] = [ABSENT, { type: 'object', properties: { id: { type: 'string' } } }, null, { type: 'array' }, {}];
const ANNOTATIONS: Choice[] = [
  ABSENT, {}, { readOnlyHint: true }, { readOnlyHint: true, destructiveHint: true }, { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  { readOnlyHint: 'yes' }, { openWorldHint: 0 }, { title: 'Get user' }, { title: 3 }, null, [], 'readOnly',
];
const TITLES: Choice[] = [ABSENT, 'Get user', 7, null];
const EXECUTIONS: Choice[] = [ABSENT, { taskSupport: 'optional' }, {}, { taskSupport: 'always' }, 'forbidden'];
const ICONS: Choice[] = [ABSENT, [], [{ src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48'], theme: 'dark' }], [{}], [{ src: 'i.png', theme: 'blue' }], [{ src: 'i.png', sizes: '48x48' }], 'i.png'];
const METAS: Choice[] = [ABSENT, {}, { 'example.com/x': 1 }, 1, null];

const DIMENSIONS = [
  ['name', NAMES], ['description', DESCRIPTIONS], ['inputSchema', INPUT_SCHEMAS], ['outputSchema', OUTPUT_SCHEMAS], ['annotations', ANNOTATIONS],
  ['title', TITLES], ['execution', EXECUTIONS], ['icons', ICONS], ['_meta', METAS],
] as const;
// Co-prime strides walk every dimension independently; the base definition varies one field at a time too.
const STRIDES = [1, 7, 11, 13, 17, 19, 23, 29, 31];

function corpus(): Record<string, unknown>[] {
  const definitions: Record<string, unknown>[] = [];
  const build = (pick: (dimension: number, choices: readonly Choice[]) => Choice) => {
    const tool: Record<string, unknown> = {};
    DIMENSIONS.forEach(([key, choices], dimension) => {
      const value = pick(dimension, choices);
      if (value !== ABSENT) tool[key] = value;
    });
    definitions.push(tool);
  };
  DIMENSIONS.forEach(([, choices], varied) => {
    choices.forEach((_, choice) => build((dimension, list) => (dimension === varied ? list[choice] : list[0])));
  });
  for (let i = 0; i < 3000; i++) build((dimension, list) => list[(i * (STRIDES[dimension] as number) + dimension) % list.length]);
  // Mixes of values each of which the SDK accepts alone (so most mixes are MCP-valid as a whole).
  const base = definitions[0] as Record<string, unknown>;
  const accepted = DIMENSIONS.map(([key, choices]) =>
    choices.filter((value) => {
      const tool = { ...base };
      if (value === ABSENT) delete tool[key];
      else tool[key] = value;
      return ToolSchema.safeParse(tool).success && (typeof tool.name !== 'string' || validateToolName(tool.name).isValid);
    }),
  );
  for (let i = 0; i < 1500; i++) build((dimension) => { const list = accepted[dimension] as Choice[]; return list[(i * (STRIDES[dimension] as number) + dimension) % list.length]; });
  return definitions;
}

const ERRORS_REFUSED_BY_TOOL_SCHEMA = new Set(['TOOL_SCHEMA_INVALID', 'MCP_FIELD_INVALID', 'DESCRIPTION_INVALID']);

describe('oracle: @modelcontextprotocol/sdk ToolSchema and validateToolName', () => {
  const definitions = corpus();
  const verdicts = definitions.map((tool) => {
    const { findings } = definition.run({ tools: [tool] } as unknown as Input);
    const codes = new Set(findings.map((f) => f.code));
    const errors = findings.filter((f) => f.severity === 'error').map((f) => f.code);
    const shapeOk = ToolSchema.safeParse(tool).success;
    const named = typeof tool.name === 'string' ? validateToolName(tool.name) : null;
    return { tool, codes, errors, shapeOk, named };
  });

  test('the corpus is large and mixed: both verdicts of the SDK occur', () => {
    expect(definitions.length).toBeGreaterThan(4500);
    expect(verdicts.filter((v) => v.shapeOk && v.named?.isValid).length).toBeGreaterThan(300);
    expect(verdicts.filter((v) => !v.shapeOk).length).toBeGreaterThan(300);
  });

  test('every definition the SDK accepts (ToolSchema and validateToolName) is never an error here', () => {
    const disagreements = verdicts.filter((v) => v.shapeOk && v.named?.isValid === true && v.errors.length > 0).map((v) => [v.tool, v.errors]);
    expect(disagreements).toEqual([]);
  });

  test('ToolSchema refuses a definition exactly when one of our shape errors fires', () => {
    const disagreements = verdicts
      .map((v) => {
        const ours = v.errors.some((code) => ERRORS_REFUSED_BY_TOOL_SCHEMA.has(code)) || (v.named === null && v.codes.has('TOOL_NAME_INVALID'));
        return ours === !v.shapeOk ? null : [v.tool, { sdkRefuses: !v.shapeOk, ours: v.errors }];
      })
      .filter((d) => d !== null);
    expect(disagreements).toEqual([]);
  });

  test('validateToolName rejects a string name exactly when TOOL_NAME_INVALID fires', () => {
    const disagreements = verdicts
      .filter((v) => v.named !== null)
      .filter((v) => !(v.named as { isValid: boolean }).isValid !== v.codes.has('TOOL_NAME_INVALID'))
      .map((v) => [v.tool.name, v.named]);
    expect(disagreements).toEqual([]);
  });

  test('validateToolName warns of a leading or trailing dash or dot exactly when TOOL_NAME_EDGE_CHARACTER fires', () => {
    const edge = (warnings: string[]) => warnings.some((w) => w.startsWith('Tool name starts or ends with'));
    const disagreements = verdicts
      .filter((v) => v.named?.isValid === true)
      .filter((v) => edge((v.named as { warnings: string[] }).warnings) !== v.codes.has('TOOL_NAME_EDGE_CHARACTER'))
      .map((v) => [v.tool.name, v.named]);
    expect(disagreements).toEqual([]);
  });
});

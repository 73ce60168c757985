// The MCP Inspector's schema-portability lint as the oracle of SCHEMA_NOT_PORTABLE: the real
// Inspector CLI (`@modelcontextprotocol/inspector`, `--method tools/list --strict --format json`)
// lists the tools of a stdio fixture server (test/fixtures/tools-server.mjs) and reports its
// `schemaFindings`; the same tools go to run(). Same (tool, rule, path) set, zero disagreements.
// Severity differs on purpose: the Inspector ranks `boolean-schema` an error under --strict, we
// keep every portability finding a warning because a bare `true` is valid JSON Schema, and an
// MCP-valid tool definition is never an error here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { definition, type Input } from '../src/index.js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const inspectorCli = realpathSync(join(dirname(require.resolve('@modelcontextprotocol/inspector/package.json')), 'clients/cli/build/index.js'));

/** Property schemas: every walk position and every rule's edge (fragments at least one level down when boolean). */
const FRAGMENTS: unknown[] = [
  { type: 'string' }, {}, { description: 'free text' }, { type: ['string', 'null'] }, { type: ['string', 'string'] }, { type: [] },
  { type: ['string', 'text'] }, { $ref: '#/$defs/a' }, { $ref: 'https://example.com/s.json' }, { $ref: 'other.json' }, { $ref: '' },
  { not: {} }, { not: true }, { if: { const: 1 } }, { if: { const: 1 }, then: {} }, { if: { const: 1 }, else: { type: 'string' } },
  { items: true }, { items: false }, { items: [{ type: 'string' }, true] }, { type: 'object', additionalProperties: false },
  { type: 'object', additionalProperties: true, unevaluatedProperties: false }, { type: 'array', additionalItems: true, unevaluatedItems: {} },
  { anyOf: [{ type: 'string' }, {}] }, { oneOf: [true, { type: 'integer' }] }, { allOf: [{ $ref: 'x.json' }] },
  { type: 'object', properties: { 'a b': {}, x: true, 'y.z': { type: ['integer', 'null'] } } },
  { type: 'object', patternProperties: { '^x': true }, propertyNames: {} }, { type: 'object', dependentSchemas: { a: {} }, dependencies: { b: ['c'], d: true } },
  { $defs: { a: {}, b: true }, definitions: { c: { $ref: 'https://x/y' } } }, { type: 'array', prefixItems: [true, {}], contains: true },
  { type: 'string', contentSchema: true }, { $id: 'https://example.com/root', $ref: 'https://example.com/other' },
  { type: 'object', properties: { inner: { $id: 'https://example.com/inner', type: 'object' }, r: { $ref: 'https://example.com/r' } } },
  { enum: ['a'] }, { const: null }, { format: 'email' }, { $dynamicRef: '#meta' }, { type: 'array', items: { items: { items: {} } } },
];

function tools(): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = FRAGMENTS.map((fragment, i) => ({
    name: `t${i}`,
    description: 'Returns one record by its id; read-only.',
    inputSchema: { type: 'object', properties: { p: fragment } },
    ...(i % 3 === 0 ? { outputSchema: { type: 'object', properties: { q: fragment, r: {} } } } : {}),
  }));
  // Root-level hazards: an unconstrained root is impossible with type "object"; a remote $ref at the root is not.
  list.push({ name: 'root_ref', description: 'Returns one record by its id; read-only.', inputSchema: { type: 'object', $ref: 'https://example.com/s.json' } });
  list.push({ name: 'root_union', description: 'Returns one record by its id; read-only.', inputSchema: { type: 'object', properties: {} }, outputSchema: { type: 'object', $defs: { x: true } } });
  return list;
}

/** The Inspector's path spelling (`properties.x`, `properties["a b"]`, `items[0]`) of our pointer segments. */
function inspectorPath(segments: string[]): string {
  let path = '';
  for (const segment of segments) {
    if (/^(0|[1-9][0-9]*)$/.test(segment) && path !== '' && !path.endsWith('properties') && !/(\$defs|definitions|patternProperties|dependentSchemas|dependencies)$/.test(path)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path;
}

test('oracle: the MCP Inspector --strict portability findings equal our SCHEMA_NOT_PORTABLE findings', () => {
  const list = tools();
  const dir = mkdtempSync(join(tmpdir(), 'inspector-oracle-'));
  const file = join(dir, 'tools.json');
  writeFileSync(file, JSON.stringify(list));
  let stdout: string;
  try {
    stdout = execFileSync(process.execPath, [inspectorCli, '--method', 'tools/list', '--strict', '--format', 'json', process.execPath, join(here, 'fixtures/tools-server.mjs'), file], {
      encoding: 'utf8',
      env: { ...process.env, HOME: dir, MCP_CATALOG_PATH: join(dir, 'mcp.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60000,
    });
  } catch (error) {
    // --strict exits 6 when a finding is error-severity; its stdout still carries the report.
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    if (failed.status !== 6 || !failed.stdout) throw new Error(`the Inspector CLI failed (status ${failed.status}): ${failed.stderr}`);
    stdout = failed.stdout;
  }
  const envelope = JSON.parse(stdout) as { result: { tools: unknown[] }; schemaFindings?: { toolName: string; findings: { rule: string; schema: string; path: string }[] }[] };
  expect(envelope.result.tools).toHaveLength(list.length);
  const theirs = (envelope.schemaFindings ?? []).flatMap(({ toolName, findings }) => findings.map((f) => `${toolName} ${f.schema} ${f.rule} ${f.path}`)).sort();

  const { findings } = definition.run({ tools: list } as unknown as Input);
  const ours = findings
    .filter((f) => f.code === 'SCHEMA_NOT_PORTABLE')
    .map((f) => {
      const [, , index, field, ...rest] = f.pointer.split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      return `${(list[Number(index)] as { name: string }).name} ${field} ${f.details.rule} ${inspectorPath(rest)}`;
    })
    .sort();
  expect(theirs.length).toBeGreaterThan(40);
  expect(ours).toEqual(theirs);
}, 90000);

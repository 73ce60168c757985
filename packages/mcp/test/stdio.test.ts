// An MCP client (the official SDK's Client over StdioClientTransport) starts the built server as a
// child process, exactly as `npx @evidence-check/mcp` would, lists the tools and calls every one.
import { fileURLToPath } from 'node:url';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { verifyReceipt } from '@evidence-check/core-receipt';
import { compileSchema } from '@evidence-check/schema-validator';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { portableSchema } from '../src/index.js';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
let client: Client;
let tools: Tool[];
const stderr: string[] = [];

beforeAll(async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [bin], stderr: 'pipe' });
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(String(chunk)));
  client = new Client({ name: 'stdio-test', version: '1.0.0' });
  await client.connect(transport);
  tools = (await client.listTools()).tools;
}, 30_000);
afterAll(() => client.close());

test('the server names itself and lists exactly the implemented products, in registry order', () => {
  expect(client.getServerVersion()).toMatchObject({ name: 'evidence-check' });
  expect(client.getServerCapabilities()?.tools).toBeDefined();
  expect(tools.map((tool) => tool.name)).toEqual(implementedChecks.map((check) => check.id));
  const unimplemented = registry.filter((check) => !check.implemented).map((check) => check.id);
  for (const id of unimplemented) expect(tools.map((tool) => tool.name)).not.toContain(id);
});

test('each tool: description = summary + limitations, inputSchema = the product schema (portable spelling), outputSchema = the envelope', () => {
  for (const check of implementedChecks) {
    const tool = tools.find((t) => t.name === check.id)!;
    expect(tool.title).toBe(check.title);
    expect(tool.description!.startsWith(check.summary)).toBe(true);
    for (const limitation of check.limitations) expect(tool.description).toContain(`- ${limitation}`);
    expect(tool.inputSchema).toEqual(portableSchema(check.inputSchema));
    expect(tool.outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['status', 'findings', 'receipt']) });
    expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
  }
});

test('every implemented product answers its sample over stdio with the same envelope run() gives', async () => {
  for (const check of implementedChecks) {
    // The SDK client validates structuredContent against the tool's outputSchema (Ajv draft-07) on its own.
    const answer = (await client.callTool({ name: check.id, arguments: check.sampleInput as Record<string, unknown> })) as CallToolResult;
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toEqual(JSON.parse(JSON.stringify(check.run(check.sampleInput))));
    expect(verifyReceipt(check.sampleInput, answer.structuredContent as never)).toBe(true);
    const envelope = answer.structuredContent as { status: string; findings: Array<{ code: string; pointer: string }> };
    const lines = (answer.content[0] as { type: string; text: string }).text.split('\n');
    expect(lines[0]!.startsWith(`${check.id} ${check.version}: ${envelope.status} (`)).toBe(true);
    const shown = Math.min(envelope.findings.length, 20);
    for (let i = 0; i < shown; i++) expect(lines[1 + i]).toContain(` ${envelope.findings[i]!.code} at `);
  }
}, 60_000);

test('invalid input is a tool error carrying the HTTP 400 body: code INVALID_EVIDENCE, details { pointer, keyword, message }', async () => {
  const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
  const input = { baseline_columns: [], surplus: true };
  const answer = (await client.callTool({ name: check.id, arguments: input })) as CallToolResult;
  expect(answer.isError).toBe(true);
  expect(answer.structuredContent).toBeUndefined();
  const body = JSON.parse((answer.content[0] as { text: string }).text);
  expect(body.error.code).toBe('INVALID_EVIDENCE');
  expect(body.error.message).toBe('The evidence packet does not satisfy the csv-schema-drift-preflight input schema.');
  // The pointers are read off the request by hand: the missing key, the extra key, the empty list.
  expect(body.error.details).toEqual(
    expect.arrayContaining([
      { pointer: '/current_columns', keyword: 'required', message: 'is required' },
      { pointer: '/surplus', keyword: 'additionalProperties', message: 'is not an allowed property' },
      expect.objectContaining({ pointer: '/baseline_columns', keyword: 'minItems' }),
    ]),
  );
  // …and are exactly what the gateway's validator (the one Ajv configuration) reports.
  expect(body.error.details).toEqual(compileSchema(check.inputSchema)(input));
});

test('calling without arguments validates an empty packet', async () => {
  const answer = (await client.callTool({ name: 'csv-schema-drift-preflight' })) as CallToolResult;
  expect(answer.isError).toBe(true);
  const body = JSON.parse((answer.content[0] as { text: string }).text);
  expect(body.error.details.map((d: { pointer: string }) => d.pointer).sort()).toEqual(['/baseline_columns', '/current_columns']);
});

test('an unknown or unimplemented tool is a protocol error (invalid params), not a result', async () => {
  await expect(client.callTool({ name: 'no-such-product', arguments: {} })).rejects.toThrow(McpError);
  const unimplemented = registry.find((check) => !check.implemented);
  if (unimplemented) await expect(client.callTool({ name: unimplemented.id, arguments: {} })).rejects.toThrow(/Unknown tool/);
});

test('the server wrote nothing but protocol to stdout (stderr stays empty on success)', () => {
  expect(stderr.join('')).toBe('');
});

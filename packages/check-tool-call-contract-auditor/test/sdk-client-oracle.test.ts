// The official MCP TypeScript SDK client as the oracle of the result rules: `Client.callTool`
// refuses a result when the tool has an outputSchema and the result, not an error, has no
// structuredContent ("has an output schema but did not return structured content"), or when the
// structuredContent does not match the schema ("Structured content does not match the tool's
// output schema"); a result with isError: true is never checked. A low-level server (no checks of
// its own) lists the tools and returns each recorded result; the same records go to run().
// Verdicts: SDK refuses as missing ⇔ STRUCTURED_CONTENT_MISSING, refuses as mismatch ⇔
// STRUCTURED_CONTENT_MISMATCH, accepts ⇔ neither.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { definition, type Input } from '../src/index.js';

const SCHEMAS: Record<string, unknown>[] = [
  { type: 'object', properties: { temperature: { type: 'number' }, unit: { enum: ['C', 'F'] } }, required: ['temperature'] },
  { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] }, maxItems: 2 } }, additionalProperties: false },
  { type: 'object', properties: { v: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }] }, w: { not: { const: 0 } } } },
];
const RESULTS: Record<string, unknown>[] = [
  { content: [] },
  { content: [{ type: 'text', text: 'x' }], isError: true },
  { content: [], isError: false },
  { content: [], structuredContent: {} },
  { content: [], structuredContent: { temperature: 21.5 } },
  { content: [], structuredContent: { temperature: '21' } },
  { content: [], structuredContent: { temperature: 1, unit: 'K' } },
  { content: [], structuredContent: { items: [{ id: 1 }, { id: 2 }] } },
  { content: [], structuredContent: { items: [{ id: 0 }] } },
  { content: [], structuredContent: { items: [{ id: 1 }, { id: 2 }, { id: 3 }] } },
  { content: [], structuredContent: { items: [], extra: true } },
  { content: [], structuredContent: { v: '' } },
  { content: [], structuredContent: { v: null, w: 1 } },
  { content: [], structuredContent: { w: 0 } },
  { content: [], structuredContent: { temperature: 3 }, isError: true },
];

test('oracle: the SDK client accepts or refuses each recorded result exactly as our result rules do', async () => {
  const tools = SCHEMAS.map((schema, i) => ({ name: `t${i}`, inputSchema: { type: 'object' }, outputSchema: schema }));
  const pairs = SCHEMAS.flatMap((_, s) => RESULTS.map((result, r) => ({ tool: `t${s}`, result, id: `c${s}-${r}` })));
  const byId = new Map(pairs.map((pair) => [pair.id, pair]));

  const server = new Server({ name: 'oracle-fixture', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => byId.get(String(request.params.arguments?.id))?.result as never);
  const client = new Client({ name: 'oracle', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  await client.listTools();

  const sdk = new Map<string, 'accepted' | 'missing' | 'mismatch' | string>();
  for (const pair of pairs) {
    try {
      await client.callTool({ name: pair.tool, arguments: { id: pair.id } });
      sdk.set(pair.id, 'accepted');
    } catch (error) {
      const message = (error as Error).message;
      sdk.set(pair.id, message.includes('did not return structured content') ? 'missing' : message.includes('does not match') ? 'mismatch' : message);
    }
  }
  await client.close();

  const { findings } = definition.run({
    contracts: tools.map((tool) => ({ tool: tool.name, outputSchema: tool.outputSchema })),
    calls: pairs.map((pair) => ({ id: pair.id, tool: pair.tool, arguments: { id: pair.id }, ...pair.result })),
  } as unknown as Input);
  const ours = new Map<string, string>(pairs.map((pair) => [pair.id, 'accepted']));
  for (const finding of findings) {
    if (finding.code === 'STRUCTURED_CONTENT_MISSING') ours.set(finding.subject as string, 'missing');
    if (finding.code === 'STRUCTURED_CONTENT_MISMATCH') ours.set(finding.subject as string, 'mismatch');
  }
  const disagreements = pairs.filter((pair) => sdk.get(pair.id) !== ours.get(pair.id)).map((pair) => ({ ...pair, sdk: sdk.get(pair.id), ours: ours.get(pair.id) }));
  expect(pairs.length).toBe(45);
  expect([...sdk.values()].filter((verdict) => verdict !== 'accepted').length).toBeGreaterThan(10);
  expect(disagreements).toEqual([]);
});

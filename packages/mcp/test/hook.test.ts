// The paid mount's contract, exercised through the official client over an in-memory transport:
// the host supplies callTool(id, input, meta), reads `_meta["x402/payment"]`, and returns its own
// `_meta["x402/payment-response"]`; the tool list is the same one stdio serves.
import { implementedChecks } from '@evidence-check/catalog-builder';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createEvidenceCheckServer, createOfflineRunner, offlineCallTool, type CallTool } from '../src/index.js';

async function connect(callTool: CallTool, toolMeta?: Parameters<typeof createEvidenceCheckServer>[0]['toolMeta'], paid = false) {
  const server = createEvidenceCheckServer({ callTool, toolMeta, paid });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'hook-test', version: '1.0.0' });
  await client.connect(clientSide);
  return { client, close: () => client.close() };
}

test('a payment hook sees the request _meta, and its result _meta reaches the client', async () => {
  const offline = offlineCallTool(createOfflineRunner());
  const seen: unknown[] = [];
  const paid: CallTool = async (id, input, meta, extra) => {
    seen.push(meta);
    const payment = meta?.['x402/payment'] as { nonce: string } | undefined;
    if (!payment) return { kind: 'error', error: { code: 'PAYMENT_REQUIRED', message: 'Payment required.' }, meta: { 'x402/terms': { amount: '50000' } } };
    const outcome = await offline(id, input, meta, extra);
    return { ...outcome, meta: { 'x402/payment-response': { success: true, transaction: `settled-${payment.nonce}` } } };
  };
  const { client, close } = await connect(paid, (check) => ({ 'evidence-check/price': check.price }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(implementedChecks.map((c) => c.id));
    expect(tools[0]!._meta).toEqual({ 'evidence-check/price': implementedChecks[0]!.price });

    const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
    const unpaid = (await client.callTool({ name: check.id, arguments: check.sampleInput as Record<string, unknown> })) as CallToolResult;
    expect(unpaid.isError).toBe(true);
    expect(JSON.parse((unpaid.content[0] as { text: string }).text)).toEqual({ error: { code: 'PAYMENT_REQUIRED', message: 'Payment required.' } });
    expect(unpaid._meta).toEqual({ 'x402/terms': { amount: '50000' } });

    const answer = (await client.callTool({
      name: check.id,
      arguments: check.sampleInput as Record<string, unknown>,
      _meta: { 'x402/payment': { nonce: 'n1' } },
    })) as CallToolResult;
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toEqual(JSON.parse(JSON.stringify(check.run(check.sampleInput))));
    expect(answer._meta).toEqual({ 'x402/payment-response': { success: true, transaction: 'settled-n1' } });
    expect(seen[1]).toEqual({ 'x402/payment': { nonce: 'n1' } });
  } finally {
    await close();
  }
});

// x402 MCP transport: PaymentRequired as structuredContent and as content[0]'s x402/error wrapper.
const TERMS = {
  x402Version: 2,
  error: 'Payment required',
  resource: { url: 'https://checks.example.test/api/run/x', description: 'x', mimeType: 'application/json' },
  accepts: [{ scheme: 'exact', network: 'eip155:8453', amount: '50000', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payTo: '0x00000000000000000000000000000000000000aa', maxTimeoutSeconds: 60, extra: {} }],
};

test('paid tools: a PaymentRequired answer passes the official client, as structuredContent and the x402/error wrapper', async () => {
  const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
  const paid: CallTool = () => ({ kind: 'error', error: { code: 'PAYMENT_REQUIRED', message: 'Payment required.' }, paymentRequired: TERMS });
  const { client, close } = await connect(paid, undefined, true);
  try {
    await client.listTools(); // the client keeps each tool's outputSchema and validates against it
    const answer = (await client.callTool({ name: check.id, arguments: check.sampleInput as Record<string, unknown> })) as CallToolResult;
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toEqual(TERMS);
    expect(JSON.parse((answer.content[0] as { text: string }).text)).toEqual({ 'x402/error': { code: 402, message: 'Payment required.', data: TERMS } });
    expect((answer.content[1] as { text: string }).text).toBe('Payment required.');
    expect(JSON.parse((answer.content[2] as { text: string }).text)).toEqual({ error: { code: 'PAYMENT_REQUIRED', message: 'Payment required.' } });
  } finally {
    await close();
  }
});

test('unpaid tools: the same answer fails the official client (why paid tools widen their outputSchema)', async () => {
  const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
  const paid: CallTool = () => ({ kind: 'error', error: { code: 'PAYMENT_REQUIRED', message: 'Payment required.' }, paymentRequired: TERMS });
  const { client, close } = await connect(paid);
  try {
    await client.listTools();
    await expect(client.callTool({ name: check.id, arguments: check.sampleInput as Record<string, unknown> })).rejects.toThrow(/output schema/);
  } finally {
    await close();
  }
});

import type { CheckDefinition } from '@evidence-check/core-receipt';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { paidOutputSchema, resultEnvelopeSchema } from './envelope.js';
import { portableSchema } from './portable-schema.js';

/** "Price: $0.05 per call, …": the first thing a person or an agent choosing a paid tool needs. */
export function priceLine(check: Pick<CheckDefinition, 'price'>): string {
  return `Price: ${check.price} per call, paid in USDC on Base with x402 (an unpaid call answers with the exact terms).`;
}

/** Summary (paid: then the price), then the product's limitations as a list: what an agent needs to pick the tool and read its answer. */
export function toolDescription(check: Pick<CheckDefinition, 'summary' | 'limitations' | 'price'>, { paid = false }: { paid?: boolean } = {}): string {
  const head = paid ? `${check.summary}\n\n${priceLine(check)}` : check.summary;
  if (check.limitations.length === 0) return head;
  return `${head}\n\nLimitations:\n${check.limitations.map((line) => `- ${line}`).join('\n')}`;
}

/**
 * One product as an MCP tool: name = utility id, description = summary (+ price when paid) +
 * limitations, inputSchema = the product schema in its portable spelling (same instances valid),
 * outputSchema = the result envelope (`paid`: or the x402 PaymentRequired object). `meta` lets a
 * host add its own `_meta` (the paid gateway: the price).
 */
export function toolFor(check: CheckDefinition, meta?: Record<string, unknown>, { paid = false }: { paid?: boolean } = {}): Tool {
  return {
    name: check.id,
    title: check.title,
    description: toolDescription(check, { paid }),
    inputSchema: portableSchema(check.inputSchema) as Tool['inputSchema'],
    outputSchema: portableSchema(paid ? paidOutputSchema(check) : resultEnvelopeSchema(check)) as Tool['outputSchema'],
    annotations: {
      title: check.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      // Only the maintained-data products describe a world outside the packet (a public dataset).
      openWorldHint: check.category === 'Maintained Public Data',
    },
    ...(meta ? { _meta: meta } : {}),
  };
}


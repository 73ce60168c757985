import type { CheckDefinition } from '@evidence-check/core-receipt';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { paidOutputSchema, resultEnvelopeSchema } from './envelope.js';

/** Summary, then the product's limitations as a list: what an agent needs to pick the tool and read its answer. */
export function toolDescription(check: Pick<CheckDefinition, 'summary' | 'limitations'>): string {
  if (check.limitations.length === 0) return check.summary;
  return `${check.summary}\n\nLimitations:\n${check.limitations.map((line) => `- ${line}`).join('\n')}`;
}

/**
 * One product as an MCP tool: name = utility id, description = summary + limitations, inputSchema =
 * the product schema (unchanged), outputSchema = the result envelope (`paid`: or the x402
 * PaymentRequired object). `meta` lets a host add its own `_meta` (the paid gateway: the price).
 */
export function toolFor(check: CheckDefinition, meta?: Record<string, unknown>, { paid = false }: { paid?: boolean } = {}): Tool {
  return {
    name: check.id,
    title: check.title,
    description: toolDescription(check),
    inputSchema: check.inputSchema as Tool['inputSchema'],
    outputSchema: (paid ? paidOutputSchema(check) : resultEnvelopeSchema(check)) as Tool['outputSchema'],
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


import type { ErrorCode } from './errors.js';

/**
 * Aggregate counters in process memory only: per utility and HTTP status at the run endpoints, per
 * utility and outcome for the MCP door's tool calls. They are what /telemetry.md promises: no
 * payload, no result, no address.
 */
export class UsageCounters {
  readonly #counts = new Map<string, number>();
  readonly #toolCalls = new Map<string, number>();

  /** One answer of `POST /api/run/{utility}`. */
  record(utility: string, status: number): void {
    increment(this.#counts, `${utility} ${status}`);
  }

  /** One `tools/call` at `POST /mcp`: the tool (a utility id) and its outcome (`PAID` or the refusal's error code). */
  recordToolCall(utility: string, outcome: McpCallOutcome): void {
    increment(this.#toolCalls, `${utility} ${outcome}`);
  }

  snapshot(): Array<{ utility: string; status: number; count: number }> {
    return entries(this.#counts)
      .map(([utility, status, count]) => ({ utility, status: Number(status), count }))
      .sort((a, b) => compare(a.utility, b.utility) || a.status - b.status);
  }

  toolCallSnapshot(): Array<{ utility: string; outcome: string; count: number }> {
    return entries(this.#toolCalls)
      .map(([utility, outcome, count]) => ({ utility, outcome, count }))
      .sort((a, b) => compare(a.utility, b.utility) || compare(a.outcome, b.outcome));
  }
}

/** How a paid MCP tool call ended: `PAID` (result delivered after settlement) or the error code of its refusal. */
export type McpCallOutcome = 'PAID' | ErrorCode;

/** What the MCP door leaves in `res.locals.toolCalls` for the request log to count (never the arguments). */
export interface ToolCallRecord {
  utility: string;
  outcome: McpCallOutcome;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Keys are `<utility> <status-or-outcome>`: neither part ever holds a space. */
function entries(counts: Map<string, number>): Array<[string, string, number]> {
  return [...counts.entries()].map(([key, count]) => {
    const [utility = '', second = ''] = key.split(' ');
    return [utility, second, count];
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function telemetryDocument(baseUrl: string): string {
  return `# Commercial telemetry

This gateway (${baseUrl}) keeps the following, and nothing else, about the calls it serves.

## What is counted
- For every \`POST /api/run/{utility_id}\`: one increment of a counter keyed by the utility id and
  the HTTP status of the answer (200, 400, 402, 404, 413, 415, 501, 503…).
- For every MCP \`tools/call\` of a sold product at \`POST /mcp\` (each call of a batch counts): one
  increment of a counter keyed by the utility id (the tool name) and the outcome of the call:
  \`PAID\` (result delivered after settlement) or the error code of the refusal
  (\`INVALID_EVIDENCE\`, \`PAYMENT_REQUIRED\`, \`PAYMENT_INVALID\`, \`PAYMENT_SETTLEMENT_FAILED\`,
  \`PAYMENT_SERVICE_UNAVAILABLE\`, \`SOURCE_UNAVAILABLE\`…). Other MCP messages (\`initialize\`,
  \`tools/list\`, calls of unknown tools) are not counted. The tool's arguments never are.

## Where it goes
- The counters live in the memory of the gateway process. They are not written to disk, not sent
  to any third party, and are lost when the process stops.
- Operational logs (standard output, one JSON line per request) carry: method, path, utility id,
  status, latency, and for a settled payment only the payer address and the SHA-256 digest of the
  canonical request body (\`inputDigest\`, the same value as in the evidence receipt).

## What is never collected
- Request bodies (the evidence you send) — not in logs, not on disk, not in telemetry.
- Complete results or receipts of your runs.
- Payment signatures, IP addresses in telemetry, cookies, or any account identity (there are no accounts).

## Maintained public data
The two maintained-data products (\`chicago-demolition-permit-change-packet\`,
\`chicago-contract-change-packet\`) retain normalized **public-source** snapshots under one-way
query fingerprints (HMAC-SHA-256 with a server secret); the query text itself is not stored.
Each receipt discloses the snapshot it used.
`;
}

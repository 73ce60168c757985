/**
 * Aggregate counters per utility and HTTP status, in process memory only. They are what
 * /telemetry.md promises: no payload, no result, no address.
 */
export class UsageCounters {
  readonly #counts = new Map<string, number>();

  record(utility: string, status: number): void {
    const key = `${utility} ${status}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  snapshot(): Array<{ utility: string; status: number; count: number }> {
    return [...this.#counts.entries()]
      .map(([key, count]) => {
        const [utility = '', status = '0'] = key.split(' ');
        return { utility, status: Number(status), count };
      })
      .sort((a, b) => (a.utility < b.utility ? -1 : a.utility > b.utility ? 1 : a.status - b.status));
  }
}

export function telemetryDocument(baseUrl: string): string {
  return `# Commercial telemetry

This gateway (${baseUrl}) keeps the following, and nothing else, about the calls it serves.

## What is counted
- For every \`POST /api/run/{utility_id}\`: one increment of a counter keyed by the utility id and
  the HTTP status of the answer (200, 400, 402, 404, 413, 415, 501, 503…).

## Where it goes
- The counters live in the memory of the gateway process. They are not written to disk, not sent
  to any third party, and are lost when the process stops.
- Operational logs (standard output, one JSON line per request) carry: method, path, utility id,
  status, latency, the payer address of a settled payment, and the SHA-256 digest of the
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

// Recorded response headers (the open key `headers`): an object of field name to value, as Node and
// fetch record them, or a HAR-style array of `{ name, value }`. Field names are case-insensitive
// (RFC 9110 §5.1), so only their lower-cased forms are kept: member order and case never show.
import { FINDINGS_PER_RESPONSE } from './limits.js';

export type HeadersRead = { ok: true; names: ReadonlySet<string>; recorded: boolean } | { ok: false; reason: string };

export function readHeaders(value: unknown): HeadersRead {
  if (value === undefined) return { ok: true, names: new Set(), recorded: false };
  const names = new Set<string>();
  if (Array.isArray(value)) {
    for (const entry of value as unknown[]) {
      const name: unknown = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>).name : undefined;
      if (typeof name !== 'string') return { ok: false, reason: 'a header list holds objects with a string `name`' };
      names.add(name.toLowerCase());
    }
    return { ok: true, names, recorded: true };
  }
  if (value === null || typeof value !== 'object') return { ok: false, reason: 'expected an object of header names to values, or a list of { name, value }' };
  // A member holding null records no field (a JSON stand-in for Node's `undefined`).
  for (const [name, field] of Object.entries(value)) if (field !== null) names.add(name.toLowerCase());
  return { ok: true, names, recorded: true };
}

/** The required header names (sorted) the response lacks: the first FINDINGS_PER_RESPONSE, and how many in all. */
export function missingHeaders(required: readonly string[], names: ReadonlySet<string>): { listed: string[]; total: number } {
  const listed: string[] = [];
  let total = 0;
  for (const name of required) {
    if (names.has(name)) continue;
    total += 1;
    if (listed.length < FINDINGS_PER_RESPONSE) listed.push(name);
  }
  return { listed, total };
}

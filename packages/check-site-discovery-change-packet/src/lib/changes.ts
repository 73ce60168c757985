/** How the canonical and the title moved between the snapshots: read by the rules and the report. */

export type CanonicalChange = 'unchanged' | 'host' | 'path' | 'emptied' | 'added' | 'invalid';
export type TitleChange = 'unchanged' | 'changed' | 'emptied' | 'added';

/** A canonical as compared: its URL (null when it resolves to no http(s) URL) and its key. */
interface Canonical {
  url: URL | null;
  key: string;
}

/** Both canonicals are resolved against their page URL (RFC 6596 §3); null is an empty canonical. */
export function canonicalChange(baseline: Canonical | null, current: Canonical | null): CanonicalChange {
  if (current === null) return baseline === null ? 'unchanged' : 'emptied';
  if (current.url === null) return 'invalid';
  if (baseline === null || baseline.url === null) return 'added';
  if (baseline.url.host !== current.url.host) return 'host';
  return baseline.key === current.key ? 'unchanged' : 'path';
}

/** Titles with white space collapsed; null is an absent or blank title. */
export function titleChange(baseline: string | null, current: string | null): TitleChange {
  if (baseline === current) return 'unchanged';
  if (current === null) return 'emptied';
  return baseline === null ? 'added' : 'changed';
}

/**
 * The `status` a redirect rule carries (an open key of the request's redirect items), read as
 * Google Search Central's "Redirects and Google Search" sorts redirect codes: 301 and 308 are
 * permanent (a strong signal that the target is canonical), 302, 303 and 307 temporary (a weak
 * one). Any other value is no redirect status; an absent or null `status` says nothing.
 */
export type StatusKind = 'permanent' | 'temporary' | 'unspecified' | 'invalid';

export interface RedirectStatus {
  kind: StatusKind;
  /** The status code read (a number, or a string of three digits), null when absent or unreadable. */
  code: number | null;
  /** The value as the caller wrote it (absent: null). */
  raw: unknown;
}

const PERMANENT = new Set([301, 308]);
const TEMPORARY = new Set([302, 303, 307]);

function codeOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length !== 3) return null;
  for (let i = 0; i < 3; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return null;
  }
  return Number(text);
}

export function readStatus(item: Readonly<Record<string, unknown>>): RedirectStatus {
  const raw = Object.hasOwn(item, 'status') ? item.status : undefined;
  if (raw === undefined || raw === null) return { kind: 'unspecified', code: null, raw: null };
  const code = codeOf(raw);
  if (code !== null && PERMANENT.has(code)) return { kind: 'permanent', code, raw };
  if (code !== null && TEMPORARY.has(code)) return { kind: 'temporary', code, raw };
  return { kind: 'invalid', code, raw };
}

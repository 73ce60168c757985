// Item identity shared by the checks: ids as callers write them, duplicate sets, carried-over keys.
import { canonicalize } from './canonical.js';
import type { JsonObject, JsonValue } from './types.js';

/** An id as this check compares it. */
export interface Identifier {
  /** RFC 8785 canonical JSON of the id, so `'1'` and `1` are different ids and nothing is trimmed or case-folded. */
  key: string;
  /** How the id reads in messages and as a finding's subject. */
  text: string;
}

/** A non-blank string or a number is an id; any other value cannot be referenced. */
export function identifierOf(value: unknown): Identifier | null {
  // For a string or a finite number, JSON.stringify is RFC 8785's serialization (§3.2.2.2–3), without
  // the cost of a general canonicalizer on every id.
  if (typeof value === 'string') return value.trim() === '' ? null : { key: JSON.stringify(value), text: value };
  if (typeof value === 'number' && Number.isFinite(value)) {
    const text = JSON.stringify(value);
    return { key: text, text };
  }
  return null;
}

/** Any JSON value as it reads in a message: strings as they are, everything else as canonical JSON. */
export function display(value: unknown): string {
  return typeof value === 'string' ? value : canonicalize(value);
}

/**
 * The entries of every key that occurs more than once, one array per key in order of first
 * occurrence (the first occurrence included): the members of each duplicate set. Linear.
 */
export function duplicateSets<T>(entries: readonly T[], keyOf: (entry: T) => string | null): T[][] {
  const byKey = new Map<string, T[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key === null) continue;
    const members = byKey.get(key);
    if (members) members.push(entry);
    else byKey.set(key, [entry]);
  }
  return [...byKey.values()].filter((members) => members.length > 1);
}

/**
 * The keys of an open object other than the ones the interface names: carried over into the
 * report, in canonical order (so the member order of the request never shows in the result).
 */
export function extraKeys(item: Record<string, unknown>, known: readonly string[] | ReadonlySet<string>): JsonObject {
  const isKnown = Array.isArray(known) ? (key: string) => known.includes(key) : (key: string) => (known as ReadonlySet<string>).has(key);
  const extra: JsonObject = {};
  for (const key of Object.keys(item).sort()) if (!isKnown(key)) define(extra, key, canonicalOrder(item[key] as JsonValue));
  return extra;
}

/**
 * A caller's value as a result repeats it (an id of any JSON type, a wrong-typed field): null
 * when absent, objects and arrays in canonical member order, so the request's order never shows.
 */
export function echoed(value: unknown): JsonValue {
  return value === undefined ? null : canonicalOrder(value as JsonValue);
}

/**
 * Caller text as another item's finding names it: whole, or its first `maxLength` UTF-16 code
 * units and `…`, never cutting a surrogate pair in half. Bounds how much of one long id or path
 * a result repeats once per finding.
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  return `${text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxLength - 1 : maxLength)}…`;
}

/**
 * A copy of a caller's JSON value with every object's members in canonical order (UTF-16 code
 * units, as RFC 8785 sorts them), for a result that echoes it: the result is a function of the
 * request's JSON value, never of the order its members were written in.
 */
export function canonicalOrder<T extends JsonValue>(value: T): T {
  // An explicit stack, not recursion: a 256 KiB request can nest ~130,000 levels deep.
  const root: { value: JsonValue } = { value: null };
  const stack: Array<{ from: JsonValue; into: JsonObject | JsonValue[]; key: string | number }> = [{ from: value, into: root as unknown as JsonObject, key: 'value' }];
  while (stack.length > 0) {
    const { from, into, key } = stack.pop() as (typeof stack)[number];
    let copy: JsonValue;
    if (Array.isArray(from)) {
      const items: JsonValue[] = new Array(from.length);
      for (let i = from.length - 1; i >= 0; i--) stack.push({ from: from[i] as JsonValue, into: items, key: i });
      copy = items;
    } else if (from !== null && typeof from === 'object') {
      const members: JsonObject = {};
      const keys = Object.keys(from).sort();
      // Members are defined now (in sorted order) and filled in as the stack reaches them.
      for (const name of keys) define(members, name, null);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ from: from[keys[i] as string] as JsonValue, into: members, key: keys[i] as string });
      copy = members;
    } else {
      copy = from;
    }
    if (Array.isArray(into)) into[key as number] = copy;
    else (into as JsonObject)[key as string] = copy;
  }
  return root.value as T;
}

/** An own, enumerable member: a caller's '__proto__' key stays a key. */
function define(object: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * HTTP status codes and the contract forms that expect them. RFC 9110 §15: a status code is a
 * three-digit integer from 100 to 599. OpenAPI 3.1's Responses Object also names a whole
 * class with an upper-case `X` wildcard, e.g. `2XX`; we accept `x` as well.
 */
export type StatusMatcher = { codes: ReadonlySet<number>; classes: ReadonlySet<number>; text: string };
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const THREE_DIGITS = /^[1-5][0-9]{2}$/;
const CLASS = /^([1-5])[xX]{2}$/;

/** A recorded status: an integer 100–599, or the same as a string of three digits. */
export function readStatus(value: unknown): Read<number> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) return { ok: true, value };
  if (typeof value === 'string' && THREE_DIGITS.test(value)) return { ok: true, value: Number(value) };
  return { ok: false, reason: 'a status code is an integer from 100 to 599' };
}

/** `expected_status`: one status, a class such as `2XX`, or a non-empty array of these. */
export function readExpectedStatus(value: unknown): Read<StatusMatcher> {
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) return { ok: false, reason: 'the list of expected statuses is empty' };
  const codes = new Set<number>();
  const classes = new Set<number>();
  // Each status or class once, in order of first mention: at most 505 of them, however long the list.
  const shown = new Set<string>();
  for (const item of items) {
    const match = typeof item === 'string' ? CLASS.exec(item) : null;
    if (match) {
      classes.add(Number(match[1]));
      shown.add(`${match[1]}XX`);
      continue;
    }
    const status = readStatus(item);
    if (!status.ok) return { ok: false, reason: 'expected a status code 100–599, a class such as "2XX", or a list of these' };
    codes.add(status.value);
    shown.add(String(status.value));
  }
  return { ok: true, value: { codes, classes, text: listText([...shown]) } };
}

/** Statuses named in the text of a finding; the rest are counted ("… or 12 more"). */
const LISTED_STATUSES = 20;

/** The expected statuses as a finding quotes them: the text goes into every mismatching response's finding. */
function listText(shown: readonly string[]): string {
  const text = shown.slice(0, LISTED_STATUSES).join(' or ');
  return shown.length > LISTED_STATUSES ? `${text} or ${shown.length - LISTED_STATUSES} more` : text;
}

export function statusMatches(matcher: StatusMatcher, status: number): boolean {
  return matcher.codes.has(status) || matcher.classes.has(Math.floor(status / 100));
}

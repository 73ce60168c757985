/**
 * Classifies .gitignore lines into blank/comment lines, supported patterns (the portable subset,
 * matched exactly as git does, see matcher.ts) and unsupported ones, which are reported and never
 * applied.
 */
export type PatternKind =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'rule'; negative: boolean; positive: string }
  | { kind: 'unsupported'; reason: string };

/** Characters a backslash may escape in the subset. */
const ESCAPABLE = new Set(['#', '!', ' ', '*', '?', '[', ']', '\\']);

/** Git drops trailing spaces unless the last one is escaped with a backslash. */
export function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === ' ') {
    let backslashes = 0;
    for (let i = end - 2; i >= 0 && line[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 1) break;
    end--;
  }
  return line.slice(0, end);
}

/** Returns a reason when the glob body is outside the subset, else null. */
function scanBody(body: string): string | null {
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') {
      const next = body[i + 1];
      if (next === undefined) return 'trailing backslash';
      if (!ESCAPABLE.has(next)) return `unknown escape \\${next}`;
      i++;
      continue;
    }
    if (char === '*') {
      let end = i;
      while (body[end + 1] === '*') end++;
      const stars = end - i + 1;
      if (stars > 2) return 'three or more consecutive asterisks';
      if (stars === 2 && !((i === 0 || body[i - 1] === '/') && (end === body.length - 1 || body[end + 1] === '/'))) {
        return '"**" not between slashes';
      }
      i = end;
      continue;
    }
    if (char !== '[') continue;
    let j = i + 1;
    if (body[j] === '!' || body[j] === '^') j++;
    if (body[j] === ']') j++;
    let closed = false;
    for (; j < body.length; j++) {
      const c = body[j];
      if (c === '\\') {
        j++;
        continue;
      }
      if (c === '[' && body[j + 1] === ':') return 'POSIX character class';
      if (c === '/') return 'slash inside a character class';
      if (c === ']') {
        closed = true;
        break;
      }
    }
    if (!closed) return 'unclosed character class';
    i = j;
  }
  return null;
}

export function classifyPattern(line: string): PatternKind {
  if (/[\r\n]/.test(line)) return { kind: 'unsupported', reason: 'contains a line break' };
  if (line.includes('\u0000')) return { kind: 'unsupported', reason: 'contains a NUL character' };
  const text = trimTrailingSpaces(line);
  if (text === '') return { kind: 'blank' };
  if (text.startsWith('#')) return { kind: 'comment' };
  const negative = text.startsWith('!');
  const positive = negative ? text.slice(1) : text;
  // Nothing but slashes (a linear scan: a regex trimming slashes at both ends backtracks on long runs).
  let onlySlashes = true;
  for (let i = 0; i < positive.length && onlySlashes; i++) onlySlashes = positive.charCodeAt(i) === 0x2f;
  if (onlySlashes) return { kind: 'unsupported', reason: 'empty pattern' };
  if (positive.includes('//')) return { kind: 'unsupported', reason: 'empty path segment' };
  const reason = scanBody(positive);
  if (reason !== null) return { kind: 'unsupported', reason };
  // As a rule of its own the positive form must not read as a comment or a negation.
  return { kind: 'rule', negative, positive: /^[#!]/.test(positive) ? '\\' + positive : positive };
}

const encoder = new TextEncoder();

/**
 * Git matches bytes, not characters: `?` and `[!a]` consume one byte of a UTF-8 name. Matching
 * is therefore done on "byte strings" (one char per UTF-8 byte), which keeps it byte-exact.
 */
export function utf8Bytes(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) return text;
  let out = '';
  for (const byte of encoder.encode(text)) out += String.fromCharCode(byte);
  return out;
}

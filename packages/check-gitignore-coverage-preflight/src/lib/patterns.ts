/**
 * Classifies .gitignore lines as git reads them: blank/comment lines, rules (matched exactly as
 * git does, see matcher.ts), lines git reads but that can match no path (an unclosed class, an
 * unknown `[:class:]`, a trailing backslash, nothing but slashes: wildmatch aborts on them), and
 * the two things no single line of a file can hold (a line break, a NUL), which are reported and
 * never applied.
 */
import { neverReason } from './glob.js';

export type PatternKind =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'rule'; negative: boolean; positive: string }
  | { kind: 'never'; negative: boolean; reason: string }
  | { kind: 'unsupported'; reason: string };

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

export function classifyPattern(line: string): PatternKind {
  if (line.includes('\n')) return { kind: 'unsupported', reason: 'contains a line break' };
  if (line.includes('\u0000')) return { kind: 'unsupported', reason: 'contains a NUL character' };
  // git reads a CRLF file by dropping the CR before the line's trailing spaces (dir.c add_patterns_from_buffer).
  const text = trimTrailingSpaces(line.endsWith('\r') ? line.slice(0, -1) : line);
  if (text === '') return { kind: 'blank' };
  if (text.startsWith('#')) return { kind: 'comment' };
  const negative = text.startsWith('!');
  const positive = negative ? text.slice(1) : text;
  // What wildmatch reads: without the one trailing "/" (a folder-only mark, escaped or not) and, for a
  // pattern with a slash, without its leading "/".
  let body = positive.endsWith('/') ? positive.slice(0, -1) : positive;
  if (body.includes('/') && body.startsWith('/')) body = body.slice(1);
  // Nothing but slashes (a linear scan: a regex trimming slashes at both ends backtracks on long runs).
  let onlySlashes = true;
  for (let i = 0; i < body.length && onlySlashes; i++) onlySlashes = body.charCodeAt(i) === 0x2f;
  if (onlySlashes) return { kind: 'never', negative, reason: 'empty pattern' };
  const reason = neverReason(body);
  if (reason !== null) return { kind: 'never', negative, reason };
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

import { checkUri, type CheckedUri } from './uri.js';

/**
 * A List-Unsubscribe value read per RFC 2369 §2: a comma-separated list of URIs, each in angle
 * brackets, with comments `( … )` and white space around them; characters after a bracketed URI
 * that are not a comma are ignored. One pass, no backtracking.
 */
export interface ListUnsubscribe {
  entries: CheckedUri[];
  /** Syntax faults: each with the offending text. */
  problems: Array<{ problem: string; text: string }>;
}

/** The one value List-Unsubscribe-Post may hold (RFC 8058 §3.1), spelled exactly. */
export const ONE_CLICK_VALUE = 'List-Unsubscribe=One-Click';

function skipBlanksAndComments(value: string, from: number): number | null {
  let i = from;
  while (i < value.length) {
    const char = value[i];
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') {
      i++;
      continue;
    }
    if (char !== '(') return i;
    let depth = 0;
    for (; i < value.length; i++) {
      const inner = value[i];
      if (inner === '\\') i++;
      else if (inner === '(') depth++;
      else if (inner === ')' && --depth === 0) break;
    }
    if (depth !== 0 || i >= value.length) return null;
    i++;
  }
  return i;
}

export function parseListUnsubscribe(value: string): ListUnsubscribe {
  const entries: CheckedUri[] = [];
  const problems: ListUnsubscribe['problems'] = [];
  let i = 0;
  while (i < value.length) {
    const at = skipBlanksAndComments(value, i);
    if (at === null) {
      problems.push({ problem: 'unterminated comment', text: value.slice(i).trim() });
      break;
    }
    if (at >= value.length) break;
    if (value[at] === ',') {
      i = at + 1;
      continue;
    }
    if (value[at] !== '<') {
      const comma = value.indexOf(',', at);
      const end = comma === -1 ? value.length : comma;
      // RFC 2047 §5: an encoded-word may stand in text, comments and phrases, never for a URI.
      const problem = value.startsWith('=?', at) ? 'an RFC 2047 encoded-word, which receivers do not decode into a URI' : 'URI not enclosed in angle brackets';
      problems.push({ problem, text: value.slice(at, end).trim() });
      i = end + 1;
      continue;
    }
    const close = value.indexOf('>', at + 1);
    if (close === -1) {
      problems.push({ problem: 'unclosed angle bracket', text: value.slice(at).trim() });
      break;
    }
    const entry = checkUri(value.slice(at + 1, close));
    entries.push(entry);
    if (entry.problem) problems.push({ problem: entry.problem, text: entry.uri });
    const after = skipBlanksAndComments(value, close + 1);
    if (after === null) {
      problems.push({ problem: 'unterminated comment', text: value.slice(close + 1).trim() });
      break;
    }
    if (after >= value.length) break;
    if (value[after] !== ',') {
      problems.push({ problem: 'text after a URI without a comma is ignored by receivers', text: value.slice(after).trim() });
      break;
    }
    i = after + 1;
  }
  if (entries.length === 0 && problems.length === 0) problems.push({ problem: 'no URI in the field', text: value });
  return { entries, problems };
}

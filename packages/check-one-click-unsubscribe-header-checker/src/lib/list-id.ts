/**
 * A List-Id value read per RFC 2919 §2–3: `[phrase] <list-label.list-id-namespace>`, the phrase
 * and comments around the angle brackets free text, the identifier a dot-atom-text (RFC 5322
 * §3.2.3) with at least one dot, at most 255 octets. One pass, no backtracking.
 */
export interface ListId {
  /** The identifier between the angle brackets; null when there is none. */
  id: string | null;
  /** Why the value is not a List-Id; null when it is one. */
  problem: string | null;
}

const ATEXT = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~"]);

function idProblem(id: string): string | null {
  if (id === '') return 'empty angle brackets';
  if (new TextEncoder().encode(id).length > 255) return 'the identifier is longer than 255 octets (RFC 2919 §3)';
  const labels = id.split('.');
  if (labels.length < 2) return 'the identifier has no dot between list-label and namespace';
  if (labels.some((label) => label === '')) return 'the identifier has an empty label';
  for (const char of id) {
    if (char !== '.' && !ATEXT.has(char)) return `character ${JSON.stringify(char)} is not allowed in a list identifier`;
  }
  return null;
}

export function parseListId(value: string): ListId {
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && (quoted || depth > 0)) {
      i++;
      continue;
    }
    if (depth > 0) {
      if (char === '(') depth++;
      else if (char === ')') depth--;
      continue;
    }
    if (quoted) {
      if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth = 1;
    else if (char === '<') {
      const close = value.indexOf('>', i + 1);
      if (close === -1) return { id: null, problem: 'an unclosed angle bracket' };
      const id = value.slice(i + 1, close).replace(/\s+/g, '');
      return { id, problem: idProblem(id) };
    }
  }
  return { id: null, problem: 'no identifier in angle brackets' };
}

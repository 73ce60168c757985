/**
 * The addresses of a From or Return-Path field (RFC 5322 §3.4 mailbox-list, §3.6.7 path), read
 * in one pass: quoted strings (with quoted pairs) and nested comments are skipped, a comma
 * outside them separates mailboxes, an angle-addr `<…>` is the address, and group syntax
 * (`name: a@b, c@d;`) contributes its members. The domain is the text after the address's last
 * `@`, lower-cased, without a final dot. Encoded display names are not decoded: they never hold
 * the address.
 */
export interface ParsedAddresses {
  /** The addr-specs found, as written (`<>` gives an empty one). */
  addresses: string[];
  /** Why the field could not be read; null when it could. */
  problem: string | null;
}

function stripComments(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += text.slice(i, i + 2);
      i++;
      continue;
    }
    if (depth > 0) {
      if (char === '(') depth++;
      else if (char === ')') depth--;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (char === '(' && !quoted) {
      depth = 1;
      continue;
    }
    out += char;
  }
  return out;
}

export function parseAddresses(value: string): ParsedAddresses {
  const addresses: string[] = [];
  let current = '';
  let angle: string | null = null;
  let inAngle = false;
  let quoted = false;
  let depth = 0;
  const flush = () => {
    const candidate = angle ?? stripComments(current).trim();
    if (angle !== null || candidate !== '') addresses.push(candidate.trim());
    current = '';
    angle = null;
  };
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '\\' && (quoted || depth > 0)) {
      current += value.slice(i, i + 2);
      i++;
      continue;
    }
    if (depth > 0) {
      if (char === '(') depth++;
      else if (char === ')') depth--;
      current += char;
      continue;
    }
    if (quoted) {
      if (char === '"') quoted = false;
      if (inAngle) angle = `${angle ?? ''}${char}`;
      else current += char;
      continue;
    }
    if (inAngle) {
      if (char === '>') inAngle = false;
      else {
        if (char === '"') quoted = true;
        angle = `${angle ?? ''}${char}`;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth = 1;
    else if (char === '<') {
      inAngle = true;
      angle = '';
      continue;
    } else if (char === ':') {
      // A group's display name ends here; its members follow.
      current = '';
      continue;
    } else if (char === ',' || char === ';') {
      flush();
      continue;
    }
    current += char;
  }
  if (quoted) return { addresses, problem: 'an unterminated quoted string' };
  if (depth > 0) return { addresses, problem: 'an unterminated comment' };
  if (inAngle) return { addresses, problem: 'an unclosed angle bracket' };
  flush();
  return { addresses: addresses.map((address) => address.replace(/\s+/g, '')), problem: null };
}

/** The domain of an addr-spec: after the last `@`, lower case, no final dot; null when there is none or it is a literal. */
export function domainOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = address.slice(at + 1).toLowerCase().replace(/\.$/, '');
  if (domain === '' || domain.startsWith('[')) return null;
  return domain;
}

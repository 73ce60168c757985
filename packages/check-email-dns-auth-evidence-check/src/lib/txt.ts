/**
 * The text of one TXT record. A record pasted as a resolver prints it — one or more quoted
 * character-strings, `"v=spf1 " "-all"` — is joined without adding anything between the strings
 * (RFC 7208 §3.3, RFC 6376 §3.6.2.2), with `\"`, `\\` and `\DDD` escapes read as RFC 1035 §5.1
 * writes them. Any other text is the record itself, as observed.
 */
export function txtText(observed: string): string {
  const strings = txtStrings(observed);
  return strings === null ? observed : strings.join('');
}

/**
 * The character-strings of a record pasted in quoted form (`"v=spf1 " "-all"`), as DNS holds
 * them, or null when the text is not in that form (then it is the record itself, as observed).
 */
export function txtStrings(observed: string): string[] | null {
  const text = observed.trim();
  if (!text.startsWith('"')) return null;
  const strings: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') return null;
    i++;
    let out = '';
    let closed = false;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '"') {
        closed = true;
        i++;
        break;
      }
      if (c === '\\') {
        const digits = text.slice(i + 1, i + 4);
        if (/^[0-9]{3}$/.test(digits)) {
          const code = Number(digits);
          if (code > 255) return null;
          out += String.fromCharCode(code);
          i += 4;
          continue;
        }
        if (i + 1 >= text.length) return null;
        out += text[i + 1];
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    if (!closed) return null;
    strings.push(out);
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  }
  return strings;
}

/** Length of a text in UTF-8 octets, as DNS carries it. */
export function octets(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) count += 1;
    else if (c < 0x800) count += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      count += 4;
      i++;
    } else count += 3;
  }
  return count;
}

/**
 * The text of one TXT record. A record pasted as a resolver prints it — one or more quoted
 * character-strings, `"v=spf1 " "-all"` — is joined without adding anything between the strings
 * (RFC 7208 §3.3, RFC 6376 §3.6.2.2), with `\"`, `\\` and `\DDD` escapes read as RFC 1035 §5.1
 * writes them. Any other text is the record itself, as observed.
 */
export function txtText(observed: string): string {
  const text = observed.trim();
  if (!text.startsWith('"')) return observed;
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') return observed;
    i++;
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
          if (code > 255) return observed;
          out += String.fromCharCode(code);
          i += 4;
          continue;
        }
        if (i + 1 >= text.length) return observed;
        out += text[i + 1];
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    if (!closed) return observed;
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  }
  return out;
}

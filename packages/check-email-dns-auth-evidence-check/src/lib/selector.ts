/** selector = sub-domain *( "." sub-domain ) (RFC 6376 §3.1; sub-domain as RFC 5321 §4.1.2). */
export function isSelector(selector: string): boolean {
  if (selector.length === 0) return false;
  return selector.split('.').every((label) => {
    if (label.length === 0 || label.length > 63 || label.endsWith('-')) return false;
    for (let i = 0; i < label.length; i++) {
      const c = label.charCodeAt(i);
      const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c === 45 && i > 0);
      if (!ok) return false;
    }
    return true;
  });
}

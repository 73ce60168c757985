/**
 * Header fields as the caller maps them: names compare without regard to case and surrounding
 * blanks (RFC 5322 §1.2.2, §3.6.8), values are unfolded (RFC 5322 §2.2.3: a line break followed
 * by a space or tab is removed; a bare LF is treated like CRLF) and trimmed.
 */
export interface HeaderField {
  /** The key exactly as the caller wrote it (the finding's pointer uses it). */
  key: string;
  /** The unfolded, trimmed value. */
  value: string;
}

export function unfold(value: string): string {
  return value.replace(/\r?\n(?=[ \t])/g, '').trim();
}

/**
 * Every field, grouped by lower-case name. Within a name, fields are in code-unit order of their
 * keys, not in the caller's member order: a JSON object's member order carries no meaning, so the
 * result must not depend on it ("the first List-Unsubscribe" is the one with the lowest key).
 */
export function indexHeaders(headers: Readonly<Record<string, string>>): Map<string, HeaderField[]> {
  const byName = new Map<string, HeaderField[]>();
  for (const [key, value] of Object.entries(headers)) {
    const name = key.trim().toLowerCase();
    const fields = byName.get(name) ?? [];
    fields.push({ key, value: unfold(value) });
    byName.set(name, fields);
  }
  for (const fields of byName.values()) fields.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return byName;
}

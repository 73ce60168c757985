/**
 * How column names are compared. A UTF-8 byte order mark read as text sticks to the first header
 * (fast-csv #131, Apache Arrow ARROW-5413, csvlint.rb #97): readers that strip it (Frictionless,
 * csv-parse with `bom: true`, Python's `utf-8-sig`) see the plain name, so a leading U+FEFF takes
 * no part in matching a column; the name-bom rule reports it instead.
 */
export const BOM = '\uFEFF';

/** The name a column is matched by: its text without a leading byte order mark. */
export function nameKey(name: string): string {
  return name.startsWith(BOM) ? name.slice(BOM.length) : name;
}

/**
 * Characters RFC 4180 §2 rules 5–7 say force a header field into double quotes (CR, LF, `"`, `,`),
 * in that order, each once; writers and readers that split lines and commas naively cut the header.
 */
export function quotingCharacters(name: string): string[] {
  const found: string[] = [];
  for (const [character, label] of [
    ['\r', 'CR'],
    ['\n', 'LF'],
    ['"', '"'],
    [',', ','],
  ] as const) {
    if (name.includes(character)) found.push(label);
  }
  return found;
}

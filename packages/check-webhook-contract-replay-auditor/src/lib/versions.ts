/** The longest allowed version label read; a longer one makes the list unreadable. */
export const MAX_VERSION_LENGTH = 200;

/**
 * How many characters of allowed versions a VERSION_* finding names. The list is the contract's,
 * and it is named in the finding of every delivery of the event: naming it whole would make the
 * result grow with deliveries × list length. Versions past the budget are counted ("and 12 more").
 */
export const NAMED_VERSIONS_LENGTH = 200;

/** The first versions whose `, `-joined text fits the budget (always the first: labels fit it), and the rest counted. */
export function nameVersions(list: ReadonlyArray<string | number>): { text: string; list: Array<string | number> } {
  if (list.length === 0) return { text: 'no version', list: [] };
  const named: Array<string | number> = [];
  let length = 0;
  for (const version of list) {
    const added = String(version).length + (named.length > 0 ? 2 : 0);
    if (named.length > 0 && length + added > NAMED_VERSIONS_LENGTH) break;
    named.push(version);
    length += added;
  }
  const text = named.map(String).join(', ');
  const rest = list.length - named.length;
  return { text: rest > 0 ? `${text} and ${rest} more` : text, list: named };
}

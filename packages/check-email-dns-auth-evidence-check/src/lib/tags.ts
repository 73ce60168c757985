/**
 * A tag=value list, as DKIM key records (RFC 6376 §3.2) and DMARC records (RFC 7489 §6.4) write
 * them: `name=value` pairs separated by `;`, white space around each part allowed, a trailing `;`
 * allowed. Empty parts are skipped; a part without `=`, a bad tag name, a control character in a
 * value and a repeated tag name are reported as problems, in the order they appear.
 */
export interface Tag {
  /** As written (DKIM tag names are case-sensitive, DMARC ones are not: callers decide). */
  name: string;
  value: string;
  /** 1-based position of the tag among the non-empty parts of the record. */
  ordinal: number;
}

export interface TagProblem {
  /** The tag name as written, or the whole part when it has no name. */
  tag: string;
  problem: string;
}

export interface TagList {
  tags: Tag[];
  problems: TagProblem[];
}

const isWsp = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;

/** The text without leading and trailing space, tab, CR and LF: two index scans, no regular expression. */
function trimWsp(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isWsp(text.charCodeAt(start))) start++;
  while (end > start && isWsp(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isTagName(name: string): boolean {
  if (name.length === 0) return false;
  const first = name.charCodeAt(0);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
    if (!ok) return false;
  }
  return true;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

export function parseTagList(text: string, foldNames: boolean): TagList {
  const tags: Tag[] = [];
  const problems: TagProblem[] = [];
  const seen = new Set<string>();
  let ordinal = 0;
  for (const raw of text.split(';')) {
    const part = trimWsp(raw);
    if (part === '') continue;
    ordinal++;
    const eq = part.indexOf('=');
    if (eq < 0) {
      problems.push({ tag: part, problem: `"${part}" is not a tag=value pair` });
      continue;
    }
    const written = trimWsp(part.slice(0, eq));
    const value = trimWsp(part.slice(eq + 1));
    if (!isTagName(written)) {
      problems.push({ tag: written, problem: `"${written}" is not a tag name` });
      continue;
    }
    const name = foldNames ? written.toLowerCase() : written;
    if (hasControlCharacter(value)) problems.push({ tag: written, problem: `the value of tag "${written}" holds a control character` });
    if (seen.has(name)) {
      problems.push({ tag: written, problem: `tag "${written}" appears more than once` });
      continue;
    }
    seen.add(name);
    tags.push({ name, value, ordinal });
  }
  return { tags, problems };
}

export function tagValue(list: TagList, name: string): string | undefined {
  return list.tags.find((tag) => tag.name === name)?.value;
}

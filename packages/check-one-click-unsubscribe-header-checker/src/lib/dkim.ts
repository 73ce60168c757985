/**
 * The tag list of a DKIM-Signature field (RFC 6376 §3.2) and its `h=` tag (§3.5): which header
 * fields the signature covers. Nothing is verified cryptographically.
 *
 * tag-list = tag-spec *( ";" tag-spec ) [ ";" ]; tag-spec = [FWS] tag-name [FWS] "=" [FWS]
 * tag-value [FWS]; tag-name = ALPHA *(ALPHA / DIGIT / "_"). A tag list with a repeated tag name
 * is invalid as a whole (§3.2). h= is a colon-separated list of field names, FWS allowed around
 * the colons; names compare without regard to case.
 */
export interface DkimTags {
  tags: Map<string, string>;
  /** Why the tag list is invalid; null when it parses. */
  problem: string | null;
}

/** The fields a DKIM-Signature must cover for one-click unsubscription (RFC 8058 §4), lower case. */
export const SIGNED_NAMES = ['list-unsubscribe', 'list-unsubscribe-post'] as const;

const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const FWS = /[ \t\r\n]+/g;

export function parseTagList(value: string): DkimTags {
  const tags = new Map<string, string>();
  const specs = value.split(';');
  for (let i = 0; i < specs.length; i++) {
    const spec = (specs[i] as string).trim();
    if (spec === '') {
      if (i === specs.length - 1) break;
      return { tags, problem: 'an empty tag between two semicolons' };
    }
    const equals = spec.indexOf('=');
    const name = (equals === -1 ? spec : spec.slice(0, equals)).trim();
    if (equals === -1 || !TAG_NAME.test(name)) return { tags, problem: `"${spec}" is not a tag=value pair` };
    if (tags.has(name)) return { tags, problem: `tag ${name}= appears twice` };
    tags.set(name, spec.slice(equals + 1).trim());
  }
  return { tags, problem: null };
}

/** The field names an `h=` value lists, in lower case. */
export function signedFields(h: string): string[] {
  return h
    .replace(FWS, '')
    .split(':')
    .map((name) => name.toLowerCase())
    .filter((name) => name !== '');
}

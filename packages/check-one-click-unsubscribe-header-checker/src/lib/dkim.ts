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

/** RFC 6376 §3.5: the tags every DKIM-Signature carries (mailauth's REQUIRED_DKIM_TAGS too). */
export const REQUIRED_TAGS = ['v', 'a', 'b', 'bh', 'd', 'h', 's'] as const;
/** RFC 6376 §3.3 as amended by RFC 8301 §3.1 (rsa-sha1 "MUST NOT be used for signing or verifying") and RFC 8463. */
const ALGORITHMS = ['rsa-sha256', 'ed25519-sha256'];
const CANONICALIZATIONS = ['simple', 'relaxed'];

/**
 * Why a DKIM-Signature whose tag list parses can never verify, read from its tags alone
 * (RFC 6376 §6.1.1: a verifier returns PERMFAIL and ignores it); null when nothing rules it out.
 * Keys and signatures are not looked at.
 */
export function signatureProblem(tags: ReadonlyMap<string, string>): string | null {
  const missing = REQUIRED_TAGS.filter((tag) => !tags.has(tag));
  if (missing.length > 0) return `required tag${missing.length > 1 ? 's' : ''} ${missing.map((tag) => `${tag}=`).join(', ')} missing (RFC 6376 §3.5)`;
  if (tags.get('v') !== '1') return `v=${tags.get('v') as string} is an incompatible version (RFC 6376 §6.1.1)`;
  const algorithm = (tags.get('a') as string).toLowerCase();
  if (algorithm === 'rsa-sha1') return 'a=rsa-sha1 must not be used for signing or verifying (RFC 8301 §3.1)';
  if (!ALGORITHMS.includes(algorithm)) return `unknown algorithm a=${algorithm}`;
  const c = tags.get('c');
  if (c !== undefined) {
    const [header, body = 'simple', ...rest] = c.toLowerCase().split('/');
    if (rest.length > 0 || !CANONICALIZATIONS.includes(header as string) || !CANONICALIZATIONS.includes(body)) return `unknown canonicalization c=${c}`;
  }
  if (!signedFields(tags.get('h') as string).includes('from')) return 'h= does not sign From (RFC 6376 §6.1.1)';
  const identity = tags.get('i');
  if (identity !== undefined) {
    const d = (tags.get('d') as string).toLowerCase();
    const domain = identity.slice(identity.lastIndexOf('@') + 1).toLowerCase();
    if (!identity.includes('@') || (domain !== d && !domain.endsWith(`.${d}`))) return 'the i= domain is neither d= nor a subdomain of it (RFC 6376 §6.1.1)';
  }
  return null;
}

// The official MCP Registry's publish-time checks (modelcontextprotocol/registry,
// internal/validators/validators.go and utils.go), written as hand-made matchers: a set of
// positions is carried through each piece, so every pattern runs in time linear in
// (length × pattern size) and nothing backtracks. test/mcp-registry-oracle.test.ts runs the
// registry's own RE2 patterns verbatim (re2js) over the same strings and finds no disagreement.

/** Go's unicode.IsSpace: what strings.TrimSpace removes before the range patterns run. */
const GO_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008,
  0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

function goTrimSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && GO_SPACE.has(text.charCodeAt(start))) start += 1;
  while (end > start && GO_SPACE.has(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

type Positions = ReadonlySet<number>;
/** A pattern piece: from every start position, every position where a match of the piece can end. */
type Piece = (text: string, from: Positions) => Positions;

const char =
  (test: (c: string) => boolean): Piece =>
  (text, from) => {
    const out = new Set<number>();
    for (const i of from) if (i < text.length && test(text[i] as string)) out.add(i + 1);
    return out;
  };
const lit =
  (word: string): Piece =>
  (text, from) => {
    const out = new Set<number>();
    for (const i of from) if (text.startsWith(word, i)) out.add(i + word.length);
    return out;
  };
const seq =
  (...pieces: Piece[]): Piece =>
  (text, from) =>
    pieces.reduce<Positions>((at, piece) => (at.size === 0 ? at : piece(text, at)), from);
const alt =
  (...pieces: Piece[]): Piece =>
  (text, from) => {
    const out = new Set<number>();
    for (const piece of pieces) for (const i of piece(text, from)) out.add(i);
    return out;
  };
/** The piece repeated min..max times (max Infinity: a star or plus). */
const rep =
  (piece: Piece, min: number, max = Infinity): Piece =>
  (text, from) => {
    let at: Positions = from;
    for (let k = 0; k < min; k += 1) at = piece(text, at);
    const out = new Set(at);
    let frontier: Positions = at;
    for (let k = min; k < max && frontier.size > 0; k += 1) {
      const next = new Set<number>();
      for (const i of piece(text, frontier)) if (!out.has(i)) next.add(i);
      for (const i of next) out.add(i);
      frontier = next;
    }
    return out;
  };
const opt = (piece: Piece): Piece => rep(piece, 0, 1);
const whole = (piece: Piece, text: string): boolean => piece(text, new Set([0])).has(text.length);

// RE2 classes: \s is [\t\n\f\r ], \d is [0-9], \w is [0-9A-Za-z_].
const ws = char((c) => c === '\t' || c === '\n' || c === '\f' || c === '\r' || c === ' ');
const digit = char((c) => c >= '0' && c <= '9');
const alnum = (c: string) => (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const word = (c: string) => alnum(c) || c === '_';
const digits = rep(digit, 1);
const spaces = rep(ws, 0);
const prerelease = seq(lit('-'), rep(char((c) => alnum(c) || c === '.' || c === '-'), 1));
/** `v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?` */
const version = seq(opt(lit('v')), digits, rep(seq(lit('.'), digits), 0, 3), opt(prerelease));
const wildcard = alt(lit('x'), lit('X'), lit('*'));

/** comparatorRangeRe: `^\s*(?:\^|~|>=|<=|>|<|=)\s*VERSION\s*$` */
const comparatorRange = seq(spaces, alt(lit('^'), lit('~'), lit('>='), lit('<='), lit('>'), lit('<'), lit('=')), spaces, version, spaces);
/** hyphenRangeRe: `^\s*VERSION\s-\s*VERSION\s*$` */
const hyphenRange = seq(spaces, version, ws, lit('-'), spaces, version, spaces);
/** orRangeRe: `^\s*(?:VERSION\s*)(?:\|\|\s*VERSION\s*)+$` */
const orRange = seq(spaces, version, spaces, rep(seq(lit('||'), spaces, version, spaces), 1));
/** dottedVersionLikeRe: `^\s*(?:v?\d+|x|X|\*)(?:\.(?:\d+|x|X|\*)){1,2}(?:-[0-9A-Za-z.-]+)?\s*$` */
const dottedVersionLike = seq(
  spaces,
  alt(seq(opt(lit('v')), digits), wildcard),
  rep(seq(lit('.'), alt(digits, wildcard)), 1, 2),
  opt(prerelease),
  spaces,
);

/**
 * Why the registry refuses a version, or null: `latest` is reserved (ErrReservedVersionString), and
 * looksLikeVersionRange rejects comparator, hyphen and `||` ranges and dotted wildcards. The
 * wildcard test looks for x, X or * anywhere in the string, as the registry does, so a pre-release
 * containing an x (`1.0.0-next.1`) is refused too.
 */
export function registryVersionProblem(text: string): 'reserved' | 'range' | null {
  if (text === 'latest') return 'reserved';
  const trimmed = goTrimSpace(text);
  if (trimmed === '') return null;
  if (whole(comparatorRange, trimmed) || whole(hyphenRange, trimmed) || whole(orRange, trimmed)) return 'range';
  if (whole(dottedVersionLike, trimmed) && /[xX*]/.test(trimmed)) return 'range';
  return null;
}

const namespacePart = seq(char(alnum), rep(char((c) => alnum(c) || c === '.' || c === '-'), 0), char(alnum));
const namePart = seq(char(alnum), rep(char((c) => alnum(c) || c === '.' || c === '_' || c === '-'), 0), char(alnum));

/**
 * parseServerName: `dns-namespace/name`, one slash, the namespace `[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]`
 * and the name `[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]` (so each part has at least two characters).
 */
export function validServerName(name: string): boolean {
  return whole(seq(namespacePart, lit('/'), namePart), name);
}

const wordish = rep(char((c) => word(c) || c === '.' || c === '-'), 1);
const host = (domain: string) => seq(lit('http'), opt(lit('s')), lit('://'), opt(lit('www.')), lit(domain), lit('/'));
/** githubURLRegex `^https?://(www\.)?github\.com/[\w.-]+/[\w.-]+/?$` and gitlabURLRegex (nested groups). */
const githubRepository = seq(host('github.com'), wordish, lit('/'), wordish, opt(lit('/')));
const gitlabRepository = seq(host('gitlab.com'), wordish, rep(seq(lit('/'), wordish), 1), opt(lit('/')));

/** IsValidRepositoryURL: the registry's `repository.url` must be a github.com or gitlab.com repository. */
export function acceptedRepositoryUrl(url: string): boolean {
  return whole(githubRepository, url) || whole(gitlabRepository, url);
}

/**
 * IsValidRemoteURL: a remote (streamable-http or sse) URL must be https with a host that is not
 * localhost, 127.0.0.1 or a *.localhost name. The reason, or null when accepted.
 */
export function remoteUrlProblem(url: string): 'scheme' | 'localhost' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'scheme';
  }
  if (parsed.protocol !== 'https:' || parsed.hostname === '') return 'scheme';
  const hostname = parsed.hostname;
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')) return 'localhost';
  return null;
}

/** validateWebsiteURL: an absolute URL whose scheme (read case-insensitively) is https. */
export function absoluteHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The official registry's host: an agent-registry surface there shows the server.json `name`. */
export const OFFICIAL_REGISTRY_HOST = 'registry.modelcontextprotocol.io';

export function onOfficialRegistry(url: string): boolean {
  try {
    return new URL(url).hostname === OFFICIAL_REGISTRY_HOST;
  } catch {
    return false;
  }
}

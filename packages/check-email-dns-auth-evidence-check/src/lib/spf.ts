/**
 * An SPF record read term by term against the grammar of RFC 7208 §12 (the collected ABNF):
 * directives (an optional qualifier and a mechanism, §4.6.2 and §5) and modifiers (§6), domain
 * specifications with macros (§7), IPv4 and IPv6 networks with their prefix lengths (§5.6).
 * Nothing is resolved. Every scan is a single pass over the text, without regular expressions
 * over caller text of unbounded length.
 */

export type Qualifier = '+' | '-' | '?' | '~';

export const MECHANISMS = ['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists'] as const;
export type Mechanism = (typeof MECHANISMS)[number];

/** The terms that cause DNS queries and count against the limit of 10 (RFC 7208 §4.6.4). */
export const LOOKUP_MECHANISMS: ReadonlySet<string> = new Set(['include', 'a', 'mx', 'ptr', 'exists']);

export interface SpfTerm {
  text: string;
  /** 1-based position of the term's first character in the record. */
  position: number;
  /** `unknown-mechanism`: a name no version of SPF defines; `invalid`: neither mechanism nor modifier. */
  kind: 'mechanism' | 'modifier' | 'unknown-mechanism' | 'invalid';
  /** Lower-cased mechanism or modifier name; empty for an invalid term. */
  name: string;
  /** The qualifier written, or null (a directive without one is `+`, §4.6.2). */
  qualifier: Qualifier | null;
  /** Why the term does not match the grammar, or null. */
  error: string | null;
}

const VERSION = 'v=spf1';

/** RFC 7208 §4.5: a record is SPF when it begins with `v=spf1` followed by a space or its end. */
export function isSpfRecord(text: string): boolean {
  return text.slice(0, VERSION.length).toLowerCase() === VERSION && (text.length === VERSION.length || text[VERSION.length] === ' ');
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

const MACRO_LETTERS = new Set(['s', 'l', 'o', 'd', 'i', 'p', 'h', 'v']);
const EXP_ONLY_LETTERS = new Set(['c', 'r', 't']);
const DELIMITERS = new Set(['.', '-', '+', ',', '/', '_', '=']);

interface MacroScan {
  error: string | null;
  /** Index where the trailing run of literal characters starts (text.length if it ends in a macro). */
  literalTail: number;
}

/** macro-string (RFC 7208 §7.1): literals %x21-24 / %x26-7E and macro-expands. */
function scanMacroString(text: string): MacroScan {
  let literalTail = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x25) {
      if (c < 0x21 || c > 0x7e) return { error: `character ${JSON.stringify(text[i])} is not allowed here`, literalTail };
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === '%' || next === '_' || next === '-') {
      i += 2;
      literalTail = i;
      continue;
    }
    if (next !== '{') return { error: 'a "%" must start a macro: %{…}, %%, %_ or %-', literalTail };
    const close = text.indexOf('}', i + 2);
    if (close < 0) return { error: 'a macro "%{" is not closed', literalTail };
    const body = text.slice(i + 2, close);
    const letter = (body[0] ?? '').toLowerCase();
    if (EXP_ONLY_LETTERS.has(letter)) return { error: `macro letter "${body[0]}" is allowed only in explanation text`, literalTail };
    if (!MACRO_LETTERS.has(letter)) return { error: `"%{${body}}" does not start with a macro letter`, literalTail };
    let j = 1;
    while (j < body.length && isDigit(body.charCodeAt(j))) j++;
    if (j > 1 && Number(body.slice(1, j)) === 0) return { error: `"%{${body}}" keeps zero labels`, literalTail };
    if (body[j] === 'r' || body[j] === 'R') j++;
    while (j < body.length && DELIMITERS.has(body[j] as string)) j++;
    if (j !== body.length) return { error: `"%{${body}}" is not a macro`, literalTail };
    i = close + 1;
    literalTail = i;
  }
  return { error: null, literalTail };
}

/** toplabel (RFC 7208 §7.1): alphanumerics with a letter, or alphanumerics joined by inner hyphens. */
function isTopLabel(label: string): boolean {
  if (label.length === 0) return false;
  let letter = false;
  let hyphen = false;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c === 45) hyphen = true;
    else if (isAlpha(c)) letter = true;
    else if (!isDigit(c)) return false;
  }
  if (!hyphen) return letter;
  return label[0] !== '-' && label[label.length - 1] !== '-';
}

/** domain-spec = macro-string domain-end; domain-end = ( "." toplabel [ "." ] ) / macro-expand. */
export function domainSpecError(text: string): string | null {
  if (text === '') return 'the domain is empty';
  const scan = scanMacroString(text);
  if (scan.error) return scan.error;
  if (scan.literalTail === text.length) return null;
  let tail = text.slice(scan.literalTail);
  if (tail.endsWith('.')) tail = tail.slice(0, -1);
  const dot = tail.lastIndexOf('.');
  if (dot < 0 || !isTopLabel(tail.slice(dot + 1))) return `"${text}" does not end in a top-level label such as ".com" or in a macro`;
  return null;
}

/** ip4-network (RFC 7208 §5.6): four decimal octets without leading zeros. */
export function isIp4(text: string): boolean {
  let octets = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== 0x2e) {
      if (!isDigit(text.charCodeAt(i)) || i - start >= 3) return false;
      continue;
    }
    const length = i - start;
    if (length === 0 || (length > 1 && text.charCodeAt(start) === 0x30)) return false;
    if (Number(text.slice(start, i)) > 255 || ++octets > 4) return false;
    start = i + 1;
  }
  return octets === 4;
}

/** The groups of one side of an IPv6 text, or null; a dotted IPv4 tail counts as two groups. */
function ip6Groups(part: string, mayEndInIp4: boolean): number | null {
  if (part === '') return 0;
  const groups = part.split(':');
  let count = 0;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as string;
    if (g === groups.length - 1 && mayEndInIp4 && group.includes('.')) {
      if (!isIp4(group)) return null;
      count += 2;
      continue;
    }
    if (group.length === 0 || group.length > 4) return null;
    for (let i = 0; i < group.length; i++) if (!isHex(group.charCodeAt(i))) return null;
    count++;
  }
  return count;
}

/** ip6-network (RFC 7208 §5.6, text forms of RFC 4291 §2.2). */
export function isIp6(text: string): boolean {
  const gap = text.indexOf('::');
  if (gap < 0) return ip6Groups(text, true) === 8;
  if (text.indexOf('::', gap + 1) >= 0) return false;
  const head = ip6Groups(text.slice(0, gap), false);
  const tail = ip6Groups(text.slice(gap + 2), true);
  return head !== null && tail !== null && head + tail <= 7;
}

function prefixError(digits: string, max: number): string | null {
  let ok = digits.length > 0 && (digits === '0' || digits[0] !== '0');
  for (let i = 0; ok && i < digits.length; i++) ok = isDigit(digits.charCodeAt(i));
  if (!ok) return `"/${digits}" is not a prefix length`;
  if (Number(digits) > max) return `prefix length /${digits} is longer than ${max}`;
  return null;
}

/** Splits `[":" domain-spec] [ "/" ip4-cidr ] [ "//" ip6-cidr ]` from its end. */
function splitDualCidr(arg: string): { base: string; error: string | null } {
  let end = arg.length;
  let j = end;
  while (j > 0 && isDigit(arg.charCodeAt(j - 1))) j--;
  let error: string | null = null;
  if (j < end && j >= 2 && arg[j - 1] === '/' && arg[j - 2] === '/') {
    error = prefixError(arg.slice(j, end), 128);
    end = j - 2;
    j = end;
    while (j > 0 && isDigit(arg.charCodeAt(j - 1))) j--;
  }
  if (j < end && j >= 1 && arg[j - 1] === '/' && !(j >= 2 && arg[j - 2] === '/')) {
    error = prefixError(arg.slice(j, end), 32) ?? error;
    end = j - 1;
  }
  return { base: arg.slice(0, end), error };
}

function mechanismError(name: Mechanism, arg: string): string | null {
  switch (name) {
    case 'all':
      return arg === '' ? null : '"all" takes no argument';
    case 'include':
    case 'exists':
      return arg.startsWith(':') ? domainSpecError(arg.slice(1)) : `"${name}" needs ":" and a domain`;
    case 'ptr':
      if (arg === '') return null;
      return arg.startsWith(':') ? domainSpecError(arg.slice(1)) : '"ptr" takes only ":" and a domain';
    case 'a':
    case 'mx': {
      const { base, error } = splitDualCidr(arg);
      if (error) return error;
      if (base === '') return null;
      return base.startsWith(':') ? domainSpecError(base.slice(1)) : `"${arg}" is not a domain or prefix length`;
    }
    case 'ip4':
    case 'ip6': {
      if (!arg.startsWith(':')) return `"${name}" needs ":" and a network`;
      const body = arg.slice(1);
      const slash = body.indexOf('/');
      const network = slash < 0 ? body : body.slice(0, slash);
      const valid = name === 'ip4' ? isIp4(network) : isIp6(network);
      if (!valid) return `"${network}" is not an ${name === 'ip4' ? 'IPv4' : 'IPv6'} address`;
      return slash < 0 ? null : prefixError(body.slice(slash + 1), name === 'ip4' ? 32 : 128);
    }
  }
}

/** Length of `name` when the text starts with `name "="` (name = ALPHA *( ALPHA / DIGIT / "-" / "_" / "." )), else 0. */
function modifierNameLength(text: string): number {
  if (!isAlpha(text.charCodeAt(0))) return 0;
  let j = 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (!(isAlpha(c) || isDigit(c) || c === 45 || c === 95 || c === 46)) break;
    j++;
  }
  return text[j] === '=' ? j : 0;
}

function isNameLike(name: string): boolean {
  if (!isAlpha(name.charCodeAt(0))) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (!(isAlpha(c) || isDigit(c) || c === 45 || c === 95)) return false;
  }
  return true;
}

function parseTerm(text: string, position: number): SpfTerm {
  const first = text[0] as string;
  const qualifier = '+-?~'.includes(first) ? (first as Qualifier) : null;
  const rest = qualifier ? text.slice(1) : text;
  const nameLength = modifierNameLength(rest);
  if (nameLength > 0) {
    const name = rest.slice(0, nameLength).toLowerCase();
    const value = rest.slice(nameLength + 1);
    let error: string | null;
    if (qualifier) error = 'a modifier takes no qualifier';
    else if (name === 'redirect' || name === 'exp') error = domainSpecError(value);
    else error = scanMacroString(value).error;
    return { text, position, kind: 'modifier', name, qualifier, error };
  }
  let cut = 0;
  while (cut < rest.length && rest[cut] !== ':' && rest[cut] !== '/') cut++;
  const name = rest.slice(0, cut).toLowerCase();
  if ((MECHANISMS as readonly string[]).includes(name)) {
    return { text, position, kind: 'mechanism', name, qualifier, error: mechanismError(name as Mechanism, rest.slice(cut)) };
  }
  if (isNameLike(name)) return { text, position, kind: 'unknown-mechanism', name, qualifier, error: null };
  return { text, position, kind: 'invalid', name: '', qualifier, error: `"${text}" is neither a mechanism nor a modifier` };
}

/** The terms after the version, split at spaces (RFC 7208 §12: terms = *( 1*SP ( directive / modifier ) )). */
export function parseSpfTerms(text: string): SpfTerm[] {
  const terms: SpfTerm[] = [];
  let i = VERSION.length;
  while (i < text.length) {
    if (text.charCodeAt(i) === 0x20) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && text.charCodeAt(i) !== 0x20) i++;
    terms.push(parseTerm(text.slice(start, i), start + 1));
  }
  return terms;
}

export type AllTerm = '+all' | '-all' | '~all' | '?all';

/** An `all` mechanism with its qualifier spelled out (a bare `all` is `+all`, §4.6.2). */
export function allTerm(term: SpfTerm): AllTerm {
  return `${term.qualifier ?? '+'}all` as AllTerm;
}

/** The record says "no host may send": exactly one directive, -all, and no redirect (RFC 7208 §5.1). */
export function deniesAll(terms: readonly SpfTerm[]): boolean {
  const directives = terms.filter((term) => term.kind !== 'modifier');
  const redirect = terms.some((term) => term.kind === 'modifier' && term.name === 'redirect');
  const only = directives[0];
  return directives.length === 1 && only !== undefined && only.kind === 'mechanism' && !only.error && only.name === 'all' && allTerm(only) === '-all' && !redirect;
}

/**
 * The documented word lists of the heuristics. Matching is exact on lower-cased words: no
 * stemming, no caller-supplied patterns. Changing a list changes the product's behaviour: the
 * README prints these lists and the cases pin them.
 */

/** The explicit contract lists a description states (an empty list is a statement). */
export const CONTRACT_FIELDS = ['inputs', 'outputs', 'side_effects', 'failure_modes'] as const;

/** A name holding one of these words (as a whole word) sounds like it changes something. */
export const WRITE_VERBS = [
  'add', 'append', 'approve', 'archive', 'assign', 'book', 'buy', 'cancel', 'charge', 'commit', 'create', 'delete',
  'deploy', 'deposit', 'destroy', 'disable', 'drop', 'edit', 'enable', 'erase', 'execute', 'grant', 'insert', 'install',
  'invite', 'kill', 'merge', 'modify', 'move', 'notify', 'overwrite', 'patch', 'pay', 'post', 'publish', 'purchase',
  'purge', 'push', 'put', 'refund', 'reject', 'remove', 'rename', 'replace', 'reserve', 'reset', 'restart', 'revoke',
  'run', 'save', 'sell', 'send', 'set', 'share', 'submit', 'subscribe', 'terminate', 'transfer', 'uninstall',
  'unsubscribe', 'update', 'upload', 'upsert', 'wipe', 'withdraw', 'write',
] as const;

/** A name whose first word is one of these reads or simulates (`get_post`, `preview_delete`). */
export const READ_VERBS = [
  'analyze', 'browse', 'calculate', 'check', 'compare', 'compute', 'count', 'describe', 'diff', 'download', 'dry',
  'estimate', 'explain', 'fetch', 'find', 'get', 'inspect', 'list', 'lookup', 'parse', 'peek', 'preview', 'query',
  'read', 'render', 'retrieve', 'search', 'show', 'simulate', 'summarize', 'validate', 'verify', 'view',
] as const;

/** Phrases that promise an unbounded purpose. Matched case-insensitively as whole words. */
export const VAGUE_PHRASES = [
  'whatever', 'anything', 'everything', 'various', 'miscellaneous', 'misc', 'etc', 'and more', 'and so on',
  'as needed', 'as required', 'general purpose', 'general-purpose', 'all-purpose', 'multi-purpose', 'multipurpose',
  'all-in-one', 'any task', 'any kind of', 'all kinds of', 'stuff',
] as const;

/**
 * The documented idempotency values, after HTTP's method properties (RFC 9110 §9.2.1 safe,
 * §9.2.2 idempotent) and the Idempotency-Key header of the IETF httpapi draft.
 */
export const IDEMPOTENCY_VALUES = ['safe', 'idempotent', 'idempotent-with-key', 'not-idempotent'] as const;

/** Description length bounds, in Unicode code points of the trimmed text. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 1024;

/** MCP tool names (2025-11-25, server/tools#tool-names, SEP-986): 1–128 characters of `[A-Za-z0-9_.-]`. */
export const MCP_NAME_MAX = 128;

/** The narrower function-calling name rule of OpenAI and Anthropic: `^[a-zA-Z0-9_-]{1,64}$`. */
export const PLATFORM_NAME_MAX = 64;

// Character classes on UTF-16 code units (NaN, past either end of the name, is in none).
const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;
const isLowerOrDigit = (code: number) => isLower(code) || (code >= 0x30 && code <= 0x39);
/** `_`, `-`, `.` and white space (what `trim()` removes; outside ASCII, asked of `trim()` itself). */
const isSeparator = (name: string, i: number): boolean => {
  const code = name.charCodeAt(i);
  if (code < 0x80) return code === 0x5f || code === 0x2d || code === 0x2e || code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (name[i] as string).trim() === '';
};

/**
 * The words of a name: split at `_`, `-`, `.`, white space and camelCase boundaries
 * (`sendEmail` → `send`, `email`; `HTTPPost` → `http`, `post`), lower-cased. One linear pass.
 */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  /** Where the current word starts: words are slices of the name, never built char by char. */
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    if (isSeparator(name, i)) {
      if (i > start) words.push(name.slice(start, i));
      start = i + 1;
      continue;
    }
    const previous = name.charCodeAt(i - 1);
    const boundary = isUpper(name.charCodeAt(i)) && (isLowerOrDigit(previous) || (isUpper(previous) && isLower(name.charCodeAt(i + 1))));
    if (boundary && i > start) {
      words.push(name.slice(start, i));
      start = i;
    }
  }
  if (name.length > start) words.push(name.slice(start));
  return words.map((w) => w.toLowerCase());
}

const WRITE = new Set<string>(WRITE_VERBS);
const READ = new Set<string>(READ_VERBS);

/** The write verb a name sounds like, or null (also when its first word is a read verb). */
export function writeVerb(name: string): string | null {
  const words = nameWords(name);
  if (words.length === 0 || READ.has(words[0]!)) return null;
  return words.find((word) => WRITE.has(word)) ?? null;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);

/** The vague phrases a description holds, in list order (lower-cased, runs of spaces as one). */
export function vaguePhrases(description: string): string[] {
  const text = description.toLowerCase().replace(/\s+/g, ' ');
  return VAGUE_PHRASES.filter((phrase) => {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return true;
    }
    return false;
  });
}

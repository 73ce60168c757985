/**
 * Windows naming rules, after Microsoft "Naming Files, Paths, and Namespaces".
 */
const DEVICE_NAMES = new Set<string>(['CON', 'PRN', 'AUX', 'NUL', 'CONIN$', 'CONOUT$']);
for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '\u00b9', '\u00b2', '\u00b3']) {
  DEVICE_NAMES.add(`COM${digit}`);
  DEVICE_NAMES.add(`LPT${digit}`);
}

/**
 * The device name a component resolves to, or null. The name is read as Windows (and Python's
 * `PureWindowsPath.is_reserved`) reads it: up to the first "." or ":", trailing spaces dropped, any case.
 */
/** First letters of the device names (C, P, A, N, L) in either case: no other first character can start one. */
const DEVICE_INITIALS = new Set([...'CPANLcpanl'].map((letter) => letter.charCodeAt(0)));

export function reservedDeviceName(component: string): string | null {
  // Most names fail on their first character; no non-ASCII character upper-cases to a device initial alone.
  if (!DEVICE_INITIALS.has(component.charCodeAt(0))) return null;
  let stem = component;
  const dot = stem.indexOf('.');
  if (dot !== -1) stem = stem.slice(0, dot);
  const colon = stem.indexOf(':');
  if (colon !== -1) stem = stem.slice(0, colon);
  stem = stem.replace(/ +$/, '').toUpperCase();
  return DEVICE_NAMES.has(stem) ? stem : null;
}

const FORBIDDEN = new Set(['<', '>', ':', '"', '\\', '|', '?', '*']);
/** Code units that make a component need the full scan: controls and the forbidden characters. */
const NEEDS_SCAN = new Uint8Array(128);
for (let code = 0; code < 0x20; code++) NEEDS_SCAN[code] = 1;
for (const char of FORBIDDEN) NEEDS_SCAN[char.charCodeAt(0)] = 1;

/** Forbidden characters of a component, each once, in order of appearance (controls as U+XXXX). */
export function forbiddenCharacters(component: string): string[] {
  let clean = true;
  for (let i = 0; i < component.length && clean; i++) {
    const code = component.charCodeAt(i);
    clean = code >= 128 || NEEDS_SCAN[code] === 0;
  }
  if (clean) return [];
  const seen: string[] = [];
  for (const char of component) {
    const code = char.charCodeAt(0);
    const shown = code < 0x20 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : FORBIDDEN.has(char) ? char : null;
    if (shown !== null && !seen.includes(shown)) seen.push(shown);
  }
  return seen;
}

const isAscii = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** UTF-8 length in bytes (a lone surrogate counts as the 3 bytes of U+FFFD, as TextEncoder writes it). */
export function utf8Length(text: string): number {
  if (isAscii(text)) return text.length;
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** NFC form; ASCII text is already normalized. */
export const toNfc = (text: string): string => (isAscii(text) ? text : text.normalize('NFC'));

/** Which Unicode normalization form a text is in: NFC, NFD, or neither. */
export function normalizationForm(text: string): string {
  if (text === text.normalize('NFC')) return 'NFC';
  return text === text.normalize('NFD') ? 'NFD' : 'neither';
}

/** Whether a string is exactly one code point (a lone surrogate counts as one, as `[...text]` does). */
function oneCodePoint(text: string): boolean {
  if (text.length === 1) return true;
  if (text.length !== 2) return false;
  const high = text.charCodeAt(0);
  const low = text.charCodeAt(1);
  return high >= 0xd800 && high < 0xdc00 && low >= 0xdc00 && low < 0xe000;
}

/** Simple (one-to-one) Unicode case folding, as case-insensitive file systems compare names. */
export function foldCase(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  let out = '';
  // ASCII runs are folded as one slice; other characters one by one.
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      i++;
      continue;
    }
    if (run < i) out += text.slice(run, i).toLowerCase();
    const width = code >= 0xd800 && code < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    const char = text.slice(i, i + width);
    let upper = char.toUpperCase();
    if (!oneCodePoint(upper)) upper = char;
    let lower = upper.toLowerCase();
    if (!oneCodePoint(lower)) lower = upper;
    out += lower;
    i += width;
    run = i;
  }
  if (run < text.length) out += text.slice(run).toLowerCase();
  return out;
}

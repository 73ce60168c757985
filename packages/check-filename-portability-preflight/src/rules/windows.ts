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
export function reservedDeviceName(component: string): string | null {
  let stem = component;
  const dot = stem.indexOf('.');
  if (dot !== -1) stem = stem.slice(0, dot);
  const colon = stem.indexOf(':');
  if (colon !== -1) stem = stem.slice(0, colon);
  stem = stem.replace(/ +$/, '').toUpperCase();
  return DEVICE_NAMES.has(stem) ? stem : null;
}

const FORBIDDEN = new Set(['<', '>', ':', '"', '\\', '|', '?', '*']);

/** Forbidden characters of a component, each once, in order of appearance (controls as U+XXXX). */
export function forbiddenCharacters(component: string): string[] {
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

/** Simple (one-to-one) Unicode case folding, as case-insensitive file systems compare names. */
export function foldCase(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  let out = '';
  for (const char of text) {
    let upper = char.toUpperCase();
    if ([...upper].length !== 1) upper = char;
    let lower = upper.toLowerCase();
    if ([...lower].length !== 1) lower = upper;
    out += lower;
  }
  return out;
}

/**
 * Visible text of a cue: markup removed (HTML-style and WebVTT tags such as <i>, <c.yellow>,
 * <v Anna>, <00:01.000>, and SSA/ASS override blocks such as {\an8}), character references
 * counted as one character, lines split on CR, LF, CRLF and <br>.
 *
 * Linear in the text: the markup patterns cannot backtrack past the next `<` or `{`, a line's
 * markup patterns run only when it holds their first character, lines below U+0300 are counted by
 * length and the other lines of a cue go through one grapheme segmentation together.
 */
const BREAK_TAG = /<br\s*\/?>/gi;
const TAG = /<[^<>]*>/g;
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;
const CHAR_REFERENCE = /&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);/g;
const LINE_BREAK = /\r\n|\r|\n/;
/** Below U+0300 (ASCII, Latin-1, Latin Extended, IPA) no character joins its neighbour but CR LF. */
const COMPLEX = /[^\0-\u02ff]/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Text without COMPLEX characters: every code unit is a grapheme cluster of its own, except CR LF. */
function countSimple(text: string): number {
  let count = text.length;
  for (let at = text.indexOf('\r\n'); at !== -1; at = text.indexOf('\r\n', at + 2)) count--;
  return count;
}

/** User-perceived characters (grapheme clusters), so "e" + combining accent counts once. */
export function countCharacters(text: string): number {
  if (!COMPLEX.test(text)) return countSimple(text);
  let count = 0;
  for (const _segment of graphemes.segment(text)) count++;
  return count;
}

/**
 * Width of a grapheme cluster in a character-based language (Japanese, Korean, Chinese): half-width
 * characters (Latin letters, digits, spaces, punctuation below U+1100, and the Halfwidth Forms
 * U+FF61–U+FFDC, U+FFE8–U+FFEE) count 0.5, all others 1.
 */
function width(segment: string): number {
  const code = segment.codePointAt(0) as number;
  return code < 0x1100 || (code >= 0xff61 && code <= 0xffdc) || (code >= 0xffe8 && code <= 0xffee) ? 0.5 : 1;
}

/**
 * countCharacters of each line (lines hold no CR or LF), or with `halfWidthHalf` the sum of each
 * cluster's width. The complex lines are segmented as one text joined by LF: a cluster never spans
 * an LF (UAX #29 GB4, GB5), so each LF is a segment of its own that ends one line's count.
 */
function countLines(lines: readonly string[], halfWidthHalf: boolean): number[] {
  const counts = lines.map((line) => (COMPLEX.test(line) ? -1 : halfWidthHalf ? line.length / 2 : line.length));
  const others = counts.flatMap((count, index) => (count === -1 ? [index] : []));
  if (others.length === 0) return counts;
  let k = 0;
  let count = 0;
  for (const { segment } of graphemes.segment(others.map((index) => lines[index] as string).join('\n'))) {
    if (segment !== '\n') {
      count += halfWidthHalf ? width(segment) : 1;
      continue;
    }
    counts[others[k++] as number] = count;
    count = 0;
  }
  counts[others[k] as number] = count;
  return counts;
}

function visibleLine(line: string): string {
  let visible = line;
  if (visible.includes('<')) visible = visible.replace(TAG, '');
  if (visible.includes('{')) visible = visible.replace(ASS_OVERRIDE, '');
  if (visible.includes('&')) visible = visible.replace(CHAR_REFERENCE, '_');
  return visible;
}

export function visibleLines(text: string): string[] {
  const broken = text.includes('<') ? text.replace(BREAK_TAG, '\n') : text;
  return broken.split(LINE_BREAK).map(visibleLine);
}

export interface TextStats {
  /** Visible characters of all lines, line breaks not counted (half-width ones 0.5 when weighed). */
  characters: number;
  /** Lines that carry visible text (blank lines at the start or end are not counted). */
  lines: number;
  lineLengths: number[];
  /** The largest of lineLengths, 0 without lines. */
  longestLine: number;
  empty: boolean;
}

/** With `halfWidthHalf` (character-based languages) half-width characters count 0.5. */
export function textStats(text: string, halfWidthHalf = false): TextStats {
  const all = visibleLines(text);
  let first = 0;
  let end = all.length;
  while (first < end && (all[first] as string).trim() === '') first++;
  while (end > first && (all[end - 1] as string).trim() === '') end--;
  const lineLengths = countLines(all.slice(first, end).map((line) => line.trim()), halfWidthHalf);
  let characters = 0;
  let longestLine = 0;
  for (const length of lineLengths) {
    characters += length;
    if (length > longestLine) longestLine = length;
  }
  return { characters, lines: lineLengths.length, lineLengths, longestLine, empty: lineLengths.length === 0 };
}

/** Spaces a subtitle shows: space, tab, no-break space. */
const isSpace = (char: string | undefined): boolean => char === ' ' || char === '\t' || char === '\u00a0';

export interface Whitespace {
  /** 1-based lines of the text (as written) that begin or end with a space. */
  edges: { line: number; side: 'start' | 'end' | 'both' }[];
  /** Lines with two or more spaces in a row between visible characters. */
  doubled: { line: number; runs: number }[];
  /** Lines with a space before closing punctuation, and the first such mark. */
  beforePunctuation: { line: number; mark: string; count: number }[];
  /** Lines with no visible text among lines that have some (blank first, middle or last lines). */
  blank: number[];
}

/** Closing punctuation a space may not precede (Subtitle Edit NetflixCheckWhiteSpace). */
const CLOSING = new Set(['!', '?', ')', '.', ',', '\u2026', '\u061f', '\u060c']);
/** French sets a space before ! and ? (Netflix French TTSG); only the other marks count there. */
const FRENCH_SPACED = new Set(['!', '?']);

/** Whitespace faults of the visible lines of a text (markup removed), linear in the text. */
export function whitespace(text: string, french: boolean): Whitespace {
  const lines = visibleLines(text);
  const result: Whitespace = { edges: [], doubled: [], beforePunctuation: [], blank: [] };
  if (lines.every((line) => line.trim() === '')) return result;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (line.trim() === '') {
      result.blank.push(number);
      return;
    }
    const starts = isSpace(line[0]);
    const ends = isSpace(line[line.length - 1]);
    if (starts || ends) result.edges.push({ line: number, side: starts && ends ? 'both' : starts ? 'start' : 'end' });
    let first = 0;
    while (isSpace(line[first])) first++;
    let last = line.length - 1;
    while (isSpace(line[last])) last--;
    let runs = 0;
    let mark: string | null = null;
    let marks = 0;
    for (let at = first + 1; at <= last; at++) {
      if (!isSpace(line[at])) continue;
      let stop = at;
      while (isSpace(line[stop + 1])) stop++;
      if (stop > at) runs++;
      const next = line[stop + 1] as string;
      if (line[stop] !== '\u00a0' && CLOSING.has(next) && !(french && FRENCH_SPACED.has(next))) {
        mark ??= next;
        marks++;
      }
      at = stop;
    }
    if (runs > 0) result.doubled.push({ line: number, runs });
    if (mark !== null) result.beforePunctuation.push({ line: number, mark, count: marks });
  });
  return result;
}

export interface ItalicTags {
  /** `<i>` tags and `</i>` tags of the raw text (case and inner spaces ignored). */
  opened: number;
  closed: number;
  /** The first fault: a `</i>` with no open `<i>`, an `<i>` inside an open one, or an `<i>` never closed. */
  fault: 'unopened' | 'nested' | 'unclosed' | null;
}

/** Counts `<i>` / `</i>` tags (`< i >`, `</I>` too) in one pass and finds the first imbalance. */
export function italicTags(text: string): ItalicTags {
  let opened = 0;
  let closed = 0;
  let depth = 0;
  let fault: ItalicTags['fault'] = null;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    let k = at + 1;
    while (text[k] === ' ') k++;
    const closing = text[k] === '/';
    if (closing) k++;
    while (text[k] === ' ') k++;
    if (text[k] !== 'i' && text[k] !== 'I') continue;
    k++;
    while (text[k] === ' ') k++;
    if (text[k] !== '>') continue;
    if (closing) {
      closed++;
      if (depth === 0) fault ??= 'unopened';
      else depth--;
    } else {
      opened++;
      if (depth > 0) fault ??= 'nested';
      depth++;
    }
  }
  if (depth > 0) fault ??= 'unclosed';
  return { opened, closed, fault };
}

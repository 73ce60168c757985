/**
 * Visible text of a cue: markup removed (HTML-style and WebVTT tags such as <i>, <c.yellow>,
 * <v Anna>, <00:01.000>, and SSA/ASS override blocks such as {\an8}), character references
 * counted as one character, lines split on CR, LF, CRLF and <br>.
 */
const BREAK_TAG = /<br\s*\/?>/gi;
const TAG = /<[^<>]*>/g;
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;
const CHAR_REFERENCE = /&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);/g;
const LINE_BREAK = /\r\n|\r|\n/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** User-perceived characters (grapheme clusters), so "e" + combining accent counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(text)) count++;
  return count;
}

export function visibleLines(text: string): string[] {
  return text
    .replace(BREAK_TAG, '\n')
    .split(LINE_BREAK)
    .map((line) => line.replace(TAG, '').replace(ASS_OVERRIDE, '').replace(CHAR_REFERENCE, '_'));
}

export interface TextStats {
  /** Visible characters of all lines, line breaks not counted. */
  characters: number;
  /** Lines that carry visible text (blank lines at the start or end are not counted). */
  lines: number;
  lineLengths: number[];
  empty: boolean;
}

export function textStats(text: string): TextStats {
  const all = visibleLines(text);
  let first = 0;
  let end = all.length;
  while (first < end && (all[first] as string).trim() === '') first++;
  while (end > first && (all[end - 1] as string).trim() === '') end--;
  const lines = all.slice(first, end);
  const lineLengths = lines.map((line) => countCharacters(line.trim()));
  return {
    characters: lineLengths.reduce((sum, n) => sum + n, 0),
    lines: lines.length,
    lineLengths,
    empty: lines.length === 0,
  };
}

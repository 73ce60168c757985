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
 * countCharacters of each line (lines hold no CR or LF). The complex lines are segmented as one
 * text joined by LF: a cluster never spans an LF (UAX #29 GB4, GB5), so each LF is a segment of its
 * own that ends one line's count.
 */
function countLines(lines: readonly string[]): number[] {
  const counts = lines.map((line) => (COMPLEX.test(line) ? -1 : line.length));
  const others = counts.flatMap((count, index) => (count === -1 ? [index] : []));
  if (others.length === 0) return counts;
  let k = 0;
  let count = 0;
  for (const { segment } of graphemes.segment(others.map((index) => lines[index] as string).join('\n'))) {
    if (segment !== '\n') {
      count++;
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
  /** Visible characters of all lines, line breaks not counted. */
  characters: number;
  /** Lines that carry visible text (blank lines at the start or end are not counted). */
  lines: number;
  lineLengths: number[];
  /** The largest of lineLengths, 0 without lines. */
  longestLine: number;
  empty: boolean;
}

export function textStats(text: string): TextStats {
  const all = visibleLines(text);
  let first = 0;
  let end = all.length;
  while (first < end && (all[first] as string).trim() === '') first++;
  while (end > first && (all[end - 1] as string).trim() === '') end--;
  const lineLengths = countLines(all.slice(first, end).map((line) => line.trim()));
  let characters = 0;
  let longestLine = 0;
  for (const length of lineLengths) {
    characters += length;
    if (length > longestLine) longestLine = length;
  }
  return { characters, lines: lineLengths.length, lineLengths, longestLine, empty: lineLengths.length === 0 };
}

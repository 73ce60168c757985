/**
 * Outside truth: the npm package `sanitize-filename` (1.6.4), the most used filename sanitizer on
 * npm. A name is unsafe to it when `sanitize(name) !== name` (it removes < > : " / \ | ? *, C0
 * and C1 controls, names made only of dots, CON/PRN/AUX/NUL/COM0-9/LPT0-9 with or without an
 * extension, trailing dots and spaces, and cuts at 255 UTF-8 bytes). The same names go to our
 * check one path each; on the rules both implement the verdicts must agree on every name.
 * Left out of the corpus, because the two rightly differ (Microsoft's "Naming Files, Paths, and
 * Namespaces" is the reference; Python's is_reserved() agrees with us, see python-oracle.test.ts):
 * - superscript digits COM¹ COM² COM³ LPT¹ LPT² LPT³, CONIN$ and CONOUT$: reserved by Windows,
 *   not listed by sanitize-filename;
 * - a device name with spaces before the extension (`CON .txt`): Windows drops the spaces, so it
 *   is CON; sanitize-filename's pattern needs the dot right after the name;
 * - C1 controls U+0080-U+009F: sanitize-filename removes them, but Windows, macOS and Linux accept
 *   them in names (not covered here, see the README);
 * - "/" inside a name: ours splits the path there.
 */
import sanitize from 'sanitize-filename';
import { run } from '../src/index.js';

const OURS = new Set(['RESERVED_NAME', 'INVALID_CHARACTER', 'TRAILING_DOT_OR_SPACE', 'COMPONENT_TOO_LONG', 'EMPTY_OR_DOT_COMPONENT', 'ABSOLUTE_PATH']);
const DEVICES = ['CON', 'PRN', 'AUX', 'NUL', ...[...'0123456789'].flatMap((d) => [`COM${d}`, `LPT${d}`])];

function corpus(): string[] {
  const names = new Set<string>();
  const stems = [...DEVICES, 'COM10', 'LPT', 'CONSOLE', 'NULL', 'AUXX', 'readme', 'r\u00e9sum\u00e9', '\u6587\u4ef6', 'a', 'x.y', '.hidden', '..a', 'a..b'];
  const suffixes = ['', '.txt', '.tar.gz', '.', '..', ' ', '  ', '. ', ' .', 'x', '_1', '.md '];
  for (const stem of stems)
    for (const variant of new Set([stem, stem.toLowerCase(), stem.charAt(0) + stem.slice(1).toLowerCase()]))
      for (const suffix of suffixes) names.add(variant + suffix);
  // Each forbidden character and C0 control, at the start, middle and end of a name.
  const forbidden = ['<', '>', ':', '"', '\\', '|', '?', '*', ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))];
  for (const char of [...forbidden, '\u007f', '#', '%', '&', '{', '}', '$', '!', "'", '@', '+', '=', '`', '^', '~', '[', ']', ';', ','])
    for (const shape of [`${char}name`, `na${char}me.txt`, `name${char}`]) names.add(shape);
  // Lengths around 255 UTF-8 bytes with 1-, 2-, 3- and 4-byte characters.
  for (const [char, bytes] of [['a', 1], ['\u00e9', 2], ['\u20ac', 3], ['\u{1F600}', 4]] as const)
    for (const total of [252, 253, 254, 255, 256, 257, 258, 300])
      names.add(char.repeat(Math.floor(total / bytes)) + 'b'.repeat(total % bytes));
  for (const dots of ['.', '..', '...', '....', '. .', '.a.', 'a.']) names.add(dots);
  return [...names].filter((name) => name !== '' && !name.includes('/'));
}

describe('unsafe names agree with sanitize-filename', () => {
  test('generated corpus, one path per name', () => {
    const names = corpus();
    expect(names.length).toBeGreaterThan(700);
    const ours: boolean[] = [];
    for (let from = 0; from < names.length; from += 5000) {
      const batch = names.slice(from, from + 5000);
      // Collisions between the names are not a sanitize-filename rule: only single-name codes count.
      for (const entry of run({ paths: batch, max_path_length: 32767 }).report.paths) ours.push(entry.codes.some((code) => OURS.has(code)));
    }
    const disagreements = names.filter((name, i) => (sanitize(name) !== name) !== ours[i]);
    expect(disagreements).toEqual([]);
    const unsafe = names.filter((name) => sanitize(name) !== name).length;
    expect(unsafe).toBeGreaterThan(300);
    expect(names.length - unsafe).toBeGreaterThan(150);
  });
});

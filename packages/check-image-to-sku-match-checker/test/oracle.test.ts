import { compilePattern } from '../src/lib/pattern.js';

// Outside truth: for patterns whose syntax and semantics RE2 and JavaScript share (no lookaround,
// no backreferences, bounded backtracking), RE2 must extract exactly what V8's RegExp extracts,
// and report the same number of capture groups.
const patterns = [
  '^([A-Z0-9-]+)_',
  '([A-Z]{3}-\\d{2,4})',
  '/(\\d+)/[^/]+$',
  '^(?:img|images)/([^/_.]+)',
  '(?i)^(sku\\d+)',
  '([^/]+?)(?:_\\w+)?\\.(?:jpe?g|png)$',
  '^.*/(.+?)-(?:front|back|side)\\.',
  '(\\p{L}+)_\\d',
];
const paths = [
  'ABC-12_front.jpg', 'img/ABC-1234_back.png', 'catalog/1001/front.jpg', 'images/TEE.jpg', 'img/tee_x.jpg',
  'SKU42_a.jpg', 'sku7.png', 'x/y/MUG_01.jpeg', 'a/b/shirt-red-front.webp', 'café_1.jpg', 'Ωmega_2.png', 'nothing', '',
];

function viaJs(pattern: string, path: string): string | null {
  const flags = pattern.startsWith('(?i)') ? 'iu' : 'u';
  const match = new RegExp(pattern.replace(/^\(\?i\)/, ''), flags).exec(path);
  return match?.[1] ? match[1] : null;
}

describe('sku_pattern extraction agrees with JavaScript RegExp on shared syntax', () => {
  const cases = patterns.flatMap((p) => paths.map((path) => [p, path] as const));
  test.each(cases)('%s on %s', (pattern, path) => {
    const compiled = compilePattern(pattern);
    if (!compiled.ok) throw new Error(compiled.reason);
    const got = compiled.extract(path);
    expect('sku' in got ? got.sku : null).toBe(viaJs(pattern, path));
  });

  test.each(['(a)', '(a)(b)', '(?:a)', '((a)|b)', '(?<name>a)', 'a', '\\(a\\)', '[(]a[)]'])('capture groups of %s', (pattern) => {
    const expected = (new RegExp(`(?:${pattern})|`).exec('')?.length ?? 1) - 1;
    const compiled = compilePattern(pattern);
    expect(compiled.ok).toBe(expected === 1);
    if (!compiled.ok) expect(compiled.reason).toContain(`found ${expected}`);
  });
});

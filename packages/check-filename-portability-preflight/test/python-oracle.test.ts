/**
 * Outside truth: Python's `pathlib.PureWindowsPath(name).is_reserved()` over a generated corpus,
 * called once with the whole batch, plus the examples of Microsoft's "Naming Files, Paths, and
 * Namespaces". Known, documented difference: Microsoft lists COM0 and LPT0 as reserved, Python
 * 3.11-3.12 does not; the check follows Microsoft there.
 */
import { spawnSync } from 'node:child_process';
import { run } from '../src/index.js';
import { forbiddenCharacters, reservedDeviceName } from '../src/lib/windows.js';

const BASES = ['CON', 'PRN', 'AUX', 'NUL', 'COM', 'LPT', 'CONIN$', 'CONOUT$', 'CONX', 'NULL', 'AUXX', 'PRNT', 'CO', 'LP'];
const DIGITS = ['', '0', '1', '5', '9', '10', '\u00b9', '\u00b2', '\u00b3', '\u2074', '\u2070', 'A'];
const SUFFIXES = ['', '.txt', '.tar.gz', '.', '..', ' ', '  ', ' .txt', '. ', ':stream', '.txt:stream', 'x', '_1', '-backup'];
const PREFIXES = ['', ' ', '_', 'x', '.'];

function caseVariants(text: string): string[] {
  return [text, text.toLowerCase(), text.charAt(0) + text.slice(1).toLowerCase(), text.replace(/[A-Z]/g, (c, i: number) => (i % 2 ? c.toLowerCase() : c))];
}

function corpus(): string[] {
  const names = new Set<string>();
  for (const base of BASES)
    for (const digit of base === 'COM' || base === 'LPT' ? DIGITS : [''])
      for (const variant of caseVariants(base + digit))
        for (const suffix of SUFFIXES) for (const prefix of PREFIXES) names.add(prefix + variant + suffix);
  for (const plain of ['readme.md', 'console.log', 'nul-terminated', 'com.example.app', 'lpt', 'auxiliary.c', 'conin', 'CONOUT', 'con\u0131n$']) names.add(plain);
  return [...names].filter((name) => name !== '' && name.charAt(1) !== ':');
}

function pythonReserved(names: string[]): boolean[] {
  const script = 'import json, sys, pathlib\nprint(json.dumps([pathlib.PureWindowsPath(n).is_reserved() for n in json.load(sys.stdin)]))';
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(names), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as boolean[];
}

describe('Windows reserved names agree with Python pathlib', () => {
  test('generated corpus', () => {
    const names = corpus();
    expect(names.length).toBeGreaterThan(5000);
    const expected = pythonReserved(names);
    const disagreements = names.filter((name, i) => {
      const mine = reservedDeviceName(name) !== null;
      if (mine === expected[i]) return false;
      // Microsoft's list includes COM0 and LPT0; Python's does not.
      return !(mine && /^(COM|LPT)0$/.test(reservedDeviceName(name) ?? ''));
    });
    expect(disagreements).toEqual([]);
    expect(expected.filter(Boolean).length).toBeGreaterThan(500);
  });

  test("Microsoft's documented rules", () => {
    // "NUL.txt and NUL.tar.gz are both equivalent to NUL"; superscript digits count as digits.
    for (const name of ['NUL.txt', 'NUL.tar.gz', 'nul', 'COM0', 'LPT0', 'COM\u00b9', 'lpt\u00b3.log', 'CON .txt']) expect(reservedDeviceName(name)).not.toBeNull();
    for (const name of ['NULL', 'CONSOLE', 'COM10', 'LPT', 'xCON']) expect(reservedDeviceName(name)).toBeNull();
    // "< > : " / \ | ? *" and integer values 1 through 31 (the check adds NUL itself).
    expect(forbiddenCharacters('a<b>c:d"e\\f|g?h*i')).toEqual(['<', '>', ':', '"', '\\', '|', '?', '*']);
    expect(forbiddenCharacters('tab\there\u001f')).toEqual(['U+0009', 'U+001F']);
    // "Do not end a file or directory name with a space or a period."
    const codes = run({ paths: ['dir./file', 'name ', 'ok.name'] }).report.paths.map((p) => p.codes);
    expect(codes).toEqual([['TRAILING_DOT_OR_SPACE'], ['TRAILING_DOT_OR_SPACE'], []]);
  });
});

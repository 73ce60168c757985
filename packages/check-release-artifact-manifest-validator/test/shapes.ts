// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type File = Input['files'][number];

/** The i-th spelling of one path by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  let k = 0;
  return [...name].map((char) => (/[a-z]/.test(char) && (i >> k++) & 1 ? char.toUpperCase() : char)).join('');
}

/** A well-formed hash that differs for every i. */
const hashOf = (i: number) => (i + 1).toString(16).padStart(64, 'a');
const file = (path: string, i: number, extra: Partial<File> = {}): File => ({ path, sha256: hashOf(i), size_bytes: 10 + i, ...extra });
const range = <T>(n: number, at: (i: number) => T) => Array.from({ length: n }, (_, i) => at(i));
const pointersOf = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);

export const shapes = defineShapes<Input>([
  {
    // A thousand distinct wildcard-heavy glob prefixes that a backtracking matcher would explore at
    // every "a" of every long name. Every name holds every character a glob needs, but the "b" and
    // the digits come before the a's, so none matches and each path is read to its end.
    name: 'every file outside a thousand star-heavy globs',
    max: 5000,
    grow: (n) => ({
      files: range(n, (i) => file(`b0123456789/${'a'.repeat(60)}/${'a'.repeat(60)}${i}.bin`, i)),
      policy: { allowed_prefixes: range(Math.min(n, 1000), (i) => `*a*a*a*a*a*a*a*a*a*a*?b${i}*`) },
    }),
    verify(result, n) {
      expect(pointersOf(result.findings, 'PATH_OUTSIDE_ALLOWED_PREFIXES')).toEqual(range(n, (i) => `/files/${i}/path`));
    },
  },
  {
    // A thousand star-heavy glob-looking required paths: each is missing (literal) and counted as a glob over every file.
    name: 'a thousand star-heavy required paths counted as globs over every file',
    max: 5000,
    grow: (n) => ({
      files: range(n, (i) => file(`b0123456789/${'a'.repeat(60)}/${'a'.repeat(60)}${i}.bin`, i)),
      policy: { required_paths: range(Math.min(n, 1000), (i) => `*a*a*a*a*a*a*a*a*a*a*?b${i}*`) },
    }),
    verify(result, n) {
      const missing = result.findings.filter((f) => f.code === 'REQUIRED_PATH_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(Math.min(n, 1000), (i) => `/policy/required_paths/${i}`));
      for (const finding of missing) expect(finding.details).toMatchObject({ globMatches: 0 });
    },
  },
  {
    // Globs whose "**/" groups and classes match at every folder of deep paths; only the last one admits.
    name: 'deep paths against ** chains and classes',
    max: 40_000,
    grow: (n) => ({
      files: range(8, (i) => file(`${'a/'.repeat(n)}${i % 2 ? 'b.js' : 'c.txt'}`, i)),
      policy: { allowed_prefixes: ['**/a/**/a/**/a/**/x', '[ab]/**/[!x]/*a?a*a*a*z', '**/a/**/a/**/*.js'] },
    }),
    verify(result) {
      expect(pointersOf(result.findings, 'PATH_OUTSIDE_ALLOWED_PREFIXES')).toEqual([0, 2, 4, 6].map((i) => `/files/${i}/path`));
    },
  },
  {
    // Each prefix is a string prefix of some file's folder but never the folder itself.
    name: 'every file outside a thousand near-miss prefixes',
    max: 5000,
    grow: (n) => ({
      files: range(n, (i) => file(`dist/v${i}x/app${i}.bin`, i)),
      policy: { allowed_prefixes: range(Math.min(n, 1000), (i) => `dist/v${i}`) },
    }),
    verify(result, n) {
      expect(pointersOf(result.findings, 'PATH_OUTSIDE_ALLOWED_PREFIXES')).toEqual(range(n, (i) => `/files/${i}/path`));
    },
  },
  {
    // Every entry names one file: exactly, after ./ and backslashes, or up to case.
    name: 'one path spelled n ways',
    max: 5000,
    grow: (n) => ({
      files: range(n, (i) => file(i % 3 === 1 ? `./${caseVariant('docs/readme-file.md', i)}` : i % 3 === 2 ? caseVariant('docs\\readme-file.md', i) : caseVariant('docs/readme-file.md', i), i)),
      policy: { allowed_prefixes: ['docs'] },
    }),
    verify(result, n) {
      const duplicates = result.findings.filter((f) => f.code === 'DUPLICATE_PATH');
      expect(duplicates.map((f) => f.pointer)).toEqual(n >= 2 ? range(n, (i) => `/files/${i}/path`) : []);
      for (const finding of duplicates) {
        const details = finding.details as { count: number; paths: string[]; group: string };
        expect(details.count).toBe(n);
        expect(details.paths).toHaveLength(Math.min(n, 20));
        expect(details.group).toBe('docs/readme-file.md');
      }
      expect(result.report).toMatchObject({ duplicatePaths: n >= 2 ? n : 0 });
    },
  },
  {
    // n distinct files with one content, and required paths that differ from them by case.
    name: 'one content in every file, required paths by the wrong case',
    max: 5000,
    grow: (n) => ({
      files: range(n, (i) => ({ ...file(`pkg/lib/part-${i}.js`, 0), size_bytes: 1000 })),
      policy: { required_paths: range(Math.min(n, 1000), (i) => `PKG/lib/part-${i}.js`), max_total_bytes: 1000 * n - 1 },
    }),
    verify(result, n) {
      const content = result.findings.filter((f) => f.code === 'DUPLICATE_CONTENT');
      expect(content.map((f) => f.pointer)).toEqual(n >= 2 ? range(n, (i) => `/files/${i}/sha256`) : []);
      const missing = result.findings.filter((f) => f.code === 'REQUIRED_PATH_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(Math.min(n, 1000), (i) => `/policy/required_paths/${i}`));
      missing.forEach((finding, i) => expect(finding.details).toMatchObject({ caseVariant: `pkg/lib/part-${i}.js` }));
      expect(pointersOf(result.findings, 'TOTAL_SIZE_EXCEEDED')).toEqual(['/policy/max_total_bytes']);
    },
  },
  {
    // Eight paths as deep as the body allows, under one deep allowed prefix; secrets at the bottom.
    name: 'eight paths n folders deep',
    max: 40_000,
    grow: (n) => {
      const deep = 'd/'.repeat(n);
      const names = ['.env', 'id_rsa', 'node_modules/x/index.js', 'app.pem', 'README.md', 'run.sh', 'lib.so.1.2', 'data.bin'];
      return {
        files: names.map((name, i) => file(`${deep}${name}`, i, { executable: true })),
        policy: { allowed_prefixes: [`${deep}node_modules`, `${deep}x`], required_paths: [`${deep}README.MD`] },
      };
    },
    verify(result) {
      expect(pointersOf(result.findings, 'SENSITIVE_FILE')).toEqual(['/files/0/path', '/files/1/path', '/files/2/path', '/files/3/path']);
      // Only the node_modules file is under an allowed prefix.
      expect(pointersOf(result.findings, 'PATH_OUTSIDE_ALLOWED_PREFIXES')).toEqual([0, 1, 3, 4, 5, 6, 7].map((i) => `/files/${i}/path`));
      // Dotfiles, keys and docs are no programs; the extension-less key, the script, the library, the .js and .bin files may be.
      expect(pointersOf(result.findings, 'UNEXPECTED_EXECUTABLE')).toEqual([0, 3, 4].map((i) => `/files/${i}/executable`));
      expect(pointersOf(result.findings, 'REQUIRED_PATH_MISSING')).toEqual(['/policy/required_paths/0']);
    },
  },
]);

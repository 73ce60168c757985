// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { EntrypointReport, Input, Report } from '../src/index.js';

const range = <T>(n: number, at: (i: number) => T) => Array.from({ length: n }, (_, i) => at(i));
const pointersOf = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const reportOf = (result: { report: unknown }) => result.report as Report;
const base = { name: 'shape-pkg', version: '1.0.0' };

export const shapes = defineShapes<Input>([
  {
    // n/4 export patterns, each against the whole pack and the whole previous pack.
    name: 'export patterns that each match many of n files',
    max: 5000,
    grow: (n) => {
      const patterns = Math.max(1, Math.floor(n / 4));
      return {
        package: { ...base, exports: Object.fromEntries(range(patterns, (j) => [`./p${j}/*`, `./dist/*${j}.js`])) },
        pack_files: ['package.json', 'README.md', 'LICENSE', ...range(n, (i) => `dist/f${i}.js`)],
        previous_files: ['package.json', 'README.md', 'LICENSE', ...range(n, (i) => (i % 2 ? `dist/g${i}.js` : `dist/f${i}.js`))],
      };
    },
    verify(result, n) {
      const patterns = Math.max(1, Math.floor(n / 4));
      // dist/f<j>.js matches pattern j, so every pattern resolves, to a file ending in "<j>.js".
      const entrypoints = reportOf(result).entrypoints;
      expect(entrypoints).toHaveLength(patterns);
      entrypoints.forEach((entry: EntrypointReport, j) => {
        expect(entry.resolved?.startsWith('dist/') && entry.resolved.endsWith(`${j}.js`)).toBe(true);
      });
      expect(pointersOf(result.findings, 'MISSING_ENTRYPOINT')).toEqual([]);
      // Each removed dist/g<i>.js ends in the digits of some pattern below 10 once there are ten patterns.
      const removed = range(n, (i) => i).filter((i) => i % 2 === 1 && (patterns >= 10 || i % 10 < patterns || String(i).endsWith(String(i % patterns))));
      const reached = pointersOf(result.findings, 'ENTRYPOINT_REMOVED');
      if (patterns >= 10) expect(reached).toEqual(removed.map((i) => `/previous_files/${i + 3}`));
      expect(reached.length + pointersOf(result.findings, 'FILE_REMOVED').length).toBe(Math.floor(n / 2));
    },
  },
  {
    // One empty folder named n times by `files`, and by the entrypoints.
    name: 'an empty folder named n times in files',
    max: 40_000,
    grow: (n) => ({
      package: { ...base, main: './lib/index.js', bin: { tool: './lib/cli.js' }, files: range(n, (i) => (i % 2 ? 'lib' : './lib/')) },
      pack_files: ['package.json', 'README.md', 'LICENSE', 'src/index.ts'],
    }),
    verify(result, n) {
      // Findings in pointer order: bin, files (numerically), main.
      expect(pointersOf(result.findings, 'NO_RUNTIME_OUTPUT')).toEqual(['/package/bin/tool', ...range(n, (i) => `/package/files/${i}`), '/package/main']);
      expect(reportOf(result).foldersWithoutOutput).toEqual(['lib']);
    },
  },
  {
    // Folder mappings reach every file of their folder; multi-star targets repeat one text.
    name: 'export folder mappings and multi-star targets over n files',
    max: 5000,
    grow: (n) => {
      const entries = Math.max(1, Math.floor(n / 8));
      return {
        package: {
          ...base,
          exports: Object.fromEntries([
            ...range(entries, (j) => [`./x${j}/`, `./dist/`]),
            ...range(entries, (j) => [`./y${j}/*`, `./dist/*/*.${j % 2 ? 'js' : 'mjs'}`]),
          ]),
        },
        pack_files: ['package.json', 'README.md', 'LICENSE', ...range(n, (i) => `dist/a${i}/a${i}.js`)],
        previous_files: ['package.json', 'README.md', 'LICENSE', ...range(n, (i) => `dist/b${i}/b${i}.js`)],
      };
    },
    verify(result, n) {
      const entries = Math.max(1, Math.floor(n / 8));
      const entrypoints = reportOf(result).entrypoints;
      // Folders resolve to the first packed file; ".js" patterns to dist/a<k>/a<k>.js, ".mjs" ones to nothing.
      expect(entrypoints.slice(0, entries).map((entry) => entry.resolved)).toEqual(range(entries, () => 'dist/a0/a0.js'));
      expect(entrypoints.slice(entries).map((entry) => entry.resolved)).toEqual(range(entries, (j) => (j % 2 ? 'dist/a0/a0.js' : null)));
      // Pointers to object keys are in key order ("./y10/*" before "./y2/*").
      const missing = range(entries, (j) => j).filter((j) => j % 2 === 0).map((j) => `./y${j}/*`).sort();
      expect(pointersOf(result.findings, 'MISSING_ENTRYPOINT')).toEqual(missing.map((key) => `/package/exports/${key.replaceAll('/', '~1')}`));
      // Every previous file was reached by a folder mapping: all removed entrypoints.
      expect(pointersOf(result.findings, 'ENTRYPOINT_REMOVED')).toEqual(range(n, (i) => `/previous_files/${i + 3}`));
    },
  },
  {
    // Multi-star targets against paths as long as the body allows (after 2000 ordinary files): no path matches.
    name: 'multi-star targets against five long paths',
    max: 30_000,
    grow: (n) => ({
      package: { ...base, exports: { './a/*': './d/*/*/*.js', './b/*': './d/*-*', './c/*': './*/*' } },
      pack_files: [
        'package.json',
        'README.md',
        'LICENSE',
        ...range(2000, (i) => `lib/m${i}.js`),
        ...range(5, (i) => `d/${'x'.repeat(n)}${i}/${'x'.repeat(n)}/${'x'.repeat(n)}.js`),
      ],
    }),
    verify(result) {
      // Each file repeats one text three times only if its three parts are equal: the digit breaks it.
      const resolved = reportOf(result).entrypoints.map((entry) => entry.resolved);
      expect(resolved).toEqual([null, null, null]);
      expect(pointersOf(result.findings, 'MISSING_ENTRYPOINT')).toEqual(['/package/exports/.~1a~1*', '/package/exports/.~1b~1*', '/package/exports/.~1c~1*']);
    },
  },
  {
    // n exports subpaths with every condition out of order, and n imports keys without "#" whose
    // targets are fallback arrays leaving the package: each object and array is visited once.
    name: 'n subpaths with conditions out of order and n invalid imports',
    max: 20_000,
    grow: (n) => ({
      package: {
        ...base,
        license: 'MIT',
        types: './t.d.ts',
        exports: Object.fromEntries(
          range(n, (i) => [i === 0 ? '.' : `./s${i}`, { default: `./d${i}.js`, require: './r.cjs', module: './m.mjs', types: './t.d.ts' }]),
        ),
        imports: Object.fromEntries(range(n, (i) => [`k${i}`, [`../x${i}.js`]])),
      },
      pack_files: ['package.json', 'README.md', 'LICENSE', 't.d.ts', 'r.cjs', 'm.mjs', ...range(n, (i) => `d${i}.js`)],
    }),
    verify(result, n) {
      const counts: Record<string, number> = {};
      for (const finding of result.findings) counts[finding.code] = (counts[finding.code] ?? 0) + 1;
      expect(counts).toEqual({
        TYPES_CONDITION_NOT_FIRST: n,
        DEFAULT_CONDITION_NOT_LAST: n,
        MODULE_CONDITION_AFTER_REQUIRE: n,
        IMPORTS_KEY_INVALID: n,
        IMPORTS_TARGET_INVALID: n,
        FALLBACK_ARRAY: n,
        // "." resolves to its default (declared before types) with no d0.d.ts beside it; so does every other subpath.
        TYPES_NOT_EXPORTED: 1,
        ...(n > 1 ? { SUBPATH_TYPES_NOT_FOUND: n - 1 } : {}),
      });
    },
  },
]);

// Lookup rules seen through the report, the sample, determinism and the schema limits. Plain
// input → findings examples are in cases.ts; real packages are the outside truth in
// real-packages.test.ts.
import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

const base = ['package.json', 'README.md', 'LICENSE'];
const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'demo-pkg', version: '1.0.0', ...extra });
const check = (extra: Record<string, unknown>, files: string[]) => run({ package: pkg(extra), pack_files: [...base, ...files] });
const resolved = (extra: Record<string, unknown>, files: string[], field: string) => check(extra, files).report.entrypoints.find((e) => e.field === field)?.resolved;

describe('package-publish-payload-preflight', () => {
  test('main resolves like Node: exact, implicit .js/.json/.node, then the folder index', () => {
    expect(resolved({ main: 'server' }, ['server.js'], 'main')).toBe('server.js');
    expect(resolved({ main: './data' }, ['data.json'], 'main')).toBe('data.json');
    expect(resolved({ main: 'addon' }, ['addon.node'], 'main')).toBe('addon.node');
    expect(resolved({ main: 'src/' }, ['src/index.js'], 'main')).toBe('src/index.js');
    expect(resolved({ main: './' }, ['index.js'], 'main')).toBe('index.js');
  });

  test('types and typings resolve like TypeScript; a browser string like a bundler', () => {
    expect(resolved({ types: './dist/index.js' }, ['dist/index.d.ts'], 'types')).toBe('dist/index.d.ts');
    expect(resolved({ typings: 'types' }, ['types/index.d.ts'], 'typings')).toBe('types/index.d.ts');
    expect(resolved({ browser: 'dist/umd' }, ['dist/umd.js'], 'browser')).toBe('dist/umd.js');
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'LICENSE_MISSING', 'FILE_ADDED', 'SENSITIVE_FILE_PACKED', 'TYPESCRIPT_SOURCE_ONLY', 'FILES_ENTRY_UNMATCHED',
        'FILE_REMOVED', 'ENTRYPOINT_REMOVED',
      ]),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput)) as Input))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes', () => {
    const files = Array.from({ length: 5000 }, (_, i) => `dist/m${i}.js`);
    const previous = Array.from({ length: 5000 }, (_, i) => `dist/m${i + 2500}.js`);
    const exportsMap: Record<string, string> = { './*': './dist/*.js' };
    for (let i = 0; i < 500; i++) exportsMap[`./m${i}`] = `./dist/m${i}.js`;
    const input: Input = { package: pkg({ main: 'dist/m0.js', exports: exportsMap }), pack_files: files, previous_files: previous };
    const result = run(input);
    expect(result.summary).toMatchObject({ entrypoints: 502, missingEntrypoints: 0, added: 2500, removed: 2500 });
    expect(result.report.files.removedEntrypoints).toBe(2500);
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(result));
  });

  test('5000 references to one empty folder and 5000 repeated secrets complete, each flagged', () => {
    const exportsMap: Record<string, string> = {};
    for (let i = 0; i < 2500; i++) exportsMap[`./m${i}`] = `./dist/m${i}.js`;
    const input: Input = { package: pkg({ exports: exportsMap }), pack_files: Array.from({ length: 5000 }, () => '.env') };
    const result = run(input);
    expect(result.findings.filter((f) => f.code === 'NO_RUNTIME_OUTPUT')).toHaveLength(2500);
    expect(result.findings.filter((f) => f.code === 'SENSITIVE_FILE_PACKED')).toHaveLength(5000);
    expect(result.report.sensitiveFiles).toEqual(['.env']);
  });
});

import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

const base = ['package.json', 'README.md', 'LICENSE'];
const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'demo-pkg', version: '1.0.0', ...extra });
const check = (extra: Record<string, unknown>, files: string[], previous?: string[]) =>
  run({ package: pkg(extra), pack_files: [...base, ...files], ...(previous ? { previous_files: previous } : {}) });
const at = (input: ReturnType<typeof check>) => input.findings.map((f) => `${f.code}@${f.pointer}`);
const entry = (result: ReturnType<typeof check>, field: string) => result.report.entrypoints.find((e) => e.field === field);

describe('package-publish-payload-preflight', () => {
  test('a complete pack is READY and lists every entrypoint', () => {
    const result = check(
      { main: 'lib', types: 'lib/index', bin: './cli.js', exports: { '.': './lib/index.js', './package.json': './package.json' } },
      ['lib/index.js', 'lib/index.d.ts', 'cli.js'],
    );
    expect(result.status).toBe('READY');
    expect(result.findings).toEqual([]);
    expect(result.report.entrypoints).toEqual([
      { field: 'main', target: 'lib', resolved: 'lib/index.js', present: true },
      { field: 'types', target: 'lib/index', resolved: 'lib/index.d.ts', present: true },
      { field: 'bin', target: './cli.js', resolved: 'cli.js', present: true },
      { field: 'exports["."]', target: './lib/index.js', resolved: 'lib/index.js', present: true },
      { field: 'exports["./package.json"]', target: './package.json', resolved: 'package.json', present: true },
    ]);
  });

  test('main resolves like Node: exact, implicit .js/.json/.node, then the folder index', () => {
    expect(entry(check({ main: 'server' }, ['server.js']), 'main')?.resolved).toBe('server.js');
    expect(entry(check({ main: './data' }, ['data.json']), 'main')?.resolved).toBe('data.json');
    expect(entry(check({ main: 'addon' }, ['addon.node']), 'main')?.resolved).toBe('addon.node');
    expect(entry(check({ main: 'src/' }, ['src/index.js']), 'main')?.resolved).toBe('src/index.js');
    expect(entry(check({ main: './' }, ['index.js']), 'main')?.resolved).toBe('index.js');
    const missing = check({ main: 'dist/index.js' }, ['dist/other.js']);
    expect(missing.findings).toEqual([
      expect.objectContaining({
        code: 'MISSING_ENTRYPOINT',
        severity: 'error',
        subject: 'main',
        pointer: '/package/main',
        details: { field: 'main', target: 'dist/index.js', pattern: false },
      }),
    ]);
    expect(missing.report.missingEntrypoints).toEqual(['main']);
  });

  test('the tarball package/ prefix and ./ prefixes are removed before resolving', () => {
    const result = run({
      package: pkg({ main: './index.js' }),
      pack_files: ['package/package.json', 'package/README.md', 'package/LICENSE', 'package/./index.js'],
    });
    expect(result.findings).toEqual([]);
    expect(result.report.files.packed).toBe(4);
  });

  test('exports: nested conditions, null exclusions, * patterns, folder mappings and array fallbacks', () => {
    const result = check(
      {
        exports: {
          '.': { node: { import: './esm/index.mjs', require: './cjs/index.cjs' }, default: './esm/index.mjs' },
          './features/*.js': './esm/features/*.js',
          './features/private/*': null,
          './icons/*': './icons/*.svg',
          './utils/': './esm/utils/',
          './alt': ['./alt/a.js', './alt/b.js'],
        },
      },
      ['esm/index.mjs', 'esm/features/a.js', 'esm/utils/x.js', 'alt/a.js'],
    );
    expect(at(result)).toEqual([
      'MISSING_ENTRYPOINT@/package/exports/./node/require',
      'NO_RUNTIME_OUTPUT@/package/exports/./node/require',
      'MISSING_ENTRYPOINT@/package/exports/.~1icons~1*',
      'NO_RUNTIME_OUTPUT@/package/exports/.~1icons~1*',
    ]);
    expect(result.findings.find((f) => f.pointer === '/package/exports/.~1icons~1*' && f.code === 'MISSING_ENTRYPOINT')?.details).toEqual({
      field: 'exports["./icons/*"]',
      target: './icons/*.svg',
      pattern: true,
    });
    expect(entry(result, 'exports["./features/*.js"]')).toEqual({
      field: 'exports["./features/*.js"]',
      target: './esm/features/*.js',
      resolved: 'esm/features/a.js',
      present: true,
    });
    expect(entry(result, 'exports["./alt"]["1"]')?.present).toBe(false); // a fallback: not flagged
  });

  test('conditions-only exports and the types condition with TypeScript lookup', () => {
    const result = check({ exports: { types: './index.d.ts', import: './index.mjs', default: './index.cjs' } }, ['index.d.ts', 'index.mjs']);
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.field])).toEqual([
      ['MISSING_ENTRYPOINT', '/package/exports/default', 'exports.default'],
    ]);
    expect(entry(check({ types: './dist/index.js' }, ['dist/index.d.ts']), 'types')?.resolved).toBe('dist/index.d.ts');
    expect(entry(check({ typings: 'types' }, ['types/index.d.ts']), 'typings')?.resolved).toBe('types/index.d.ts');
  });

  test('bin and browser maps: exact bin targets; browser file replacements, not module substitutions', () => {
    const result = check(
      { bin: { 'demo-a': './bin/a.js', 'demo-b': 'bin/b' }, browser: { './lib/node.js': './lib/browser', fs: false, path: 'path-browserify', './x.js': './missing.js' } },
      ['bin/a.js', 'bin/b.js', 'lib/browser.js', 'lib/node.js'],
    );
    expect(at(result)).toEqual(['MISSING_ENTRYPOINT@/package/bin/demo-b', 'MISSING_ENTRYPOINT@/package/browser/.~1x.js']);
    expect(entry(result, 'browser["./lib/node.js"]')?.resolved).toBe('lib/browser.js');
    expect(entry(check({ browser: 'dist/umd' }, ['dist/umd.js']), 'browser')?.resolved).toBe('dist/umd.js');
  });

  test('invalid entrypoint shapes', () => {
    const result = check(
      { main: 42, bin: { x: 1 }, exports: { '.': 'index.js', './a': { '.': './a.js' }, './b': './../b.js', './c': 7 } },
      [],
    );
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['INVALID_ENTRYPOINT', '/package/bin/x', 'a bin target must be a string'],
      ['INVALID_ENTRYPOINT', '/package/exports/.', 'an exports target must start with "./"'],
      ['INVALID_ENTRYPOINT', '/package/exports/.~1a/.', 'a condition object must not mix in subpath keys'],
      ['INVALID_ENTRYPOINT', '/package/exports/.~1b', 'an exports target must not contain ".", ".." or "node_modules" segments'],
      ['INVALID_ENTRYPOINT', '/package/exports/.~1c', 'an exports value must be a string, an array, an object or null'],
      ['INVALID_ENTRYPOINT', '/package/main', 'must be a string'],
    ]);
    expect(at(check({ exports: { '.': './a.js', import: './b.js' } }, ['a.js', 'b.js']))).toEqual(['INVALID_ENTRYPOINT@/package/exports']);
  });

  test('a JavaScript entrypoint with only its TypeScript source packed', () => {
    const result = check({ main: 'dist/index.js', bin: { demo: './cli.js' } }, ['src/index.ts', 'cli.ts', 'dist/other.js']);
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.source])).toEqual([
      ['TYPESCRIPT_SOURCE_ONLY', '/package/bin/demo', 'cli.ts'],
      ['TYPESCRIPT_SOURCE_ONLY', '/package/main', 'src/index.ts'],
    ]);
  });

  test('no runtime output: an entrypoint folder or a files folder with nothing packed', () => {
    const result = check({ main: 'build/index.js', files: ['build', 'types', 'CHANGELOG.md', 'lib/*.js'] }, ['src/index.js']);
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['NO_RUNTIME_OUTPUT', '/package/files/1', { folder: 'types', referencedBy: 'files[1]' }],
      ['MISSING_ENTRYPOINT', '/package/main', { field: 'main', target: 'build/index.js', pattern: false }],
      ['NO_RUNTIME_OUTPUT', '/package/main', { folder: 'build', referencedBy: 'main' }],
    ]);
    expect(result.report.foldersWithoutOutput).toEqual(['build', 'types']);
  });

  test('sensitive files, with bundled dependencies allowed', () => {
    const result = check({ bundleDependencies: ['left-pad', '@scope/util'] }, [
      '.env', 'config/.env.production', '.env.example', '.npmrc', 'certs/server.key', 'keys/id_rsa', '.git/HEAD',
      'node_modules/left-pad/index.js', 'node_modules/@scope/util/index.js', 'node_modules/evil/index.js', 'test/fixture.pem',
    ]);
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.kind])).toEqual([
      ['SENSITIVE_FILE_PACKED', '/pack_files/3', '.env file'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/4', '.env file'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/6', 'credential dotfile'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/7', 'private key or certificate bundle'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/8', 'SSH private key'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/9', 'git metadata'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/12', 'node_modules folder'],
      ['SENSITIVE_FILE_PACKED', '/pack_files/13', 'private key or certificate bundle'],
    ]);
    expect(result.report.sensitiveFiles).toHaveLength(8);
    expect(at(check({ bundledDependencies: true }, ['node_modules/any/index.js']))).toEqual([]);
  });

  test('package.json missing is an error; README and LICENSE missing are notices', () => {
    const result = run({ package: pkg(), pack_files: ['index.js', 'docs/README.md'] });
    expect(result.findings.map((f) => [f.code, f.severity, f.subject, f.pointer])).toEqual([
      ['LICENSE_MISSING', 'notice', null, '/pack_files'],
      ['PACKAGE_JSON_MISSING', 'error', null, '/pack_files'],
      ['README_MISSING', 'notice', null, '/pack_files'],
    ]);
    expect(run({ package: pkg(), pack_files: ['package.json', 'readme.markdown', 'LICENCE-MIT.txt'] }).findings).toEqual([]);
  });

  test('package names follow npm rules; versions must be strict semver', () => {
    const names = (name: unknown) =>
      run({ package: name === undefined ? { version: '1.0.0' } : { name, version: '1.0.0' }, pack_files: base }).findings.map((f) => [
        f.code,
        f.pointer,
      ]);
    expect(names('@scope/ok-name')).toEqual([]);
    expect(names('.hidden')).toEqual([['INVALID_PACKAGE_NAME', '/package/name']]);
    expect(names('has space')).toEqual([['INVALID_PACKAGE_NAME', '/package/name']]);
    expect(names(undefined)).toEqual([['INVALID_PACKAGE_NAME', '/package/name']]);
    expect(names('CamelCase')).toEqual([['PACKAGE_NAME_NOT_NEW_STYLE', '/package/name']]);
    expect(names('http')).toEqual([['PACKAGE_NAME_NOT_NEW_STYLE', '/package/name']]);
    const versions = (version: unknown) =>
      run({ package: { name: 'x', version }, pack_files: base }).findings.map((f) => [f.code, f.pointer, f.details.cleaned]);
    expect(versions('1.2.3-beta.1+build.5')).toEqual([]);
    expect(versions('v1.2.3')).toEqual([['INVALID_VERSION', '/package/version', '1.2.3']]);
    expect(versions('1.2')).toEqual([['INVALID_VERSION', '/package/version', null]]);
    expect(versions(1)).toEqual([['INVALID_VERSION', '/package/version', null]]);
  });

  test('baseline drift: removed files warn, a removed former entrypoint blocks, additions inform', () => {
    const result = check(
      { main: 'index.js', exports: { '.': './index.js', './locale/*': './locale/*.json' } },
      ['index.js', 'locale/en.json', 'new.js'],
      ['package.json', 'README.md', 'LICENSE', 'index.js', './locale/en.json', 'locale/de.json', 'old-helper.js'],
    );
    expect(result.findings.map((f) => [f.code, f.severity, f.pointer, f.subject])).toEqual([
      ['FILE_ADDED', 'notice', '/pack_files/5', 'new.js'],
      ['ENTRYPOINT_REMOVED', 'error', '/previous_files/5', 'locale/de.json'],
      ['FILE_REMOVED', 'warning', '/previous_files/6', 'old-helper.js'],
    ]);
    expect(result.report.files).toEqual({ packed: 6, previous: 7, added: 1, removed: 2, removedEntrypoints: 1 });
    expect(result.report.added).toEqual(['new.js']);
    expect(result.report.removed).toEqual(['locale/de.json', 'old-helper.js']);
    expect(result.summary).toMatchObject({ added: 1, removed: 2 });
  });

  test('__proto__ and other odd keys are ordinary data', () => {
    const manifest = JSON.parse('{"name":"x","version":"1.0.0","bin":{"__proto__":"./cli.js"},"exports":{"./__proto__":"./p.js"}}') as Record<string, unknown>;
    const result = run({ package: manifest, pack_files: base });
    expect(result.findings.map((f) => f.pointer)).toEqual(['/package/bin/__proto__', '/package/exports/.~1__proto__']);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'LICENSE_MISSING', 'FILE_ADDED', 'SENSITIVE_FILE_PACKED', 'TYPESCRIPT_SOURCE_ONLY', 'NO_RUNTIME_OUTPUT',
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
});

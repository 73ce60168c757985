// One shape for every check package, read off the tree and the sources (as typescript-eslint's
// docs test reads every rule): a reader who knows one package knows all 32. The shape is written
// down in packages/core-receipt/README.md ("A check package"); tools/new-check.mjs emits it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CheckDefinition, JsonValue } from '@evidence-check/core-receipt';
import type { Case } from '@evidence-check/test-utils';
import { registry } from '../src/index.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const folders = readdirSync(packagesDir).filter((name) => name.startsWith('check-')).sort();

/** Every entry a check package's folder may hold (build output and installs aside). */
const PACKAGE_ENTRIES = ['README.md', 'jest.config.js', 'package.json', 'src', 'test', 'tsconfig.build.json', 'tsconfig.json'];
const BUILT = new Set(['node_modules', 'dist', '.turbo', 'CHANGELOG.md']);
/** `src/`: the definition, its three parts, the rules, helpers, the schema and the sample. */
const SRC_ENTRIES = ['codes.ts', 'context.ts', 'index.ts', 'lib', 'peers.ts', 'report.ts', 'rules', 'sample.json', 'schema.json'];
// peers.ts is the "Compared with" table as data: every product names its peers.
const SRC_REQUIRED = SRC_ENTRIES.filter((name) => name !== 'lib');
const TEST_REQUIRED = ['cases.test.ts', 'cases.ts', 'schema.test.ts', 'shapes.test.ts', 'shapes.ts'];

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

function tree(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tree(path) : [path];
  });
}

/** The source with comments and string contents blanked, so patterns match code only. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (match) => match.replace(/[^\n]/g, ' '))
    .replace(/\/\/[^\n]*/g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, (match) => match[0] + ' '.repeat(Math.max(0, match.length - 2)) + match[0]);
}

/** Writes into the context (`ctx.x = …`, `ctx.list.push(…)`): a rule reads the context only. */
const CONTEXT_WRITE =
  /\b(?:ctx|context)(?:\.[A-Za-z_$][\w$]*|\[[^\]\n]+\])+\s*(?:[-+*/%&|^]|\?\?|\|\||&&)?=(?!=)|\b(?:ctx|context)(?:\.[A-Za-z_$][\w$]*|\[[^\]\n]+\])+\s*(?:\+\+|--)|\b(?:ctx|context)(?:\.[A-Za-z_$][\w$]*)+\.(?:push|pop|shift|unshift|splice|sort|reverse|fill|set|add|delete|clear)\(/;

/** Keys the caller wrote or values it sent: a report may echo them (a map keyed by caller ids). */
function callerWords(values: readonly JsonValue[]): Set<string> {
  const words = new Set<string>();
  const walk = (value: JsonValue): void => {
    if (typeof value === 'string') words.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) {
        words.add(key);
        walk(member as JsonValue);
      }
    }
  };
  values.forEach(walk);
  return words;
}

function stringsOf(value: JsonValue, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object') for (const member of Object.values(value)) stringsOf(member as JsonValue, out);
  return out;
}

/** Keys the product wrote that are not camelCase, with where they are. */
function nonCamelKeys(value: JsonValue, allowed: Set<string>, at: string, out: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => nonCamelKeys(item, allowed, `${at}/*`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (!CAMEL.test(key) && !allowed.has(key)) out.add(`${at}/${key}`);
      nonCamelKeys(member as JsonValue, allowed, `${at}/${key}`, out);
    }
  }
}

test('the shape is the same count as the registry', () => {
  expect(folders).toHaveLength(registry.length);
});

test('tools/new-check.mjs scaffolds exactly this shape, not implemented until its rules list fills', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'new-check-'));
  try {
    const into = join(scratch, 'check-probe-check');
    const script = fileURLToPath(new URL('../../../tools/new-check.mjs', import.meta.url));
    execFileSync(process.execPath, [script, 'probe-check', '--category', 'Media', '--summary', 'Checks probes.', '--into', into]);
    expect(readdirSync(into).sort()).toEqual(PACKAGE_ENTRIES);
    expect(readdirSync(join(into, 'src')).sort()).toEqual(SRC_REQUIRED);
    expect(TEST_REQUIRED.filter((name) => !readdirSync(join(into, 'test')).includes(name))).toEqual([]);
    const source = (path: string) => code(readFileSync(join(into, 'src', path), 'utf8'));
    expect(source('index.ts')).toMatch(/^\s*prepare,$/m);
    expect(source('index.ts')).toMatch(/^\s*report: buildReport,$/m);
    expect(source('index.ts')).toMatch(/^\s*comparison,$/m);
    expect(source('peers.ts')).toMatch(/export const comparison: PeerComparison = /);
    expect(source('index.ts')).not.toMatch(/\bfunction\b|=>|\bevaluate\b/);
    expect(source('codes.ts')).toMatch(/export const rules = \[\] as const;[\s\S]*export const codes = mergeCodes\(rules\);/);
    expect(source('context.ts')).toMatch(/export function prepare\(/);
    expect(source('report.ts')).toMatch(/export function buildReport\(/);
    expect(source('rules/example-rule.ts').match(/^export\b.*$/gm)).toEqual(['export const exampleRule = defineRule<Context>()({']);
    // Categories and prices come from core-receipt: one the interface lacks is refused.
    expect(() => execFileSync(process.execPath, [script, 'other-check', '--category', 'Gardening', '--into', join(scratch, 'x')], { stdio: 'pipe' })).toThrow(/Commerce, Marketing/);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

describe.each(folders)('%s', (folder) => {
  const dir = join(packagesDir, folder);
  const src = join(dir, 'src');
  const read = (path: string) => readFileSync(join(src, path), 'utf8');

  test('package folder, src/ and test/ hold the files of the shape', () => {
    expect(readdirSync(dir).filter((name) => !BUILT.has(name)).sort()).toEqual(PACKAGE_ENTRIES);
    const srcEntries = readdirSync(src).filter((name) => name !== 'generated');
    expect(srcEntries.filter((name) => !SRC_ENTRIES.includes(name))).toEqual([]);
    expect(SRC_REQUIRED.filter((name) => !srcEntries.includes(name))).toEqual([]);
    const testEntries = readdirSync(join(dir, 'test'));
    expect(TEST_REQUIRED.filter((name) => !testEntries.includes(name))).toEqual([]);
    // Only TypeScript under rules/ and lib/ (lib may group helpers in folders; rules may not).
    expect(readdirSync(join(src, 'rules')).filter((name) => !name.endsWith('.ts'))).toEqual([]);
    if (existsSync(join(src, 'lib'))) expect(tree(join(src, 'lib')).filter((path) => !path.endsWith('.ts'))).toEqual([]);
  });

  test('src/index.ts is the definition only: defineCheck with prepare, rules and report', () => {
    const index = code(read('index.ts'));
    expect(index).toMatch(/defineCheck</);
    // The README's "Compared with" table comes from src/peers.ts.
    expect(index).toMatch(/^\s*comparison,$/m);
    expect(index).toMatch(/^\s*prepare,$/m);
    expect(index).toMatch(/^\s*rules,$/m);
    expect(index).toMatch(/^\s*report: buildReport,$/m);
    expect(index).not.toMatch(/\bfunction\b|\bclass\b|=>|\bevaluate\b|\brunRules\b/);
  });

  test('codes.ts lists the rules and merges their codes; context.ts prepares; report.ts reports', () => {
    expect(code(read('codes.ts'))).toMatch(/export const rules = \[[\s\S]*\] as const;[\s\S]*export const codes = mergeCodes\(rules\);/);
    const context = code(read('context.ts'));
    expect(context).toMatch(/export function prepare\(/);
    expect(context).toMatch(/export (interface|type) Context\b/);
    const report = code(read('report.ts'));
    expect(report).toMatch(/export function buildReport\(/);
    expect(report).toMatch(/export (interface|type) Report\b/);
  });

  test('each file under src/rules/ is one defineRule and nothing else, and never writes the context', () => {
    const files = readdirSync(join(src, 'rules')).sort();
    expect(files.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const file of files) {
      const source = code(read(join('rules', file)));
      const exports = [...source.matchAll(/^export\b.*$/gm)].map((match) => match[0]);
      if (exports.length !== 1 || !/^export const [a-z][A-Za-z0-9]*Rule = defineRule<Context>\(\)\(\{$/.test(exports[0] ?? '')) {
        problems.push(`${file}: exports ${JSON.stringify(exports)}`);
      }
      const write = CONTEXT_WRITE.exec(source);
      if (write) problems.push(`${file}: writes the context: ${write[0]}`);
    }
    expect(problems).toEqual([]);
  });

  test('nothing outside src/rules/ and src/lib/ runs rules by hand, and rules/ files import no other rule', () => {
    const offenders = tree(src)
      .filter((path) => path.endsWith('.ts') && !relative(src, path).startsWith('generated'))
      .filter((path) => /\brunRules\b/.test(code(readFileSync(path, 'utf8'))))
      .map((path) => relative(src, path));
    expect(offenders).toEqual([]);
    for (const file of readdirSync(join(src, 'rules'))) {
      expect([file, code(read(join('rules', file))).match(/from '\.\/[^']+'/g) ?? []]).toEqual([file, []]);
    }
  });

  test('every key the product writes (summary, report, details) is camelCase', async () => {
    const id = folder.slice('check-'.length);
    const definition = registry.find((check) => check.id === id) as CheckDefinition;
    const { cases } = (await import(pathToFileURL(join(dir, 'test/cases.ts')).href)) as { cases: Case[] };
    const inputs = [definition.sampleInput, ...cases.map((testCase) => testCase.input)] as JsonValue[];
    const offenders = new Set<string>();
    for (const input of inputs) {
      const result = definition.run(input);
      for (const key of Object.keys(result.summary)) if (!CAMEL.test(key)) offenders.add(`/summary/${key}`);
      // The caller's own keys and values may key a map (per model, per section), and so may values
      // the result itself writes elsewhere (a tally by verdict): those are data, not our keys.
      const allowed = callerWords([input]);
      for (const value of stringsOf(result as unknown as JsonValue)) allowed.add(value);
      nonCamelKeys(result.report as JsonValue, allowed, '/report', offenders);
      for (const finding of result.findings) nonCamelKeys(finding.details as JsonValue, allowed, `/findings/${finding.code}/details`, offenders);
    }
    expect([...offenders].sort()).toEqual([]);
  });
});

// One test over every check package: the conventions are checked by code, once, not remembered
// by 32 authors (typescript-eslint's docs test, stylelint's rules index test).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { compileSchema } from '@evidence-check/schema-validator';
import { caseProblems, reorderedMembers, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { ESLint } from 'eslint';
import { renderReadme } from '../../../tools/readme-sections.mjs';
import { FORBIDDEN_SYNTAX } from '../../../tools/purity.mjs';
import { registry } from '../src/index.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const folders = readdirSync(packagesDir).filter((name) => name.startsWith('check-')).sort();

const FORBIDDEN_DEPENDENCIES = /^(ajv|ajv-formats|express|compression|winston|@x402\/.*|viem|pg|better-sqlite3|ioredis|redis|node-fetch|axios|undici|@evidence-check\/(gateway|catalog-builder|sandbox-fixtures|dev-chain|maintained-data))$/;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The workspace packages a check imports at run time: each must be linted as pure too. */
function workspaceDependencies(manifest: { dependencies?: Record<string, string> }): string[] {
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@evidence-check/'))
    .map((name) => name.slice('@evidence-check/'.length))
    // A check may build on other checks (the evidence pack): their folders are check-<id>.
    .map((name) => (existsSync(join(packagesDir, name)) ? join(packagesDir, name) : join(packagesDir, `check-${name}`)));
}

async function lacksPurityRule(file: string): Promise<boolean> {
  const config = await eslint.calculateConfigForFile(file);
  const selectors = ((config?.rules?.['no-restricted-syntax'] ?? []) as Array<{ selector?: string }>).map((entry) => entry?.selector);
  return !FORBIDDEN_SYNTAX.every(({ selector }) => selectors.includes(selector));
}

function readmeCodes(readme: string): string[] {
  const section = readme.split(/^## Findings\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1] as string);
}

test('there are 32 check packages and the registry has each once', () => {
  expect(folders).toHaveLength(32);
  expect(registry.map((check) => `check-${check.id}`)).toEqual(folders);
});

describe.each(folders)('%s', (folder) => {
  const dir = join(packagesDir, folder);
  const id = folder.slice('check-'.length);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const definition = registry.find((check) => check.id === id)!;
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');

  test('id = folder = package name suffix; definition version = package.json version', () => {
    expect(definition).toBeDefined();
    expect(manifest.name).toBe(`@evidence-check/${id}`);
    expect(definition.version).toBe(manifest.version);
  });

  test('publishable on its own: ESM, exports map with types, files limited, no side effects', () => {
    expect(manifest.type).toBe('module');
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.private).toBeUndefined();
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'README.md']));
    expect(manifest.dependencies['@evidence-check/core-receipt']).toBeDefined();
  });

  test('depends on no gateway, validator, payment, database or network library', () => {
    const deps = Object.keys(manifest.dependencies ?? {});
    expect(deps.filter((name) => FORBIDDEN_DEPENDENCIES.test(name))).toEqual([]);
  });

  test('schema = src/schema.json, compiles in Ajv strict mode, closed top level; the sample validates', () => {
    const onDisk = JSON.parse(readFileSync(join(dir, 'src/schema.json'), 'utf8'));
    expect(definition.inputSchema).toEqual(onDisk);
    expect(onDisk.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(onDisk.type).toBe('object');
    expect(onDisk.additionalProperties).toBe(false);
    expect(Object.keys(onDisk.properties ?? {}).length).toBeGreaterThan(0);
    const validate = compileSchema(onDisk);
    expect(validate(definition.sampleInput)).toEqual([]);
    expect(validate({ ...(definition.sampleInput as object), __unexpected__: 1 })).not.toEqual([]);
  });

  test('catalog text: title, summary starting with a verb, limitations', () => {
    expect(definition.title).toMatch(/^[A-Z0-9]/);
    expect(definition.summary).toMatch(/^[A-Z][a-z]+s\b/);
    expect(definition.summary).not.toMatch(/TODO/);
    expect(definition.limitations.length).toBeGreaterThan(0);
  });

  test('README lists exactly the finding codes, each with an example; its generated sections are current', () => {
    expect(readme).toMatch(/^## Findings\s*$/m);
    expect(readmeCodes(readme).sort()).toEqual(Object.keys(definition.codes).sort());
    for (const [code, spec] of Object.entries(definition.codes)) expect([code, spec.example.trim()]).not.toEqual([code, '']);
    // A stale README fails here: run `node tools/gen-readme.mjs <folder>` after changing codes.ts or limitations.
    expect(readme).toBe(renderReadme(readme, definition));
    if (definition.implemented) {
      expect(Object.keys(definition.codes).length).toBeGreaterThan(0);
      expect(readme).not.toMatch(/Not implemented yet/);
    } else {
      expect(readme).toMatch(/Not implemented yet/);
    }
  });

  test('sources are pure: the purity lint covers the check and every workspace package it imports', async () => {
    const files = [dir, ...workspaceDependencies(manifest)].flatMap((pkg) => sourceFiles(join(pkg, 'src')));
    const uncovered: string[] = [];
    for (const file of files) if (await lacksPurityRule(file)) uncovered.push(file.slice(packagesDir.length));
    expect(uncovered).toEqual([]);
  });

  test('has tests of its own', () => {
    expect(readdirSync(join(dir, 'test')).filter((name) => name.endsWith('.test.ts')).length).toBeGreaterThan(0);
  });

  if (definition.implemented) {
    test('cases as data: every declared code is produced by a case, and every case holds', async () => {
      const file = join(dir, 'test/cases.ts');
      expect(existsSync(file)).toBe(true);
      const { cases } = (await import(pathToFileURL(file).href)) as { cases: Case[] };
      expect(cases.length).toBeGreaterThan(0);
      expect(unproducedCodes(definition as CheckDefinition, cases)).toEqual([]);
      const validate = compileSchema(definition.inputSchema);
      const failing = cases
        .map((testCase) => [testCase.name, caseProblems(definition as CheckDefinition, testCase, validate)] as const)
        .filter(([, problems]) => problems.length > 0);
      expect(failing).toEqual([]);
    });

    test('member order never shows: every case input with its objects\' members reversed, and rotated, gives the same bytes', async () => {
      const { cases } = (await import(pathToFileURL(join(dir, 'test/cases.ts')).href)) as { cases: Case[] };
      const differing: string[] = [];
      for (const testCase of cases) {
        const context = testCase.context ?? {};
        const bytes = JSON.stringify(definition.run(testCase.input, context));
        for (const how of ['reverse', 'rotate'] as const) {
          const reordered = reorderedMembers(testCase.input, how, definition.orderSignificant);
          if (JSON.stringify(definition.run(reordered, context)) !== bytes) differing.push(`${how}: ${testCase.name}`);
        }
      }
      expect(differing).toEqual([]);
    });

    test('run() on the sample is deterministic and leaves the sample untouched', () => {
      const before = JSON.stringify(definition.sampleInput);
      const first = JSON.stringify(definition.run(definition.sampleInput));
      expect(JSON.stringify(definition.run(JSON.parse(before)))).toBe(first);
      expect(JSON.stringify(definition.sampleInput)).toBe(before);
    });
  } else {
    test('run() refuses while not implemented', () => {
      expect(() => definition.run(definition.sampleInput)).toThrow(/not implemented/);
    });
  }
});

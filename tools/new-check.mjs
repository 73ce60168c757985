#!/usr/bin/env node
// Scaffolds packages/check-<id>: the same files, in the same shape, as every other check.
//   node tools/new-check.mjs <utility-id> --title "…" --category "…" --price '$0.05' --summary "…"
// Then: write src/schema.json and src/sample.json, declare codes in src/codes.ts, write evaluate()
// in src/index.ts, list every code in README.md, and run `pnpm install`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CATEGORIES = [
  'Commerce', 'Marketing', 'Developer Tools', 'Email', 'Web Operations', 'Media', 'Productivity',
  'Agent Evidence', 'Agent Evaluation', 'Maintained Public Data', 'Data Operations', 'Distribution Evidence',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    category: { type: 'string' },
    price: { type: 'string', default: '$0.05' },
    summary: { type: 'string', default: 'TODO: one sentence, starting with a verb.' },
  },
});
const [id] = positionals;
const fail = (message) => {
  console.error(`new-check: ${message}`);
  process.exit(2);
};
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail('give a utility id in kebab-case');
if (!CATEGORIES.includes(values.category ?? '')) fail(`--category must be one of: ${CATEGORIES.join(', ')}`);
if (!['$0.05', '$0.25'].includes(values.price)) fail('--price must be $0.05 or $0.25');
const title = values.title ?? id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'packages', `check-${id}`);
if (existsSync(dir)) fail(`${dir} exists already`);

const json = (value) => JSON.stringify(value, null, 2) + '\n';
const files = {
  'package.json': json({
    name: `@evidence-check/${id}`,
    version: '1.0.0',
    description: values.summary,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './schema.json': './dist/schema.json',
      './package.json': './package.json',
    },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['dist', '!dist/**/*.map', 'README.md'],
    keywords: ['evidence-check', 'x402'],
    engines: { node: '>=20.11' },
    scripts: {
      build: 'node ../../tools/gen-schema-module.mjs && tsc -p tsconfig.build.json && cp src/schema.json dist/schema.json',
      typecheck: 'tsc -p tsconfig.json --noEmit',
      lint: 'eslint --no-warn-ignored src test',
      test: "NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' jest",
    },
    dependencies: { '@evidence-check/core-receipt': 'workspace:^' },
    devDependencies: { '@evidence-check/schema-validator': 'workspace:^' },
  }),
  'tsconfig.json': json({
    extends: '../../tsconfig.base.json',
    compilerOptions: { noEmit: true, types: ['node', 'jest'] },
    include: ['src', 'test'],
  }),
  'tsconfig.build.json': json({
    extends: '../../tsconfig.base.json',
    compilerOptions: { rootDir: 'src', outDir: 'dist' },
    include: ['src'],
  }),
  'jest.config.js': "import preset from '../../jest.preset.js';\nexport default { ...preset };\n",
  'src/schema.json': json({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${id} request`,
    type: 'object',
    additionalProperties: false,
    required: [],
    properties: {},
  }),
  'src/sample.json': json({}),
  'src/codes.ts': `import type { CodeSpec } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {} as const satisfies Record<string, CodeSpec>;

export type Code = keyof typeof codes;
`,
  'src/index.ts': `import { defineCheck } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, Code, Report>({
  id: '${id}',
  title: ${JSON.stringify(title)},
  category: ${JSON.stringify(values.category)},
  summary: ${JSON.stringify(values.summary)},
  limitations: [],
  version,
  price: '${values.price}',
  inputSchema,
  sampleInput,
  codes,
  // No evaluate() yet: the product is marked not implemented, the gateway answers 501 for it and
  // the served catalogs leave it out until its decision rules land.
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
`,
  'test/schema.test.ts': `import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

describe('${id} input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it, e.g.
  // expect(validate(withValueAt(sampleInput, '/field', atLimit))).toEqual([]);
  void withValueAt;
});
`,
  'README.md': `# @evidence-check/${id}

${values.summary}
Category: ${values.category} · Price on the gateway: ${values.price} per call · Version 1.0.0

**Not implemented yet**: the package publishes its input schema; \`run()\` throws
\`NotImplementedError\` and the gateway answers \`501 NOT_IMPLEMENTED\` until its decision rules land.

## Findings

| code | severity | meaning | example |
|---|---|---|---|

## Limitations
`,
};

for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}
console.log(`created packages/check-${id}; next: pnpm install, then fill in src/schema.json and src/sample.json`);

#!/usr/bin/env node
// Scaffolds packages/check-<id>: the same files, in the same shape, as every other check
// (contract v1.1, see packages/core-receipt/README.md).
//   node tools/new-check.mjs <utility-id> --title "…" --category "…" --price '$0.05' --summary "…"
// Then: write src/schema.json and src/sample.json, write one decision rule per file in src/rules/
// (codes, message placeholders and examples included), list the rules in src/codes.ts (the check
// counts as implemented once that list is not empty), fill in context.ts and report.ts, add cases
// to test/cases.ts until every code is produced, run `pnpm install`, build, and
// `node tools/gen-readme.mjs check-<id>` to write the README's findings table and limitations.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// The categories and prices are core-receipt's (the interface's lists), never re-listed here.
import { CATEGORIES, PRICES } from '../packages/core-receipt/dist/index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    category: { type: 'string' },
    price: { type: 'string', default: '$0.05' },
    summary: { type: 'string', default: 'TODO: one sentence, starting with a verb.' },
    // For the generator's own test: write the package into this folder instead of packages/.
    into: { type: 'string' },
  },
});
const [id] = positionals;
const fail = (message) => {
  console.error(`new-check: ${message}`);
  process.exit(2);
};
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail('give a utility id in kebab-case');
if (!CATEGORIES.includes(values.category ?? '')) fail(`--category must be one of: ${CATEGORIES.join(', ')}`);
if (!PRICES.includes(values.price)) fail(`--price must be one of: ${PRICES.join(', ')}`);
const title = values.title ?? id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = values.into ?? join(root, 'packages', `check-${id}`);
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
    engines: { node: '>=22.13' },
    scripts: {
      build: 'node ../../tools/gen-schema-module.mjs && tsc -p tsconfig.build.json && cp src/schema.json dist/schema.json',
      typecheck: 'tsc -p tsconfig.json --noEmit',
      lint: 'eslint --no-warn-ignored src test',
      test: "NODE_OPTIONS='--experimental-vm-modules --disable-warning=ExperimentalWarning' jest",
    },
    dependencies: { '@evidence-check/core-receipt': 'workspace:^' },
    devDependencies: { '@evidence-check/schema-validator': 'workspace:^', '@evidence-check/test-utils': 'workspace:^' },
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
  'src/context.ts': `import type { Input } from './generated/schema.js';

/** What the rules and the report read: the input, read once (parsed, indexed) for all of them. */
export interface Context {
  input: Input;
}

export function prepare(input: Input): Context {
  return { input };
}
`,
  'src/report.ts': `import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';

/** Per-item verdicts in input order, not only aggregates (findingsByItem folds findings per item). */
export type Report = Record<string, never>;

export function buildReport(_ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  return { report: {} };
}
`,
  'src/rules/example-rule.ts': `import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

// One decision rule per file: the codes it emits and its check. Rename it after what it asserts.
// A rule reads the context and adds findings; it never writes the context.
export const exampleRule = defineRule<Context>()({
  name: 'example-rule',
  codes: {} as const satisfies CodeTable,
  check(_ctx, _findings) {
    // Each faulty item: findings.add(CODE, { subject, pointer: jsonPointer('items', i), details });
    // each member of a group fault: findings.addGroup(CODE, groupKey, members).
  },
});
`,
  'src/codes.ts': `import { mergeCodes } from '@evidence-check/core-receipt';

/**
 * The rules, in the order they run; every code belongs to exactly one of them. While this list is
 * empty the product is not implemented: the gateway answers 501 and the catalogs leave it out.
 * Add \`exampleRule\` (from ./rules/example-rule.js) and its siblings as they decide something.
 */
export const rules = [] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);
`,
  'src/peers.ts': `import type { PeerComparison } from '@evidence-check/core-receipt';

/**
 * The README's "Compared with" table: the tools, libraries, style guides or standards this product's
 * users already trust (\`peers\`), each of their rules and our code for it, or null and why not
 * (\`rules\`). Run a peer that is a library as the oracle in a test and say so in \`oracle\`.
 */
export const comparison: PeerComparison = { peers: [], rules: [] };
`,
  'src/index.ts': `import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: '${id}',
  title: ${JSON.stringify(title)},
  category: ${JSON.stringify(values.category)},
  summary: ${JSON.stringify(values.summary)},
  limitations: ['TODO: what the check does not see.'],
  comparison,
  version,
  price: '${values.price}',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Report } from './report.js';
export type { Input };
export default definition;
`,
  'test/shapes.ts': `// Worst-case input shapes (duplicates, many-to-many references, strings at maxLength): each grows
// to the largest packet the gateway accepts; bench:scaling times them, shapes.test.ts runs them.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

export const shapes = defineShapes<Input>([]);
`,
  'test/shapes.test.ts': `import { runShapes } from '@evidence-check/test-utils';
import { definition } from '../src/index.js';
import { shapes } from './shapes.js';

runShapes(definition, shapes);
`,
  'test/cases.ts': `// Cases as data: every declared code must be produced by a case's \`expect\` (the conventions
// meta-test checks it), each code also needs a case where it is \`absent\`, and every input must be
// a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

export const cases = defineCases<Input>([]);
`,
  'test/cases.test.ts': `import { runCases } from '@evidence-check/test-utils';
import { definition } from '../src/index.js';
import { cases } from './cases.js';

runCases(definition, cases);
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

<!-- generated:findings (tools/gen-readme.mjs; edit the code, not this) -->
| code | severity | meaning | example |
|---|---|---|---|
<!-- /generated:findings -->

## Compared with

<!-- generated:comparison (tools/gen-readme.mjs; edit the code, not this) -->

| peer | peer's rule | ours | note |
|---|---|---|---|

No peer compared yet.
<!-- /generated:comparison -->

## Limitations

<!-- generated:limitations (tools/gen-readme.mjs; edit the code, not this) -->
- TODO: what the check does not see.
<!-- /generated:limitations -->
`,
};

for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}
console.log(`created packages/check-${id}; next: pnpm install, then fill in src/schema.json and src/sample.json`);

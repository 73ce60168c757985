// `/openapi.json` read by the tools that consume it, unmodified: openapi-typescript generates a
// client that type-checks, swagger-parser validates and dereferences it, Redocly's recommended
// ruleset finds no error, and @agentcash/discovery (what x402scan crawls with) finds every paid
// route with its input schema and no warning a change on our side would clear.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import SwaggerParser from '@apidevtools/swagger-parser';
import { checkL2ForOpenAPI, getL3ForOpenAPI, getOpenAPI, getWarningsForL2, getWarningsForL3, getWarningsForOpenAPI, isOpenApiParseFailure } from '@agentcash/discovery';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { withGateway, type Json } from './helpers.js';

let gateway: Awaited<ReturnType<typeof withGateway>>;
let text: string;
const document = (): Json => JSON.parse(text);

beforeAll(async () => {
  gateway = await withGateway();
  text = await (await fetch(`${gateway.url}/openapi.json`)).text();
});
afterAll(() => gateway.close());

test('swagger-parser validates it and dereferences every $ref from the document root', async () => {
  await expect(SwaggerParser.validate(document())).resolves.toBeDefined();
  const dereferenced = (await SwaggerParser.dereference(document())) as Json;
  expect(JSON.stringify(dereferenced, (_key, value) => (value && typeof value === 'object' && '$ref' in value ? '(unresolved)' : value))).not.toContain('(unresolved)');
});

test('openapi-typescript generates a client whose types compile', async () => {
  const ast = await openapiTS(document());
  const source = astToString(ast);
  expect(source).toContain('"/api/run/csv-schema-drift-preflight"');
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-ts-'));
  try {
    writeFileSync(join(scratch, 'schema.d.ts'), source);
    // A use of the generated types, as a client would write it.
    writeFileSync(
      join(scratch, 'use.ts'),
      `import type { paths, components } from './schema.js';\n` +
        `type Body = paths['/api/run/csv-schema-drift-preflight']['post']['requestBody'];\n` +
        `type Run = components['schemas']['Result'];\n` +
        `export const check = (body: Body, result: Run): [Body, Run] => [body, result];\n`,
    );
    const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '..', 'bin', 'tsc');
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--skipLibCheck', 'false', '--module', 'nodenext', '--moduleResolution', 'nodenext', join(scratch, 'use.ts')], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 60_000);

test("Redocly's recommended ruleset reports no error", async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: `${gateway.url}/openapi.json`, config });
  const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
  expect(errors).toEqual([]);
}, 60_000);

test('@agentcash/discovery finds every paid route, priced, with its input schema, and no warning', async () => {
  const fetched = await getOpenAPI(gateway.url);
  if (fetched.isErr()) throw new Error(`discovery could not read the document: ${JSON.stringify(fetched.error)}`);
  const openApi = fetched.value;
  if (openApi === null || isOpenApiParseFailure(openApi)) throw new Error(`discovery could not parse the document: ${JSON.stringify(openApi)}`);
  expect(getWarningsForOpenAPI(openApi)).toEqual([]);
  const l2 = checkL2ForOpenAPI(openApi);
  // The one warning left is the size of the offer itself (more than 40 routes: 32 products, each its
  // own paid route as x402 requires, beside the free documents); clearing it would mean hiding products.
  expect(getWarningsForL2(l2).map((warning: Json) => warning.code)).toEqual(['L2_ROUTE_COUNT_HIGH']);
  const paid = l2.routes.filter((route: Json) => route.authMode === 'paid').map((route: Json) => route.path).sort();
  expect(paid).toEqual(implementedChecks.map((check) => `/api/run/${check.id}`).sort());
  for (const check of implementedChecks) {
    const l3 = getL3ForOpenAPI(openApi, `/api/run/${check.id}`, 'POST') as Json;
    expect([check.id, l3?.authMode, l3?.estimatedPrice, typeof l3?.inputSchema]).toEqual([check.id, 'paid', `${check.price.slice(1)} USD`, 'object']);
    expect([check.id, getWarningsForL3(l3)]).toEqual([check.id, []]);
  }
}, 60_000);

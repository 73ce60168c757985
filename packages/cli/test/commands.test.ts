import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { verifyReceipt } from '@evidence-check/core-receipt';
import { compileSchema } from '@evidence-check/schema-validator';
import { cli, EXPECTED_EXIT, runInProcess } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'evidence-check-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const csv = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;

test('list names every implemented product and nothing else', async () => {
  const table = await cli(['list']);
  expect(table.code).toBe(0);
  for (const check of implementedChecks) expect(table.stdout).toMatch(new RegExp(`^${check.id}\\s+\\${check.price}\\s`, 'm'));
  for (const check of registry.filter((c) => !c.implemented)) expect(table.stdout).not.toContain(check.id);
  const listed = await cli(['list', '--format', 'json']);
  expect(JSON.parse(listed.stdout).map((p: { id: string }) => p.id)).toEqual(implementedChecks.map((c) => c.id));
});

test('schema and sample print the registry product schema and sample', async () => {
  const schema = await cli(['schema', csv.id]);
  expect(schema.code).toBe(0);
  expect(JSON.parse(schema.stdout)).toEqual(csv.inputSchema);
  const sample = await cli(['sample', csv.id]);
  expect(JSON.parse(sample.stdout)).toEqual(csv.sampleInput);
});

test('usage errors exit 4 with one line on stderr and nothing on stdout', async () => {
  for (const args of [['schema', 'no-such-product'], ['run', 'no-such-product', 'x.json'], ['run', csv.id, join(dir, 'missing.json')], ['run', csv.id], ['frobnicate'], ['run', csv.id, '-', '--format', 'xml'], ['run', csv.id, '-', '--key-file', 'k']]) {
    const res = await runInProcess(args);
    expect({ args, code: res.code, stdout: res.stdout }).toEqual({ args, code: 4, stdout: '' });
    expect(res.stderr).toMatch(/^evidence-check: /);
  }
  const unimplemented = registry.find((c) => !c.implemented);
  if (unimplemented) expect((await runInProcess(['sample', unimplemented.id])).stderr).toMatch(/not implemented yet/);
  const spawned = await cli(['schema', 'no-such-product']);
  expect(spawned).toEqual({ code: 4, stdout: '', stderr: 'evidence-check: no product has the id "no-such-product": evidence-check list shows them.\n' });
});

test('every implemented product: its sample in a file gives run()\'s envelope and the exit code of its status', async () => {
  // In process (the binary's own main()), so one registry load serves all products; the binary itself is exercised below.
  for (const check of implementedChecks) {
    const file = join(dir, `${check.id}.json`);
    writeFileSync(file, JSON.stringify(check.sampleInput, null, 2));
    const res = await runInProcess(['run', check.id, file, '--format', 'json']);
    const expected = JSON.parse(JSON.stringify(check.run(check.sampleInput)));
    expect({ id: check.id, code: res.code }).toEqual({ id: check.id, code: EXPECTED_EXIT[expected.status] });
    expect(JSON.parse(res.stdout)).toEqual(expected);
    expect(verifyReceipt(check.sampleInput, JSON.parse(res.stdout))).toBe(true);
    expect(res.stderr).toBe('');
  }
  // …and the binary agrees on one of them.
  const spawned = await cli(['run', csv.id, join(dir, `${csv.id}.json`), '--format', 'json']);
  expect(spawned.code).toBe(EXPECTED_EXIT[csv.run(csv.sampleInput).status]);
  expect(JSON.parse(spawned.stdout)).toEqual(JSON.parse(JSON.stringify(csv.run(csv.sampleInput))));
}, 120_000);

test('stdin (-) is one packet; the table shows the status line, each finding and the receipt', async () => {
  const res = await cli(['run', csv.id, '-'], { input: JSON.stringify(csv.sampleInput) });
  const result = csv.run(csv.sampleInput);
  expect(res.code).toBe(EXPECTED_EXIT[result.status]);
  expect(res.stdout.split('\n')[0]).toMatch(new RegExp(`^${csv.id} ${csv.version}: ${result.status} \\(${result.summary.errors} errors?, `));
  for (const finding of result.findings) {
    expect(res.stdout).toMatch(new RegExp(`^${finding.severity}\\s+${finding.code}\\s+${finding.pointer}\\s+`, 'm'));
  }
  expect(res.stdout).toContain(result.receipt.inputDigest);
  expect(res.stdout).toContain(result.receipt.resultDigest);
});

test('a packet that fails the schema exits 3 with the gateway 400 body and the same issues as the one Ajv configuration', async () => {
  const input = { baseline_columns: [], surplus: 1 };
  const res = await cli(['run', csv.id, '-', '--format', 'json'], { input: JSON.stringify(input) });
  expect(res.code).toBe(3);
  const body = JSON.parse(res.stdout);
  expect(body.error.code).toBe('INVALID_EVIDENCE');
  expect(body.error.details).toEqual(compileSchema(csv.inputSchema)(input));
  expect(body.error.details).toContainEqual({ pointer: '/surplus', keyword: 'additionalProperties', message: 'is not an allowed property' });
});

test('text that is not JSON exits 3 as MALFORMED_JSON', async () => {
  const res = await cli(['run', csv.id, '-', '--format', 'json'], { input: '{"baseline_columns": [' });
  expect(res.code).toBe(3);
  expect(JSON.parse(res.stdout).error.code).toBe('MALFORMED_JSON');
});

test('mcp starts the stdio MCP server (answers initialize on stdout)', async () => {
  const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
  const res = await cli(['mcp'], { input: JSON.stringify(init) + '\n' });
  const answer = JSON.parse(res.stdout.split('\n')[0]!);
  expect(answer).toMatchObject({ id: 1, result: { serverInfo: { name: 'evidence-check' }, capabilities: { tools: {} } } });
});

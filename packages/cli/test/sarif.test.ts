// SARIF output validated against the published SARIF 2.1.0 JSON Schema (vendored from Microsoft's
// SARIF SDK, see sarif/SOURCE.md); locations checked against packets whose layout is written by hand.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { cli } from './helpers.js';

const schemaText = readFileSync(new URL('./sarif/sarif-2.1.0.json', import.meta.url), 'utf8');
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;
// strict: false — the published schema itself trips Ajv's strict-mode lints (e.g. strictRequired); it is used as published.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validateSarif = ajv.compile(JSON.parse(schemaText));
const problems = (log: unknown) => (validateSarif(log) ? [] : validateSarif.errors);

const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
let dir: string;
let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'evidence-check-sarif-'));
  dir = join(cwd, 'packets');
  mkdirSync(dir);
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

test('the vendored schema is the published file, unchanged', () => {
  expect(createHash('sha256').update(schemaText).digest('hex')).toBe('1c49a0f2b60444c71bb14878e21e0d882198eff4c539861b133093ad89ed798c');
});

test('the schema is in force: a log with a level SARIF does not define fails it', () => {
  const bad = { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] };
  expect(problems(bad)).not.toEqual([]);
});

// Hand-written layout: the changed column is the object on line 7, column 5.
const changed = `{
  "baseline_columns": [
    { "name": "id", "type": "integer", "required": true },
    { "name": "total", "type": "integer" }
  ],
  "current_columns": [
    { "name": "id", "type": "string", "required": true },
    { "name": "total", "type": "integer" }
  ]
}
`;
// Missing "current_columns": the issue's pointer names a key that is not there; it lands on the packet (line 1).
const invalid = `{
  "baseline_columns": [ { "name": "a", "type": "string" } ]
}
`;

test('a directory as SARIF 2.1.0: valid log, one result per finding and per schema issue, the pointer as logical location', async () => {
  writeFileSync(join(dir, 'a-sample.json'), JSON.stringify(check.sampleInput, null, 2));
  writeFileSync(join(dir, 'b-changed.json'), changed);
  writeFileSync(join(dir, 'c-invalid.json'), invalid);
  writeFileSync(join(dir, 'd not json.json'), '{ nope');
  const res = await cli(['run', check.id, 'packets', '--format', 'sarif', '--quiet'], { cwd });
  expect(res.code).toBe(3);
  const log = JSON.parse(res.stdout);
  expect(problems(log)).toEqual([]);
  expect(log.version).toBe('2.1.0');
  const [run] = log.runs;
  expect(run.tool.driver.name).toBe('evidence-check');
  const ruleIds = run.tool.driver.rules.map((r: { id: string }) => r.id);
  for (const code of Object.keys(check.codes)) expect(ruleIds).toContain(code);

  const sampleFindings = check.run(check.sampleInput).findings;
  const changedFindings = check.run(JSON.parse(changed)).findings;
  expect(run.results).toHaveLength(sampleFindings.length + changedFindings.length + 1 + 1);
  const byFile = (uri: string) => run.results.filter((r: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => r.locations[0]!.physicalLocation.artifactLocation.uri === uri);

  const sampleResults = byFile('packets/a-sample.json');
  sampleFindings.forEach((finding, i) => {
    const result = sampleResults[i];
    expect(result.ruleId).toBe(finding.code);
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe(finding.code);
    expect(result.level).toBe({ error: 'error', warning: 'warning', notice: 'note' }[finding.severity]);
    expect(result.message.text).toBe(finding.message);
    expect(result.locations[0].logicalLocations[0].fullyQualifiedName).toBe(finding.pointer);
  });

  const [first] = byFile('packets/b-changed.json');
  expect(changedFindings[0]!.pointer).toBe('/current_columns/0');
  expect(first.locations[0].physicalLocation.region).toEqual({ startLine: 7, startColumn: 5, endLine: 7, endColumn: 57 });
  expect(first.locations[0].logicalLocations[0]).toEqual({ name: '0', fullyQualifiedName: '/current_columns/0', kind: 'object' });

  const [missing] = byFile('packets/c-invalid.json');
  expect(missing.ruleId).toBe('INVALID_EVIDENCE');
  expect(missing.locations[0].logicalLocations[0]).toEqual({ name: 'current_columns', fullyQualifiedName: '/current_columns', kind: 'property' });
  expect(missing.locations[0].physicalLocation.region).toMatchObject({ startLine: 1, startColumn: 1 });

  const [malformed] = byFile('packets/d%20not%20json.json');
  expect(malformed.ruleId).toBe('MALFORMED_JSON');
});

test('a finding on a string member highlights the member, key included', async () => {
  // /redirects-like member pointers: the schema issue at /baseline_columns/0/type sits on line 3.
  const text = `{
  "baseline_columns": [
    { "name": "a", "type": "not-a-type" }
  ],
  "current_columns": [ { "name": "a", "type": "string" } ]
}
`;
  writeFileSync(join(cwd, 'one.json'), text);
  const res = await cli(['run', check.id, 'one.json', '--format', 'sarif'], { cwd });
  const log = JSON.parse(res.stdout);
  expect(problems(log)).toEqual([]);
  const issue = log.runs[0].results.find((r: { properties: { pointer: string } }) => r.properties.pointer === '/baseline_columns/0/type');
  expect(issue).toBeDefined();
  expect(issue.locations[0].physicalLocation.region).toEqual({ startLine: 3, startColumn: 20, endLine: 3, endColumn: 40 });
  expect(issue.locations[0].logicalLocations[0]).toEqual({ name: 'type', fullyQualifiedName: '/baseline_columns/0/type', kind: 'value' });
});

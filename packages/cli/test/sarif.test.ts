// SARIF output validated against the published SARIF 2.1.0 JSON Schema and by Microsoft's SARIF
// multitool with GitHub code scanning's rules (both from @microsoft/sarif-multitool-linux, the SARIF
// SDK's own build); locations checked against packets whose layout is written by hand.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { renderSarif } from '../src/format/sarif.js';
import { cli, EXPECTED_EXIT } from './helpers.js';

const multitoolDir = dirname(createRequire(import.meta.url).resolve('@microsoft/sarif-multitool-linux/package.json'));
const schemaText = readFileSync(join(multitoolDir, 'sarif-2.1.0.json'), 'utf8');
type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;
// strict: false — the published schema itself trips Ajv's strict-mode lints (e.g. strictRequired); it is used as published.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validateSarif = ajv.compile(JSON.parse(schemaText));
const problems = (log: unknown) => (validateSarif(log) ? [] : validateSarif.errors);

/**
 * `Sarif.Multitool validate --rule-kind Gh;Sarif`: the SARIF SDK's own checks plus the GH rules that
 * GitHub Advanced Security's ingestion enforces (GH1001–GH2012). Every line it reports, errors and warnings.
 */
async function multitool(log: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'evidence-check-multitool-'));
  try {
    writeFileSync(join(work, 'log.sarif'), log);
    const run = promisify(execFile)(join(multitoolDir, 'Sarif.Multitool'), ['validate', '--rule-kind', 'Gh;Sarif', '--output', join(work, 'out.sarif'), join(work, 'log.sarif')], {
      // The self-contained .NET build needs no ICU for this.
      env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const { stdout } = await run.catch((error: { stdout: string }) => error);
    return stdout.split('\n').filter((line) => /: (error|warning) [A-Z]+[0-9]+:/.test(line)).map((line) => line.slice(line.indexOf(': ') + 2));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
let dir: string;
let cwd: string;
beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'evidence-check-sarif-'));
  dir = join(cwd, 'packets');
  mkdirSync(dir);
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

test('the schema is the published file, unchanged (pinned by its hash)', () => {
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

test('GitHub code scanning\'s rules (SARIF multitool, GH + SARIF kinds): nothing reported for a directory, standard input, and the oracle can fail', async () => {
  writeFileSync(join(cwd, 'gh.json'), changed);
  const fromDir = await cli(['run', check.id, 'packets', '--format', 'sarif', '--quiet'], { cwd });
  const fromStdin = await cli(['run', check.id, '-', '--format', 'sarif', '--sarif-uri', 'config/gh.json'], { cwd, input: changed });
  expect(await multitool(fromDir.stdout)).toEqual([]);
  expect(await multitool(fromStdin.stdout)).toEqual([]);
  // The same log without what this issue added is refused by the oracle (help and fullDescription, GH2012).
  const stripped = JSON.parse(fromStdin.stdout);
  for (const rule of stripped.runs[0].tool.driver.rules) delete rule.help;
  expect((await multitool(JSON.stringify(stripped))).some((line) => line.startsWith('error GH2012'))).toBe(true);
}, 120_000);

test('standard input: --sarif-uri places every result (region from the text); without it, a usage error says why', async () => {
  const placed = await cli(['run', check.id, '-', '--format', 'sarif', '--sarif-uri', 'config/my packet.json'], { cwd, input: changed });
  expect(placed.code).toBe(EXPECTED_EXIT[check.run(JSON.parse(changed)).status]);
  const log = JSON.parse(placed.stdout);
  expect(problems(log)).toEqual([]);
  const results = log.runs[0].results as Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
  expect(results.length).toBeGreaterThan(0);
  for (const result of results) expect(result.locations[0]!.physicalLocation.artifactLocation.uri).toBe('config/my%20packet.json');
  expect(results[0]!.locations[0]!.physicalLocation.region).toEqual({ startLine: 7, startColumn: 5, endLine: 7, endColumn: 57 });

  const unplaced = await cli(['run', check.id, '-', '--format', 'sarif'], { cwd, input: changed });
  expect(unplaced.code).toBe(4);
  expect(unplaced.stdout).toBe('');
  expect(unplaced.stderr).toContain('needs --sarif-uri');
  const onDirectory = await cli(['run', check.id, 'packets', '--format', 'sarif', '--sarif-uri', 'x.json'], { cwd });
  expect(onDirectory.code).toBe(4);
  const withoutSarif = await cli(['run', check.id, '-', '--sarif-uri', 'x.json'], { cwd, input: changed });
  expect(withoutSarif.code).toBe(4);
});

test('rules carry fullDescription, help and helpUri (the product docs page: the gateway\'s, or the package README)', () => {
  const outcome = { kind: 'result', file: 'p.json', text: changed, input: JSON.parse(changed), result: check.run(JSON.parse(changed)) } as const;
  const offline = JSON.parse(renderSarif([outcome as never], { check, utility: check.id, toolVersion: '1.0.0', cwd: '/' }));
  const onGateway = JSON.parse(renderSarif([outcome as never], { check, utility: check.id, toolVersion: '1.0.0', cwd: '/', gateway: 'https://checks.example.com/' }));
  for (const [log, docs] of [
    [offline, `https://www.npmjs.com/package/@evidence-check/${check.id}#findings`],
    [onGateway, `https://checks.example.com/docs/${check.id}`],
  ] as const) {
    expect(problems(log)).toEqual([]);
    for (const rule of log.runs[0].tool.driver.rules) {
      expect(rule.helpUri).toBe(docs);
      expect(rule.help.markdown).toContain(`](${docs})`);
      expect(rule.fullDescription.text.length).toBeGreaterThan(rule.shortDescription.text.length);
      const spec = (check.codes as Record<string, { description: string; example: string; severity: string }>)[rule.id];
      if (spec) expect(rule.fullDescription.text).toContain(spec.example);
    }
  }
});

test('partialFingerprints: one per result, distinct within a run, unchanged when the packet is reformatted or its members reordered', async () => {
  const sample = check.sampleInput as { baseline_columns: unknown[]; current_columns: unknown[] };
  const text = JSON.stringify(sample, null, 2);
  const reordered = JSON.stringify({ current_columns: sample.current_columns, baseline_columns: sample.baseline_columns });
  const fingerprints = async (text: string) => {
    const res = await cli(['run', check.id, '-', '--format', 'sarif', '--sarif-uri', 'a.json'], { cwd, input: text });
    return (JSON.parse(res.stdout).runs[0].results as Array<{ partialFingerprints: Record<string, string> }>).map((r) => r.partialFingerprints['evidenceCheckFinding/v1']);
  };
  const pretty = await fingerprints(text);
  expect(pretty.length).toBeGreaterThan(1);
  expect(new Set(pretty).size).toBe(pretty.length);
  for (const value of pretty) expect(value).toMatch(/^[0-9a-f]{64}$/);
  expect(await fingerprints(reordered)).toEqual(pretty);
  expect(await fingerprints(JSON.stringify(sample))).toEqual(pretty);
});

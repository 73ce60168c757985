// A CI gate over a directory: 500 packets generated from the product's sample, output not a TTY.
// Expected statuses come from the registry's own run() on each packet; the CLI must agree packet
// by packet and exit with the worst.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { cli, EXPECTED_EXIT } from './helpers.js';

const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
type Column = { name: string; type: string; required?: boolean };
const sample = check.sampleInput as { baseline_columns: Column[]; current_columns: Column[] };
const base = sample.baseline_columns;

/** Variations of the sample: itself, no change, reordered, an added optional column, a widened type. */
function packet(i: number): unknown {
  switch (i % 5) {
    case 0:
      return sample;
    case 1:
      return { baseline_columns: base, current_columns: base };
    case 2:
      return { baseline_columns: base, current_columns: [...base].reverse() };
    case 3:
      return { baseline_columns: base, current_columns: [...base, { name: `extra_${i}`, type: 'string' }] };
    default:
      return { baseline_columns: base, current_columns: base.map((c) => (c.type === 'integer' && !c.required ? { ...c, type: 'number' } : c)) };
  }
}

const name = (i: number) => `packet-${String(i).padStart(3, '0')}.json`;
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'evidence-check-batch-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeDir(dirName: string, packets: unknown[], extra: Record<string, string> = {}): string {
  const dir = join(root, dirName);
  mkdirSync(dir);
  packets.forEach((p, i) => writeFileSync(join(dir, name(i)), JSON.stringify(p, null, 2)));
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, 'notes.txt'), 'not a packet'); // ignored: only *.json
  return dir;
}

const worst = (statuses: string[]) => Math.max(...statuses.map((s) => EXPECTED_EXIT[s]!));

test('500 packets: progress as plain lines on a non-TTY stderr, a summary table, exit code = worst status', async () => {
  const packets = Array.from({ length: 500 }, (_, i) => packet(i));
  const expected = packets.map((p) => check.run(p).status);
  expect(new Set(expected)).toEqual(new Set(['READY', 'REVIEW', 'BLOCKED'])); // the generator covers every status
  const dir = writeDir('mixed', packets);

  const res = await cli(['run', check.id, dir]);
  expect(res.code).toBe(worst(expected));
  expect(res.code).toBe(2);

  const progress = res.stderr.trimEnd().split('\n');
  expect(progress).toHaveLength(500);
  progress.forEach((line, i) => {
    expect(line).toBe(`[${String(i + 1).padStart(3)}/500] ${expected[i]!.padEnd(7)} ${join(dir, name(i))}`);
  });
  expect(res.stderr).not.toContain('\r');

  for (let i = 0; i < 500; i += 37) expect(res.stdout).toMatch(new RegExp(`^${join(dir, name(i))}\\s+${expected[i]}\\s`, 'm'));
  const count = (s: string) => expected.filter((e) => e === s).length;
  for (const status of ['READY', 'REVIEW', 'BLOCKED']) expect(res.stdout).toMatch(new RegExp(`^${status}\\s+${count(status)}\\s+${EXPECTED_EXIT[status]}$`, 'm'));
  expect(res.stdout).toMatch(/^total\s+500\s+exit 2$/m);
}, 120_000);

test('the exit code follows the worst packet: all READY 0, one REVIEW 1, one BLOCKED 2, one invalid 3', async () => {
  const ready = Array.from({ length: 40 }, () => ({ baseline_columns: base, current_columns: base }));
  expect(ready.every((p) => check.run(p).status === 'READY')).toBe(true);
  const review = packet(2);
  expect(check.run(review).status).toBe('REVIEW');

  expect((await cli(['run', check.id, writeDir('ready', ready), '--quiet'])).code).toBe(0);
  expect((await cli(['run', check.id, writeDir('review', [...ready, review]), '--quiet'])).code).toBe(1);
  expect((await cli(['run', check.id, writeDir('blocked', [...ready, review, sample]), '--quiet'])).code).toBe(2);
  const invalid = await cli(['run', check.id, writeDir('invalid', [...ready, review, sample], { 'zz-broken.json': '{"baseline_columns": [' }), '--format', 'json', '--quiet']);
  expect(invalid.code).toBe(3);
  expect(invalid.stderr).toBe('');
  const body = JSON.parse(invalid.stdout);
  expect(body.counts).toEqual({ READY: 40, REVIEW: 1, BLOCKED: 1, INVALID: 1 });
  expect(body.exitCode).toBe(3);
  expect(body.packets.at(-1)).toMatchObject({ status: 'INVALID', error: { code: 'MALFORMED_JSON' } });
}, 60_000);

test('ndjson: one line per packet in file-name order, each the envelope run() gives', async () => {
  const packets = Array.from({ length: 25 }, (_, i) => packet(i));
  const res = await cli(['run', check.id, writeDir('ndjson', packets), '--format', 'ndjson', '--quiet']);
  const lines = res.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
  expect(lines).toHaveLength(25);
  lines.forEach((line, i) => {
    expect(line.file.endsWith(name(i))).toBe(true);
    expect(line.result).toEqual(JSON.parse(JSON.stringify(check.run(packets[i]))));
    expect(line.status).toBe(line.result.status);
  });
});

test('an empty directory is a usage error (exit 4), not a pass', async () => {
  const dir = join(root, 'empty');
  mkdirSync(dir);
  const res = await cli(['run', check.id, dir]);
  expect(res.code).toBe(4);
  expect(res.stderr).toMatch(/no \*\.json packet/);
});

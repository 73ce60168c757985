// On a terminal the progress is one bar redrawn in place. A real pseudo-terminal comes from
// util-linux `script`; stdout goes to a file, so the terminal transcript holds only the bar.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { bin } from './helpers.js';

const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'evidence-check-tty-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(hasScript ? test : test.skip)('a terminal gets one bar redrawn in place, ending at 100%; stdout still carries the result', async () => {
  const dir = join(work, 'packets');
  mkdirSync(dir);
  for (let i = 0; i < 40; i++) writeFileSync(join(dir, `p${String(i).padStart(2, '0')}.json`), JSON.stringify(check.sampleInput));
  const out = join(work, 'out.json');
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} run ${check.id} ${JSON.stringify(dir)} --format json > ${JSON.stringify(out)}`;
  const transcript = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
    child.stdin.end();
  });
  expect(transcript.code).toBe(2);
  const frames = transcript.text.split('\r\x1b[2K').slice(1);
  expect(frames).toHaveLength(40);
  expect(frames[0]).toMatch(/^█░{29} {2}1\/40 2% \(1 BLOCKED\) /);
  expect(frames[39]).toMatch(/^█{30} 40\/40 100% \(40 BLOCKED\) /);
  expect(transcript.text).not.toMatch(/^\[ ?\d+\/40\]/m); // no plain lines on a terminal
  expect(JSON.parse(readFileSync(out, 'utf8')).counts).toEqual({ BLOCKED: 40 });
});

// The official MCP inspector's CLI (unmodified, run as a user runs it) against the built stdio
// server: its --strict tool-schema portability lint finds nothing, and a tool call made with its
// --tool-arg pairs answers the envelope.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { implementedChecks } from '@evidence-check/catalog-builder';

const run = promisify(execFile);
const inspectorDir = dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json'));
const launcher = join(inspectorDir, 'clients/launcher/build/index.js');
const server = [process.execPath, fileURLToPath(new URL('../dist/bin.js', import.meta.url))];

/** `mcp-inspector --cli <server> <args…>`: stdout, stderr and the exit code. */
async function inspector(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [launcher, '--cli', ...server, ...args], { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

test('tools/list --strict: every product is listed and the portability lint reports nothing', async () => {
  const { stdout, stderr, code } = await inspector(['--method', 'tools/list', '--strict']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const { tools } = JSON.parse(stdout) as { tools: Array<{ name: string; inputSchema: object }> };
  expect(tools.map((tool) => tool.name)).toEqual(implementedChecks.map((check) => check.id));
}, 90_000);

test('tools/call with --tool-arg pairs: the envelope, and the text a person reads first', async () => {
  const { stdout, code } = await inspector([
    '--method', 'tools/call', '--tool-name', 'csv-schema-drift-preflight',
    '--tool-arg', 'baseline_columns=[{"name":"a","type":"string","required":true}]', 'current_columns=[{"name":"b","type":"string"}]',
  ]);
  expect(code).toBe(0);
  const answer = JSON.parse(stdout) as { content: Array<{ text: string }>; structuredContent: { status: string; findings: Array<{ code: string; pointer: string }> } };
  expect(answer.structuredContent.status).toBe('BLOCKED');
  expect(answer.structuredContent.findings.map((f) => [f.code, f.pointer])).toEqual([['COLUMN_REMOVED', '/baseline_columns/0'], ['COLUMN_ADDED', '/current_columns/0']]);
  expect(answer.content[0]!.text.split('\n')[0]).toBe('csv-schema-drift-preflight 1.0.0: BLOCKED (1 error, 0 warnings, 1 notice)');
}, 90_000);

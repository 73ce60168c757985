// `npx @evidence-check/mcp` and `evidence-check` outside the monorepo: tools/pack-check.mjs packs
// their dependency closure as it would be published, installs the tarballs with npm into an empty
// project (third-party packages from the npm registry) and uses the CLI and both MCP servers there,
// comparing their answers with the monorepo's own run (see the root README, "Installing the MCP
// server and the CLI"). A private package in the closure, a workspace: range left in a tarball, a
// gateway library dragged along, or any package that needs an install script (a native addon) fails it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { EXPECTED_EXIT } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// A limit for a hung install (npm registry), not a speed assertion: it takes about 1.5 min here.
const LIMIT_MS = 10 * 60_000;

function packCheck(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/pack-check.mjs', '--json'], { cwd: ROOT, timeout: LIMIT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test(
  'the MCP server and the CLI install from their tarballs with npm and answer like the monorepo',
  async () => {
    const { code, stdout, stderr } = await packCheck();
    expect([code, code === 0 ? '' : stderr]).toEqual([0, '']);
    const report = JSON.parse(stdout);
    expect(report.closure).toEqual(
      expect.arrayContaining(['@evidence-check/mcp', '@evidence-check/cli', '@evidence-check/catalog-builder', '@evidence-check/schema-validator', '@evidence-check/core-receipt']),
    );
    expect(report.tarballs).toBe(report.closure.length);
    // Plain JavaScript all the way down: npm ran every install script, and there were none.
    expect(report.installScripts).toEqual([]);
    const csv = implementedChecks.find((check) => check.id === 'csv-schema-drift-preflight')!;
    const status = csv.run(csv.sampleInput).status;
    expect(report.cli).toEqual({ listed: implementedChecks.length, runExit: EXPECTED_EXIT[status], status });
    expect(Object.keys(report.mcp)).toEqual(['npx @evidence-check/mcp', 'evidence-check mcp']);
    for (const server of Object.values(report.mcp) as Array<{ tools: number; server: { name: string } }>) {
      expect(server).toMatchObject({ tools: implementedChecks.length, server: { name: 'evidence-check' } });
    }
  },
  LIMIT_MS + 60_000,
);

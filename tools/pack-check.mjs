#!/usr/bin/env node
// Installs `@evidence-check/mcp` and the `evidence-check` CLI the way a user outside the monorepo
// gets them, and uses them:
//   1. the workspace packages they depend on (their dependency closure) are read from the
//      package.json files; none may be private, each must be built;
//   2. `pnpm pack` packs the closure exactly as it would be published (workspace:^ rewritten);
//   3. `npm install` installs the tarballs into an empty temporary project; every third-party
//      dependency comes from the npm registry;
//   4. `npx evidence-check list`, `sample` and `run` answer, and the official MCP client lists the
//      tools of `npx @evidence-check/mcp` (and of `evidence-check mcp`) over stdio and calls one;
//      results are compared with the monorepo's own run of the same check.
// Plain JavaScript only: the install runs every install script as npm would for a user, and fails
// if any installed package has one (a native addon, a binary download): a user needs no compiler,
// no network beyond the registry, and the checks run wherever JavaScript runs.
// Usage: node tools/pack-check.mjs [--keep] [--json]   (build first: pnpm build)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = join(ROOT, 'packages');
const ENTRY_POINTS = ['@evidence-check/mcp', '@evidence-check/cli'];
/**
 * The gateway's own libraries (its payment middleware, security headers, databases, dev chain): none
 * may come along with the MCP server or the CLI. (Express itself does: the MCP SDK depends on it.)
 */
const FORBIDDEN = [
  '@x402/express',
  'helmet',
  'pg',
  'ioredis',
  '@evidence-check/gateway',
  '@evidence-check/maintained-data',
  '@evidence-check/sandbox-fixtures',
  '@evidence-check/dev-chain',
];
const SAMPLE_ID = 'csv-schema-drift-preflight';
const MINUTE = 60_000;

const { values: options } = parseArgs({ options: { keep: { type: 'boolean' }, json: { type: 'boolean' } } });
const log = (line) => process.stderr.write(`pack-check: ${line}\n`);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

class CheckFailed extends Error {}
function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

function run(command, args, { cwd, timeout = 5 * MINUTE, input } = {}) {
  const result = spawnSync(command, args, { cwd, timeout, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.error) throw result.error;
  return result;
}

function runOk(command, args, options) {
  const result = run(command, args, options);
  if (result.status !== 0) throw new CheckFailed(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr.slice(-4000)}`);
  return result.stdout;
}

/** pnpm as installed, or through npx where only npx is (CI runs `npx pnpm@10`). */
function pnpmCommand() {
  return run('pnpm', ['--version']).status === 0 ? ['pnpm'] : ['npx', '-y', 'pnpm@10'];
}

/** Every workspace package by name, with its folder. */
function workspacePackages() {
  const byName = new Map();
  for (const folder of readdirSync(PACKAGES)) {
    const file = join(PACKAGES, folder, 'package.json');
    if (existsSync(file)) byName.set(readJson(file).name, { dir: join(PACKAGES, folder), manifest: readJson(file) });
  }
  return byName;
}

/** The workspace packages the entry points need at run time (dependencies, peer and optional; never dev). */
function closureOf(entries, byName) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const { manifest } = byName.get(name);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies })) {
      if (byName.has(dep)) visit(dep);
    }
  };
  entries.forEach(visit);
  return [...seen].sort();
}

/** Installed packages that npm would build with a script (install/preinstall/postinstall, or a binding.gyp). */
function packagesWithBuildSteps(app) {
  // npm ls exits 1 on any peer-dependency warning; the tree it prints is what counts.
  const tree = JSON.parse(run('npm', ['ls', '--all', '--json', '--long'], { cwd: app }).stdout);
  const found = new Map();
  const walk = (node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.path && !found.has(child.path)) {
        const manifest = existsSync(join(child.path, 'package.json')) ? readJson(join(child.path, 'package.json')) : {};
        const scripts = manifest.scripts ?? {};
        if (scripts.install || scripts.preinstall || scripts.postinstall || existsSync(join(child.path, 'binding.gyp'))) {
          found.set(child.path, { name, version: manifest.version, path: child.path });
        }
      }
      walk(child);
    }
  };
  walk(tree);
  return { tree, builds: [...found.values()] };
}

function namesIn(tree) {
  const names = new Set();
  const walk = (node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      names.add(name);
      walk(child);
    }
  };
  walk(tree);
  return names;
}

const MCP_CLIENT = `// The agent's side: the official MCP client over stdio, against a server command.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readFileSync } from 'node:fs';

const [command, ...args] = JSON.parse(process.argv[2]);
const [id, packetFile] = process.argv.slice(3);
const client = new Client({ name: 'pack-check', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command, args, stderr: 'pipe' }));
const { tools } = await client.listTools();
const called = await client.callTool({ name: id, arguments: JSON.parse(readFileSync(packetFile, 'utf8')) });
await client.close();
process.stdout.write(JSON.stringify({ server: client.getServerVersion(), tools: tools.map((tool) => tool.name), isError: called.isError ?? false, result: called.structuredContent }));
`;

async function main() {
  const started = Date.now();
  const report = { closure: [], tarballs: 0, installScripts: [], seconds: {} };
  const byName = workspacePackages();
  const closure = closureOf(ENTRY_POINTS, byName);
  report.closure = closure;
  for (const name of closure) {
    const { dir, manifest } = byName.get(name);
    expect(!manifest.private, `${name} is private: ${ENTRY_POINTS.join(' and ')} depend on it, so it must be publishable`);
    expect(existsSync(join(dir, 'dist')), `${name} is not built (no dist/): run pnpm build first`);
  }
  log(`${closure.length} workspace packages in the closure of ${ENTRY_POINTS.join(', ')}`);

  const work = mkdtempSync(join(tmpdir(), 'pack-check-'));
  try {
    // 2. One pnpm process packs the whole closure (production dependencies only).
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    let t = Date.now();
    const filters = ENTRY_POINTS.flatMap((name) => ['--filter-prod', `${name}...`]);
    const [pnpm, ...pnpmArgs] = pnpmCommand();
    runOk(pnpm, [...pnpmArgs, '-r', ...filters, 'pack', '--pack-destination', tarballs], { cwd: ROOT });
    const files = readdirSync(tarballs).filter((file) => file.endsWith('.tgz')).map((file) => join(tarballs, file));
    const expected = closure.map((name) => `${name.slice(1).replace('/', '-')}-${byName.get(name).manifest.version}.tgz`).sort();
    expect(JSON.stringify(files.map((file) => file.slice(tarballs.length + 1)).sort()) === JSON.stringify(expected), `packed ${files.length} tarballs, expected ${expected.join(', ')}`);
    for (const file of files) {
      const manifest = JSON.parse(execFileSync('tar', ['-xOzf', file, 'package/package.json'], { encoding: 'utf8' }));
      const unresolved = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(([, range]) => String(range).startsWith('workspace:'));
      expect(unresolved.length === 0, `${manifest.name}: workspace: ranges left in the packed manifest`);
    }
    report.tarballs = files.length;
    report.seconds.pack = (Date.now() - t) / 1000;

    // 3. An empty project installs the tarballs; the registry serves everything else.
    const app = join(work, 'app');
    mkdirSync(app);
    const sdkRange = byName.get('@evidence-check/mcp').manifest.dependencies['@modelcontextprotocol/sdk'];
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'pack-check-consumer',
        private: true,
        type: 'module',
      }, null, 2),
    );
    t = Date.now();
    const installArgs = ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files, `@modelcontextprotocol/sdk@${sdkRange}`];
    const install = () => run('npm', installArgs, { cwd: app, timeout: 5 * MINUTE });
    // One retry: the registry is the one thing here this script does not control.
    let installed = install();
    if (installed.status !== 0) installed = install();
    expect(installed.status === 0, `npm install exited ${installed.status}\n${installed.stderr.slice(-4000)}`);
    report.seconds.install = (Date.now() - t) / 1000;
    const { tree, builds } = packagesWithBuildSteps(app);
    report.installScripts = builds.map((build) => `${build.name}@${build.version}`);
    expect(builds.length === 0, `installed packages with an install script (native build or download): ${report.installScripts.join(', ')}`);
    const names = namesIn(tree);
    const leaked = FORBIDDEN.filter((name) => names.has(name));
    expect(leaked.length === 0, `installed with the MCP server and the CLI: ${leaked.join(', ')}`);
    report.installedPackages = names.size;

    // 4. Use them as a user would, and compare with the monorepo's own run.
    t = Date.now();
    const { implementedChecks } = await import(join(PACKAGES, 'catalog-builder', 'dist', 'index.js'));
    const ids = implementedChecks.map((check) => check.id);
    const check = implementedChecks.find((c) => c.id === SAMPLE_ID);
    const expectedResult = JSON.stringify(check.run(check.sampleInput));

    const listed = JSON.parse(runOk('npx', ['--no-install', 'evidence-check', 'list', '--format', 'json'], { cwd: app }));
    expect(JSON.stringify(listed.map((entry) => entry.id)) === JSON.stringify(ids), 'evidence-check list does not list the implemented products');
    const sample = runOk('npx', ['--no-install', 'evidence-check', 'sample', SAMPLE_ID], { cwd: app });
    const packetFile = join(app, 'packet.json');
    writeFileSync(packetFile, sample);
    const ran = run('npx', ['--no-install', 'evidence-check', 'run', SAMPLE_ID, packetFile, '--format', 'json'], { cwd: app });
    const ranJson = JSON.parse(ran.stdout);
    // One file: the envelope itself (a directory gives one { file, status, result } per packet).
    const cliResult = ranJson;
    expect(JSON.stringify(cliResult) === expectedResult, 'evidence-check run gives another result than the monorepo');
    expect([0, 1, 2].includes(ran.status), `evidence-check run exited ${ran.status}`);
    report.cli = { listed: listed.length, runExit: ran.status, status: cliResult.status };

    writeFileSync(join(app, 'mcp-client.mjs'), MCP_CLIENT);
    report.mcp = {};
    for (const [label, server] of [
      ['npx @evidence-check/mcp', ['npx', '--no-install', '@evidence-check/mcp']],
      ['evidence-check mcp', ['npx', '--no-install', 'evidence-check', 'mcp']],
    ]) {
      const answer = JSON.parse(runOk(process.execPath, ['mcp-client.mjs', JSON.stringify(server), SAMPLE_ID, packetFile], { cwd: app, timeout: 2 * MINUTE }));
      expect(JSON.stringify(answer.tools) === JSON.stringify(ids), `${label}: the tools are not the implemented products`);
      expect(!answer.isError && JSON.stringify(answer.result) === expectedResult, `${label}: tools/call gives another result than the monorepo`);
      report.mcp[label] = { server: answer.server, tools: answer.tools.length };
    }
    report.seconds.use = (Date.now() - t) / 1000;
    report.seconds.total = (Date.now() - started) / 1000;
    if (options.keep) log(`kept ${work}`);
    return report;
  } finally {
    if (!options.keep) rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (report) => {
    if (options.json) process.stdout.write(JSON.stringify(report) + '\n');
    else {
      log(`${report.tarballs} tarballs installed with npm (${report.installedPackages} packages, none with an install script)`);
      log(`evidence-check list/sample/run and both MCP servers answered like the monorepo (${report.seconds.total} s: pack ${report.seconds.pack}, install ${report.seconds.install}, use ${report.seconds.use})`);
    }
  },
  (error) => {
    log(error instanceof CheckFailed ? `FAILED: ${error.message}` : `error: ${error.stack ?? error}`);
    process.exitCode = 1;
  },
);

// The checks are plain JavaScript that runs wherever JavaScript runs: esbuild bundles the registry
// (all 32 check packages and what they import) for the browser platform, so a Node built-in or a
// native addon anywhere in it fails the bundle; headless Chromium (the system's, driven by
// playwright-core) then runs every implemented product on its sample, and each result must be
// byte-identical to the same run in Node (the receipt's digests included, computed there with
// @noble/hashes instead of node:crypto).
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { implementedChecks } from '../src/index.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));

let browser: Browser;
let server: Server;
let bundle: string;
let metafile: { inputs: Record<string, unknown> };

beforeAll(async () => {
  const built = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  bundle = built.outputFiles[0]!.text;
  metafile = built.metafile;
  // The page and its module from one local origin (a module script needs http, not file:).
  server = createServer((req, res) => {
    if (req.url === '/bundle.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>checks</title>');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server?.listening) await new Promise((resolve) => server.close(resolve));
});

test('the bundle holds every check and no Node built-in', () => {
  const inputs = Object.keys(metafile.inputs);
  expect(inputs.filter((input) => input.startsWith('node:') || /(^|\/)node_modules\/(re2|better-sqlite3)\//.test(input))).toEqual([]);
  // The browser build of the digest, not Node's.
  expect(inputs.some((input) => input.includes('sha256-portable'))).toBe(true);
  expect(inputs.some((input) => input.includes('sha256-node'))).toBe(false);
  for (const check of implementedChecks) expect(inputs.some((input) => input.includes(`check-${check.id}/dist/`) || input.includes(`/${check.id}/dist/`))).toBe(true);
});

test('in Chromium, every product gives on its sample the bytes it gives in Node', async () => {
  const page = await browser.newPage();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${origin}/`);
    const inBrowser = await page.evaluate(async (url) => {
      const { implementedChecks: checks } = (await import(url)) as { implementedChecks: Array<{ id: string; sampleInput: unknown; run(input: unknown): unknown }> };
      return Object.fromEntries(checks.map((check) => [check.id, JSON.stringify(check.run(check.sampleInput))]));
    }, `${origin}/bundle.js`);
    const inNode = Object.fromEntries(implementedChecks.map((check) => [check.id, JSON.stringify(check.run(check.sampleInput))]));
    expect(Object.keys(inBrowser).sort()).toEqual(Object.keys(inNode).sort());
    for (const check of implementedChecks) expect([check.id, inBrowser[check.id]]).toEqual([check.id, inNode[check.id]]);
  } finally {
    await page.close();
  }
}, 120_000);

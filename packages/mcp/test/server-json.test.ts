// server.json, for the official MCP registry: valid under the registry's 2025-12-11 rules, and true to
// the package it names (name, version, mcpName, the stdio bin) and to the hosted door (POST /mcp).
import { readFileSync } from 'node:fs';
import { compileSchema } from '@evidence-check/schema-validator';
import { serverSchema } from './registry/server-schema.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Json;
const server = read('../server.json');
const pkg = read('../package.json');
const validate = compileSchema(serverSchema);

test('valid under the registry schema', () => {
  expect(validate(server)).toEqual([]);
});

test('the validator refuses what the registry refuses (its own invalid examples)', () => {
  const broken = (patch: Json) => validate({ ...server, ...patch }).map((issue) => `${issue.pointer} ${issue.keyword}`);
  expect(broken({ name: 'no-slash-here' })).toEqual(['/name pattern']);
  expect(broken({ description: 'x'.repeat(101) })).toEqual(['/description maxLength']);
  expect(broken({ packages: [{ ...server.packages[0], version: 'latest' }] })).toContain('/packages/0/version not');
  expect(broken({ packages: [{ ...server.packages[0], version: '^1.2.3' }] })).toContain('/packages/0/version not');
  expect(broken({ remotes: [{ type: 'streamable-http', url: 'ftp://x/mcp' }] })).toEqual(['/remotes/0/url pattern']);
  const { version: _version, ...withoutVersion } = server;
  expect(validate(withoutVersion).map((issue) => issue.keyword)).toEqual(['required']);
});

test('true to the npm package: identifier, version, mcpName (the registry checks it to verify ownership), a stdio bin', () => {
  const [npm] = server.packages;
  expect(npm).toMatchObject({ registryType: 'npm', identifier: pkg.name, version: pkg.version, transport: { type: 'stdio' } });
  expect(server.version).toBe(pkg.version);
  expect(pkg.mcpName).toBe(server.name);
  expect(Object.keys(pkg.bin as object)).toHaveLength(1); // `npx @evidence-check/mcp` has one command to run
});

test('the hosted remote is the gateway\'s POST /mcp, each URL variable declared', () => {
  const [remote] = server.remotes;
  expect(remote.type).toBe('streamable-http');
  expect(new URL(remote.url.replace(/\{(\w+)\}/g, 'host.example')).pathname).toBe('/mcp');
  const used = [...(remote.url as string).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  expect(Object.keys(remote.variables as object)).toEqual(used);
});

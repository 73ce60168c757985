import type { Input } from '../../src/index.js';

export const BASE = ['package.json', 'README.md', 'LICENSE'];
/** A licensed package.json with a name and version, plus the fields under test. */
export const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'demo-pkg', version: '1.0.0', license: 'MIT', ...extra });
/** A request with the base files first: the listed files start at /pack_files/3. */
export const pack = (extra: Record<string, unknown>, files: string[], previous?: string[]): Input => ({
  package: pkg(extra),
  pack_files: [...BASE, ...files],
  ...(previous ? { previous_files: previous } : {}),
});
export const named = (name: unknown): Input => ({ package: name === undefined ? { version: '1.0.0', license: 'MIT' } : { name, version: '1.0.0', license: 'MIT' }, pack_files: BASE });
export const versioned = (version: unknown): Input => ({ package: { name: 'x', version, license: 'MIT' }, pack_files: BASE });
export const PROTO = JSON.parse('{"name":"x","version":"1.0.0","license":"MIT","bin":{"__proto__":"./cli.js"},"exports":{"./__proto__":"./p.js"}}') as Record<string, unknown>;

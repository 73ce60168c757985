import type { Input } from '../../src/index.js';

export const BASE = ['package.json', 'README.md', 'LICENSE'];
/** A licensed package.json with a name and version, plus the fields under test. */
export const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'demo-pkg', version: '1.0.0', license: 'MIT', ...extra });
/** A request with the base files first: the listed files start at /pack_files/3. */
export const pack = (extra: Record<string, unknown>, files: string[]): Input => ({ package: pkg(extra), pack_files: [...BASE, ...files] });

import type { Input } from '../../src/index.js';

export type Redirect = Input['redirects'][number];
export const r = (source: string, destination: string): Redirect => ({ source, destination });

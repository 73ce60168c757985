import type { Input } from '../../src/index.js';

export type Column = Input['baseline_columns'][number];
export const col = (name: string, type: Column['type'], required?: boolean): Column =>
  required === undefined ? { name, type } : { name, type, required };

import type { Input } from '../../src/index.js';

export type Row = Input['rows'][number];

/** A handle's first row with a title (the handle upper-cased) and any other cells. */
export const product = (handle: string, extra: Row = {}): Row => ({ Handle: handle, Title: handle.toUpperCase(), ...extra });

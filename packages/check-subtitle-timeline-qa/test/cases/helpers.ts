import type { Input } from '../../src/index.js';

export type Cue = Input['cues'][number];
export const c = (id: string | number, start_ms: number, end_ms: number, text = 'Hello there.'): Cue => ({ id, start_ms, end_ms, text });

import type { Input } from '../../src/index.js';

export type Cue = Input['cues'][number];
export const c = (id: string | number, start_ms: number, end_ms: number, text = 'Hello there.'): Cue => ({ id, start_ms, end_ms, text });

/** A cue with open keys (`language`, `children`, `sdh`, `frame_rate`). */
export const ck = (id: string | number, start_ms: number, end_ms: number, text: string, keys: Record<string, unknown>): Cue => ({ id, start_ms, end_ms, text, ...keys });

// Where the rules come from (quoted beside each case):
export const SE = 'https://github.com/SubtitleEdit/subtitleedit/blob/main/src/libse/NetflixQualityCheck/';

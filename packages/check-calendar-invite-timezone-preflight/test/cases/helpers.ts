import type { Input } from '../../src/index.js';

export type Event = Input['events'][number];
export const ev = (uid: string, dtstart: string, dtend: string, extra: Partial<Event> = {}): Event => ({ uid, dtstart, dtend, ...extra });
export const CHI = (v: string) => `TZID=America/Chicago:${v}`;

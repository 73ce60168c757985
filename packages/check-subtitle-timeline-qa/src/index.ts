import { defineCheck, jsonPointer } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { textStats } from './rules/text.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** Defaults from the Netflix Timed Text Style Guide (general requirements, adult content). */
export type Limits = {
  maxCharactersPerSecond: number;
  minDurationMs: number;
  maxDurationMs: number;
  maxLines: number;
  maxLineLength: number;
  frameRate: number;
  minGapFrames: number;
};

export const DEFAULTS: Readonly<Limits> = {
  maxCharactersPerSecond: 17,
  minDurationMs: 833,
  maxDurationMs: 7000,
  maxLines: 2,
  maxLineLength: 42,
  frameRate: 24,
  minGapFrames: 2,
};

export type CueStats = {
  id: string;
  duration_ms: number | null;
  characters: number;
  characters_per_second: number | null;
  lines: number;
  longest_line: number;
};

export type Report = {
  limits: Limits;
  timeline: { cues: number; timed_cues: number; first_start_ms: number | null; last_end_ms: number | null };
  reading_speed: { over_limit: number; fastest_id: string | null; fastest_characters_per_second: number | null };
  cues: CueStats[];
};

// Beyond 2^52 / 100 a double has no hundredths to round (and value * 100 could overflow).
const round2 = (value: number): number => (Math.abs(value) >= 2 ** 52 / 100 ? value : Math.round(value * 100) / 100);

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'subtitle-timeline-qa',
  title: 'Subtitle Timeline QA',
  category: 'Media',
  summary: 'Checks subtitle cues for invalid timing, overlaps, out-of-order and duplicate cues, empty captions, reading speed, duration, line and gap limits.',
  limitations: [
    'Examines the supplied cue list only; no media, video frames or shot changes are inspected.',
    'Defaults follow the Netflix Timed Text Style Guide for adult content; only the reading-speed limit can be changed per request.',
    'Characters are counted as grapheme clusters after removing markup; language-specific counting rules are not applied.',
    'Gaps are judged at 24 fps; other frame rates are not configurable.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const limit = input.max_characters_per_second ?? DEFAULTS.maxCharactersPerSecond;
    const limits: Limits = { ...DEFAULTS, maxCharactersPerSecond: limit };
    const firstById = new Map<string, number>();
    const stats: CueStats[] = [];
    const timed: number[] = [];
    let overLimit = 0;
    const fastest: { id: string | null; cps: number } = { id: null, cps: -1 };

    input.cues.forEach((cue, index) => {
      const id = String(cue.id);
      const at = (...rest: string[]) => jsonPointer('cues', index, ...rest);
      const { start_ms: start, end_ms: end } = cue;

      const first = firstById.get(id);
      if (first !== undefined) {
        findings.add('DUPLICATE_CUE_ID', { subject: id, pointer: at('id'), details: { id, position: index + 1, first_position: first + 1 } });
      } else {
        firstById.set(id, index);
      }

      if (start < 0) findings.add('NEGATIVE_TIME', { subject: id, pointer: at('start_ms'), details: { id, field: 'start_ms', value: start } });
      if (end < 0) findings.add('NEGATIVE_TIME', { subject: id, pointer: at('end_ms'), details: { id, field: 'end_ms', value: end } });

      const previous = index > 0 ? input.cues[index - 1] : undefined;
      if (previous && start < previous.start_ms) {
        findings.add('CUE_OUT_OF_ORDER', {
          subject: id,
          pointer: at('start_ms'),
          details: { id, start_ms: start, previous_id: String(previous.id), previous_start_ms: previous.start_ms },
        });
      }

      const text = textStats(cue.text);
      if (text.empty) findings.add('EMPTY_TEXT', { subject: id, pointer: at('text'), details: { id } });
      if (text.lines > DEFAULTS.maxLines) {
        findings.add('TOO_MANY_LINES', { subject: id, pointer: at('text'), details: { id, lines: text.lines, maximum: DEFAULTS.maxLines } });
      }
      text.lineLengths.forEach((length, line) => {
        if (length > DEFAULTS.maxLineLength) {
          findings.add('LINE_TOO_LONG', {
            subject: id,
            pointer: at('text'),
            details: { id, line: line + 1, length, maximum: DEFAULTS.maxLineLength },
          });
        }
      });

      // Times are any JSON numbers: a difference can overflow to Infinity and a denormal duration
      // makes the speed infinite. Such values are reported as null, never emitted as non-JSON.
      const duration = end - start;
      const durationMs = finiteOrNull(duration);
      let cps: number | null = null;
      if (duration <= 0) {
        findings.add('END_NOT_AFTER_START', { subject: id, pointer: at('end_ms'), details: { id, start_ms: start, end_ms: end } });
      } else {
        timed.push(index);
        if (duration < DEFAULTS.minDurationMs) {
          findings.add('DURATION_TOO_SHORT', { subject: id, pointer: at('end_ms'), details: { id, duration_ms: durationMs, minimum_ms: DEFAULTS.minDurationMs } });
        }
        if (duration > DEFAULTS.maxDurationMs) {
          findings.add('DURATION_TOO_LONG', { subject: id, pointer: at('end_ms'), details: { id, duration_ms: durationMs, maximum_ms: DEFAULTS.maxDurationMs } });
        }
        cps = finiteOrNull((text.characters * 1000) / duration);
      }
      if (cps !== null) {
        if (cps > fastest.cps) {
          fastest.id = id;
          fastest.cps = cps;
        }
        if (cps > limit) {
          overLimit++;
          findings.add('READING_SPEED_TOO_HIGH', {
            subject: id,
            pointer: at('text'),
            details: { id, characters: text.characters, duration_ms: durationMs, characters_per_second: round2(cps), limit },
          });
        }
      }
      stats.push({
        id,
        duration_ms: duration > 0 ? durationMs : null,
        characters: text.characters,
        characters_per_second: cps === null ? null : round2(cps),
        lines: text.lines,
        longest_line: Math.max(0, ...text.lineLengths),
      });
    });

    // Overlaps and gaps on the timeline: cues with a positive duration in start order (input order
    // breaks ties), each compared with the earlier cue that ends last.
    const order = [...timed].sort((a, b) => (input.cues[a] as Input['cues'][number]).start_ms - (input.cues[b] as Input['cues'][number]).start_ms || a - b);
    let latest = -1;
    let overlaps = 0;
    for (const index of order) {
      const cue = input.cues[index] as Input['cues'][number];
      const id = String(cue.id);
      if (latest !== -1) {
        const before = input.cues[latest] as Input['cues'][number];
        const gap = cue.start_ms - before.end_ms;
        if (gap < 0) {
          overlaps++;
          findings.add('CUE_OVERLAP', {
            subject: id,
            pointer: jsonPointer('cues', index, 'start_ms'),
            details: { id, start_ms: cue.start_ms, overlaps_id: String(before.id), overlaps_end_ms: before.end_ms, overlap_ms: finiteOrNull(-gap) },
          });
        } else if (gap * DEFAULTS.frameRate < DEFAULTS.minGapFrames * 1000) {
          findings.add('GAP_TOO_SHORT', {
            subject: id,
            pointer: jsonPointer('cues', index, 'start_ms'),
            details: { id, gap_ms: finiteOrNull(gap), previous_id: String(before.id), minimum_ms: round2((DEFAULTS.minGapFrames * 1000) / DEFAULTS.frameRate) },
          });
        }
      }
      if (latest === -1 || cue.end_ms > (input.cues[latest] as Input['cues'][number]).end_ms) latest = index;
    }

    const firstTimed = order[0];
    const report: Report = {
      limits,
      timeline: {
        cues: input.cues.length,
        timed_cues: timed.length,
        first_start_ms: firstTimed === undefined ? null : (input.cues[firstTimed] as Input['cues'][number]).start_ms,
        last_end_ms: latest === -1 ? null : (input.cues[latest] as Input['cues'][number]).end_ms,
      },
      reading_speed: {
        over_limit: overLimit,
        fastest_id: fastest.id,
        fastest_characters_per_second: fastest.id === null ? null : round2(fastest.cps),
      },
      cues: stats,
    };
    return { report, counters: { cues: input.cues.length, overlaps, reading_speed_over_limit: overLimit } };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;

import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { DEFAULTS, prepare, round2, type Context, type Limits } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export { DEFAULTS };
export type { Limits };

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

function buildReport(ctx: Context): Report {
  const limit = ctx.limits.maxCharactersPerSecond;
  let fastest: { id: string; cps: number } | null = null;
  let overLimit = 0;
  for (const { id, cps } of ctx.cues) {
    if (cps === null) continue;
    if (fastest === null || cps > fastest.cps) fastest = { id, cps };
    if (cps > limit) overLimit++;
  }
  const firstTimed = ctx.timeline[0];
  return {
    limits: ctx.limits,
    timeline: {
      cues: ctx.cues.length,
      timed_cues: ctx.timeline.length,
      first_start_ms: firstTimed === undefined ? null : (ctx.cues[firstTimed]?.start ?? null),
      last_end_ms: ctx.lastEnding === null ? null : (ctx.cues[ctx.lastEnding]?.end ?? null),
    },
    reading_speed: {
      over_limit: overLimit,
      fastest_id: fastest?.id ?? null,
      fastest_characters_per_second: fastest === null ? null : round2(fastest.cps),
    },
    cues: ctx.cues.map(({ id, duration, durationMs, text, cps }) => ({
      id,
      duration_ms: duration > 0 ? durationMs : null,
      characters: text.characters,
      characters_per_second: cps === null ? null : round2(cps),
      lines: text.lines,
      longest_line: text.longestLine,
    })),
  };
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
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    return {
      report,
      counters: { cues: ctx.cues.length, overlaps: ctx.overlaps.length, reading_speed_over_limit: report.reading_speed.over_limit },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;

import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { DEFAULTS, type Limits } from './lib/limits.js';
import { buildReport, type Report } from './report.js';

export { DEFAULTS };
export type { Limits };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
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
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { CueStats, Report } from './report.js';
export type { Input };
export default definition;

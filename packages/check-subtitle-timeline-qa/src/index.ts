import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { DEFAULTS, type Limits } from './lib/limits.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export { DEFAULTS };
export type { Limits };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'subtitle-timeline-qa',
  title: 'Subtitle Timeline QA',
  category: 'Media',
  summary: 'Checks subtitle cues for invalid timing, overlaps, out-of-order and duplicate cues, empty captions, reading speed, duration, line and frame-gap limits (per language and frame rate), spacing and italic tags.',
  limitations: [
    'Examines the supplied cue list only; no media, video frames or shot changes are inspected.',
    'Limits follow the Netflix Timed Text Style Guide: the English Template for cues without a language key; the language guides of English, Japanese, Korean, Chinese, Arabic, Hindi and Thai for cues that name them.',
    'Characters are counted as grapheme clusters after removing markup; in Japanese, Korean and Chinese half-width characters count 0.5; other language-specific counting rules are not applied.',
    'Gaps are counted in whole frames at each cue\'s frame_rate key (24 fps without it).',
    'Editorial rules (glyph list, line-break placement, dialogue dashes, spelled-out numbers) are not checked.',
  ],
  comparison,
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

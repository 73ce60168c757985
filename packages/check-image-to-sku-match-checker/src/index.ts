import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'image-to-sku-match-checker',
  title: 'Image-to-SKU Match Checker',
  category: 'Commerce',
  summary: 'Matches image paths to a SKU roster and flags missing, extra, unknown and colliding assets.',
  comparison,
  limitations: [
    'Matches file paths only; does not open or inspect images: format, pixel size and URL are judged from the extension and the caller\'s declared `width`, `height` and `url`.',
    'The SKU is read from the path by the documented default rule or by the caller’s sku_pattern (RE2 syntax, no backreferences or lookaround).',
    'A sku_pattern is used only while its compiled size (RE2 instructions) times the characters of all file paths is at most 4,000,000 (e.g. a 40-instruction pattern over 1000 paths of 100 characters); past that it is reported as SKU_PATTERN_INVALID and no file is matched.',
    'Collisions are judged on letter case and extension only; Unicode normalization is not applied.',
    'A placeholder is recognized by its file name only (placeholder, no image, no photo, coming soon, image not available).',
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
export type { Report, SkuImages } from './report.js';
export type { Input };
export default definition;

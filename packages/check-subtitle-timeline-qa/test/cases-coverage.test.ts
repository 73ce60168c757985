// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each rule's own case file produces each of its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases } from './cases.js';
import { durationCases } from './cases/duration.js';
import { frameRateCases } from './cases/frame-rate.js';
import { gapBridgingCases } from './cases/gap-bridging.js';
import { idsCases } from './cases/ids.js';
import { italicsCases } from './cases/italics.js';
import { orderCases } from './cases/order.js';
import { readingSpeedCases } from './cases/reading-speed.js';
import { textLayoutCases } from './cases/text-layout.js';
import { timelineCases } from './cases/timeline.js';
import { timingCases } from './cases/timing.js';
import { whitespaceCases } from './cases/whitespace.js';

const byRule: Record<string, Case<Input>[]> = {
  'cue-timing': timingCases,
  'frame-rate': frameRateCases,
  'gap-bridging': gapBridgingCases,
  whitespace: whitespaceCases,
  italics: italicsCases,
  'cue-order': orderCases,
  timeline: timelineCases,
  'text-layout': textLayoutCases,
  'cue-ids': idsCases,
  'reading-speed': readingSpeedCases,
  duration: durationCases,
};

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

test.each(rules.map((rule) => [rule.name, Object.keys(rule.codes)] as const))('rule %s: its own cases produce each of its codes', (name, ruleCodes) => {
  const own = byRule[name] ?? [];
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
});

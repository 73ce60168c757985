// Cases as data, one file per rule under test/cases/: every declared code is produced by at
// least one case and is absent in another, and every group fault lists the pointer of every member.
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

export const cases = [
  ...timingCases,
  ...frameRateCases,
  ...orderCases,
  ...timelineCases,
  ...gapBridgingCases,
  ...textLayoutCases,
  ...whitespaceCases,
  ...italicsCases,
  ...idsCases,
  ...readingSpeedCases,
  ...durationCases,
];

// Screenshots must show the product as it is now. App Store Review Guidelines 2.3 (Accurate
// Metadata, https://developer.apple.com/app-store/review/guidelines/#accurate-metadata): "make sure
// all your app metadata, including … screenshots, and previews accurately reflect the app's core
// experience and remember to keep them up-to-date with new versions."
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { artifactsWith, ev, packet } from './helpers.js';

export const artifactsCases: Case<Input>[] = [
  {
    name: 'App Store 2.3: a stale or unobserved screenshot does not count toward the required screenshots',
    input: packet({
      channel: { screenshots_required: 2 },
      evidence: [
        ev('ev-demo', 'demo', ['c-speed']),
        ev('ev-shot-1', 'screenshot', [], { captured_at: '2025-11-01T00:00:00Z' }),
        ev('ev-shot-2', 'screenshot', [], { observed: false }),
        ev('ev-shot-3', 'screenshot'),
      ],
      artifacts: {
        screenshots: [
          { id: 'shot-1', evidence_id: 'ev-shot-1' },
          { id: 'shot-2', evidence_id: 'ev-shot-2' },
          { id: 'shot-3', evidence_id: 'ev-shot-3' },
        ],
      },
    }),
    expect: [
      { code: 'SCREENSHOTS_MISSING', pointer: '/artifacts/screenshots', subject: null, details: { required: 2, ready: 1 } },
      { code: 'SCREENSHOT_EVIDENCE_NOT_CURRENT', pointer: '/artifacts/screenshots/0/evidence_id', subject: 'shot-1', details: { evidenceId: 'ev-shot-1', reason: 'stale' } },
      { code: 'SCREENSHOT_EVIDENCE_NOT_CURRENT', pointer: '/artifacts/screenshots/1/evidence_id', subject: 'shot-2', details: { evidenceId: 'ev-shot-2', reason: 'not-observed' } },
      { code: 'EVIDENCE_STALE', pointer: '/evidence/1/captured_at', subject: 'ev-shot-1' },
      { code: 'EVIDENCE_NOT_OBSERVED', pointer: '/evidence/2/observed', subject: 'ev-shot-2' },
    ],
    status: 'BLOCKED',
    report: { packet: { artifacts: artifactsWith(1, { artifact: 'screenshots', ready: false, missing: '1 more screenshot backed by observed, fresh evidence of type screenshot' }) } },
  },
  {
    name: 'App Store 2.3: a screenshot captured exactly max_evidence_age_days ago is still current',
    input: packet({
      max_evidence_age_days: 30,
      evidence: [ev('ev-demo', 'demo', ['c-speed']), ev('ev-shot-1', 'screenshot', [], { captured_at: '2026-01-31T09:00:00Z' })],
    }),
    expect: [],
    absent: ['SCREENSHOT_EVIDENCE_NOT_CURRENT', 'SCREENSHOTS_MISSING'],
  },
];

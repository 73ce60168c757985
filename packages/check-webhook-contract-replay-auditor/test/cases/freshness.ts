// Event age and attempt age are two questions (issue 29). Standard Webhooks, "Webhook metadata":
// "The timestamp of the attempt may be different to the timestamp of the event that generated the
// attempt. One common example of where this happens: failed deliveries. Every time an attempt is
// retried the timestamp of the attempt is updated, while the timestamp of the original event
// remains the same." Its retry schedule spans 75 hours ("Deliverability and reliability").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { contract, delivery, OBSERVED_UNIX, packet } from './helpers.js';

export const freshnessCases = defineCases<Input>([
  {
    name: 'a retry of an event older than max_age_seconds in a fresh attempt is a warning, not STALE_EVENT',
    input: packet(
      [contract('e', { max_age_seconds: 300 })],
      [delivery('d1', 'e', { event_created_at: '2026-03-02T10:00:00Z', webhook_timestamp: OBSERVED_UNIX - 2 })],
    ),
    expect: [
      {
        code: 'STALE_EVENT_RETRY',
        pointer: '/deliveries/0/event_created_at',
        subject: 'd1',
        details: { ageSeconds: '7200', maxAgeSeconds: 300, attemptAgeSeconds: '2', toleranceSeconds: 300 },
      },
    ],
    status: 'REVIEW',
    absent: ['STALE_EVENT', 'ATTEMPT_TOO_OLD'],
    report: { deliveries: [{ verdict: 'review', eventAgeSeconds: '7200', attemptAgeSeconds: '2' }] },
  },
  {
    name: 'an old event in an old attempt is both: STALE_EVENT for the contract, ATTEMPT_TOO_OLD for the replay window',
    input: packet(
      [contract('e', { max_age_seconds: 300 })],
      [delivery('d1', 'e', { event_created_at: '2026-03-02T10:00:00Z', webhook_timestamp: '2026-03-02T10:00:05Z' })],
    ),
    expect: [
      { code: 'STALE_EVENT', pointer: '/deliveries/0/event_created_at', subject: 'd1', details: { ageSeconds: '7200' } },
      { code: 'ATTEMPT_TOO_OLD', pointer: '/deliveries/0/webhook_timestamp', subject: 'd1', details: { ageSeconds: '7195' } },
    ],
    status: 'BLOCKED',
    absent: ['STALE_EVENT_RETRY'],
  },
  {
    name: 'a fresh event in a fresh attempt raises nothing; a fresh event in an old attempt is only the attempt',
    input: packet(
      [contract('e', { max_age_seconds: 300 })],
      [
        delivery('d1', 'e', { event_created_at: '2026-03-02T11:59:00Z', webhook_timestamp: OBSERVED_UNIX - 1 }),
        delivery('d2', 'e', { event_created_at: '2026-03-02T11:59:00Z', webhook_timestamp: OBSERVED_UNIX - 400 }),
      ],
    ),
    expect: [{ code: 'ATTEMPT_TOO_OLD', pointer: '/deliveries/1/webhook_timestamp', subject: 'd2', details: { ageSeconds: '400' } }],
    absent: ['STALE_EVENT', 'STALE_EVENT_RETRY'],
  },
]);

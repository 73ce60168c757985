// The replay window on the attempt's own timestamp (open key webhook_timestamp). Standard Webhooks
// spec (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md),
// "Verifying signatures": "verify the `webhook-timestamp` header has a timestamp that is within some
// allowable tolerance of the current timestamp to prevent replay attacks"; its reference library
// (npm standardwebhooks, Webhook.verifyTimestamp): too old when now − timestamp > 300, too new when
// timestamp > now + 300. test/standard-webhooks-oracle.test.ts runs that library on drawn times.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { contract, delivery, OBSERVED_UNIX, packet } from './helpers.js';

export const attemptTimestampCases = defineCases<Input>([
  {
    name: 'attempts within 300 s of observed_at either way are fresh: Unix seconds, the header digit string, RFC 3339',
    input: packet(
      [contract('e')],
      [
        delivery('d1', 'e', { webhook_timestamp: OBSERVED_UNIX - 300 }),
        delivery('d2', 'e', { webhook_timestamp: String(OBSERVED_UNIX + 300) }),
        delivery('d3', 'e', { webhook_timestamp: '2026-03-02T11:59:58Z' }),
        delivery('d4', 'x', { webhook_timestamp: OBSERVED_UNIX }),
      ],
    ),
    expect: [{ code: 'UNDECLARED_EVENT', pointer: '/deliveries/3/event', subject: 'd4' }],
    absent: ['ATTEMPT_TOO_OLD', 'ATTEMPT_TOO_NEW', 'ATTEMPT_TIMESTAMP_INVALID'],
    report: { deliveries: [{ attemptAgeSeconds: '300' }, { attemptAgeSeconds: '-300' }, { attemptAgeSeconds: '2' }, { attemptAgeSeconds: '0' }] },
  },
  {
    name: 'an attempt more than 300 s old is too old ("Message timestamp too old"), with or without a contract',
    input: packet([contract('e')], [delivery('d1', 'e', { webhook_timestamp: OBSERVED_UNIX - 301 }), delivery('d2', 'x', { webhook_timestamp: '2026-03-02T11:50:00Z' })]),
    expect: [
      { code: 'ATTEMPT_TOO_OLD', pointer: '/deliveries/0/webhook_timestamp', subject: 'd1', details: { ageSeconds: '301', toleranceSeconds: 300 } },
      { code: 'UNDECLARED_EVENT', pointer: '/deliveries/1/event', subject: 'd2' },
      { code: 'ATTEMPT_TOO_OLD', pointer: '/deliveries/1/webhook_timestamp', subject: 'd2', details: { ageSeconds: '600' } },
    ],
    status: 'BLOCKED',
    absent: ['ATTEMPT_TOO_NEW'],
  },
  {
    name: 'an attempt more than 300 s ahead is too new ("Message timestamp too new")',
    input: packet([contract('e')], [delivery('d1', 'e', { webhook_timestamp: String(OBSERVED_UNIX + 301) })]),
    expect: [{ code: 'ATTEMPT_TOO_NEW', pointer: '/deliveries/0/webhook_timestamp', subject: 'd1', details: { aheadSeconds: '301', toleranceSeconds: 300 } }],
    status: 'BLOCKED',
    absent: ['ATTEMPT_TOO_OLD'],
  },
  {
    name: 'a contract may set its own tolerance (timestamp_tolerance_seconds); a bad one is a contract field error and the default applies',
    input: packet(
      [contract('e', { timestamp_tolerance_seconds: 60 }), contract('f', { timestamp_tolerance_seconds: '5m' })],
      [delivery('d1', 'e', { webhook_timestamp: OBSERVED_UNIX - 61 }), delivery('d2', 'f', { webhook_timestamp: OBSERVED_UNIX - 200 })],
    ),
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/timestamp_tolerance_seconds', subject: 'f' },
      { code: 'ATTEMPT_TOO_OLD', pointer: '/deliveries/0/webhook_timestamp', subject: 'd1', details: { ageSeconds: '61', toleranceSeconds: 60 } },
    ],
    report: { contracts: [{ extra: {} }, { extra: {} }], deliveries: [{ verdict: 'fail' }, { verdict: 'pass', extra: {} }] },
  },
  {
    name: 'an unreadable attempt timestamp is an error at its pointer and judges nothing',
    input: packet(
      [contract('e', { max_age_seconds: 300 }), contract('f')],
      [
        delivery('d1', 'e', { webhook_timestamp: 'yesterday', event_created_at: '2026-03-02T11:00:00Z' }),
        delivery('d2', 'f', { webhook_timestamp: String(OBSERVED_UNIX * 1000) }),
        delivery('d3', 'f', { webhook_timestamp: false }),
      ],
    ),
    expect: [
      // Without a readable attempt time the old event is stale, as before.
      { code: 'STALE_EVENT', pointer: '/deliveries/0/event_created_at', subject: 'd1' },
      { code: 'ATTEMPT_TIMESTAMP_INVALID', pointer: '/deliveries/0/webhook_timestamp', subject: 'd1', details: { value: 'yesterday' } },
      { code: 'ATTEMPT_TIMESTAMP_INVALID', pointer: '/deliveries/1/webhook_timestamp', subject: 'd2', details: { reason: 'Unix seconds beyond year 9999 (milliseconds?)' } },
      { code: 'ATTEMPT_TIMESTAMP_INVALID', pointer: '/deliveries/2/webhook_timestamp', subject: 'd3' },
    ],
    absent: ['STALE_EVENT_RETRY', 'ATTEMPT_TOO_OLD'],
  },
  {
    name: 'an unreadable observed_at judges no attempt',
    input: packet([contract('e')], [delivery('d1', 'e', { webhook_timestamp: 1 })], '2026-03-02 noon'),
    expect: [{ code: 'OBSERVED_AT_INVALID', pointer: '/observed_at', subject: null }],
    absent: ['ATTEMPT_TOO_OLD', 'ATTEMPT_TOO_NEW'],
    report: { deliveries: [{ attemptAgeSeconds: null }] },
  },
]);

// Cases as data: every declared code is produced by a case and kept quiet by another (`absent`);
// every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { attemptTimestampCases } from './cases/attempt-timestamp.js';
import { freshnessCases } from './cases/freshness.js';

type Contract = Input['contracts'][number];
type Delivery = Input['deliveries'][number];

const OBSERVED = '2026-03-02T12:00:00Z';
/** Seconds since the epoch of OBSERVED, from Node's Date (an outside clockless calendar). */
const OBSERVED_UNIX = Date.UTC(2026, 2, 2, 12, 0, 0) / 1000;

type Any = Contract['event'];
const contract = (event: Any, more: Partial<Contract> = {}): Contract => ({ event, ...more });
const delivery = (id: Any, event: Any, more: Partial<Delivery> = {}): Delivery => ({ id, event, payload: {}, ...more });
const packet = (contracts: Contract[], deliveries: Delivery[], observed_at = OBSERVED): Input => ({ observed_at, contracts, deliveries });

const strict = contract('invoice.paid', {
  allowed_versions: ['2025-09-01', '2026-01-15'],
  required_fields: ['invoice_id', 'amount', 'currency'],
  signature_required: true,
  idempotency_required: true,
  max_age_seconds: 300,
});
const good = (id: string, more: Partial<Delivery> = {}): Delivery =>
  delivery(id, 'invoice.paid', {
    version: '2026-01-15',
    signature_present: true,
    idempotency_key: `key-${id}`,
    event_created_at: '2026-03-02T11:58:30Z',
    payload: { invoice_id: 'inv_1', amount: '120.00', currency: 'USD' },
    ...more,
  });

const baseCases = defineCases<Input>([
  {
    name: 'a delivery that meets every rule of its contract passes',
    input: packet([strict], [good('d1')]),
    expect: [],
    status: 'READY',
    report: { deliveries: [{ id: 'd1', event: 'invoice.paid', verdict: 'pass', codes: [], replayOf: null }], contracts: [{ event: 'invoice.paid', deliveries: 1 }] },
    absent: [
      'UNDECLARED_EVENT', 'VERSION_MISSING', 'VERSION_NOT_ALLOWED', 'REQUIRED_FIELD_MISSING', 'SIGNATURE_MISSING', 'IDEMPOTENCY_KEY_MISSING',
      'REPLAY_DETECTED', 'IDEMPOTENCY_CONFLICT', 'STALE_EVENT', 'CLOCK_SKEW', 'TIMESTAMP_INVALID', 'TIMESTAMP_MISSING', 'OBSERVED_AT_INVALID',
      'DELIVERY_FIELD_INVALID', 'CONTRACT_FIELD_INVALID', 'DUPLICATE_EVENT_CONTRACT', 'DUPLICATE_DELIVERY_ID',
      'ATTEMPT_TIMESTAMP_INVALID', 'ATTEMPT_TOO_OLD', 'ATTEMPT_TOO_NEW', 'STALE_EVENT_RETRY',
    ],
  },

  // Contracts.
  {
    name: 'every contract of a duplicated event is flagged; deliveries are held to the first',
    input: packet([contract('a'), contract('b'), contract('a', { signature_required: true })], [delivery('d1', 'a'), delivery('d2', 'b')]),
    expect: [
      { code: 'DUPLICATE_EVENT_CONTRACT', pointer: '/contracts/0', subject: 'a', details: { count: 2, positions: [1, 3], group: 'event:a' } },
      { code: 'DUPLICATE_EVENT_CONTRACT', pointer: '/contracts/2', subject: 'a', details: { position: 3, group: 'event:a' } },
    ],
    absent: ['SIGNATURE_MISSING'],
    report: { contracts: [{ deliveries: 1, codes: ['DUPLICATE_EVENT_CONTRACT'] }, { deliveries: 1 }, { deliveries: 0, codes: ['DUPLICATE_EVENT_CONTRACT'] }] },
  },
  {
    name: 'a duplicate set of 22 lists its first 20 positions in every member; count is the whole set',
    input: packet(Array.from({ length: 22 }, () => contract('e')), [delivery('d1', 'e')]),
    expect: Array.from({ length: 22 }, (_, i) => ({
      code: 'DUPLICATE_EVENT_CONTRACT',
      pointer: `/contracts/${i}`,
      details: { count: 22, positions: Array.from({ length: 20 }, (_, j) => j + 1), position: i + 1, group: 'event:e' },
    })),
    absent: ['DUPLICATE_DELIVERY_ID'],
  },
  {
    name: 'an allowed version longer than 200 characters makes the list unreadable; 200 characters are read',
    input: packet(
      [contract('e', { allowed_versions: ['1', 'v'.repeat(201)] }), contract('f', { allowed_versions: ['v'.repeat(200)] })],
      [delivery('d1', 'e', { version: '2' }), delivery('d2', 'f', { version: 'v'.repeat(200) })],
    ),
    expect: [{ code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/allowed_versions', subject: 'e', details: { reason: 'a version is at most 200 characters' } }],
    absent: ['VERSION_NOT_ALLOWED', 'VERSION_MISSING'],
  },
  {
    name: 'ids, events and paths of more than 200 characters are quoted by their first 200; the report keeps ids whole',
    input: packet(
      [contract('e'.repeat(201), { required_fields: [`a.${'p'.repeat(300)}`], idempotency_required: true })],
      [delivery('d'.repeat(300), 'e'.repeat(201), { idempotency_key: 'k', payload: { a: {} } }), delivery('x', 'e'.repeat(201), { idempotency_key: 'k', payload: { a: {} } })],
    ),
    expect: [
      {
        code: 'REQUIRED_FIELD_MISSING',
        pointer: '/deliveries/0/payload/a',
        subject: `${'d'.repeat(200)}…`,
        details: { id: `${'d'.repeat(200)}…`, event: `${'e'.repeat(200)}…`, path: `a.${'p'.repeat(198)}…` },
      },
      { code: 'REPLAY_DETECTED', pointer: '/deliveries/1/idempotency_key', subject: 'x', details: { first: `${'d'.repeat(200)}…`, firstPosition: 1 } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload/a', subject: 'x', details: { event: `${'e'.repeat(200)}…` } },
    ],
    report: { deliveries: [{ id: 'd'.repeat(300), event: 'e'.repeat(201) }, { id: 'x', replayOf: 'd'.repeat(300) }] },
  },
  {
    name: 'events differing in case are two events',
    input: packet([contract('Invoice.Paid'), contract('invoice.paid')], [delivery('d1', 'invoice.paid')]),
    expect: [],
    absent: ['DUPLICATE_EVENT_CONTRACT', 'UNDECLARED_EVENT'],
  },
  {
    name: 'unreadable contract keys are flagged where they are written and not applied',
    input: packet(
      [
        contract(' ', {}),
        contract('e', {
          allowed_versions: '2026-01-15',
          required_fields: ['a..b', 7, 'ok'],
          signature_required: 'yes',
          idempotency_required: 1,
          max_age_seconds: -5,
        }),
        contract('f', { max_age_seconds: '5m' }),
      ],
      [delivery('d1', 'e', { payload: { ok: 1 }, event_created_at: '2020-01-01T00:00:00Z' }), delivery('d2', 'f')],
    ),
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/event', subject: ' ', details: { field: 'event' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/allowed_versions', subject: 'e' },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/idempotency_required' },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/max_age_seconds' },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/required_fields/0', details: { reason: 'segment 2 of the path is empty' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/required_fields/1', details: { reason: 'a path is a string' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/signature_required' },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/2/max_age_seconds', subject: 'f' },
    ],
    absent: ['VERSION_NOT_ALLOWED', 'VERSION_MISSING', 'SIGNATURE_MISSING', 'IDEMPOTENCY_KEY_MISSING', 'STALE_EVENT', 'TIMESTAMP_MISSING', 'REQUIRED_FIELD_MISSING'],
  },
  {
    name: 'null and absent contract keys state no rule',
    input: packet(
      [contract('e', { allowed_versions: null, required_fields: null, signature_required: null, idempotency_required: null, max_age_seconds: null })],
      [delivery('d1', 'e', { version: null, signature_present: null, idempotency_key: null, event_created_at: null })],
    ),
    expect: [],
    absent: ['CONTRACT_FIELD_INVALID', 'DELIVERY_FIELD_INVALID', 'TIMESTAMP_MISSING', 'VERSION_MISSING'],
  },

  // Deliveries.
  {
    name: 'unreadable delivery keys are flagged at the key',
    input: packet(
      [contract('e', { allowed_versions: ['1'], signature_required: true, idempotency_required: true })],
      [delivery('d1', 'e', { version: { v: 1 }, signature_present: 'yes', idempotency_key: ['k'] }), delivery('d2', 42)],
    ),
    expect: [
      { code: 'DELIVERY_FIELD_INVALID', pointer: '/deliveries/0/idempotency_key', subject: 'd1', details: { field: 'idempotency_key' } },
      { code: 'DELIVERY_FIELD_INVALID', pointer: '/deliveries/0/signature_present', details: { field: 'signature_present' } },
      { code: 'DELIVERY_FIELD_INVALID', pointer: '/deliveries/0/version', details: { field: 'version' } },
      { code: 'DELIVERY_FIELD_INVALID', pointer: '/deliveries/1/event', subject: 'd2', details: { field: 'event' } },
    ],
    absent: ['SIGNATURE_MISSING', 'IDEMPOTENCY_KEY_MISSING', 'VERSION_MISSING', 'VERSION_NOT_ALLOWED', 'UNDECLARED_EVENT'],
    report: { deliveries: [{ verdict: 'fail' }, { verdict: 'fail', codes: ['DELIVERY_FIELD_INVALID'] }] },
  },
  {
    name: 'every member of a duplicate delivery id set is flagged',
    input: packet([contract('e')], [delivery('d', 'e'), delivery(7, 'e'), delivery('d', 'e'), delivery(7.0, 'e')]),
    expect: [
      { code: 'DUPLICATE_DELIVERY_ID', pointer: '/deliveries/0', subject: 'd', details: { count: 2, positions: [1, 3], group: 'delivery:"d"' } },
      { code: 'DUPLICATE_DELIVERY_ID', pointer: '/deliveries/1', subject: '7', details: { positions: [2, 4], group: 'delivery:7' } },
      { code: 'DUPLICATE_DELIVERY_ID', pointer: '/deliveries/2', subject: 'd', details: { position: 3, group: 'delivery:"d"' } },
      { code: 'DUPLICATE_DELIVERY_ID', pointer: '/deliveries/3', subject: '7', details: { position: 4, group: 'delivery:7' } },
    ],
    status: 'REVIEW',
    report: { deliveries: [{ verdict: 'review' }, { verdict: 'review' }, { verdict: 'review' }, { verdict: 'review' }] },
  },
  {
    name: 'ids of different JSON types are different ids',
    input: packet([contract('e')], [delivery('7', 'e'), delivery(7, 'e')]),
    expect: [],
    absent: ['DUPLICATE_DELIVERY_ID'],
  },
  {
    name: 'an event no contract declares is flagged at the event',
    input: packet([contract('invoice.paid', { signature_required: true })], [delivery('d1', 'customer.deleted'), delivery('d2', 'Invoice.Paid')]),
    expect: [
      { code: 'UNDECLARED_EVENT', pointer: '/deliveries/0/event', subject: 'd1', details: { event: 'customer.deleted' } },
      { code: 'UNDECLARED_EVENT', pointer: '/deliveries/1/event', subject: 'd2', details: { event: 'Invoice.Paid' } },
    ],
    absent: ['SIGNATURE_MISSING'],
    report: { deliveries: [{ verdict: 'fail', codes: ['UNDECLARED_EVENT'] }, { verdict: 'fail' }] },
  },

  // Versions.
  {
    name: 'a version outside allowed_versions is flagged at the version; a stated list needs a version',
    input: packet(
      [contract('e', { allowed_versions: ['2026-01-15', 2] }), contract('none', { allowed_versions: [] })],
      [
        delivery('d1', 'e', { version: '2024-06-01' }),
        delivery('d2', 'e', { version: '2' }),
        delivery('d3', 'e'),
        delivery('d4', 'none', { version: '2026-01-15' }),
      ],
    ),
    expect: [
      { code: 'VERSION_NOT_ALLOWED', pointer: '/deliveries/0/version', subject: 'd1', details: { version: '2024-06-01', allowed: '2026-01-15, 2' } },
      { code: 'VERSION_NOT_ALLOWED', pointer: '/deliveries/1/version', subject: 'd2', details: { version: '2' } },
      { code: 'VERSION_MISSING', pointer: '/deliveries/2', subject: 'd3' },
      { code: 'VERSION_NOT_ALLOWED', pointer: '/deliveries/3/version', subject: 'd4', details: { allowed: 'no version' } },
    ],
  },
  {
    name: 'a long allowed list is named up to 200 characters and the rest counted',
    input: packet(
      [contract('e', { allowed_versions: Array.from({ length: 30 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`) })],
      [delivery('d1', 'e', { version: '2025-12-31' }), delivery('d2', 'e')],
    ),
    expect: [
      {
        code: 'VERSION_NOT_ALLOWED',
        pointer: '/deliveries/0/version',
        subject: 'd1',
        details: { allowed: `${Array.from({ length: 16 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`).join(', ')} and 14 more` },
      },
      { code: 'VERSION_MISSING', pointer: '/deliveries/1', subject: 'd2', details: { allowedVersions: Array.from({ length: 16 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`) } },
    ],
  },
  {
    name: 'an allowed version, and any version where none is listed, pass',
    input: packet(
      [contract('e', { allowed_versions: ['2026-01-15', 2] }), contract('free')],
      [delivery('d1', 'e', { version: '2026-01-15' }), delivery('d2', 'e', { version: 2.0 }), delivery('d3', 'free', { version: 'x' }), delivery('d4', 'free')],
    ),
    expect: [],
    absent: ['VERSION_NOT_ALLOWED', 'VERSION_MISSING'],
  },

  // Payload fields.
  {
    name: 'missing required payload fields point at the deepest part of the path that exists',
    input: packet(
      [contract('e', { required_fields: ['data.object.id', 'data.object.amount', 'items.0.sku', 'items.1', 'meta'] })],
      [delivery('d1', 'e', { payload: { data: { object: { id: 'x' } }, items: [{ qty: 1 }] } }), delivery('d2', 'e', { payload: 'not an object' })],
    ),
    expect: [
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/0/payload', details: { path: 'meta' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/0/payload/data/object', details: { path: 'data.object.amount' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/0/payload/items', details: { path: 'items.1' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/0/payload/items/0', details: { path: 'items.0.sku' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload', details: { path: 'data.object.amount' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload', details: { path: 'data.object.id' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload', details: { path: 'items.0.sku' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload', details: { path: 'items.1' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/deliveries/1/payload', details: { path: 'meta' } },
    ],
  },
  {
    name: 'required payload fields holding null or false are present',
    input: packet([contract('e', { required_fields: ['a', 'b.0', 'c.d'] })], [delivery('d1', 'e', { payload: { a: null, b: [false], c: { d: 0 } } })]),
    expect: [],
    absent: ['REQUIRED_FIELD_MISSING'],
  },

  // Signature evidence.
  {
    name: 'a required signature that is absent or false is missing',
    input: packet([contract('e', { signature_required: true })], [delivery('d1', 'e', { signature_present: false }), delivery('d2', 'e')]),
    expect: [
      { code: 'SIGNATURE_MISSING', pointer: '/deliveries/0/signature_present', subject: 'd1' },
      { code: 'SIGNATURE_MISSING', pointer: '/deliveries/1', subject: 'd2' },
    ],
  },
  {
    name: 'a signature present, or not required, is fine',
    input: packet(
      [contract('e', { signature_required: true }), contract('f', { signature_required: false })],
      [delivery('d1', 'e', { signature_present: true }), delivery('d2', 'f', { signature_present: false })],
    ),
    expect: [],
    absent: ['SIGNATURE_MISSING'],
  },

  // Idempotency and replay.
  {
    name: 'a required idempotency key that is absent or blank is missing',
    input: packet([contract('e', { idempotency_required: true })], [delivery('d1', 'e'), delivery('d2', 'e', { idempotency_key: '  ' }), delivery('d3', 'e', { idempotency_key: 0 })]),
    expect: [
      { code: 'IDEMPOTENCY_KEY_MISSING', pointer: '/deliveries/0', subject: 'd1' },
      { code: 'IDEMPOTENCY_KEY_MISSING', pointer: '/deliveries/1', subject: 'd2' },
    ],
  },
  {
    name: 'a later delivery with a seen key and the same payload (member order aside) is a replay, flagged at the later delivery',
    input: packet(
      [contract('e')],
      [
        delivery('d1', 'e', { idempotency_key: 'k', payload: { a: 1, b: [1, 2] } }),
        delivery('d2', 'e', { idempotency_key: 'other', payload: { a: 1, b: [1, 2] } }),
        delivery('d3', 'e', { idempotency_key: 'k', payload: { b: [1, 2.0], a: 1 } }),
        delivery('d4', 'e', { idempotency_key: 'k', payload: { a: 1, b: [1, 2] } }),
      ],
    ),
    expect: [
      { code: 'REPLAY_DETECTED', pointer: '/deliveries/2/idempotency_key', subject: 'd3', details: { first: 'd1', firstPosition: 1, key: 'k', group: 'idempotency:"k"' } },
      { code: 'REPLAY_DETECTED', pointer: '/deliveries/3/idempotency_key', subject: 'd4', details: { first: 'd1', group: 'idempotency:"k"' } },
    ],
    status: 'REVIEW',
    absent: ['IDEMPOTENCY_CONFLICT'],
    report: { deliveries: [{ verdict: 'pass', replayOf: null }, { verdict: 'pass' }, { verdict: 'review', replayOf: 'd1' }, { verdict: 'review', replayOf: 'd1' }] },
  },
  {
    name: 'a later delivery with a seen key and another payload is a conflict with the original',
    input: packet(
      [contract('e')],
      [
        delivery('d1', 'e', { idempotency_key: 'k', payload: { amount: '120.00' } }),
        delivery('d2', 'e', { idempotency_key: 'k', payload: { amount: '12.00' } }),
        delivery('d3', 'e', { idempotency_key: 'k', payload: { amount: '120.00' } }),
        delivery('d4', 'e', { idempotency_key: 5, payload: 1 }),
        delivery('d5', 'e', { idempotency_key: '5', payload: 2 }),
      ],
    ),
    expect: [
      { code: 'IDEMPOTENCY_CONFLICT', pointer: '/deliveries/1/idempotency_key', subject: 'd2', details: { first: 'd1', group: 'idempotency:"k"' } },
      { code: 'REPLAY_DETECTED', pointer: '/deliveries/2/idempotency_key', subject: 'd3', details: { first: 'd1', group: 'idempotency:"k"' } },
    ],
    status: 'BLOCKED',
    report: { deliveries: [{ verdict: 'pass' }, { verdict: 'fail', replayOf: 'd1' }, { verdict: 'review' }, { verdict: 'pass' }, { verdict: 'pass' }] },
  },
  {
    name: 'distinct keys, or no keys, are no replay',
    input: packet([contract('e')], [delivery('d1', 'e', { idempotency_key: 'a' }), delivery('d2', 'e', { idempotency_key: 'b' }), delivery('d3', 'e'), delivery('d4', 'e')]),
    expect: [],
    absent: ['REPLAY_DETECTED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_KEY_MISSING'],
  },

  // Freshness, against observed_at (RFC 3339 §5.6 timestamps).
  {
    name: 'an event older than max_age_seconds at observed_at is stale; the age is exact',
    input: packet(
      [contract('e', { max_age_seconds: 300 })],
      [
        delivery('d1', 'e', { event_created_at: '2026-03-02T10:00:00Z' }),
        delivery('d2', 'e', { event_created_at: '2026-03-02T11:54:59.999999999Z' }),
        delivery('d3', 'e', { event_created_at: '2026-03-02T06:54:00-05:00' }),
        delivery('d4', 'e', { event_created_at: OBSERVED_UNIX - 301 }),
      ],
    ),
    expect: [
      { code: 'STALE_EVENT', pointer: '/deliveries/0/event_created_at', subject: 'd1', details: { ageSeconds: '7200', maxAgeSeconds: 300 } },
      { code: 'STALE_EVENT', pointer: '/deliveries/1/event_created_at', subject: 'd2', details: { ageSeconds: '300.000000001' } },
      { code: 'STALE_EVENT', pointer: '/deliveries/2/event_created_at', subject: 'd3', details: { ageSeconds: '360' } },
      { code: 'STALE_EVENT', pointer: '/deliveries/3/event_created_at', subject: 'd4', details: { ageSeconds: '301' } },
    ],
  },
  {
    name: 'an age equal to max_age_seconds, offsets, lower-case t and z, a space separator and Unix seconds are fresh',
    input: packet(
      [contract('e', { max_age_seconds: 300 }), contract('fraction', { max_age_seconds: 0.5 })],
      [
        delivery('d1', 'e', { event_created_at: '2026-03-02T11:55:00Z' }),
        delivery('d2', 'e', { event_created_at: '2026-03-02T11:55:00.000000001Z' }),
        delivery('d3', 'e', { event_created_at: '2026-03-02T12:59:00+01:00' }),
        delivery('d4', 'e', { event_created_at: '2026-03-02t11:58:00z' }),
        delivery('d5', 'e', { event_created_at: '2026-03-02 11:58:00Z' }),
        delivery('d6', 'e', { event_created_at: OBSERVED_UNIX - 300 }),
        delivery('d7', 'fraction', { event_created_at: '2026-03-02T11:59:59.5Z' }),
        delivery('d8', 'e', { event_created_at: '2026-03-02T12:00:00Z' }),
      ],
    ),
    expect: [],
    absent: ['STALE_EVENT', 'CLOCK_SKEW', 'TIMESTAMP_INVALID'],
  },
  {
    // Issue 29: "2 seconds of clock skew is CLOCK_SKEW" was a false alarm. Standard Webhooks'
    // reference verifier accepts a timestamp up to 300 s ahead of now ("Message timestamp too new"
    // only when timestamp > now + 300); the same tolerance applies to event_created_at here.
    name: 'an event created after observed_at within the 300 s tolerance is no clock skew, with or without a contract',
    input: packet(
      [contract('e', { max_age_seconds: 300 })],
      [delivery('d1', 'e', { event_created_at: '2026-03-02T12:00:00.5Z' }), delivery('d2', 'e', { event_created_at: '2026-03-02T08:00:02-04:00' }), delivery('d3', 'x', { event_created_at: OBSERVED_UNIX + 300 })],
    ),
    expect: [{ code: 'UNDECLARED_EVENT', pointer: '/deliveries/2/event', subject: 'd3' }],
    absent: ['CLOCK_SKEW', 'STALE_EVENT'],
    report: { deliveries: [{ verdict: 'pass', eventAgeSeconds: '-0.5' }, { verdict: 'pass', eventAgeSeconds: '-2' }, { verdict: 'fail', eventAgeSeconds: '-300' }] },
  },
  {
    name: 'an event created after observed_at by more than the tolerance is clock skew, with or without a contract',
    input: packet(
      [contract('e', { max_age_seconds: 300 }), contract('tight', { timestamp_tolerance_seconds: 0.25 })],
      [
        delivery('d1', 'e', { event_created_at: '2026-03-02T12:05:00.5Z' }),
        delivery('d2', 'tight', { event_created_at: '2026-03-02T12:00:00.5Z' }),
        delivery('d3', 'x', { event_created_at: OBSERVED_UNIX + 301 }),
      ],
    ),
    expect: [
      { code: 'CLOCK_SKEW', pointer: '/deliveries/0/event_created_at', subject: 'd1', details: { aheadSeconds: '300.5', toleranceSeconds: 300 } },
      { code: 'CLOCK_SKEW', pointer: '/deliveries/1/event_created_at', subject: 'd2', details: { aheadSeconds: '0.5', toleranceSeconds: 0.25 } },
      { code: 'UNDECLARED_EVENT', pointer: '/deliveries/2/event', subject: 'd3' },
      { code: 'CLOCK_SKEW', pointer: '/deliveries/2/event_created_at', subject: 'd3', details: { aheadSeconds: '301' } },
    ],
    absent: ['STALE_EVENT'],
    report: { deliveries: [{ verdict: 'review', codes: ['CLOCK_SKEW'] }, { verdict: 'review' }, { verdict: 'fail' }] },
  },
  {
    name: 'timestamps that are not RFC 3339 date-times with an offset, or plausible Unix seconds, are invalid',
    input: packet(
      [contract('e')],
      [
        delivery('d1', 'e', { event_created_at: '2026-03-02T11:58:30' }),
        delivery('d2', 'e', { event_created_at: '2026-02-29T00:00:00Z' }),
        delivery('d3', 'e', { event_created_at: '2026-03-02T24:00:00Z' }),
        delivery('d4', 'e', { event_created_at: '2026-03-02' }),
        delivery('d5', 'e', { event_created_at: OBSERVED_UNIX * 1000 }),
        delivery('d6', 'e', { event_created_at: true }),
        delivery('d7', 'e', { event_created_at: '2026-03-02T11:58:60Z' }),
        delivery('d8', 'e', { event_created_at: '20260302T115830Z' }),
        delivery('d9', 'e', { event_created_at: '2026-03-02T11:58:30+0100' }),
      ],
    ),
    expect: [
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/0/event_created_at', subject: 'd1' },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/1/event_created_at', subject: 'd2', details: { reason: 'day 29 does not exist in 2026-02' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/2/event_created_at', subject: 'd3', details: { reason: 'hour 24 is not 00–23' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/3/event_created_at', subject: 'd4' },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/4/event_created_at', subject: 'd5' },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/5/event_created_at', subject: 'd6' },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/6/event_created_at', subject: 'd7', details: { reason: 'second 60 (a leap second) is only valid at 23:59 UTC' } },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/7/event_created_at', subject: 'd8' },
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/8/event_created_at', subject: 'd9' },
    ],
  },
  {
    name: 'a leap second at 23:59:60 UTC and a leap day are valid',
    input: packet([contract('e')], [delivery('d1', 'e', { event_created_at: '2016-12-31T23:59:60Z' }), delivery('d2', 'e', { event_created_at: '2024-02-29T18:59:60-05:00' })]),
    expect: [],
    absent: ['TIMESTAMP_INVALID'],
  },
  {
    name: 'a contract with a max age needs event_created_at',
    input: packet([contract('e', { max_age_seconds: 60 })], [delivery('d1', 'e')]),
    expect: [{ code: 'TIMESTAMP_MISSING', pointer: '/deliveries/0', subject: 'd1', details: { maxAgeSeconds: 60 } }],
    status: 'REVIEW',
  },
  {
    name: 'without a max age a missing event_created_at is fine',
    input: packet([contract('e')], [delivery('d1', 'e')]),
    expect: [],
    absent: ['TIMESTAMP_MISSING'],
  },
  {
    name: 'an unreadable observed_at is one packet finding and freshness is not checked',
    input: packet([contract('e', { max_age_seconds: 1 })], [delivery('d1', 'e', { event_created_at: '2000-01-01T00:00:00Z' })], '2026-03-02 noon'),
    expect: [{ code: 'OBSERVED_AT_INVALID', pointer: '/observed_at', subject: null, details: { observedAt: '2026-03-02 noon' } }],
    absent: ['STALE_EVENT', 'CLOCK_SKEW'],
  },
  {
    name: 'more than 100 fractional digits of a second are not read; 100, or trailing zeros, are',
    input: packet(
      [contract('e', { max_age_seconds: 1 })],
      [
        delivery('d1', 'e', { event_created_at: `2026-03-02T12:00:00.${'1'.repeat(101)}Z` }),
        delivery('d2', 'e', { event_created_at: `2026-03-02T12:00:00.${'1'.repeat(100)}Z` }),
      ],
      `2026-03-02T12:00:00.${'1'.repeat(101)}Z`,
    ),
    expect: [
      { code: 'TIMESTAMP_INVALID', pointer: '/deliveries/0/event_created_at', subject: 'd1', details: { reason: 'more than 100 fractional digits of a second' } },
      { code: 'OBSERVED_AT_INVALID', pointer: '/observed_at', details: { reason: 'more than 100 fractional digits of a second' } },
    ],
    absent: ['STALE_EVENT', 'CLOCK_SKEW'],
  },
  {
    name: 'a fraction of 100 digits, or of more with trailing zeros, is read to the last digit',
    input: packet(
      [contract('e', { max_age_seconds: 1 })],
      [delivery('d1', 'e', { event_created_at: `2026-03-02T11:59:59.${'9'.repeat(100)}${'0'.repeat(50)}Z` })],
      `2026-03-02T12:00:00.${'0'.repeat(99)}1Z`,
    ),
    expect: [],
    absent: ['OBSERVED_AT_INVALID', 'TIMESTAMP_INVALID', 'STALE_EVENT', 'CLOCK_SKEW'],
  },
  {
    name: 'observed_at with an offset and fractional seconds is read exactly',
    input: packet([contract('e', { max_age_seconds: 1 })], [delivery('d1', 'e', { event_created_at: '2026-03-02T12:00:00Z' })], '2026-03-02T13:00:01.000+01:00'),
    expect: [],
    absent: ['OBSERVED_AT_INVALID', 'STALE_EVENT', 'CLOCK_SKEW'],
  },

  // Open items.
  {
    name: 'keys the check does not read are carried into the report and are never an error',
    input: packet([contract('e', { owner: 'billing', retries: 3 })], [delivery('d1', 'e', { headers: { 'x-request-id': 'abc' }, attempt: 2 })]),
    expect: [],
    status: 'READY',
    report: { contracts: [{ event: 'e', extra: { owner: 'billing', retries: 3 } }], deliveries: [{ id: 'd1', extra: { headers: { 'x-request-id': 'abc' }, attempt: 2 } }] },
  },
]);

/** The cases added for peer parity (issue 29) live one file per rule under test/cases/. */
export const cases = [...baseCases, ...attemptTimestampCases, ...freshnessCases];

import { compileSchema, first, withValueAt, without } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const event = first(sampleInput.events);

const eventTypes = [
  'page-view', 'impression', 'reaction', 'indexing-event', 'deployment', 'directory-listing', 'scan',
  'sent-message', 'internal-test', 'owner-verification-payment', 'owner-install', 'owner-click',
  'owner-checkout-open', 'attributable-click', 'buyer-reply', 'buyer-question', 'checkout-open', 'install',
  'payment-initiation', 'measured-review-time-reduction', 'external-settlement', 'commission', 'recurring-use',
];

describe('qualified-demand-ledger input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/window/extra', '/events/0/actor_name'])('%s: nested objects are closed', (pointer) => {
    expect(validate(withValueAt(sampleInput, pointer, 'x'))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'additionalProperties' }),
    );
  });

  test.each(['observed_at', 'window', 'events'])('a missing required top-level %s is rejected', (key) => {
    expect(validate(without(sampleInput, key))).toContainEqual(
      expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }),
    );
  });

  test.each(['id', 'type', 'occurred_at', 'source', 'evidence_ref', 'owner_controlled', 'external_actor', 'attribution'])(
    'a missing required event.%s is rejected',
    (key) => {
      expect(validate(withValueAt(sampleInput, '/events/0', without(event, key)))).toContainEqual(
        expect.objectContaining({ pointer: `/events/0/${key}`, keyword: 'required' }),
      );
    },
  );

  test('a missing window.ended_at is rejected', () => {
    expect(validate(withValueAt(sampleInput, '/window', without(sampleInput.window, 'ended_at')))).toContainEqual(
      expect.objectContaining({ pointer: '/window/ended_at', keyword: 'required' }),
    );
  });

  test('every event type of the interface is accepted', () => {
    for (const type of eventTypes) expect(validate(withValueAt(sampleInput, '/events/0/type', type))).toEqual([]);
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['events: 1..1000 items', '/events', [event], [], 'minItems'],
    ['events: 1..1000 items', '/events', Array(1000).fill(event), Array(1001).fill(event), 'maxItems'],
    ['event.id: 1..120 chars', '/events/0/id', 'i'.repeat(120), 'i'.repeat(121), 'maxLength'],
    ['event.id: 1..120 chars', '/events/0/id', 'i', '', 'minLength'],
    ['event.type enum', '/events/0/type', 'recurring-use', 'purchase', 'enum'],
    ['event.source: 1..200 chars', '/events/0/source', 's'.repeat(200), 's'.repeat(201), 'maxLength'],
    ['event.source: 1..200 chars', '/events/0/source', 's', '', 'minLength'],
    ['event.evidence_ref: 1..500 chars', '/events/0/evidence_ref', 'r'.repeat(500), 'r'.repeat(501), 'maxLength'],
    ['event.evidence_ref: 1..500 chars', '/events/0/evidence_ref', 'r', '', 'minLength'],
    ['event.attribution enum', '/events/0/attribution', 'verified', 'assumed', 'enum'],
    ['event.occurred_at is a date-time', '/events/0/occurred_at', '2026-02-03T10:12:00+01:00', '2026-02-03 10:12', 'format'],
    ['event.actor_token: 8..160 chars', '/events/0/actor_token', 'a'.repeat(8), 'a'.repeat(7), 'minLength'],
    ['event.actor_token: 8..160 chars', '/events/0/actor_token', 'a'.repeat(160), 'a'.repeat(161), 'maxLength'],
    ['event.product_id: max 200 chars', '/events/0/product_id', 'p'.repeat(200), 'p'.repeat(201), 'maxLength'],
    ['event.parent_event_id: max 120 chars', '/events/0/parent_event_id', 'e'.repeat(120), 'e'.repeat(121), 'maxLength'],
    ['event.amount: > 0', '/events/0/amount', 0.000001, 0, 'exclusiveMinimum'],
    ['event.amount: max 1000000000', '/events/0/amount', 1000000000, 1000000000.01, 'maximum'],
    ['event.currency: max 10 chars', '/events/0/currency', 'C'.repeat(10), 'C'.repeat(11), 'maxLength'],
    ['event.transaction_id: max 300 chars', '/events/0/transaction_id', 't'.repeat(300), 't'.repeat(301), 'maxLength'],
    ['event.measured_value: > 0', '/events/0/measured_value', 0.5, 0, 'exclusiveMinimum'],
    ['event.measured_value: max 1000000000', '/events/0/measured_value', 1000000000, 1000000001, 'maximum'],
    ['event.measurement_unit enum', '/events/0/measurement_unit', 'minutes', 'hours', 'enum'],
    ['window.started_at is a date-time', '/window/started_at', '2026-02-01T00:00:00Z', '2026-02-01', 'format'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00.123Z', 'now', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });
});

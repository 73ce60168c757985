import { compileSchema, first, withValueAt, without } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const event = first(sampleInput.events);
const variableNames = ['channel', 'offer', 'artifact', 'audience', 'timing'];

describe('channel-experiment-postmortem input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/experiment/extra', '/experiment/variables/budget'])('%s: closed objects reject extra keys', (pointer) => {
    expect(validate(withValueAt(sampleInput, pointer, 'x'))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'additionalProperties' }),
    );
  });

  test('events are open objects', () => {
    expect(validate(withValueAt(sampleInput, '/events/0/campaign', 'spring'))).toEqual([]);
  });

  test.each(['observed_at', 'experiment', 'events', 'cost_usd', 'effort_hours', 'attribution_complete', 'owner_activity_excluded'])(
    'a missing required top-level %s is rejected',
    (key) => {
      expect(validate(without(sampleInput, key))).toContainEqual(
        expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }),
      );
    },
  );

  test.each([
    'id', 'channel', 'hypothesis', 'objective', 'started_at', 'ended_at', 'declared_before_start', 'gate',
    'variables', 'changed_variables', 'max_cost_usd', 'max_effort_hours', 'cooldown_days',
  ])('a missing required experiment.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/experiment', without(sampleInput.experiment, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/experiment/${key}`, keyword: 'required' }),
    );
  });

  test.each(['metric', 'threshold', 'window_days'])('a missing required gate.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/experiment/gate', without(sampleInput.experiment.gate, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/experiment/gate/${key}`, keyword: 'required' }),
    );
  });

  test.each(variableNames)('a missing required variables.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/experiment/variables', without(sampleInput.experiment.variables, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/experiment/variables/${key}`, keyword: 'required' }),
    );
  });

  test.each(['id', 'type', 'occurred_at', 'evidence_ref', 'external_actor', 'owner_controlled', 'attribution'])(
    'a missing required event.%s is rejected',
    (key) => {
      expect(validate(withValueAt(sampleInput, '/events/0', without(event, key)))).toContainEqual(
        expect.objectContaining({ pointer: `/events/0/${key}`, keyword: 'required' }),
      );
    },
  );

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['experiment.id: 1..120 chars', '/experiment/id', 'x'.repeat(120), 'x'.repeat(121), 'maxLength'],
    ['experiment.id: 1..120 chars', '/experiment/id', 'x', '', 'minLength'],
    ['experiment.channel: 1..160 chars', '/experiment/channel', 'c'.repeat(160), 'c'.repeat(161), 'maxLength'],
    ['experiment.channel: 1..160 chars', '/experiment/channel', 'c', '', 'minLength'],
    ['experiment.hypothesis: 1..2000 chars', '/experiment/hypothesis', 'h'.repeat(2000), 'h'.repeat(2001), 'maxLength'],
    ['experiment.hypothesis: 1..2000 chars', '/experiment/hypothesis', 'h', '', 'minLength'],
    ['experiment.objective enum', '/experiment/objective', 'retention', 'awareness', 'enum'],
    ['experiment.started_at is a date-time', '/experiment/started_at', '2026-02-10T00:00:00+01:00', '2026-02-10', 'format'],
    ['gate.metric enum', '/experiment/gate/metric', 'measured-review-time-reduction', 'signup', 'enum'],
    ['gate.threshold: 1..1000000', '/experiment/gate/threshold', 1000000, 1000001, 'maximum'],
    ['gate.threshold: 1..1000000', '/experiment/gate/threshold', 1, 0, 'minimum'],
    ['gate.threshold is an integer', '/experiment/gate/threshold', 2, 2.5, 'type'],
    ['gate.window_days: 1..365', '/experiment/gate/window_days', 365, 366, 'maximum'],
    ['gate.window_days: 1..365', '/experiment/gate/window_days', 1, 0, 'minimum'],
    ['changed_variables: up to 5', '/experiment/changed_variables', variableNames, [...variableNames, 'offer'], 'maxItems'],
    ['changed_variables enum', '/experiment/changed_variables/0', 'audience', 'price', 'enum'],
    ['experiment.max_cost_usd: 0..1000000', '/experiment/max_cost_usd', 1000000, 1000000.01, 'maximum'],
    ['experiment.max_cost_usd: 0..1000000', '/experiment/max_cost_usd', 0, -1, 'minimum'],
    ['experiment.max_effort_hours: 0..100000', '/experiment/max_effort_hours', 100000, 100000.5, 'maximum'],
    ['experiment.cooldown_days: 0..365', '/experiment/cooldown_days', 365, 366, 'maximum'],
    ['experiment.cooldown_days: 0..365', '/experiment/cooldown_days', 0, -1, 'minimum'],
    ['events: up to 5000 items', '/events', Array(5000).fill(event), Array(5001).fill(event), 'maxItems'],
    ['cost_usd: 0..1000000', '/cost_usd', 1000000, 1000001, 'maximum'],
    ['cost_usd: 0..1000000', '/cost_usd', 0, -0.01, 'minimum'],
    ['effort_hours: 0..100000', '/effort_hours', 100000, 100001, 'maximum'],
    ['effort_hours: 0..100000', '/effort_hours', 0, -1, 'minimum'],
    ['attribution_complete is a boolean', '/attribution_complete', true, 'true', 'type'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00Z', 'March 2', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });

  test('an empty events list is accepted (0..5000)', () => {
    expect(validate(withValueAt(sampleInput, '/events', []))).toEqual([]);
  });
});

// The packet every case starts from.
import type { Input } from '../../src/index.js';

export type Experiment = Input['experiment'];
export type Event = Input['events'][number];

export const click = (id: string, occurredAt: string, overrides: Record<string, unknown> = {}): Event => ({
  id,
  type: 'attributable-click',
  occurred_at: occurredAt,
  evidence_ref: `links/${id}`,
  external_actor: true,
  owner_controlled: false,
  attribution: 'direct',
  ...overrides,
});

/** Two counted clicks inside a 14-day window from 2026-02-10; the gate asks for 2. */
export const packet = (
  overrides: { experiment?: Partial<Experiment>; events?: Event[] } & Partial<Omit<Input, 'experiment' | 'events'>> = {},
): Input => ({
  observed_at: overrides.observed_at ?? '2026-03-02T09:00:00Z',
  experiment: {
    id: 'exp-1',
    channel: 'Tool Directory',
    hypothesis: 'A listing with a demo brings 2 attributable clicks in 14 days.',
    objective: 'qualified-demand',
    started_at: '2026-02-10T00:00:00Z',
    ended_at: '2026-02-24T00:00:00Z',
    declared_before_start: true,
    gate: { metric: 'attributable-click', threshold: 2, window_days: 14 },
    variables: { channel: 'tool-directory', offer: '$0.05 per call', artifact: 'demo video', audience: 'bookkeepers', timing: 'weekday' },
    changed_variables: ['artifact'],
    max_cost_usd: 50,
    max_effort_hours: 8,
    cooldown_days: 14,
    ...overrides.experiment,
  },
  events: overrides.events ?? [click('e1', '2026-02-11T09:15:00Z'), click('e2', '2026-02-12T16:40:00Z')],
  cost_usd: overrides.cost_usd ?? 40,
  effort_hours: overrides.effort_hours ?? 6,
  attribution_complete: overrides.attribution_complete ?? true,
  owner_activity_excluded: overrides.owner_activity_excluded ?? true,
});


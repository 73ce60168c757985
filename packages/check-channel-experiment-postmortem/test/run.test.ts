import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest input.
describe('channel-experiment-postmortem', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['ATTRIBUTION_INCOMPLETE', 'COST_OVER_CAP', 'OWNER_EVENT', 'EVENT_ATTRIBUTION_NOT_DIRECT', 'EVENT_OUTSIDE_WINDOW', 'CONFOUNDED', 'OWNER_ACTIVITY_NOT_EXCLUDED']),
    );
    expect(first.report.verdict).toBe('inconclusive');
    expect(first.report.note).toMatch(/evidence only for its declared threshold/);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('the largest input the schema allows completes: 5000 events, half of them sharing ids', () => {
    const events: Input['events'] = Array.from({ length: 5000 }, (_, i) => ({
      id: `event-${i % 2500}`,
      type: i % 3 === 0 ? 'install' : 'attributable-click',
      occurred_at: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00:00.${i}+02:00`,
      evidence_ref: `ref-${i}`,
      external_actor: i % 5 !== 0,
      owner_controlled: i % 7 === 0,
      attribution: (['none', 'inferred', 'direct', 'verified'] as const)[i % 4],
      ...(i % 11 === 0 ? { occurred_at: 'not a time' } : {}),
    }));
    const result = run({
      ...sampleInput,
      experiment: {
        ...sampleInput.experiment,
        gate: { metric: 'attributable-click', threshold: 1_000_000, window_days: 365 },
        changed_variables: ['channel', 'offer', 'artifact', 'audience', 'timing'],
        cooldown_days: 365,
      },
      events,
    });
    expect(result.report.events).toHaveLength(5000);
    expect(result.report.excluded.total + result.report.counted).toBe(5000);
  });
});

import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { COUNTED_ATTRIBUTIONS, type Context } from '../context.js';
import { eventPointer } from '../lib/events.js';
import { compareInstants, formatInstant } from '@evidence-check/instant';

/**
 * Each event at its own pointer. Only events of the gate metric, inside the window, from an
 * external actor the owner does not control, with direct or verified attribution are counted;
 * everything else that would have mattered is reported as contamination.
 */
export const eventsRule = defineRule<Context>()({
  name: 'events',
  codes: {
    EVENT_MALFORMED: {
      severity: 'error',
      message: 'Event member {{member}} is not {{expected}}; the event is not counted.',
      description: 'An event member the interface leaves untyped is unusable: `id`, `type`, `evidence_ref` not non-empty strings, `occurred_at` not an RFC 3339 date-time, `external_actor` / `owner_controlled` not booleans, `attribution` not none, inferred, direct or verified. One finding per member.',
      example: '`occurred_at: "last Tuesday"`',
    },
    DUPLICATE_EVENT_ID: {
      severity: 'error',
      message: 'Event id "{{id}}" is used by {{count}} events; only the first, at index {{firstIndex}}, can count.',
      description: 'Two or more events share one id (one event recorded twice?). Every member is flagged with one `details.group`; only the first may be counted.',
      example: 'two events with id `ev1`',
    },
    OWNER_EVENT: {
      severity: 'warning',
      message: 'Event "{{id}}" is owner activity (owner_controlled {{ownerControlled}}, external_actor {{externalActor}}); it is not counted.',
      description: 'The event is owner-controlled or not from an external actor: the owner testing a link or checkout contaminates the experiment and never counts.',
      example: 'the founder clicking the listing link',
    },
    EVENT_AFTER_OBSERVED_AT: {
      severity: 'warning',
      message: 'Event "{{id}}" occurred at {{occurredAt}}, after observed_at {{observedAt}}; it is not counted.',
      description: 'An event dated later than the packet\'s own "now" cannot have been observed: the timestamps disagree.',
      example: 'an event on 2026-03-05 observed on 2026-03-02',
    },
    EVENT_OUTSIDE_WINDOW: {
      severity: 'notice',
      message: 'Event "{{id}}" of the gate metric occurred at {{occurredAt}}, outside the window {{windowStart}} to {{windowEnd}}; it is not counted.',
      description: 'A gate-metric event before `started_at` or after `started_at` + `window_days`.',
      example: 'a click three days after a 14-day window',
    },
    EVENT_ATTRIBUTION_NOT_DIRECT: {
      severity: 'warning',
      message: 'Event "{{id}}" of the gate metric has {{attribution}} attribution; only direct or verified attribution counts.',
      description: 'A gate-metric event whose attribution is `inferred` or `none` could have come from anywhere; it is not counted.',
      example: '`attribution: "inferred"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { experiment, observed_at } = ctx.input;
    const metric = experiment.gate.metric;
    const { now, start, windowEnd } = ctx;
    const window = start && windowEnd && { windowStart: formatInstant(start), windowEnd: formatInstant(windowEnd) };
    for (const [id, indices] of ctx.duplicateIds) {
      findings.addGroup(
        'DUPLICATE_EVENT_ID',
        `event:${id}`,
        indices.map((index) => ({ subject: id, pointer: eventPointer(index, 'id'), details: { id, count: indices.length, firstIndex: indices[0]! } })),
      );
    }
    for (const record of ctx.events) {
      const subject = record.id;
      const id = record.id ?? '';
      if (record.problems.length > 0) {
        for (const { member, expected } of record.problems) {
          findings.add('EVENT_MALFORMED', { subject, pointer: eventPointer(record.index, member), details: { member, expected } });
        }
        continue;
      }
      const event = ctx.input.events[record.index]!;
      const occurred = record.occurred!;
      if (record.owner) {
        findings.add('OWNER_EVENT', {
          subject,
          pointer: eventPointer(record.index),
          details: { id, ownerControlled: event.owner_controlled as boolean, externalActor: event.external_actor as boolean },
        });
      }
      if (now !== null && compareInstants(occurred, now) > 0) {
        findings.add('EVENT_AFTER_OBSERVED_AT', {
          subject,
          pointer: eventPointer(record.index, 'occurred_at'),
          details: { id, occurredAt: event.occurred_at as string, observedAt: observed_at },
        });
      }
      if (record.type !== metric) continue;
      if (window && (compareInstants(occurred, start!) < 0 || compareInstants(occurred, windowEnd!) > 0)) {
        findings.add('EVENT_OUTSIDE_WINDOW', {
          subject,
          pointer: eventPointer(record.index, 'occurred_at'),
          details: { id, occurredAt: event.occurred_at as string, ...window },
        });
      }
      if (!COUNTED_ATTRIBUTIONS.has(record.attribution)) {
        findings.add('EVENT_ATTRIBUTION_NOT_DIRECT', { subject, pointer: eventPointer(record.index, 'attribution'), details: { id, attribution: record.attribution } });
      }
    }
  },
});

// A parent event leads to its child: the funnel's steps happen in order.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ev, ledger, paid } from './helpers.js';

export const parentOrderCases: Case<Input>[] = [
  {
    name: 'a settlement before the checkout it names as parent is flagged at the link (instants compared with offsets)',
    input: ledger(
      ev('checkout', 'checkout-open', { occurred_at: '2026-02-12T09:00:00+01:00' }),
      paid('pay', { parent_event_id: 'checkout', occurred_at: '2026-02-12T07:59:59.5Z' }),
    ),
    expect: [
      {
        code: 'PARENT_AFTER_CHILD',
        pointer: '/events/1/parent_event_id',
        subject: 'pay',
        details: { parentEventId: 'checkout', parentOccurredAt: '2026-02-12T09:00:00+01:00' },
      },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a child at the same instant as its parent, or after it, is in order',
    input: ledger(
      ev('checkout', 'checkout-open', { occurred_at: '2026-02-12T09:00:00+01:00' }),
      paid('pay', { parent_event_id: 'checkout', occurred_at: '2026-02-12T08:00:00Z' }),
      paid('pay2', { parent_event_id: 'checkout', occurred_at: '2026-02-13T08:00:00Z' }),
    ),
    expect: [],
    absent: ['PARENT_AFTER_CHILD'],
  },
  {
    name: 'a parent id shared by two events names no one parent: PARENT_AFTER_CHILD is not judged',
    input: ledger(
      ev('checkout', 'checkout-open', { occurred_at: '2026-02-14T00:00:00Z' }),
      ev('checkout', 'checkout-open', { occurred_at: '2026-02-15T00:00:00Z' }),
      paid('pay', { parent_event_id: 'checkout', occurred_at: '2026-02-12T00:00:00Z' }),
    ),
    expect: [
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/0' },
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/1' },
    ],
    absent: ['PARENT_AFTER_CHILD'],
  },
];

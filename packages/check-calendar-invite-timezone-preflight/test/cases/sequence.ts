import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ev } from './helpers.js';

const t1 = ['20261110T150000Z', '20261110T160000Z'] as const;
const t2 = ['20261110T170000Z', '20261110T180000Z'] as const;

export const sequenceCases = defineCases<Input>([
  {
    name: 'sequence: missing on an update, non-integer, not increasing',
    input: {
      events: [
        ev('s', ...t1, { sequence: 1 }),
        ev('s', ...t2),
        ev('s', ...t2, { sequence: 1.5 }),
        ev('s', ...t2, { sequence: 3 }),
        ev('s', ...t1, { sequence: 2 }),
        ev('t', ...t1, { sequence: -1 }),
        ev('u', ...t1, { sequence: '4' }),
        ev('u', ...t2, { sequence: ' 5 ' }),
      ],
    },
    expect: [
      { code: 'SEQUENCE_MISSING', pointer: '/events/1', details: { uid: 's', occurrence: 2 } },
      { code: 'SEQUENCE_NOT_INCREASING', pointer: '/events/1', details: { sequence: 0, previousSequence: 1, previousPosition: 1 } },
      { code: 'SEQUENCE_INVALID', pointer: '/events/2/sequence', details: { sequence: 1.5 } },
      { code: 'SEQUENCE_NOT_INCREASING', pointer: '/events/4/sequence', details: { uid: 's', sequence: 2, previousSequence: 3, previousPosition: 4 } },
      { code: 'SEQUENCE_INVALID', pointer: '/events/5/sequence', details: { uid: 't', sequence: -1 } },
    ],
    absent: ['UID_CONFLICT'],
    report: { uids: { distinct: 3, updated: 2 } },
  },
  {
    name: 'a first version needs no sequence; increasing updates are fine',
    input: { events: [ev('a', ...t1), ev('a', ...t2, { sequence: 1 }), ev('a', ...t1, { sequence: 2 })] },
    expect: [],
    absent: ['SEQUENCE_MISSING', 'SEQUENCE_NOT_INCREASING', 'SEQUENCE_INVALID'],
  },
]);

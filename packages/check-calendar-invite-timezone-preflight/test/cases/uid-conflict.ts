import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

const t1 = ['20261110T150000Z', '20261110T160000Z'] as const;
const t2 = ['20261110T170000Z', '20261110T180000Z'] as const;

export const uidConflictCases = defineCases<Input>([
  {
    name: 'every version of a conflicting sequence is flagged, the first included, with one group',
    input: {
      events: [
        ev('s', ...t1, { sequence: 1 }),
        ev('s', ...t2, { sequence: 3 }),
        ev('s', ...t1, { sequence: 2 }),
        ev('s', ...t1, { sequence: '3' }),
        ev('s', ...t2, { sequence: 3 }),
      ],
    },
    expect: [
      { code: 'UID_CONFLICT', pointer: '/events/1', subject: 's', details: { sequence: 3, position: 2, count: 3, firstPosition: 2, group: 'uid:s#sequence:3' } },
      { code: 'SEQUENCE_NOT_INCREASING', pointer: '/events/2/sequence' },
      { code: 'UID_CONFLICT', pointer: '/events/3', subject: 's', details: { sequence: 3, position: 4, count: 3, group: 'uid:s#sequence:3' } },
      { code: 'UID_CONFLICT', pointer: '/events/4', subject: 's', details: { sequence: 3, position: 5, count: 3, group: 'uid:s#sequence:3' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'two versions without a sequence (both count as 0) and other times conflict',
    input: { events: [ev('n', ...t1), ev('n', ...t2), ev('m', ...t1)] },
    expect: [
      { code: 'UID_CONFLICT', pointer: '/events/0', details: { sequence: 0, group: 'uid:n#sequence:0' } },
      { code: 'SEQUENCE_MISSING', pointer: '/events/1' },
      { code: 'UID_CONFLICT', pointer: '/events/1', details: { sequence: 0, group: 'uid:n#sequence:0' } },
    ],
  },
  {
    name: 'a re-sent identical version is not a conflict',
    input: { events: [ev('r', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 4 }), ev('r', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 4 })] },
    expect: [],
    absent: ['UID_CONFLICT', 'SEQUENCE_NOT_INCREASING'],
  },
]);

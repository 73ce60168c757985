import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const idsCases = defineCases<Input>([
  {
    name: 'every cue of a repeated id is flagged, the first included (numbers and strings compare by their text)',
    input: { cues: [c(1, 0, 1000), c('1', 2000, 3000), c(2, 4000, 5000), c('1', 6000, 7000)] },
    expect: [
      { code: 'DUPLICATE_CUE_ID', pointer: '/cues/0/id', subject: '1', details: { id: '1', count: 3, position: 1, firstPosition: 1, group: 'id:1' } },
      { code: 'DUPLICATE_CUE_ID', pointer: '/cues/1/id', subject: '1', details: { count: 3, position: 2, group: 'id:1' } },
      { code: 'DUPLICATE_CUE_ID', pointer: '/cues/3/id', subject: '1', details: { count: 3, position: 4, group: 'id:1' } },
    ],
  },
  {
    name: 'distinct ids are no duplicate',
    input: { cues: [c('a', 0, 1000), c('A', 2000, 3000), c('01', 4000, 5000), c(1, 6000, 7000)] },
    expect: [],
    absent: ['DUPLICATE_CUE_ID'],
  },
]);

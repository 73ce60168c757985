import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry, sha } from './helpers.js';

const huge = Number.MAX_SAFE_INTEGER;

export const totalSizeCases = defineCases<Input>([
  {
    name: 'total-size: over the limit blocks',
    input: { files: [entry('a', 'aaaa'), entry('b', 'bb')], policy: { max_total_bytes: 5 } },
    expect: [{ code: 'TOTAL_SIZE_EXCEEDED', pointer: '/policy/max_total_bytes', subject: null, details: { totalBytes: 6, maxTotalBytes: 5 } }],
    status: 'BLOCKED',
  },
  {
    name: 'total-size: at the limit passes',
    input: { files: [entry('a', 'aaaa'), entry('b', 'bb')], policy: { max_total_bytes: 6 } },
    expect: [],
    absent: ['TOTAL_SIZE_EXCEEDED'],
    report: { totals: { bytes: 6, maxTotalBytes: 6 } },
  },
  {
    name: 'total-size: sums stay exact beyond 2^53 (BigInt arithmetic, reported as a decimal string)',
    input: {
      files: [
        { path: 'x', sha256: sha('x'), size_bytes: huge },
        { path: 'y', sha256: sha('y'), size_bytes: huge },
      ],
      policy: { max_total_bytes: huge },
    },
    expect: [{ code: 'TOTAL_SIZE_EXCEEDED', pointer: '/policy/max_total_bytes', details: { totalBytes: (2n * BigInt(huge)).toString(), maxTotalBytes: huge } }],
    report: { totals: { bytes: (2n * BigInt(huge)).toString() } },
  },
]);

import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const duplicatesCases = defineCases<Input>([
  {
    name: 'a duplicate set flags every member, the first included, with one group',
    input: { redirects: [r('/a', '/x'), r('/b', '/y'), r('/a/', '/x/')] },
    expect: [
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/0/source', subject: '/a', details: { group: 'source:/a', count: 2, position: 1, firstIndex: 0 } },
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/2/source', subject: '/a/', details: { group: 'source:/a', count: 2, position: 2, firstIndex: 0 } },
    ],
    status: 'READY',
    absent: ['CONFLICTING_SOURCE'],
    report: { redirects: { duplicates: 2, conflicts: 0 } },
  },
  {
    name: 'a conflicting set flags every member, the first included, with one group',
    input: { redirects: [r('/about', '/company'), r('/x', '/y'), r('/about/', '/about-us'), r('/about?', '/company')] },
    expect: [
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/0/source', details: { group: 'source:/about', count: 3, destination: '/company' } },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/2/source', details: { group: 'source:/about', count: 3, destination: '/about-us', firstDestination: '/company' } },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/3/source', details: { group: 'source:/about', count: 3, destination: '/company' } },
    ],
    status: 'BLOCKED',
    absent: ['DUPLICATE_SOURCE'],
    report: { redirects: { duplicates: 0, conflicts: 3 } },
  },
  {
    name: 'one set with the same and a different destination is a conflict for all of it; path case is significant',
    input: { redirects: [r('/a', '/x'), r('/a/', '/x/'), r('/A', '/y'), r('/a?', '/y')] },
    expect: [
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/0/source', details: { group: 'source:/a' } },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/1/source', details: { group: 'source:/a' } },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/3/source', details: { group: 'source:/a' } },
    ],
    absent: ['DUPLICATE_SOURCE'],
  },
  {
    name: 'the same invalid destination twice is a duplicate; two different ones conflict',
    input: { redirects: [r('/a', 'javascript:void(0)'), r('/a', ' javascript:void(0)'), r('/b', 'javascript:x'), r('/b/', 'data:,x')] },
    expect: [
      { code: 'INVALID_DESTINATION', pointer: '/redirects/0/destination' },
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/0/source', details: { group: 'source:/a', count: 2 } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/1/destination' },
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/1/source', details: { group: 'source:/a', count: 2 } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/2/destination' },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/2/source', details: { group: 'source:/b', count: 2 } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/3/destination' },
      { code: 'CONFLICTING_SOURCE', pointer: '/redirects/3/source', details: { group: 'source:/b', count: 2 } },
    ],
  },
  {
    name: 'distinct sources are no set',
    input: { redirects: [r('/A', '/x'), r('/a', '/y'), r('http://example.com/a', '/z'), r('https://example.com/a', '/z')] },
    expect: [],
    absent: ['DUPLICATE_SOURCE', 'CONFLICTING_SOURCE'],
  },
]);

import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { sha } from './helpers.js';

const good = sha('x');

export const hashesCases = defineCases<Input>([
  {
    name: 'hashes: uppercase, short and prefixed hashes are malformed',
    input: {
      files: [
        { path: 'a', sha256: good.toUpperCase(), size_bytes: 1 },
        { path: 'b', sha256: good.slice(1), size_bytes: 1 },
        { path: 'c', sha256: `sha256:${good}`, size_bytes: 1 },
        { path: 'd', sha256: good, size_bytes: 1 },
      ],
      policy: {},
    },
    expect: [
      { code: 'INVALID_SHA256', pointer: '/files/0/sha256', subject: 'a', details: { length: 64 } },
      { code: 'INVALID_SHA256', pointer: '/files/1/sha256', subject: 'b', details: { length: 63 } },
      { code: 'INVALID_SHA256', pointer: '/files/2/sha256', subject: 'c', details: { length: 71, sha256: `sha256:${good}` } },
    ],
    absent: ['EMPTY_HASH_SIZE_MISMATCH'],
  },
  {
    name: 'hashes: size 0 needs the empty-input hash, and the empty-input hash needs size 0',
    input: {
      files: [
        { path: 'empty-ok', sha256: sha(''), size_bytes: 0 },
        { path: 'empty-bad', sha256: sha('x'), size_bytes: 0 },
        { path: 'full-bad', sha256: sha(''), size_bytes: 10 },
        { path: 'empty-ok-2', sha256: sha(''), size_bytes: 0 },
      ],
      policy: {},
    },
    expect: [
      { code: 'EMPTY_HASH_SIZE_MISMATCH', pointer: '/files/1/size_bytes', subject: 'empty-bad', details: { sizeBytes: 0, relation: 'is not' } },
      { code: 'EMPTY_HASH_SIZE_MISMATCH', pointer: '/files/2/sha256', subject: 'full-bad', details: { sizeBytes: 10, relation: 'is' } },
    ],
    absent: ['INVALID_SHA256', 'DUPLICATE_CONTENT'],
  },
]);

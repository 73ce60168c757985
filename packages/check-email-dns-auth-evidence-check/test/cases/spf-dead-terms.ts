// Terms that take part in no evaluation, as checkdmarc warns of them: mechanisms after `all`
// (RFC 7208 §5.1: "Mechanisms after "all" will never be tested") and a repeated include, which
// costs a lookup of the 10 (§4.6.4) and matches nothing the first did not (§5.2).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { SPF0, spf } from './helpers.js';

export const spfDeadTermsCases = defineCases<Input>([
  {
    name: 'an include after -all is never evaluated (RFC 7208 §5.1)',
    input: spf('v=spf1 -all include:_spf.example.net'),
    expect: [{ code: 'SPF_TERMS_AFTER_ALL', pointer: SPF0, details: { term: 'include:_spf.example.net', position: 13, all: '-all' } }],
    status: 'REVIEW',
    absent: ['SPF_NESTED_LOOKUPS_UNCOUNTED'],
    report: { spf: { lookups: 0, all: '-all' } },
  },
  {
    name: 'a second all after the first is never reached',
    input: spf('v=spf1 mx ~all -all'),
    expect: [{ code: 'SPF_TERMS_AFTER_ALL', pointer: SPF0, details: { term: '-all', position: 16, all: '~all' } }],
    report: { spf: { all: '~all' } },
  },
  {
    name: 'a modifier after all is not a dead term: exp is read after a fail (RFC 7208 §6.2)',
    input: spf('v=spf1 mx -all exp=explain._spf.example.com'),
    expect: [],
    status: 'READY',
    absent: ['SPF_TERMS_AFTER_ALL', 'SPF_UNKNOWN_MODIFIER'],
  },
  {
    name: 'the same include twice, in another letter case and with a final dot',
    input: spf('v=spf1 include:_spf.example.net mx include:_SPF.Example.net. -all'),
    expect: [
      { code: 'SPF_DUPLICATE_INCLUDE', pointer: SPF0, details: { term: 'include:_SPF.Example.net.', position: 36, firstPosition: 8 } },
      { code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0, details: { lookups: 3, nested: 2 } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'includes of different domains are not duplicates',
    input: spf('v=spf1 include:_spf.example.net include:_spf.example.org -all'),
    expect: [{ code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0 }],
    status: 'READY',
    absent: ['SPF_DUPLICATE_INCLUDE', 'SPF_TERMS_AFTER_ALL'],
  },
]);

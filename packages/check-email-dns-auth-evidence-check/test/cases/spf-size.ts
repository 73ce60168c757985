// RFC 7208 §3.3 (strings of at most 255 octets, joined without spaces) and §3.4 (the name and the
// text of all TXT records under 450 octets, so that the answer fits the 512 of UDP), as
// checkdmarc's query_spf_record checks them.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { input, SPF0 } from './helpers.js';

/**
 * A clean SPF record of exactly `octets` characters: ip4 terms, then an exp modifier whose first
 * label pads the length (exp is a known modifier that costs no lookup).
 */
export function spfOfLength(octets: number): string {
  let record = 'v=spf1';
  for (let i = 100; record.length + 16 + 60 < octets && i < 255; i++) record += ` ip4:192.0.2.${i}`;
  const tail = ' -all exp=';
  const suffix = '.example.com';
  const pad = octets - record.length - tail.length - suffix.length;
  if (pad < 1 || pad > 63) throw new Error(`cannot build an SPF record of ${octets} octets`);
  return `${record}${tail}${'e'.repeat(pad)}${suffix}`;
}

/** The record as quoted strings of at most `size` characters each (as a zone file writes them). */
export function quoted(record: string, size = 255): string {
  const parts: string[] = [];
  for (let i = 0; i < record.length; i += size) parts.push(`"${record.slice(i, i + size)}"`);
  return parts.join(' ');
}

const R300 = spfOfLength(300);
const R255 = spfOfLength(255);
const DOMAIN = 'example.com'.length;

export const spfSizeCases = defineCases<Input>([
  {
    name: 'one quoted string of 300 octets cannot be published (RFC 1035 §3.3, RFC 7208 §3.3)',
    input: input({ spf: [`"${R300}"`] }),
    expect: [{ code: 'SPF_TXT_STRING_TOO_LONG', pointer: SPF0, details: { string: 1, octets: 300 } }],
    status: 'REVIEW',
    absent: ['SPF_TXT_STRINGS_UNKNOWN', 'SPF_DNS_ANSWER_TOO_LARGE', 'SPF_SYNTAX_ERROR'],
    report: { spf: { record: R300 } },
  },
  {
    name: 'the same record split into strings of at most 255 octets is clean, and joined without spaces',
    input: input({ spf: [quoted(R300)] }),
    expect: [],
    status: 'READY',
    absent: ['SPF_TXT_STRING_TOO_LONG', 'SPF_TXT_STRINGS_UNKNOWN', 'SPF_DNS_ANSWER_TOO_LARGE'],
    report: { spf: { record: R300, records: [{ spf: true, valid: true }] } },
  },
  {
    name: 'a quoted string of exactly 255 octets is within the limit',
    input: input({ spf: [`"${R255}"`] }),
    expect: [],
    absent: ['SPF_TXT_STRING_TOO_LONG'],
  },
  {
    name: 'a second string over 255 octets is flagged with its own number',
    input: input({ spf: [`"v=spf1 " "${R300.slice('v=spf1 '.length)}x"`.replace('x"', '"')] }),
    expect: [{ code: 'SPF_TXT_STRING_TOO_LONG', pointer: SPF0, details: { string: 2, octets: 293 } }],
  },
  {
    name: 'an unquoted record over 255 octets: the split into strings cannot be seen, a notice',
    input: input({ spf: [R300] }),
    expect: [{ code: 'SPF_TXT_STRINGS_UNKNOWN', pointer: SPF0, details: { octets: 300 } }],
    status: 'READY',
    absent: ['SPF_TXT_STRING_TOO_LONG'],
  },
  {
    name: 'name and record over 450 octets: the answer may not fit UDP (RFC 7208 §3.4)',
    input: input({ spf: [quoted(spfOfLength(460))] }),
    expect: [{ code: 'SPF_DNS_ANSWER_TOO_LARGE', pointer: SPF0, details: { octets: DOMAIN + 460, recordOctets: 460, overUdp: false } }],
    status: 'REVIEW',
    absent: ['SPF_TXT_STRING_TOO_LONG'],
  },
  {
    name: 'over 512 octets: past what a UDP answer holds',
    input: input({ spf: [quoted(spfOfLength(520))] }),
    expect: [{ code: 'SPF_DNS_ANSWER_TOO_LARGE', pointer: SPF0, details: { octets: DOMAIN + 520, overUdp: true } }],
  },
  {
    name: 'exactly 450 octets of name and text is within the budget',
    input: input({ spf: [quoted(spfOfLength(450 - DOMAIN))] }),
    expect: [],
    absent: ['SPF_DNS_ANSWER_TOO_LARGE'],
  },
  {
    name: 'the other TXT records of the domain share the answer: flagged at the SPF record only',
    input: input({ spf: [`google-site-verification=${'v'.repeat(200)}`, quoted(R300)] }),
    expect: [
      { code: 'SPF_NOT_SPF', pointer: SPF0 },
      { code: 'SPF_DNS_ANSWER_TOO_LARGE', pointer: '/records/spf/1', details: { octets: DOMAIN + 225 + 300, recordOctets: 300, overUdp: true } },
    ],
  },
]);

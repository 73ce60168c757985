// Tag values as RFC 9989 defines them, and as RFC 7489 §6.3 defined the tags RFC 9989 removed.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { DMARC0, dmarc, RUA } from './helpers.js';

export const dmarcTagCases = defineCases<Input>([
  {
    // RFC 7489 §6.3 rf: formats from the report-format registry, which holds afrf only.
    name: 'rf=json, rf=arf and rf=xml are not registered report formats',
    input: dmarc(`v=DMARC1; p=reject; rf=json:arf:xml; ${RUA}`),
    expect: [
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'rf' } },
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 'rf', problem: '"json" is not a registered report format (afrf is the only one)' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'rf=afrf, in any letter case, is the registered format',
    input: dmarc(`v=DMARC1; p=reject; rf=AFRF; ${RUA}`),
    expect: [{ code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'rf', value: 'AFRF' } }],
    status: 'READY',
    absent: ['DMARC_TAG_INVALID'],
  },
  {
    // RFC 7489 §6.3 ri: "plain-text 32-bit unsigned integer".
    name: 'ri=0 is a 32-bit unsigned integer; ri=4294967296 is not',
    input: dmarc(`v=DMARC1; p=reject; ri=0; ${RUA}`, `v=DMARC1; p=reject; ri=4294967296; ${RUA}`),
    expect: [
      { code: 'DMARC_MULTIPLE_RECORDS', pointer: DMARC0 },
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'ri', value: '0' } },
      { code: 'DMARC_MULTIPLE_RECORDS', pointer: '/records/dmarc/1' },
      { code: 'DMARC_OBSOLETE_TAG', pointer: '/records/dmarc/1', details: { tag: 'ri' } },
      { code: 'DMARC_TAG_INVALID', pointer: '/records/dmarc/1', details: { tag: 'ri' } },
    ],
  },
  {
    name: 'RFC 9989 tags np, psd and t are known, not unknown tags',
    input: dmarc(`v=DMARC1; p=reject; np=reject; psd=n; t=n; ${RUA}`),
    expect: [],
    status: 'READY',
    absent: ['DMARC_UNKNOWN_TAG', 'DMARC_TAG_INVALID', 'DMARC_OBSOLETE_TAG', 'DMARC_TESTING_MODE'],
  },
  {
    name: 't takes y or n and psd takes y, n or u (RFC 9989)',
    input: dmarc(`v=DMARC1; p=reject; t=yes; psd=x; ${RUA}`),
    expect: [
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 'psd', problem: '"x" is not y, n or u' } },
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 't', problem: '"yes" is neither y (testing) nor n' } },
    ],
    absent: ['DMARC_UNKNOWN_TAG', 'DMARC_TESTING_MODE'],
  },
]);

// What RFC 9989 (DMARCbis) moved: pct, rf and ri removed (a notice: the record stays valid under
// both RFCs), t added (t=y tests the policy instead of applying it).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { DMARC0, dmarc, RUA } from './helpers.js';

export const dmarcBisCases = defineCases<Input>([
  {
    name: 'pct=100, rf=afrf and ri=86400 are valid under both RFCs: three notices, never an error',
    input: dmarc(`v=DMARC1; p=reject; pct=100; rf=afrf; ri=86400; ${RUA}`),
    expect: [
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'pct', value: '100' } },
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'rf', value: 'afrf' } },
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'ri', value: '86400' } },
    ],
    status: 'READY',
    absent: ['DMARC_TAG_INVALID', 'DMARC_PARTIAL_PCT', 'DMARC_UNKNOWN_TAG'],
    report: { dmarc: { policy: 'reject', pct: 100, records: [{ dmarc: true, valid: true }] } },
  },
  {
    name: 'a !size suffix on a report URI: removed by RFC 9989, a notice per URI that has one',
    input: dmarc('v=DMARC1; p=reject; rua=mailto:d@example.com!10m,mailto:e@example.com; ruf=mailto:f@example.com!1g'),
    expect: [
      { code: 'DMARC_REPORT_SIZE_LIMIT', pointer: DMARC0, details: { tag: 'rua', uri: 'mailto:d@example.com!10m', size: '10m' } },
      { code: 'DMARC_REPORT_SIZE_LIMIT', pointer: DMARC0, details: { tag: 'ruf', uri: 'mailto:f@example.com!1g', size: '1g' } },
    ],
    status: 'READY',
    absent: ['DMARC_URI_MALFORMED', 'DMARC_NO_RUA'],
  },
  {
    name: 't=y with p=reject: the policy is in test',
    input: dmarc(`v=DMARC1; p=reject; t=y; ${RUA}`),
    expect: [{ code: 'DMARC_TESTING_MODE', pointer: DMARC0, details: { policy: 'reject', applied: 'quarantine' } }],
    status: 'REVIEW',
    absent: ['DMARC_UNKNOWN_TAG', 'DMARC_OBSOLETE_TAG', 'DMARC_REPORT_SIZE_LIMIT'],
  },
  {
    name: 'T=Y with p=quarantine (names and values in any letter case)',
    input: dmarc(`v=DMARC1; p=quarantine; T=Y; ${RUA}`),
    expect: [{ code: 'DMARC_TESTING_MODE', pointer: DMARC0, details: { policy: 'quarantine', applied: 'none' } }],
  },
  {
    name: 't=y with p=none changes nothing: monitor only is reported once',
    input: dmarc(`v=DMARC1; p=none; t=y; ${RUA}`),
    expect: [{ code: 'DMARC_MONITOR_ONLY', pointer: DMARC0 }],
    absent: ['DMARC_TESTING_MODE'],
  },
]);

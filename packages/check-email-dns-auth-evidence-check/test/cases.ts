// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts. Record texts marked with an RFC
// section are that RFC's own examples; DKIM keys are made by Node's crypto at the stated sizes.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { dmarcBisCases } from './cases/dmarc-bis.js';
import { dmarcTagCases } from './cases/dmarc-tags.js';
import { CLEAN, DMARC0, dmarc, input, SPF0, spf } from './cases/helpers.js';
import { spfDeadTermsCases } from './cases/spf-dead-terms.js';
import { spfSizeCases } from './cases/spf-size.js';
import { ed25519Key, RFC6376_BRISBANE, RFC7489, RFC8463_ED25519, RFC8463_RSA, rsaKey } from './vectors.js';

type Records = Input['records'];

const dkim = (...records: Records['dkim']) => input({ dkim: records });
const mx = (records: string[], spfRecords: string[] = CLEAN.spf) => input({ mx: records, spf: spfRecords });

const value = (index: number) => `/records/dkim/${index}/value`;

const rsa512 = rsaKey(512);
const rsa2048 = rsaKey(2048);
const ed = ed25519Key();
const TRUNCATED = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvq1yK2';

// RFC 7208 Appendix A.1 records that publish no problem, with the lookups §4.6.4 counts for each.
const A1_CLEAN: ReadonlyArray<readonly [string, number]> = [
  ['v=spf1 a -all', 1],
  ['v=spf1 a:example.org -all', 1],
  ['v=spf1 mx -all', 1],
  ['v=spf1 mx:example.org -all', 1],
  ['v=spf1 mx mx:example.org -all', 2],
  ['v=spf1 mx/30 mx:example.org/30 -all', 2],
  ['v=spf1 ip4:192.0.2.128/28 -all', 0],
];

const baseCases = defineCases<Input>([
  {
    name: 'clean evidence is READY and reported in full',
    input: input(),
    expect: [],
    status: 'READY',
    absent: ['SPF_MISSING', 'SPF_NO_ALL', 'DKIM_NO_KEYS', 'DKIM_KEY_UNDECODABLE', 'DMARC_MISSING', 'DMARC_NO_RUA', 'MX_NONE', 'MX_NULL_MX'],
    report: {
      domain: 'example.com',
      spf: { record: 'v=spf1 mx -all', lookups: 1, all: '-all', records: [{ spf: true, lookups: 1, all: '-all', valid: true }] },
      dkim: [{ selector: 'brisbane', keyType: 'ed25519', keyBits: 256, revoked: false, testing: false, valid: true }],
      dmarc: { policy: 'reject', subdomainPolicy: 'reject', pct: 100, rua: ['mailto:dmarc-feedback@example.com'] },
      mx: { nullMx: false, hosts: ['mail-a.example.com.', 'mail-b.example.com.'] },
    },
  },

  // ---- SPF: RFC 7208 Appendix A ----
  {
    name: 'RFC 7208 A.1 "v=spf1 +all" passes every host',
    input: spf('v=spf1 +all'),
    expect: [{ code: 'SPF_PASS_ALL', pointer: SPF0, details: { term: '+all', position: 8 } }],
    status: 'BLOCKED',
    report: { spf: { lookups: 0, all: '+all' } },
  },
  ...A1_CLEAN.map(([record, lookups]) => ({
    name: `RFC 7208 A.1 "${record}" is clean with ${lookups} lookups`,
    input: spf(record),
    expect: [],
    absent: ['SPF_SYNTAX_ERROR', 'SPF_TOO_MANY_LOOKUPS', 'SPF_NESTED_LOOKUPS_UNCOUNTED', 'SPF_PTR'],
    report: { spf: { record, lookups, all: '-all' } },
  })),
  {
    name: 'RFC 7208 A.1 "v=spf1 ptr -all" uses the deprecated ptr',
    input: spf('v=spf1 ptr -all'),
    expect: [{ code: 'SPF_PTR', pointer: SPF0, details: { term: 'ptr', position: 8 } }],
    status: 'REVIEW',
    report: { spf: { lookups: 1 } },
  },
  {
    name: 'RFC 7208 A.2 two includes: their own lookups cannot be counted without DNS',
    input: spf('v=spf1 include:example.com include:example.net -all'),
    expect: [{ code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0, details: { lookups: 2, nested: 2 } }],
    status: 'READY',
    absent: ['SPF_TOO_MANY_LOOKUPS'],
  },
  {
    name: 'RFC 7208 A.2 a redirect without all is followed, so there is no SPF_NO_ALL',
    input: spf('v=spf1 redirect=example.org'),
    expect: [{ code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0, details: { lookups: 1, nested: 1 } }],
    absent: ['SPF_NO_ALL', 'SPF_REDIRECT_WITH_ALL', 'SPF_UNKNOWN_MODIFIER'],
    report: { spf: { lookups: 1, all: null } },
  },
  {
    name: 'RFC 7208 A.3 macros in include domains are valid',
    input: spf('v=spf1 mx include:mobile-users._spf.%{d} include:remote-users._spf.%{d} -all'),
    expect: [{ code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0, details: { lookups: 3, nested: 2 } }],
    absent: ['SPF_SYNTAX_ERROR'],
  },
  {
    name: 'RFC 7208 A.3 "v=spf1 exists:%{l1r+}.%{d}" has no all and no redirect',
    input: spf('v=spf1 exists:%{l1r+}.%{d}'),
    expect: [{ code: 'SPF_NO_ALL', pointer: SPF0 }],
    status: 'REVIEW',
    absent: ['SPF_SYNTAX_ERROR'],
  },
  {
    name: 'RFC 7208 A.3 "v=spf1 exists:%{ir}.%{l1r+}.%{d}" has no all and no redirect',
    input: spf('v=spf1 exists:%{ir}.%{l1r+}.%{d}'),
    expect: [{ code: 'SPF_NO_ALL', pointer: SPF0 }],
  },
  {
    name: 'RFC 7208 A.4 negated includes before +all: +all still passes every other host',
    input: spf('v=spf1 -include:ip4._spf.%{d} -include:ptr._spf.%{d} +all'),
    expect: [
      { code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0, details: { lookups: 2, nested: 2 } },
      { code: 'SPF_PASS_ALL', pointer: SPF0, details: { term: '+all', position: 54 } },
    ],
  },
  {
    name: 'RFC 7208 A.4 "v=spf1 -ip4:192.0.2.0/24 +all"',
    input: spf('v=spf1 -ip4:192.0.2.0/24 +all'),
    expect: [{ code: 'SPF_PASS_ALL', pointer: SPF0, details: { position: 26 } }],
  },
  {
    name: 'RFC 7208 A.4 "v=spf1 -ptr +all" is +all and ptr',
    input: spf('v=spf1 -ptr +all'),
    expect: [
      { code: 'SPF_PASS_ALL', pointer: SPF0, details: { term: '+all', position: 13 } },
      { code: 'SPF_PTR', pointer: SPF0, details: { term: '-ptr', position: 8 } },
    ],
  },
  {
    name: 'RFC 7208 §3 "v=spf1 +mx a:colo.example.com/28 -all" is clean',
    input: spf('v=spf1 +mx a:colo.example.com/28 -all'),
    expect: [],
    report: { spf: { lookups: 2, all: '-all' } },
  },
  {
    name: 'RFC 7208 §6.2 exp is a known modifier and costs no lookup',
    input: spf('v=spf1 mx -all exp=explain._spf.%{d}'),
    expect: [],
    absent: ['SPF_UNKNOWN_MODIFIER'],
    report: { spf: { lookups: 1 } },
  },
  {
    name: 'two SPF records are a permerror, flagged at both',
    input: spf('v=spf1 mx -all', 'v=spf1 include:_spf.example.net -all'),
    expect: [
      { code: 'SPF_MULTIPLE_RECORDS', pointer: SPF0, details: { count: 2, group: 'spf' } },
      { code: 'SPF_MULTIPLE_RECORDS', pointer: '/records/spf/1', details: { count: 2, group: 'spf' } },
      { code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: '/records/spf/1' },
    ],
    status: 'BLOCKED',
    report: {
      spf: {
        record: null,
        lookups: 0,
        all: null,
        records: [
          { spf: true, lookups: 1, all: '-all', valid: false },
          { spf: true, lookups: 1, all: '-all', valid: false },
        ],
      },
    },
  },
  {
    name: 'no SPF record at all',
    input: spf(),
    expect: [{ code: 'SPF_MISSING', pointer: '/records/spf' }],
    status: 'REVIEW',
    report: { spf: { record: null, lookups: 0, all: null, records: [] } },
  },
  {
    name: 'records that do not begin with "v=spf1 " are not SPF (RFC 7208 §4.5)',
    input: spf('v=spf10 -all', 'v=spf1-all'),
    expect: [
      { code: 'SPF_MISSING', pointer: '/records/spf' },
      { code: 'SPF_NOT_SPF', pointer: SPF0 },
      { code: 'SPF_NOT_SPF', pointer: '/records/spf/1' },
    ],
  },
  {
    name: 'a non-SPF TXT record beside one SPF record is only a notice',
    input: spf('google-site-verification=abc123', 'V=SPF1 mx -ALL'),
    expect: [{ code: 'SPF_NOT_SPF', pointer: SPF0 }],
    status: 'READY',
    absent: ['SPF_MISSING', 'SPF_MULTIPLE_RECORDS'],
    report: { spf: { record: 'V=SPF1 mx -ALL', all: '-all' } },
  },
  {
    name: 'syntax errors are flagged term by term, with their positions',
    input: spf('v=spf1 ip4:192.0.2.300 include: -all.'),
    expect: [
      { code: 'SPF_NO_ALL', pointer: SPF0 },
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: 'include:', position: 24 } },
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: '-all.', position: 33 } },
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: 'ip4:192.0.2.300', position: 8 } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a broken macro and a domain without a top-level label are syntax errors (RFC 7208 §7.1)',
    input: spf('v=spf1 -exists:%(ir).sbl.example.org a:foo-bar -all'),
    expect: [
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: 'a:foo-bar', position: 38 } },
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: '-exists:%(ir).sbl.example.org', position: 8 } },
    ],
  },
  {
    name: 'redirect twice is a syntax error (RFC 7208 §6)',
    input: spf('v=spf1 redirect=a.example redirect=b.example'),
    expect: [
      { code: 'SPF_NESTED_LOOKUPS_UNCOUNTED', pointer: SPF0 },
      { code: 'SPF_SYNTAX_ERROR', pointer: SPF0, details: { term: 'redirect=b.example', position: 27 } },
    ],
  },
  {
    name: 'an unknown mechanism is a permerror',
    input: spf('v=spf1 ipv4:192.0.2.1 -all'),
    expect: [{ code: 'SPF_UNKNOWN_MECHANISM', pointer: SPF0, details: { name: 'ipv4', position: 8 } }],
    status: 'BLOCKED',
    absent: ['SPF_SYNTAX_ERROR'],
  },
  {
    name: 'an unknown modifier named like a mechanism is ignored by receivers',
    input: spf('v=spf1 mx include=_spf.example.net -all'),
    expect: [{ code: 'SPF_UNKNOWN_MODIFIER', pointer: SPF0, details: { name: 'include', position: 11 } }],
    status: 'REVIEW',
    absent: ['SPF_NESTED_LOOKUPS_UNCOUNTED', 'SPF_UNKNOWN_MECHANISM'],
    report: { spf: { lookups: 1 } },
  },
  {
    name: 'eleven includes exceed the limit of 10 lookups',
    input: spf(`v=spf1 ${Array.from({ length: 11 }, (_, i) => `include:a${i}.example `).join('')}-all`),
    expect: [{ code: 'SPF_TOO_MANY_LOOKUPS', pointer: SPF0, details: { lookups: 11 } }],
    status: 'BLOCKED',
    absent: ['SPF_NESTED_LOOKUPS_UNCOUNTED', 'SPF_DUPLICATE_INCLUDE'],
    report: { spf: { lookups: 11 } },
  },
  {
    name: 'ten lookup terms are within the limit (a, mx and ptr count as include does)',
    input: spf('v=spf1 a mx a mx a mx a mx a ptr ip4:192.0.2.1 -all'),
    expect: [{ code: 'SPF_PTR', pointer: SPF0 }],
    absent: ['SPF_TOO_MANY_LOOKUPS'],
    report: { spf: { lookups: 10 } },
  },
  {
    name: 'terms after all are never evaluated and not counted (RFC 7208 §4.6.4, §5.1)',
    input: spf(`v=spf1 -all${' a'.repeat(11)}`),
    // RFC 7208 §5.1: "Mechanisms after "all" will never be tested": each is flagged, none counted.
    expect: Array.from({ length: 11 }, (_, i) => ({ code: 'SPF_TERMS_AFTER_ALL', pointer: SPF0, details: { term: 'a', position: 13 + 2 * i, all: '-all' } })),
    absent: ['SPF_TOO_MANY_LOOKUPS'],
    report: { spf: { lookups: 0, all: '-all' } },
  },
  {
    name: '?all ends the policy with neutral',
    input: spf('v=spf1 mx ?all'),
    expect: [{ code: 'SPF_NEUTRAL_ALL', pointer: SPF0, details: { term: '?all', position: 11 } }],
    status: 'REVIEW',
    report: { spf: { all: '?all' } },
  },
  {
    name: '~all is an accepted ending',
    input: spf('v=spf1 mx ~all'),
    expect: [],
    absent: ['SPF_NEUTRAL_ALL', 'SPF_PASS_ALL', 'SPF_NO_ALL'],
    report: { spf: { all: '~all' } },
  },
  {
    name: 'no all and no redirect leaves the default neutral (RFC 7208 §4.7)',
    input: spf('v=spf1 mx'),
    expect: [{ code: 'SPF_NO_ALL', pointer: SPF0 }],
  },
  {
    name: 'a redirect beside all is ignored and not counted (RFC 7208 §6.1)',
    input: spf('v=spf1 redirect=_spf.example.com -all'),
    expect: [{ code: 'SPF_REDIRECT_WITH_ALL', pointer: SPF0, details: { term: 'redirect=_spf.example.com', position: 8 } }],
    status: 'REVIEW',
    report: { spf: { lookups: 0, all: '-all' } },
  },
  {
    name: 'a record pasted as quoted strings is joined without spaces (RFC 7208 §3.3)',
    input: spf('"v=spf1 mx " "-all"'),
    expect: [],
    absent: ['SPF_NOT_SPF', 'SPF_MISSING'],
    report: { spf: { record: 'v=spf1 mx -all', all: '-all' } },
  },

  // ---- DKIM ----
  {
    name: 'RFC 6376 Appendix C key is 1024 bits: below the recommended 2048',
    input: dkim({ selector: 'brisbane', value: RFC6376_BRISBANE }),
    expect: [{ code: 'DKIM_RSA_KEY_BELOW_2048', pointer: value(0), subject: 'brisbane', details: { bits: 1024 } }],
    status: 'READY',
    absent: ['DKIM_RSA_KEY_TOO_SHORT', 'DKIM_KEY_UNDECODABLE', 'DKIM_TESTING_MODE', 'DKIM_RECORD_MALFORMED'],
    report: { dkim: [{ selector: 'brisbane', keyType: 'rsa', keyBits: 1024, revoked: false, testing: false, valid: true }] },
  },
  {
    name: 'RFC 8463 Appendix A.2 RSA key (k=rsa) is 1024 bits',
    input: dkim({ selector: 'test', value: RFC8463_RSA }),
    expect: [{ code: 'DKIM_RSA_KEY_BELOW_2048', pointer: value(0), details: { bits: 1024 } }],
    report: { dkim: [{ keyType: 'rsa', keyBits: 1024 }] },
  },
  {
    name: 'a 512-bit RSA key made by Node is too short; a 2048-bit one is fine',
    input: dkim({ selector: 'weak', value: `v=DKIM1; k=rsa; p=${rsa512}` }, { selector: 'strong', value: `v=DKIM1; k=rsa; p=${rsa2048}` }),
    expect: [{ code: 'DKIM_RSA_KEY_TOO_SHORT', pointer: value(0), subject: 'weak', details: { bits: 512 } }],
    status: 'BLOCKED',
    absent: ['DKIM_RSA_KEY_BELOW_2048'],
    report: { dkim: [{ keyBits: 512, valid: false }, { keyBits: 2048, valid: true }] },
  },
  {
    name: 'an Ed25519 key made by Node, published raw, is 256 bits',
    input: dkim({ selector: 'ed', value: `v=DKIM1; k=ed25519; p=${ed.raw}` }),
    expect: [],
    absent: ['DKIM_KEY_TYPE_UNKNOWN', 'DKIM_KEY_UNDECODABLE'],
    report: { dkim: [{ keyType: 'ed25519', keyBits: 256 }] },
  },
  {
    name: 'undecodable keys: truncated, not base64, Ed25519 wrapped in SPKI, Ed25519 under k=rsa',
    input: dkim(
      { selector: 'truncated', value: `v=DKIM1; k=rsa; p=${TRUNCATED}` },
      { selector: 'garbage', value: 'v=DKIM1; p=!!!!' },
      { selector: 'wrapped', value: `v=DKIM1; k=ed25519; p=${ed.spki}` },
      { selector: 'mislabelled', value: `v=DKIM1; k=rsa; p=${ed.spki}` },
    ),
    expect: [
      { code: 'DKIM_KEY_UNDECODABLE', pointer: value(0), subject: 'truncated' },
      { code: 'DKIM_KEY_UNDECODABLE', pointer: value(1), details: { reason: 'p= is not valid base64' } },
      { code: 'DKIM_KEY_UNDECODABLE', pointer: value(2), details: { keyType: 'ed25519' } },
      { code: 'DKIM_KEY_UNDECODABLE', pointer: value(3), details: { reason: 'the key is an Ed25519 key, not RSA' } },
    ],
    report: { dkim: [{ keyBits: null }, { keyBits: null }, { keyBits: null }, { keyBits: null }] },
  },
  {
    name: 'an empty p= is a revoked key',
    input: dkim({ selector: 'old', value: 'v=DKIM1; k=rsa; p=' }),
    expect: [{ code: 'DKIM_KEY_REVOKED', pointer: value(0), subject: 'old' }],
    status: 'REVIEW',
    absent: ['DKIM_KEY_MISSING', 'DKIM_KEY_UNDECODABLE'],
    report: { dkim: [{ selector: 'old', keyBits: null, revoked: true }] },
  },
  {
    name: 'no p= at all is a missing key',
    input: dkim({ selector: 's', value: 'v=DKIM1; k=rsa' }),
    expect: [{ code: 'DKIM_KEY_MISSING', pointer: value(0) }],
    status: 'BLOCKED',
    absent: ['DKIM_KEY_REVOKED'],
  },
  {
    name: 'a key type other than rsa and ed25519',
    input: dkim({ selector: 's', value: 'v=DKIM1; k=dsa; p=AAAA' }),
    expect: [{ code: 'DKIM_KEY_TYPE_UNKNOWN', pointer: value(0), details: { keyType: 'dsa' } }],
    absent: ['DKIM_KEY_UNDECODABLE'],
    report: { dkim: [{ keyType: 'dsa', keyBits: null }] },
  },
  {
    name: 't=y is testing mode; t=s alone is not',
    input: dkim({ selector: 'a', value: `${RFC8463_ED25519}; t=y:s` }, { selector: 'b', value: `${RFC8463_ED25519}; t=s` }),
    expect: [{ code: 'DKIM_TESTING_MODE', pointer: value(0), subject: 'a' }],
    status: 'REVIEW',
    absent: ['DKIM_DUPLICATE_SELECTOR'],
    report: { dkim: [{ testing: true }, { testing: false }] },
  },
  {
    name: 'v=DKIM1 must be the first tag',
    input: dkim({ selector: 's', value: 'k=ed25519; v=DKIM1; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=' }),
    expect: [{ code: 'DKIM_VERSION_NOT_FIRST', pointer: value(0), details: { ordinal: 2 } }],
    status: 'BLOCKED',
    absent: ['DKIM_RECORD_MALFORMED'],
  },
  {
    name: 'a repeated tag and a version other than DKIM1 make the record malformed',
    input: dkim(
      { selector: 'twice', value: `v=DKIM1; k=ed25519; p=${ed.raw}; p=${ed.raw}` },
      { selector: 'v2', value: `v=DKIM2; k=ed25519; p=${ed.raw}` },
    ),
    expect: [
      { code: 'DKIM_RECORD_MALFORMED', pointer: value(0), details: { problem: 'tag "p" appears more than once' } },
      { code: 'DKIM_RECORD_MALFORMED', pointer: value(1), subject: 'v2' },
    ],
    absent: ['DKIM_VERSION_NOT_FIRST'],
  },
  {
    name: 'a selector that is not a DNS name',
    input: dkim({ selector: 's 2025', value: RFC8463_ED25519 }),
    expect: [{ code: 'DKIM_SELECTOR_INVALID', pointer: '/records/dkim/0/selector', subject: 's 2025' }],
    status: 'REVIEW',
  },
  {
    name: 'two key records for one selector (names compare without case) are flagged at both',
    input: dkim({ selector: 's1', value: RFC8463_ED25519 }, { selector: 'S1', value: `v=DKIM1; k=ed25519; p=${ed.raw}` }),
    expect: [
      { code: 'DKIM_DUPLICATE_SELECTOR', pointer: '/records/dkim/0', subject: 's1', details: { count: 2, group: 'dkim:s1' } },
      { code: 'DKIM_DUPLICATE_SELECTOR', pointer: '/records/dkim/1', subject: 'S1', details: { count: 2, group: 'dkim:s1' } },
    ],
    absent: ['DKIM_SELECTOR_INVALID'],
  },
  {
    name: 'no DKIM key record given',
    input: dkim(),
    expect: [{ code: 'DKIM_NO_KEYS', pointer: '/records/dkim' }],
    status: 'READY',
    report: { dkim: [] },
  },
  {
    name: 'a DKIM record pasted as quoted strings is joined (RFC 6376 §3.6.2.2)',
    input: dkim({ selector: 'brisbane', value: '"v=DKIM1; k=ed25519; " "p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo="' }),
    expect: [],
    report: { dkim: [{ keyBits: 256 }] },
  },

  // ---- DMARC: RFC 7489 Appendix B ----
  {
    name: 'RFC 7489 B.2.1 monitoring only',
    input: dmarc(RFC7489['B.2.1']),
    expect: [{ code: 'DMARC_MONITOR_ONLY', pointer: DMARC0 }],
    status: 'REVIEW',
    report: { dmarc: { policy: 'none', subdomainPolicy: 'none', pct: 100, rua: ['mailto:dmarc-feedback@example.com'] } },
  },
  {
    name: 'RFC 7489 B.2.2 monitoring only, with failure reports',
    input: dmarc(RFC7489['B.2.2']),
    expect: [{ code: 'DMARC_MONITOR_ONLY', pointer: DMARC0 }],
    absent: ['DMARC_URI_MALFORMED'],
  },
  {
    name: 'RFC 7489 B.2.3 failure reports to a third party',
    input: dmarc(RFC7489['B.2.3']),
    expect: [{ code: 'DMARC_MONITOR_ONLY', pointer: DMARC0 }],
    absent: ['DMARC_URI_MALFORMED'],
  },
  {
    name: 'RFC 7489 B.2.4 quarantine applied to 25% of mail, two rua URIs, one with a size limit',
    input: dmarc(RFC7489['B.2.4']),
    // Valid under RFC 7489 and RFC 9989 alike: pct is a notice (removed by RFC 9989), never an error.
    expect: [
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'pct', value: '25' } },
      { code: 'DMARC_PARTIAL_PCT', pointer: DMARC0, details: { pct: 25 } },
      { code: 'DMARC_REPORT_SIZE_LIMIT', pointer: DMARC0, details: { tag: 'rua', uri: 'mailto:tld-test@thirdparty.example.net!10m', size: '10m' } },
    ],
    status: 'REVIEW',
    absent: ['DMARC_URI_MALFORMED', 'DMARC_MONITOR_ONLY', 'DMARC_TAG_INVALID'],
    report: {
      dmarc: {
        policy: 'quarantine',
        subdomainPolicy: 'quarantine',
        pct: 25,
        rua: ['mailto:dmarc-feedback@example.com', 'mailto:tld-test@thirdparty.example.net!10m'],
      },
    },
  },
  {
    name: 'RFC 7489 B.3.1 reject with relaxed SPF alignment is clean',
    input: dmarc(RFC7489['B.3.1']),
    expect: [],
    absent: ['DMARC_TAG_INVALID', 'DMARC_MONITOR_ONLY', 'DMARC_NO_RUA'],
  },
  {
    name: 'no DMARC record',
    input: dmarc(),
    expect: [{ code: 'DMARC_MISSING', pointer: '/records/dmarc' }],
    status: 'REVIEW',
    report: { dmarc: { policy: null, subdomainPolicy: null, pct: null, rua: [], records: [] } },
  },
  {
    name: 'a record with another version is discarded; the real one stands',
    input: dmarc('v=DMARC2; p=reject', RFC7489['B.3.1']),
    expect: [{ code: 'DMARC_NOT_DMARC', pointer: DMARC0 }],
    absent: ['DMARC_MISSING', 'DMARC_MULTIPLE_RECORDS'],
    report: { dmarc: { policy: 'reject', records: [{ dmarc: false, valid: true }, { dmarc: true, valid: true }] } },
  },
  {
    name: 'v=DMARC1 that is not the first tag: the record is discarded',
    input: dmarc('p=reject; v=DMARC1; rua=mailto:dmarc-feedback@example.com'),
    expect: [
      { code: 'DMARC_MISSING', pointer: '/records/dmarc' },
      { code: 'DMARC_VERSION_NOT_FIRST', pointer: DMARC0, details: { ordinal: 2 } },
    ],
    status: 'BLOCKED',
    absent: ['DMARC_NOT_DMARC'],
  },
  {
    name: 'two DMARC records: no policy applies, flagged at both',
    input: dmarc(RFC7489['B.3.1'], 'v=DMARC1; p=quarantine; rua=mailto:dmarc-feedback@example.com'),
    expect: [
      { code: 'DMARC_MULTIPLE_RECORDS', pointer: DMARC0, details: { count: 2, group: 'dmarc' } },
      { code: 'DMARC_MULTIPLE_RECORDS', pointer: '/records/dmarc/1', details: { count: 2, group: 'dmarc' } },
    ],
    report: { dmarc: { policy: null, pct: null } },
  },
  {
    // RFC 9989 reads a record without p as p=none; RFC 7489 §6.6.3 step 6 does too when rua is valid.
    name: 'no p= tag: read as p=none (RFC 9989), a warning rather than an error',
    input: dmarc('v=DMARC1; rua=mailto:dmarc-feedback@example.com'),
    expect: [{ code: 'DMARC_POLICY_MISSING', pointer: DMARC0 }],
    status: 'REVIEW',
    absent: ['DMARC_POLICY_INVALID', 'DMARC_MONITOR_ONLY'],
    report: { dmarc: { policy: 'none', subdomainPolicy: 'none', records: [{ dmarc: true, valid: true }] } },
  },
  {
    name: 'p= with a value that is not a policy',
    input: dmarc('v=DMARC1; p=block; rua=mailto:dmarc-feedback@example.com'),
    expect: [{ code: 'DMARC_POLICY_INVALID', pointer: DMARC0, details: { value: 'block' } }],
    absent: ['DMARC_POLICY_MISSING'],
  },
  {
    name: 'sp weaker than p; a stronger sp is fine',
    input: dmarc('v=DMARC1; p=reject; sp=none; rua=mailto:dmarc-feedback@example.com'),
    expect: [{ code: 'DMARC_SUBDOMAIN_WEAKER', pointer: DMARC0, details: { p: 'reject', sp: 'none' } }],
    report: { dmarc: { policy: 'reject', subdomainPolicy: 'none' } },
  },
  {
    name: 'sp stronger than p is not flagged',
    input: dmarc('v=DMARC1; p=quarantine; sp=reject; rua=mailto:dmarc-feedback@example.com'),
    expect: [],
    absent: ['DMARC_SUBDOMAIN_WEAKER'],
    report: { dmarc: { subdomainPolicy: 'reject' } },
  },
  {
    name: 'no rua: no aggregate reports',
    input: dmarc('v=DMARC1; p=reject'),
    expect: [{ code: 'DMARC_NO_RUA', pointer: DMARC0 }],
    status: 'READY',
    report: { dmarc: { rua: [] } },
  },
  {
    name: 'report addresses without mailto:, with a bad size unit, without a local part',
    input: dmarc('v=DMARC1; p=reject; rua=dmarc@example.com,mailto:d@example.com!10q; ruf=mailto:@example.com'),
    expect: [
      { code: 'DMARC_URI_MALFORMED', pointer: DMARC0, details: { tag: 'rua', uri: 'dmarc@example.com' } },
      { code: 'DMARC_URI_MALFORMED', pointer: DMARC0, details: { tag: 'ruf', uri: 'mailto:@example.com' } },
      { code: 'DMARC_URI_MALFORMED', pointer: DMARC0, details: { tag: 'rua', uri: 'mailto:d@example.com!10q' } },
    ],
    status: 'REVIEW',
    absent: ['DMARC_REPORT_SIZE_LIMIT'],
  },
  {
    name: 'an unknown tag is ignored by receivers',
    input: dmarc('v=DMARC1; p=reject; policy=reject; rua=mailto:dmarc-feedback@example.com'),
    expect: [{ code: 'DMARC_UNKNOWN_TAG', pointer: DMARC0, details: { tag: 'policy' } }],
    status: 'READY',
  },
  {
    name: 'invalid adkim, aspf and pct values',
    input: dmarc('v=DMARC1; p=reject; adkim=x; aspf=relaxed; pct=150; rua=mailto:dmarc-feedback@example.com'),
    expect: [
      { code: 'DMARC_OBSOLETE_TAG', pointer: DMARC0, details: { tag: 'pct' } },
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 'pct' } },
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 'aspf' } },
      { code: 'DMARC_TAG_INVALID', pointer: DMARC0, details: { tag: 'adkim' } },
    ],
    absent: ['DMARC_PARTIAL_PCT'],
    report: { dmarc: { pct: 100 } },
  },
  {
    name: 'strict alignment, tag names in any case and white space around tags are valid',
    input: dmarc('V = DMARC1 ; P = Reject ; adkim=s; ASPF=S; rua = mailto:dmarc-feedback@example.com ;'),
    expect: [],
    absent: ['DMARC_TAG_INVALID', 'DMARC_MISSING', 'DMARC_NOT_DMARC', 'DMARC_VERSION_NOT_FIRST', 'DMARC_POLICY_INVALID', 'DMARC_UNKNOWN_TAG'],
    report: { dmarc: { policy: 'reject' } },
  },

  // ---- MX: RFC 7505 ----
  {
    name: 'no MX record: mail falls back to the domain address',
    input: mx([]),
    expect: [{ code: 'MX_NONE', pointer: '/records/mx' }],
    status: 'READY',
    report: { mx: { nullMx: false, hosts: [], records: [] } },
  },
  {
    name: 'RFC 7505 null MX with "v=spf1 -all": a domain that sends and receives no mail',
    input: mx(['0 .'], ['v=spf1 -all']),
    expect: [{ code: 'MX_NULL_MX', pointer: '/records/mx/0' }],
    status: 'READY',
    absent: ['MX_NULL_SPF_NOT_DENY_ALL', 'MX_MALFORMED', 'MX_NULL_MIXED'],
    report: { mx: { nullMx: true, hosts: [], records: [{ preference: 0, host: '.', valid: true }] } },
  },
  {
    name: 'null MX while SPF still authorizes hosts',
    input: mx(['0 .'], ['v=spf1 mx ~all']),
    expect: [
      { code: 'MX_NULL_MX', pointer: '/records/mx/0' },
      { code: 'MX_NULL_SPF_NOT_DENY_ALL', pointer: '/records/mx/0', details: { spf: '"v=spf1 mx ~all"' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'null MX beside other MX records is flagged at each',
    input: mx(['0 .', '10 mail-a.example.com.']),
    expect: [
      { code: 'MX_NULL_MIXED', pointer: '/records/mx/0', details: { count: 2, group: 'mx', nullMx: true } },
      { code: 'MX_NULL_MIXED', pointer: '/records/mx/1', details: { count: 2, group: 'mx', nullMx: false } },
    ],
    status: 'BLOCKED',
    absent: ['MX_NULL_MX'],
  },
  {
    name: 'malformed MX records: no preference, preference out of range, an IP address, a bad label',
    input: mx(['mail-a.example.com.', '70000 mail-a.example.com.', '10 192.0.2.129', '10 mail_a.example.com.', '20 mail-b.example.com.']),
    expect: [
      { code: 'MX_MALFORMED', pointer: '/records/mx/0' },
      { code: 'MX_MALFORMED', pointer: '/records/mx/1' },
      { code: 'MX_MALFORMED', pointer: '/records/mx/2', details: { problem: 'names the host "192.0.2.129", which is an IP address, not a host name' } },
      { code: 'MX_MALFORMED', pointer: '/records/mx/3' },
    ],
    status: 'BLOCKED',
    report: { mx: { hosts: ['mail-b.example.com.'], records: [{ valid: false }, { valid: false }, { valid: false }, { valid: false }, { valid: true }] } },
  },
  {
    name: 'a null MX is written "0 .": another preference is malformed',
    input: mx(['10 .'], ['v=spf1 -all']),
    expect: [
      { code: 'MX_MALFORMED', pointer: '/records/mx/0' },
      { code: 'MX_NULL_MX', pointer: '/records/mx/0' },
    ],
    absent: ['MX_NULL_SPF_NOT_DENY_ALL'],
  },
]);

export const cases = [...baseCases, ...spfSizeCases, ...spfDeadTermsCases, ...dmarcTagCases, ...dmarcBisCases];

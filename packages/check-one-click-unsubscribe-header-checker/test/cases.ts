// Cases as data: every declared code is produced by at least one case and kept silent by another.
// The RFC 8058 §8 header examples are used as printed (folded lines included); they carry no
// DKIM-Signature, which RFC 8058 §4 requires, so the passing variants add one.
import { defineCases } from '@evidence-check/test-utils';
import { sampleInput, type Input } from '../src/index.js';
import { alignmentCases } from './cases/alignment.js';
import { bodyUnsubscribeLinkCases } from './cases/body-unsubscribe-link.js';
import { dkimValidityCases } from './cases/dkim-validity.js';
import { listIdCases } from './cases/list-id.js';
import { messageTypeCases } from './cases/message-type.js';
import { sharedFromCases } from './cases/shared-from.js';

type Headers = Record<string, string>;

const SIGNED = 'v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.com; s=s1; h=from:to:subject:date:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
/** What the RFC 8058 examples leave out: an author (DMARC aligns its domain, RFC 7489 §3.1) and a List-Id (RFC 2919). */
const BASE: Headers = { From: 'News <news@example.com>', 'List-Id': 'Example News <news.example.com>' };
const good: Headers = {
  ...BASE,
  'List-Unsubscribe': '<https://example.com/unsubscribe/opaquepart>',
  'List-Unsubscribe-Post': ONE_CLICK,
  'DKIM-Signature': SIGNED,
};

const message = (headers: Headers, messageType: unknown = 'marketing', id: unknown = 'm1') => ({ id, message_type: messageType, headers });
const one = (headers: Headers, messageType?: unknown): Input => ({ messages: [message(headers, messageType)] });
const without = (name: string): Headers => Object.fromEntries(Object.entries(good).filter(([key]) => key !== name));

// RFC 8058 §8.1–8.3, "Header in email" (continuation lines folded as printed).
const RFC8058_8_1 = { 'List-Unsubscribe': '<https://example.com/unsubscribe/opaquepart>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
const RFC8058_8_2 = {
  'List-Unsubscribe': '<mailto:listrequest@example.com?subject=unsubscribe>,\r\n    <https://example.com/unsubscribe.html?opaque=123456789>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};
const RFC8058_8_3 = {
  'List-Unsubscribe': '<mailto:listrequest@example.com?subject=unsubscribe>,\r\n    <https://example.com/unsubscribe.html/opaque123456789>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

/** 21 more spellings of List-Unsubscribe-Post: blanks before the name, then the name. */
const POST_COPIES = Array.from({ length: 21 }, (_, i) => `${' '.repeat(i + 1)}list-unsubscribe-post`);

const ALL = [
  'MESSAGE_TYPE_UNRECOGNISED',
  'LIST_UNSUBSCRIBE_MISSING',
  'LIST_UNSUBSCRIBE_MALFORMED',
  'ONE_CLICK_HTTPS_URI_MISSING',
  'LIST_UNSUBSCRIBE_HTTP_URI',
  'UNSUBSCRIBE_URL_EXPOSES_EMAIL',
  'LIST_UNSUBSCRIBE_POST_MISSING',
  'LIST_UNSUBSCRIBE_POST_INVALID',
  'UNSUBSCRIBE_HEADER_DUPLICATED',
  'DKIM_SIGNATURE_MISSING',
  'DKIM_UNSUBSCRIBE_NOT_SIGNED',
  'TRANSACTIONAL_UNSUBSCRIBE_NOTE',
  'MESSAGE_TYPE_AMBIGUOUS',
  'FROM_ADDRESS_UNREADABLE',
  'ALIGNMENT_MODE_UNRECOGNISED',
  'DMARC_ALIGNMENT_MISSING',
  'DKIM_NOT_ALIGNED',
  'LIST_ID_MISSING',
  'LIST_ID_MALFORMED',
  'BODY_UNSUBSCRIBE_LINK_MISSING',
  'FROM_SHARED_WITH_TRANSACTIONAL',
];

/** The unsubscribe-header rules (list-unsubscribe, one-click-post, duplicates, dkim, transactional). */
export const headerCases = defineCases<Input>([
  // RFC 8058 §8 examples.
  {
    name: 'RFC 8058 §8.1 simple example, signed, is one-click',
    input: one({ ...BASE, ...RFC8058_8_1, 'DKIM-Signature': SIGNED }),
    expect: [],
    status: 'READY',
    absent: ALL,
    report: {
      messages: [
        { id: 'm1', messageClass: 'bulk', oneClick: true, httpsUri: 'https://example.com/unsubscribe/opaquepart', mailtoUri: null, dkimCoversUnsubscribe: true },
      ],
    },
  },
  {
    name: 'RFC 8058 §8.2 complex example (folded, mailto and https), signed, is one-click',
    input: one({ ...BASE, ...RFC8058_8_2, 'DKIM-Signature': SIGNED }),
    expect: [],
    absent: ['LIST_UNSUBSCRIBE_MALFORMED', 'ONE_CLICK_HTTPS_URI_MISSING'],
    report: {
      messages: [
        {
          oneClick: true,
          httpsUri: 'https://example.com/unsubscribe.html?opaque=123456789',
          mailtoUri: 'mailto:listrequest@example.com?subject=unsubscribe',
        },
      ],
    },
  },
  {
    name: 'RFC 8058 §8.3 example, signed, is one-click',
    input: one({ ...BASE, ...RFC8058_8_3, 'DKIM-Signature': SIGNED }),
    expect: [],
    report: { messages: [{ oneClick: true, httpsUri: 'https://example.com/unsubscribe.html/opaque123456789' }] },
  },
  {
    name: 'RFC 8058 §8.1 exactly as printed lacks the DKIM signature §4 requires',
    input: one({ ...BASE, ...RFC8058_8_1 }),
    expect: [{ code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/0/headers', subject: 'm1' }],
    status: 'BLOCKED',
    report: { messages: [{ oneClick: false, dkimCoversUnsubscribe: false }] },
  },
  {
    name: 'header names match in any letter case',
    input: one({ ...BASE, 'list-unsubscribe': good['List-Unsubscribe'] as string, 'LIST-UNSUBSCRIBE-POST': ONE_CLICK, 'dkim-signature': SIGNED }),
    expect: [],
    absent: ['LIST_UNSUBSCRIBE_MISSING', 'LIST_UNSUBSCRIBE_POST_MISSING', 'DKIM_SIGNATURE_MISSING'],
    report: { messages: [{ oneClick: true }] },
  },
  // List-Unsubscribe.
  {
    name: 'a marketing message without List-Unsubscribe',
    input: one(without('List-Unsubscribe')),
    expect: [{ code: 'LIST_UNSUBSCRIBE_MISSING', pointer: '/messages/0/headers' }],
    absent: ['ONE_CLICK_HTTPS_URI_MISSING', 'DKIM_UNSUBSCRIBE_NOT_SIGNED'],
  },
  {
    name: 'mailto-only is not one-click',
    input: one({ ...good, 'List-Unsubscribe': '<mailto:unsubscribe@example.com?subject=unsubscribe>' }),
    expect: [{ code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe', details: { schemes: 'mailto' } }],
    absent: ['LIST_UNSUBSCRIBE_HTTP_URI', 'UNSUBSCRIBE_URL_EXPOSES_EMAIL'],
    report: { messages: [{ oneClick: false, httpsUri: null, mailtoUri: 'mailto:unsubscribe@example.com?subject=unsubscribe' }] },
  },
  {
    name: 'an http-only URI is a warning and still no one-click',
    input: one({ ...good, 'List-Unsubscribe': '<http://example.com/u/123>' }),
    expect: [
      { code: 'LIST_UNSUBSCRIBE_HTTP_URI', pointer: '/messages/0/headers/List-Unsubscribe', details: { uri: 'http://example.com/u/123' } },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe', details: { schemes: 'http' } },
    ],
  },
  {
    name: 'an http URI beside an https one is only a warning',
    input: one({ ...good, 'List-Unsubscribe': '<https://example.com/u/123>, <http://example.com/u/123>' }),
    expect: [{ code: 'LIST_UNSUBSCRIBE_HTTP_URI', pointer: '/messages/0/headers/List-Unsubscribe' }],
    absent: ['ONE_CLICK_HTTPS_URI_MISSING'],
    status: 'REVIEW',
    report: { messages: [{ oneClick: true, httpsUri: 'https://example.com/u/123' }] },
  },
  {
    name: 'a URI without angle brackets is malformed',
    input: one({ ...good, 'List-Unsubscribe': 'https://example.com/u/123' }),
    expect: [
      {
        code: 'LIST_UNSUBSCRIBE_MALFORMED',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { problem: 'URI not enclosed in angle brackets', text: 'https://example.com/u/123' },
      },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe', details: { schemes: 'none' } },
    ],
  },
  {
    // RFC 2047 §5: encoded-words may replace text, comments and phrases only, never a URI.
    name: 'a MIME-encoded List-Unsubscribe (an RFC 2047 encoded-word) is malformed',
    input: one({ ...good, 'List-Unsubscribe': '=?us-ascii?Q?=3Chttps=3A=2F=2Fexample=2Ecom=2Fu=2F1=3E?=' }),
    expect: [
      {
        code: 'LIST_UNSUBSCRIBE_MALFORMED',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { problem: 'an RFC 2047 encoded-word, which receivers do not decode into a URI' },
      },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe', details: { schemes: 'none' } },
    ],
  },
  {
    name: 'an unclosed angle bracket is malformed',
    input: one({ ...good, 'List-Unsubscribe': '<mailto:u@example.com>, <https://example.com/u/123' }),
    expect: [
      { code: 'LIST_UNSUBSCRIBE_MALFORMED', pointer: '/messages/0/headers/List-Unsubscribe', details: { problem: 'unclosed angle bracket' } },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe', details: { schemes: 'mailto' } },
    ],
  },
  {
    name: 'unparseable URIs: a character RFC 3986 forbids, an https URI without //',
    input: one({ ...good, 'List-Unsubscribe': '<https://example.com/a|b>, <https:/example.com/u>, <https://example.com/ok>' }),
    expect: [
      {
        code: 'LIST_UNSUBSCRIBE_MALFORMED',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { problem: 'an https URI needs "//" and a host', text: 'https:/example.com/u' },
      },
      {
        code: 'LIST_UNSUBSCRIBE_MALFORMED',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { problem: 'character "|" at position 22 is not allowed in a URI', text: 'https://example.com/a|b' },
      },
    ],
    absent: ['ONE_CLICK_HTTPS_URI_MISSING'],
    report: { messages: [{ httpsUri: 'https://example.com/ok', oneClick: true }] },
  },
  {
    name: 'a second URI after a blank instead of a comma is ignored by receivers',
    input: one({ ...good, 'List-Unsubscribe': '<mailto:u@example.com> <https://example.com/u/123>' }),
    expect: [
      { code: 'LIST_UNSUBSCRIBE_MALFORMED', pointer: '/messages/0/headers/List-Unsubscribe', details: { text: '<https://example.com/u/123>' } },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/0/headers/List-Unsubscribe' },
    ],
  },
  {
    name: 'RFC 2369 comments and whitespace inside the brackets are allowed',
    input: one({ ...good, 'List-Unsubscribe': '(Use this command to get off the list)\r\n     <https://example.com/\r\n u/123> (one click)' }),
    expect: [],
    absent: ['LIST_UNSUBSCRIBE_MALFORMED'],
    report: { messages: [{ httpsUri: 'https://example.com/u/123' }] },
  },
  {
    name: 'an unsubscribe URL with the address in clear (percent-encoded) is a notice',
    input: one({ ...good, 'List-Unsubscribe': '<mailto:unsub@example.com>, <https://example.com/u?list=news&email=jane.doe%40example.org>' }),
    expect: [
      {
        code: 'UNSUBSCRIBE_URL_EXPOSES_EMAIL',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { address: 'jane.doe@example.org', uri: 'https://example.com/u?list=news&email=jane.doe%40example.org' },
      },
    ],
    status: 'READY',
  },
  // List-Unsubscribe-Post.
  {
    name: 'no List-Unsubscribe-Post',
    input: one(without('List-Unsubscribe-Post')),
    expect: [{ code: 'LIST_UNSUBSCRIBE_POST_MISSING', pointer: '/messages/0/headers' }],
    absent: ['LIST_UNSUBSCRIBE_POST_INVALID'],
    report: { messages: [{ oneClick: false, httpsUri: 'https://example.com/unsubscribe/opaquepart' }] },
  },
  {
    name: 'List-Unsubscribe-Post must be exactly List-Unsubscribe=One-Click',
    input: {
      messages: [
        message({ ...good, 'List-Unsubscribe-Post': 'List-Unsubscribe=one-click' }, 'marketing', 'a'),
        message({ ...good, 'List-Unsubscribe-Post': 'One-Click' }, 'marketing', 'b'),
        message({ ...good, 'List-Unsubscribe-Post': '  List-Unsubscribe=One-Click\r\n' }, 'marketing', 'c'),
      ],
    },
    expect: [
      { code: 'LIST_UNSUBSCRIBE_POST_INVALID', pointer: '/messages/0/headers/List-Unsubscribe-Post', subject: 'a', details: { value: 'List-Unsubscribe=one-click' } },
      { code: 'LIST_UNSUBSCRIBE_POST_INVALID', pointer: '/messages/1/headers/List-Unsubscribe-Post', subject: 'b', details: { value: 'One-Click' } },
    ],
    report: { messages: [{ id: 'a', oneClick: false }, { id: 'b', oneClick: false }, { id: 'c', oneClick: true }] },
  },
  {
    name: 'two List-Unsubscribe-Post fields (keys differing in case) are flagged at each key',
    input: one({ ...good, 'list-unsubscribe-post': ONE_CLICK }),
    expect: [
      {
        code: 'UNSUBSCRIBE_HEADER_DUPLICATED',
        pointer: '/messages/0/headers/List-Unsubscribe-Post',
        details: { header: 'List-Unsubscribe-Post', count: 2, group: '/messages/0/headers:list-unsubscribe-post' },
      },
      {
        code: 'UNSUBSCRIBE_HEADER_DUPLICATED',
        pointer: '/messages/0/headers/list-unsubscribe-post',
        details: { header: 'List-Unsubscribe-Post', count: 2, group: '/messages/0/headers:list-unsubscribe-post' },
      },
    ],
    status: 'BLOCKED',
    report: { messages: [{ oneClick: false }] },
  },
  {
    // Keys in code-unit order: a blank (U+0020) sorts before "L", so the most-indented copy is first.
    name: 'a group of 22 copies names its first 20 keys in code-unit order and counts all 22',
    input: one({ ...good, ...Object.fromEntries(POST_COPIES.map((key) => [key, ONE_CLICK])) }),
    partial: true,
    expect: [
      {
        code: 'UNSUBSCRIBE_HEADER_DUPLICATED',
        pointer: '/messages/0/headers/List-Unsubscribe-Post',
        details: { header: 'List-Unsubscribe-Post', count: 22, keys: [...POST_COPIES].reverse().slice(0, 20) },
      },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'two List-Unsubscribe fields are flagged too',
    input: one({ ...good, 'LIST-UNSUBSCRIBE': '<https://example.com/other>' }),
    expect: [
      { code: 'UNSUBSCRIBE_HEADER_DUPLICATED', pointer: '/messages/0/headers/LIST-UNSUBSCRIBE', details: { header: 'List-Unsubscribe' } },
      { code: 'UNSUBSCRIBE_HEADER_DUPLICATED', pointer: '/messages/0/headers/List-Unsubscribe', details: { header: 'List-Unsubscribe' } },
    ],
  },
  // DKIM.
  {
    name: 'no DKIM-Signature',
    input: one(without('DKIM-Signature')),
    expect: [{ code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/0/headers' }],
    absent: ['DKIM_UNSUBSCRIBE_NOT_SIGNED'],
  },
  {
    name: 'a DKIM signature whose h= lacks List-Unsubscribe-Post',
    input: one({ ...good, 'DKIM-Signature': 'v=1; a=rsa-sha256; d=example.com; s=s1; h=From : To : List-Unsubscribe; bh=Zm9v; b=YmFy' }),
    expect: [
      {
        code: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
        pointer: '/messages/0/headers/DKIM-Signature',
        details: { missing: 'list-unsubscribe-post', reason: 'not listed in h=' },
      },
    ],
    report: { messages: [{ dkimCoversUnsubscribe: false, oneClick: false }] },
  },
  {
    name: 'a DKIM tag list with a repeated tag is invalid as a whole (RFC 6376 §3.2)',
    input: one({ ...good, 'DKIM-Signature': `${SIGNED}; h=from` }),
    expect: [
      {
        code: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
        pointer: '/messages/0/headers/DKIM-Signature',
        details: { missing: 'list-unsubscribe, list-unsubscribe-post', reason: 'tag h= appears twice' },
      },
    ],
  },
  {
    name: 'one of two signatures covering both fields is enough',
    input: one({ ...good, 'dkim-signature': 'v=1; a=rsa-sha256; d=esp.example.net; s=s2; h=from:to; bh=Zm9v; b=YmFy' }),
    expect: [],
    absent: ['DKIM_UNSUBSCRIBE_NOT_SIGNED', 'UNSUBSCRIBE_HEADER_DUPLICATED'],
    report: { messages: [{ dkimCoversUnsubscribe: true, oneClick: true }] },
  },
  // Message types.
  {
    name: 'a transactional message without unsubscribe headers gets nothing',
    input: one({ From: 'Orders <orders@example.com>' }, 'transactional'),
    expect: [],
    status: 'READY',
    absent: ALL,
    report: { messages: [{ messageClass: 'transactional', oneClick: false }] },
  },
  {
    name: 'a transactional message with a mailto-only List-Unsubscribe gets notices only',
    input: one({ 'List-Unsubscribe': '<mailto:unsubscribe@example.com>' }, ' Transactional '),
    expect: [
      { code: 'TRANSACTIONAL_UNSUBSCRIBE_NOTE', pointer: '/messages/0/headers', details: { rule: 'DKIM_SIGNATURE_MISSING' } },
      { code: 'TRANSACTIONAL_UNSUBSCRIBE_NOTE', pointer: '/messages/0/headers', details: { rule: 'LIST_UNSUBSCRIBE_POST_MISSING' } },
      {
        code: 'TRANSACTIONAL_UNSUBSCRIBE_NOTE',
        pointer: '/messages/0/headers/List-Unsubscribe',
        details: { rule: 'ONE_CLICK_HTTPS_URI_MISSING', schemes: 'mailto' },
      },
    ],
    status: 'READY',
    absent: ['ONE_CLICK_HTTPS_URI_MISSING', 'LIST_UNSUBSCRIBE_POST_MISSING', 'DKIM_SIGNATURE_MISSING'],
  },
  {
    name: 'an unrecognised message_type is checked as bulk mail, with a warning',
    input: {
      messages: [
        message({ From: 'x@example.com' }, 'announcement', 7),
        message(good, 42, 'm2'),
        message(good, 'NEWSLETTER', 'm3'),
      ],
    },
    expect: [
      { code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/0/headers', subject: '7' },
      { code: 'LIST_ID_MISSING', pointer: '/messages/0/headers', subject: '7' },
      { code: 'LIST_UNSUBSCRIBE_MISSING', pointer: '/messages/0/headers', subject: '7' },
      { code: 'LIST_UNSUBSCRIBE_POST_MISSING', pointer: '/messages/0/headers', subject: '7' },
      { code: 'MESSAGE_TYPE_UNRECOGNISED', pointer: '/messages/0/message_type', details: { messageType: '"announcement"' } },
      { code: 'MESSAGE_TYPE_UNRECOGNISED', pointer: '/messages/1/message_type', subject: 'm2', details: { messageType: '42' } },
    ],
    report: {
      messages: [
        { id: 7, messageClass: 'unrecognised', oneClick: false },
        { id: 'm2', messageClass: 'unrecognised', oneClick: true },
        { id: 'm3', messageClass: 'bulk', oneClick: true },
      ],
    },
  },
  {
    name: 'the sample: a compliant newsletter, an http-only promo, a digest signed and bounced by its ESP, a notification without body link, a receipt',
    input: sampleInput,
    expect: [
      { code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/1/headers' },
      { code: 'LIST_ID_MISSING', pointer: '/messages/1/headers' },
      { code: 'LIST_UNSUBSCRIBE_POST_MISSING', pointer: '/messages/1/headers' },
      { code: 'LIST_UNSUBSCRIBE_HTTP_URI', pointer: '/messages/1/headers/List-Unsubscribe' },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/1/headers/List-Unsubscribe' },
      { code: 'DKIM_UNSUBSCRIBE_NOT_SIGNED', pointer: '/messages/2/headers/DKIM-Signature' },
      {
        code: 'DMARC_ALIGNMENT_MISSING',
        pointer: '/messages/2/headers/From',
        details: { fromDomain: 'acme.example', dkimDomains: 'esp-mailer.example', returnPathDomain: 'esp-mailer.example' },
      },
      { code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: '/messages/2/headers/List-Unsubscribe' },
      { code: 'BODY_UNSUBSCRIBE_LINK_MISSING', pointer: '/messages/3/body_text', subject: 'price-drop-alert' },
      { code: 'MESSAGE_TYPE_AMBIGUOUS', pointer: '/messages/3/message_type', details: { messageType: '"notification"' } },
    ],
    status: 'BLOCKED',
    report: {
      messages: [
        { id: 'newsletter-2026-11', oneClick: true, listId: 'news.mail.acme.example', fromDomain: 'mail.acme.example', dkimAligned: true },
        { id: 'black-friday-promo', oneClick: false, listId: null },
        { id: 'weekly-digest', oneClick: false, mailtoUri: 'mailto:unsubscribe@esp-mailer.example', dkimAligned: false },
        { id: 'price-drop-alert', messageClass: 'ambiguous', oneClick: true },
        { id: 'order-4711-receipt', messageClass: 'transactional', oneClick: false },
      ],
    },
  },
]);

export const cases = [...headerCases, ...dkimValidityCases, ...messageTypeCases, ...alignmentCases, ...listIdCases, ...bodyUnsubscribeLinkCases, ...sharedFromCases];

// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

const SIGNED = 'v=1; a=rsa-sha256; d=example.com; s=s1; h=from:to:subject:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy';
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** The i-th spelling of a header name by letter case: bit k of i upper-cases its k-th letter (hyphens are skipped). */
function caseVariant(name: string, i: number): string {
  let letter = 0;
  return [...name].map((char) => (char === '-' ? char : (i >> letter++) & 1 ? char.toUpperCase() : char)).join('');
}

type Found = { code: string; pointer: string; details?: unknown };
const codesAt = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const detailsOf = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.details as Record<string, unknown>);
type Verdict = { oneClick: boolean; httpsUri: string | null; mailtoUri: string | null; dkimCoversUnsubscribe: boolean };
const verdicts = (report: unknown) => (report as { messages: Verdict[] }).messages;

export const shapes = defineShapes<Input>([
  {
    // One message carrying List-Unsubscribe under n keys that differ only in letter case: one
    // duplicate group of n members, each finding naming the others.
    name: 'one message with List-Unsubscribe under n case-spelled keys',
    max: 32_768,
    grow: (n) => ({
      messages: [
        {
          id: 'm',
          message_type: 'marketing',
          headers: {
            ...Object.fromEntries(Array.from({ length: n }, (_, i) => [caseVariant('list-unsubscribe', i), `<https://e.com/u/${i}>`])),
            'List-Unsubscribe-Post': ONE_CLICK,
            'DKIM-Signature': SIGNED,
          },
        },
      ],
    }),
    verify(result, n) {
      const expected = Array.from({ length: n }, (_, i) => `/messages/0/headers/${caseVariant('list-unsubscribe', i)}`);
      const pointers = codesAt(result.findings, 'UNSUBSCRIBE_HEADER_DUPLICATED');
      expect([...pointers].sort()).toEqual(n >= 2 ? [...expected].sort() : []);
      // The keys named are the first spellings in code-unit order (never the member order), at most 20 of them.
      const spellings = Array.from({ length: n }, (_, i) => caseVariant('list-unsubscribe', i));
      const sorted = [...spellings].sort();
      for (const details of detailsOf(result.findings, 'UNSUBSCRIBE_HEADER_DUPLICATED')) {
        expect(details.count).toBe(n);
        expect(details.group).toBe('/messages/0/headers:list-unsubscribe');
        expect(details.keys).toEqual(sorted.slice(0, 20));
      }
      // The first field is the lowest key in code-unit order.
      const first = spellings.indexOf(sorted[0] as string);
      expect(verdicts(result.report)[0]).toMatchObject({ oneClick: n === 1, httpsUri: `https://e.com/u/${first}` });
    },
  },
  {
    // One List-Unsubscribe of a single HTTPS URI folded n times (CRLF and a space after every
    // character of its path), with a nested comment in front: unfolding and the URI check read it.
    name: 'one List-Unsubscribe URI folded after each of its n path characters',
    max: 100_000,
    grow: (n) => ({
      messages: [
        {
          id: 'm',
          message_type: 'marketing',
          headers: {
            From: 'News <news@example.com>',
            'List-Id': '<news.example.com>',
            'List-Unsubscribe': `(${'('.repeat(64)}note${')'.repeat(64)}) <https://example.com/u/${'a\r\n '.repeat(n)}>, <mailto:u@example.com>`,
            'List-Unsubscribe-Post': ONE_CLICK,
            'DKIM-Signature': SIGNED,
          },
        },
      ],
    }),
    verify(result, n) {
      expect(result.findings).toEqual([]);
      expect(verdicts(result.report)).toEqual([
        {
          id: 'm',
          messageClass: 'bulk',
          oneClick: true,
          httpsUri: `https://example.com/u/${'a'.repeat(n)}`,
          mailtoUri: 'mailto:u@example.com',
          dkimCoversUnsubscribe: true,
          listId: 'news.example.com',
          fromDomain: 'example.com',
          dkimAligned: true,
        },
      ]);
    },
  },
  {
    // n DKIM-Signature fields (keys that differ in letter case), each with an h= of 40 names and
    // folding white space around every colon, none naming the unsubscribe headers: n findings.
    name: 'one message with n case-spelled DKIM-Signature fields, none signing the unsubscribe headers',
    max: 8192,
    grow: (n) => {
      const names = Array.from({ length: 40 }, (_, i) => `x${i}`).join(' :\r\n ');
      return {
        messages: [
          {
            id: 'm',
            message_type: 'marketing',
            headers: {
              'List-Unsubscribe': '<https://example.com/u/1>',
              'List-Unsubscribe-Post': ONE_CLICK,
              ...Object.fromEntries(Array.from({ length: n }, (_, i) => [caseVariant('dkim-signature', i), `v=1; a=rsa-sha256; d=example.com; s=s${i}; bh=Zm9v; h=from :\r\n ${names}; b=YmFy`])),
            },
          },
        ],
      };
    },
    verify(result, n) {
      const expected = Array.from({ length: n }, (_, i) => `/messages/0/headers/${caseVariant('dkim-signature', i)}`);
      expect([...codesAt(result.findings, 'DKIM_UNSUBSCRIBE_NOT_SIGNED')].sort()).toEqual([...expected].sort());
      for (const details of detailsOf(result.findings, 'DKIM_UNSUBSCRIBE_NOT_SIGNED')) {
        expect(details).toEqual({ missing: 'list-unsubscribe, list-unsubscribe-post', reason: 'not listed in h=' });
      }
      expect(verdicts(result.report)[0]?.dkimCoversUnsubscribe).toBe(false);
    },
  },
  {
    // n transactional messages that carry faulty unsubscribe headers: every bulk issue becomes a
    // note whose text is rendered from the bulk code's message.
    name: 'n transactional messages each with four faulty unsubscribe headers',
    max: 1000,
    grow: (n) => ({
      messages: Array.from({ length: n }, (_, i) => ({
        id: { message: i, tags: ['receipt', `order-${i}`] },
        message_type: 'Transactional',
        headers: {
          'List-Unsubscribe': `<http://example.com/u?email=user${i}@example.org>, <mailto:u${i}@example.com>, junk ${i}`,
          'List-Unsubscribe-Post': 'one-click',
          'DKIM-Signature': 'v=1; d=example.com; h=from:to; b=YmFy',
        },
      })),
    }),
    verify(result, n) {
      const notes = result.findings.filter((f) => f.code === 'TRANSACTIONAL_UNSUBSCRIBE_NOTE');
      // Per message: malformed (trailing junk), no HTTPS URI, an http URI, an exposed address, an invalid Post, an unsigned DKIM field.
      expect(notes).toHaveLength(6 * n);
      expect(result.findings).toHaveLength(6 * n);
      const rules = (i: number) => notes.filter((f) => f.pointer.startsWith(`/messages/${i}/`)).map((f) => (f.details as { rule: string }).rule).sort();
      for (const i of [0, n - 1]) {
        expect(rules(i)).toEqual(
          ['DKIM_UNSUBSCRIBE_NOT_SIGNED', 'LIST_UNSUBSCRIBE_HTTP_URI', 'LIST_UNSUBSCRIBE_MALFORMED', 'LIST_UNSUBSCRIBE_POST_INVALID', 'ONE_CLICK_HTTPS_URI_MISSING', 'UNSUBSCRIBE_URL_EXPOSES_EMAIL'],
        );
      }
      expect(verdicts(result.report).every((verdict) => !verdict.oneClick)).toBe(true);
    },
  },
  {
    // n DKIM-Signature fields (case-spelled keys), each with its own d= in another organization,
    // and a Return-Path that aligns: each signature is checked against the From domain once.
    name: 'one message with n unaligned DKIM signatures and an aligned Return-Path',
    max: 8192,
    grow: (n) => ({
      messages: [
        {
          id: 'm',
          message_type: 'marketing',
          headers: {
            From: 'News <news@mail.brand.co.uk>',
            'Return-Path': '<bounce@bounces.brand.co.uk>',
            'List-Id': '<news.brand.co.uk>',
            'List-Unsubscribe': '<https://brand.co.uk/u/1>',
            'List-Unsubscribe-Post': ONE_CLICK,
            ...Object.fromEntries(
              Array.from({ length: n }, (_, i) => [caseVariant('dkim-signature', i), `v=1; a=rsa-sha256; d=esp${i}.co.uk; s=s1; bh=Zm9v; h=from:list-unsubscribe:list-unsubscribe-post; b=YmFy`]),
            ),
          },
        },
      ],
    }),
    verify(result, n) {
      const expected = Array.from({ length: n }, (_, i) => `/messages/0/headers/${caseVariant('dkim-signature', i)}`);
      expect([...codesAt(result.findings, 'DKIM_NOT_ALIGNED')].sort()).toEqual([...expected].sort());
      expect(result.findings.filter((f) => f.code !== 'DKIM_NOT_ALIGNED' && f.code !== 'UNSUBSCRIBE_HEADER_DUPLICATED')).toEqual([]);
      expect(verdicts(result.report)[0]).toMatchObject({ fromDomain: 'mail.brand.co.uk', dkimAligned: false });
    },
  },
  {
    // A From of n addresses in one domain, each behind a nested comment and a quoted display name
    // holding "<", "@" and ",", and a body_text of n sentences without unsubscribe wording.
    name: 'a From of n commented, quoted mailboxes and a body_text of n sentences',
    max: 2500,
    grow: (n) => ({
      messages: [
        {
          id: 'm',
          message_type: 'marketing',
          headers: {
            From: Array.from({ length: n }, (_, i) => `"Team, <${i}> @" (note (${i})) <t${i}@Example.COM.>`).join(', '),
            'List-Id': '<news.example.com>',
            'List-Unsubscribe': '<https://example.com/u/1>',
            'List-Unsubscribe-Post': ONE_CLICK,
            'DKIM-Signature': SIGNED,
          },
          body_text: 'New arrivals this week, unsubscrib e-free. '.repeat(n),
        },
      ],
    }),
    verify(result) {
      expect(result.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual(['BODY_UNSUBSCRIBE_LINK_MISSING@/messages/0/body_text']);
      expect(verdicts(result.report)[0]).toMatchObject({ fromDomain: 'example.com', dkimAligned: true, oneClick: true });
    },
  },
  {
    // n messages from one address, alternately a newsletter and a receipt: one shared-address
    // group of n members, each finding counting both kinds.
    name: 'n messages from one From address, alternately subscription and transactional',
    max: 1000,
    grow: (n) => ({
      messages: Array.from({ length: n }, (_, i) => ({
        id: `m${i}`,
        message_type: i % 2 === 0 ? 'newsletter' : 'receipt',
        headers: {
          From: `Shop${i} <Shop@Example.com>`,
          'List-Id': '<news.example.com>',
          'List-Unsubscribe': '<https://example.com/u/1>',
          'List-Unsubscribe-Post': ONE_CLICK,
          'DKIM-Signature': SIGNED,
        },
      })),
    }),
    verify(result, n) {
      const shared = result.findings.filter((f) => f.code === 'FROM_SHARED_WITH_TRANSACTIONAL');
      expect(shared).toHaveLength(n >= 2 ? n : 0);
      for (const details of detailsOf(result.findings, 'FROM_SHARED_WITH_TRANSACTIONAL')) {
        expect(details).toEqual({ address: 'shop@example.com', subscriptionMessages: Math.ceil(n / 2), transactionalMessages: Math.floor(n / 2), group: 'from:shop@example.com' });
      }
      expect(result.findings.filter((f) => f.code !== 'FROM_SHARED_WITH_TRANSACTIONAL')).toEqual([]);
    },
  },
  {
    // A List-Unsubscribe of n URIs and a body_text of n "http"-prefixed tokens, each a near miss
    // of a listed URI with a run of trailing punctuation: every token is read once.
    name: 'a body_text of n near-miss URLs against a List-Unsubscribe of n URIs',
    max: 2000,
    grow: (n) => ({
      messages: [
        {
          id: 'm',
          message_type: 'marketing',
          headers: {
            From: 'News <news@example.com>',
            'List-Id': '<news.example.com>',
            'List-Unsubscribe': Array.from({ length: n }, (_, i) => `<https://example.com/u/${i}>`).join(', '),
            'List-Unsubscribe-Post': ONE_CLICK,
            'DKIM-Signature': SIGNED,
          },
          body_text: Array.from({ length: n }, (_, i) => `https://example.com/u/${i}x${'.'.repeat(20)}httphttp`).join(' '),
        },
      ],
    }),
    verify(result) {
      expect(result.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual(['BODY_UNSUBSCRIBE_LINK_MISSING@/messages/0/body_text']);
    },
  },
]);

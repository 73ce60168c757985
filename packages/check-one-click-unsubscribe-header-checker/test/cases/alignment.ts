// DMARC identifier alignment of the From domain with the DKIM d= or the Return-Path domain.
// Gmail, support.google.com/a/answer/81126 (requirements for sending more than 5,000 messages a
// day): "For direct mail, the domain in the sender's From: header must be aligned with either the
// SPF domain or the DKIM domain. This is required to pass DMARC alignment." Modes: RFC 7489
// §3.1.1 (DKIM) and §3.1.2 (SPF), relaxed by default (§6.3), kept by RFC 9989 §3.2.10.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { input, msg, signed, withHeaders } from './helpers.js';

export const alignmentCases = defineCases<Input>([
  {
    // developers.google.com/gmail/ampemail/security-requirements, "DKIM alignment" (relaxed, RFC 7489
    // §3.1.1): with d=foo.example.com, bar@foo.example.com, foo@example.com and foo@bar.example.com
    // are aligned; user@gmail.com is not.
    name: 'relaxed DKIM alignment: Google\'s AMP-for-Email examples for d=foo.example.com',
    input: input(
      msg('a', withHeaders({ From: 'bar@foo.example.com', 'DKIM-Signature': signed('foo.example.com') })),
      msg('b', withHeaders({ From: 'foo@example.com', 'DKIM-Signature': signed('foo.example.com') })),
      msg('c', withHeaders({ From: 'foo@bar.example.com', 'DKIM-Signature': signed('foo.example.com') })),
      msg('d', withHeaders({ From: 'user@gmail.com', 'DKIM-Signature': signed('foo.example.com') })),
    ),
    expect: [
      {
        code: 'DKIM_NOT_ALIGNED',
        pointer: '/messages/3/headers/DKIM-Signature',
        subject: 'd',
        details: { domain: 'foo.example.com', fromDomain: 'gmail.com', mode: 'relaxed', spf: 'no Return-Path to show it' },
      },
    ],
    status: 'REVIEW',
    report: {
      messages: [
        { id: 'a', dkimAligned: true },
        { id: 'b', dkimAligned: true },
        { id: 'c', dkimAligned: true },
        { id: 'd', fromDomain: 'gmail.com', dkimAligned: false },
      ],
    },
  },
  {
    name: 'the organizational domain comes from the Public Suffix List: two registrations under co.uk do not align, one under it does',
    input: input(
      msg('same-org', withHeaders({ From: 'news@mail.brand.co.uk', 'DKIM-Signature': signed('brand.co.uk') })),
      msg('other-org', withHeaders({ From: 'news@brand.co.uk', 'DKIM-Signature': signed('esp.co.uk') })),
      msg('private-suffix', withHeaders({ From: 'news@brand.github.io', 'DKIM-Signature': signed('other.github.io') })),
    ),
    expect: [
      { code: 'DKIM_NOT_ALIGNED', pointer: '/messages/1/headers/DKIM-Signature', details: { domain: 'esp.co.uk', fromDomain: 'brand.co.uk' } },
      { code: 'DKIM_NOT_ALIGNED', pointer: '/messages/2/headers/DKIM-Signature', details: { domain: 'other.github.io', fromDomain: 'brand.github.io' } },
    ],
    absent: ['DMARC_ALIGNMENT_MISSING'],
  },
  {
    name: 'strict DKIM alignment (dmarc_adkim "s"): a parent domain no longer aligns (RFC 7489 §3.1.1)',
    input: input(
      msg('strict', withHeaders({ From: 'news@mail.example.com', 'DKIM-Signature': signed('example.com') }), { dmarc_adkim: 's' }),
      msg('strict-exact', withHeaders({ From: 'news@Mail.Example.com', 'DKIM-Signature': signed('mail.example.com.') }), { dmarc_adkim: 'Strict' }),
      msg('relaxed', withHeaders({ From: 'news@mail.example.com', 'DKIM-Signature': signed('example.com') }), { dmarc_adkim: 'r' }),
    ),
    expect: [{ code: 'DKIM_NOT_ALIGNED', pointer: '/messages/0/headers/DKIM-Signature', details: { mode: 'strict', domain: 'example.com' } }],
    absent: ['ALIGNMENT_MODE_UNRECOGNISED'],
    report: { messages: [{ dkimAligned: false }, { dkimAligned: true }, { dkimAligned: true }] },
  },
  {
    name: 'an ESP signature plus an aligned Return-Path: DMARC passes through SPF, a warning that DKIM is not the author\'s',
    input: input(msg('m', withHeaders({ From: 'news@brand.example', 'Return-Path': '<bounce-77@bounces.brand.example>', 'DKIM-Signature': signed('esp.example') }))),
    expect: [
      {
        code: 'DKIM_NOT_ALIGNED',
        pointer: '/messages/0/headers/DKIM-Signature',
        details: { domain: 'esp.example', fromDomain: 'brand.example', spf: 'Return-Path bounces.brand.example aligns' },
      },
    ],
    absent: ['DMARC_ALIGNMENT_MISSING'],
    status: 'REVIEW',
  },
  {
    name: 'neither DKIM nor Return-Path aligns: DMARC fails, an error at From (Gmail: "must be aligned with either the SPF domain or the DKIM domain")',
    input: input(
      msg('esp', withHeaders({ From: 'News <news@brand.example>', 'Return-Path': '<bounce@esp.example>', 'DKIM-Signature': signed('esp.example') })),
      msg('null-path', withHeaders({ From: 'news@brand.example', 'Return-Path': '<>', 'DKIM-Signature': signed('esp.example') })),
      msg('unsigned', withHeaders({ From: 'news@brand.example', 'Return-Path': '<bounce@esp.example>', 'DKIM-Signature': undefined })),
    ),
    expect: [
      {
        code: 'DMARC_ALIGNMENT_MISSING',
        pointer: '/messages/0/headers/From',
        subject: 'esp',
        details: { fromDomain: 'brand.example', dkimDomains: 'esp.example', returnPathDomain: 'esp.example', adkim: 'relaxed', aspf: 'relaxed' },
      },
      { code: 'DMARC_ALIGNMENT_MISSING', pointer: '/messages/1/headers/From', details: { returnPathDomain: 'none' } },
      { code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/2/headers' },
      { code: 'DMARC_ALIGNMENT_MISSING', pointer: '/messages/2/headers/From', details: { dkimDomains: 'none' } },
    ],
    absent: ['DKIM_NOT_ALIGNED'],
    status: 'BLOCKED',
  },
  {
    name: 'strict SPF alignment (dmarc_aspf "s"): a bounce subdomain does not align',
    input: input(
      msg('m', withHeaders({ From: 'news@brand.example', 'Return-Path': '<b@bounces.brand.example>', 'DKIM-Signature': signed('esp.example') }), { dmarc_aspf: 'S' }),
    ),
    expect: [{ code: 'DMARC_ALIGNMENT_MISSING', pointer: '/messages/0/headers/From', details: { aspf: 'strict' } }],
  },
  {
    name: 'an unsigned message without Return-Path: DKIM_SIGNATURE_MISSING says it all',
    input: input(msg('m', withHeaders({ 'DKIM-Signature': undefined }))),
    expect: [{ code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/0/headers' }],
    absent: ['DKIM_NOT_ALIGNED', 'DMARC_ALIGNMENT_MISSING'],
  },
  {
    name: 'an alignment mode that is neither r nor s is flagged at its key and read as relaxed',
    input: input(msg('m', withHeaders({ From: 'news@mail.example.com' }), { dmarc_adkim: 'x', dmarc_aspf: 1 })),
    expect: [
      { code: 'ALIGNMENT_MODE_UNRECOGNISED', pointer: '/messages/0/dmarc_adkim', details: { key: 'dmarc_adkim', value: '"x"' } },
      { code: 'ALIGNMENT_MODE_UNRECOGNISED', pointer: '/messages/0/dmarc_aspf', details: { key: 'dmarc_aspf', value: '1' } },
    ],
    absent: ['DKIM_NOT_ALIGNED'],
    report: { messages: [{ dkimAligned: true }] },
  },
  {
    name: 'From display names may hold "<", "@", "," and comments; the address is what counts (RFC 5322 §3.4)',
    input: input(
      msg('quoted', withHeaders({ From: '"Deals, <best> @ Acme" (promo) <news@example.com>' })),
      msg('bare', withHeaders({ From: ' news@EXAMPLE.com (News)' })),
      msg('group', withHeaders({ From: 'Newsroom: news@example.com, desk@example.com;' })),
    ),
    expect: [],
    absent: ['FROM_ADDRESS_UNREADABLE', 'DKIM_NOT_ALIGNED'],
    report: { messages: [{ fromDomain: 'example.com' }, { fromDomain: 'example.com' }, { fromDomain: 'example.com' }] },
  },
  {
    name: 'an unreadable author domain is a warning and alignment is not checked',
    input: input(
      msg('none', withHeaders({ From: undefined })),
      msg('two-domains', withHeaders({ From: 'a@one.example, b@two.example' })),
      msg('two-fields', withHeaders({ from: 'news@example.com' })),
      msg('literal', withHeaders({ From: 'news@[192.0.2.1]' })),
      msg('unclosed', withHeaders({ From: 'News <news@example.com' })),
    ),
    expect: [
      { code: 'FROM_ADDRESS_UNREADABLE', pointer: '/messages/0/headers', details: { problem: 'no From field' } },
      { code: 'FROM_ADDRESS_UNREADABLE', pointer: '/messages/1/headers/From', details: { problem: 'From names 2 addresses in different domains' } },
      { code: 'FROM_ADDRESS_UNREADABLE', pointer: '/messages/2/headers', details: { problem: '2 From fields' } },
      { code: 'FROM_ADDRESS_UNREADABLE', pointer: '/messages/3/headers/From', details: { problem: '"news@[192.0.2.1]" has no domain name' } },
      { code: 'FROM_ADDRESS_UNREADABLE', pointer: '/messages/4/headers/From', details: { problem: 'an unclosed angle bracket' } },
    ],
    absent: ['DKIM_NOT_ALIGNED', 'DMARC_ALIGNMENT_MISSING'],
    status: 'REVIEW',
    report: { messages: [{ fromDomain: null }, { fromDomain: null }, { fromDomain: null }, { fromDomain: null }, { fromDomain: null }] },
  },
  {
    name: 'transactional mail is not checked for alignment',
    input: input(msg('r', { From: 'orders@brand.example', 'Return-Path': '<b@esp.example>', 'DKIM-Signature': signed('esp.example') }, { message_type: 'receipt' })),
    expect: [],
    status: 'READY',
  },
]);

// Gmail, Email subscription guidelines (support.google.com/a/answer/15263077): "Identify each
// subscription list by including a human-readable identifier in each message List-id: header, or
// use a unique From: address". RFC 2919 §3: List-Id: [phrase] <list-label.list-id-namespace>.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { input, msg, withHeaders } from './helpers.js';

export const listIdCases = defineCases<Input>([
  {
    // RFC 2919 §3 examples, as printed.
    name: 'RFC 2919 §3 examples: a phrase, a quoted phrase, none, and the unqualified "localhost" namespace',
    input: input(
      msg('a', withHeaders({ 'List-Id': 'List Header Mailing List <list-header.nisto.com>' })),
      msg('b', withHeaders({ 'List-Id': '<commonspace-users.list-id.within.com>' })),
      msg('c', withHeaders({ 'List-Id': '"Lena\'s Personal Joke List"\r\n         <lenas-jokes.da39efc25c530ad145d41b86f7420c3b.021999.localhost>' })),
      msg('d', withHeaders({ 'List-Id': '"An internal CMU List" <0Jks9449.list-id.cmu.edu>' })),
    ),
    expect: [],
    absent: ['LIST_ID_MALFORMED', 'LIST_ID_MISSING'],
    report: {
      messages: [
        { listId: 'list-header.nisto.com' },
        { listId: 'commonspace-users.list-id.within.com' },
        { listId: 'lenas-jokes.da39efc25c530ad145d41b86f7420c3b.021999.localhost' },
        { listId: '0Jks9449.list-id.cmu.edu' },
      ],
    },
  },
  {
    name: 'bulk mail without List-Id is a warning; transactional mail is exempt',
    input: input(msg('bulk', withHeaders({ 'List-Id': undefined })), msg('receipt', { From: 'orders@example.com' }, { message_type: 'transactional' })),
    expect: [{ code: 'LIST_ID_MISSING', pointer: '/messages/0/headers', subject: 'bulk' }],
    absent: ['LIST_ID_MALFORMED'],
    status: 'REVIEW',
    report: { messages: [{ listId: null }, { listId: null }] },
  },
  {
    name: 'malformed List-Id values: no brackets, no dot, a space-free but forbidden character, an unclosed bracket, over 255 octets',
    input: input(
      msg('a', withHeaders({ 'List-Id': 'newsletter.example.com' })),
      msg('b', withHeaders({ 'List-Id': 'News <newsletter>' })),
      msg('c', withHeaders({ 'List-Id': '<news@example.com>' })),
      msg('d', withHeaders({ 'List-Id': 'News <news.example.com' })),
      msg('e', withHeaders({ 'List-Id': `<${'a'.repeat(250)}.example.com>` })),
      msg('f', withHeaders({ 'List-Id': '<news..example.com>' })),
    ),
    expect: [
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/0/headers/List-Id', details: { problem: 'no identifier in angle brackets', value: 'newsletter.example.com' } },
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/1/headers/List-Id', details: { problem: 'the identifier has no dot between list-label and namespace' } },
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/2/headers/List-Id', details: { problem: 'character "@" is not allowed in a list identifier' } },
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/3/headers/List-Id', details: { problem: 'an unclosed angle bracket' } },
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/4/headers/List-Id', details: { problem: 'the identifier is longer than 255 octets (RFC 2919 §3)' } },
      { code: 'LIST_ID_MALFORMED', pointer: '/messages/5/headers/List-Id', details: { problem: 'the identifier has an empty label' } },
    ],
    absent: ['LIST_ID_MISSING'],
    status: 'REVIEW',
  },
  {
    name: 'a "<" inside a quoted phrase or a comment is not the identifier',
    input: input(msg('m', withHeaders({ 'List-Id': '"News <weekly>" (see <this>) <news.example.com>' }))),
    expect: [],
    report: { messages: [{ listId: 'news.example.com' }] },
  },
  {
    name: 'with two List-Id keys the report names the lowest key\'s identifier, whatever the member order',
    input: input(msg('m', { ...withHeaders({ 'List-Id': undefined }), 'list-id': '<b.example.com>', 'List-Id': '<a.example.com>' })),
    expect: [],
    report: { messages: [{ listId: 'a.example.com' }] },
  },
]);

// A DKIM-Signature a verifier must ignore does not sign the unsubscribe headers (RFC 8058 §4
// needs a *valid* signature): RFC 6376 §3.5 (required tags v a b bh d h s), §6.1.1 ("Verifiers
// MUST return PERMFAIL" for an incompatible version, a From field not in h=, an i= domain that
// is not d= or its subdomain), RFC 8301 §3.1 ("rsa-sha1 MUST NOT be used for signing or
// verifying"), RFC 8463 (ed25519-sha256 is an algorithm).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { input, msg, withHeaders } from './helpers.js';

const H = 'h=from:to:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy';
const sig = (tags: string) => withHeaders({ 'DKIM-Signature': `${tags}; ${H}` });
const notSigned = (pointer: string, reason: string) => ({
  code: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
  pointer,
  details: { missing: 'list-unsubscribe, list-unsubscribe-post', reason },
});

export const dkimValidityCases = defineCases<Input>([
  {
    name: 'signatures a verifier must ignore do not sign the unsubscribe headers',
    input: input(
      msg('sha1', sig('v=1; a=rsa-sha1; d=example.com; s=s1')),
      msg('no-selector', sig('v=1; a=rsa-sha256; d=example.com')),
      msg('v2', sig('v=2; a=rsa-sha256; d=example.com; s=s1')),
      msg('no-from', withHeaders({ 'DKIM-Signature': 'v=1; a=rsa-sha256; d=example.com; s=s1; h=to:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy' })),
      msg('identity', sig('v=1; a=rsa-sha256; d=example.com; s=s1; i=news@example.net')),
      msg('canon', sig('v=1; a=rsa-sha256; c=relaxed/fancy; d=example.com; s=s1')),
      msg('algorithm', sig('v=1; a=rsa-md5; d=example.com; s=s1')),
    ),
    expect: [
      notSigned('/messages/0/headers/DKIM-Signature', 'a=rsa-sha1 must not be used for signing or verifying (RFC 8301 §3.1)'),
      notSigned('/messages/1/headers/DKIM-Signature', 'required tag s= missing (RFC 6376 §3.5)'),
      notSigned('/messages/2/headers/DKIM-Signature', 'v=2 is an incompatible version (RFC 6376 §6.1.1)'),
      notSigned('/messages/3/headers/DKIM-Signature', 'h= does not sign From (RFC 6376 §6.1.1)'),
      notSigned('/messages/4/headers/DKIM-Signature', 'the i= domain is neither d= nor a subdomain of it (RFC 6376 §6.1.1)'),
      notSigned('/messages/5/headers/DKIM-Signature', 'unknown canonicalization c=relaxed/fancy'),
      notSigned('/messages/6/headers/DKIM-Signature', 'unknown algorithm a=rsa-md5'),
    ],
    absent: ['DKIM_NOT_ALIGNED', 'DKIM_SIGNATURE_MISSING'],
    status: 'BLOCKED',
    report: { messages: Array.from({ length: 7 }, () => ({ oneClick: false, dkimCoversUnsubscribe: false, dkimAligned: false })) },
  },
  {
    name: 'ed25519-sha256 (RFC 8463), c=simple, an i= in a subdomain of d= and upper-case A-labels are valid',
    input: input(
      msg('ed', sig('v=1; a=ed25519-sha256; d=example.com; s=s1')),
      msg('c', sig('v=1; a=RSA-SHA256; c=simple; d=example.com; s=s1; i=joe@news.example.com')),
    ),
    expect: [],
    absent: ['DKIM_UNSUBSCRIBE_NOT_SIGNED'],
    report: { messages: [{ oneClick: true, dkimAligned: true }, { oneClick: true, dkimAligned: true }] },
  },
  {
    name: 'an ignored rsa-sha1 signature by the author does not align; the valid ESP one is what counts',
    input: input(
      msg('m', {
        ...withHeaders({ 'DKIM-Signature': `v=1; a=rsa-sha1; d=example.com; s=s1; ${H}` }),
        'dkim-signature': `v=1; a=rsa-sha256; d=esp.example; s=s1; ${H}`,
      }),
    ),
    expect: [{ code: 'DKIM_NOT_ALIGNED', pointer: '/messages/0/headers/dkim-signature', details: { domain: 'esp.example', fromDomain: 'example.com' } }],
    absent: ['DKIM_UNSUBSCRIBE_NOT_SIGNED'],
    report: { messages: [{ oneClick: true, dkimAligned: false }] },
  },
]);

// Running peers as oracles: the same inputs go to both, and the verdicts of the rules both
// implement must agree with zero disagreements.
//  - mailparser (Nodemailer's parser; addressparser underneath): the From address, the
//    List-Unsubscribe https/mailto URIs, the List-Id identifier, read from a raw RFC 5322 message
//    built from the same headers.
//  - mailauth (postalsys): DMARC identifier alignment, strict and relaxed (getAlignment, which
//    cites RFC 9989 §3.2.10), and which fields a DKIM-Signature's h= covers (parseDkimHeaders).
//  - psl: the organizational domain by an independent Public Suffix List implementation.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { simpleParser } from 'mailparser';
import { parseTagList, signatureProblem } from '../src/lib/dkim.js';
import { aligned, organizationalDomain } from '../src/lib/domains.js';
import { run, type Input, type MessageVerdict } from '../src/index.js';

const require = createRequire(import.meta.url);
const { dkimVerify } = require('mailauth/lib/dkim/verify') as {
  dkimVerify(message: Buffer, options: { resolver: () => Promise<never>; strict: boolean }): Promise<{ results: { status: { result: string; comment?: string } }[] }>;
};
const psl = require('psl') as { get(domain: string): string | null };
const mailauthTools = require('mailauth/lib/tools') as {
  getAlignment(from: string, domains: string[], strict: boolean): false | { domain: string };
  parseDkimHeaders(line: string): { parsed: Record<string, { value: unknown } | undefined>; syntaxErrors?: unknown[] };
};

const FROMS = [
  'News <news@example.com>',
  '"Deals, <best> @ Acme" <deals@Mail.Example.COM>',
  'news@brand.co.uk',
  '(comment) Team <team@sub.brand.co.uk> (trailing)',
  '=?UTF-8?B?w4RuZGVydW5n?= <info@xn--bcher-kva.example>',
  'alerts@foo.github.io',
  '"quoted local"@example.org',
  'Newsroom <desk@news.example.net>',
];
const UNSUBSCRIBES = [
  '<https://example.com/u/opaque>',
  '<mailto:unsub@example.com>, <https://example.com/u?t=1>',
  '<https://example.com/u/1>, <mailto:unsub@example.com>',
  '(Use this to get off the list) <mailto:list-request@example.com>',
  '<mailto:leave@example.net>',
  '<https://lists.example.org/u/abc-123>',
];
const LIST_IDS = [
  'Example News <news.example.com>',
  '<commonspace-users.list-id.within.com>',
  'List Header Mailing List <list-header.nisto.com>',
  '"An internal CMU List" <0Jks9449.list-id.cmu.edu>',
  'Weekly <weekly.brand.co.uk>',
];
const D = ['example.com', 'mail.example.com', 'brand.co.uk', 'esp.co.uk', 'foo.github.io', 'other.github.io', 'example.org', 'news.example.net'];
const H = [
  'from:to:subject:list-unsubscribe:list-unsubscribe-post',
  'from : to : List-Unsubscribe : List-Unsubscribe-Post',
  'from:to:subject:date',
  'from:list-unsubscribe',
];

/** Message i of the corpus: each header list walked with its own stride. */
function corpusMessage(i: number): Input['messages'][number] {
  return {
    id: `m${i}`,
    message_type: 'marketing',
    headers: {
      From: FROMS[i % FROMS.length] as string,
      'List-Unsubscribe': UNSUBSCRIBES[(i * 5) % UNSUBSCRIBES.length] as string,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': LIST_IDS[(i * 3) % LIST_IDS.length] as string,
      'DKIM-Signature': `v=1; a=rsa-sha256; d=${D[(i * 7) % D.length] as string}; s=s1; h=${H[(i * 11) % H.length] as string}; bh=Zm9v; b=YmFy`,
    },
  };
}

const N = 240;
const corpus = Array.from({ length: N }, (_, i) => corpusMessage(i));
const raw = (headers: Record<string, string>) => `${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\nSubject: t\r\n\r\nbody\r\n`;
const verdicts = (run({ messages: corpus }).report as { messages: MessageVerdict[] }).messages;

describe('mailparser as the oracle', () => {
  let compared = { from: 0, https: 0, mailto: 0, listId: 0 };
  const disagreements: string[] = [];
  beforeAll(async () => {
    compared = { from: 0, https: 0, mailto: 0, listId: 0 };
    for (const [i, message] of corpus.entries()) {
      const ours = verdicts[i] as MessageVerdict;
      const parsed = await simpleParser(raw(message.headers));
      const from = parsed.from?.value ?? [];
      if (from.length === 1 && from[0]?.address?.includes('@')) {
        compared.from++;
        // mailparser decodes A-labels to U-labels; DMARC compares A-labels, so theirs is converted back.
        const theirs = domainToASCII(from[0].address.split('@').pop() as string);
        if (ours.fromDomain !== theirs) disagreements.push(`${message.id} From: ours ${ours.fromDomain}, mailparser ${theirs}`);
      }
      const list = parsed.headers.get('list') as { unsubscribe?: { url?: string; mail?: string }; id?: { id?: string } } | undefined;
      const url = list?.unsubscribe?.url ?? null;
      if (ours.httpsUri !== null || url !== null) {
        compared.https++;
        if (ours.httpsUri !== url) disagreements.push(`${message.id} https: ours ${ours.httpsUri}, mailparser ${url}`);
      }
      const mail = list?.unsubscribe?.mail ?? null;
      if (ours.mailtoUri !== null || mail !== null) {
        compared.mailto++;
        if (ours.mailtoUri !== (mail === null ? null : `mailto:${mail}`)) disagreements.push(`${message.id} mailto: ours ${ours.mailtoUri}, mailparser ${mail}`);
      }
      // mailparser (addressparser) files a List-Id without a phrase, `<list.example.com>`, under
      // `name` instead of `id`, against RFC 2919 §3's second example; those are compared in the
      // list-id cases instead, and the fields with a phrase here.
      if (/^\s*</.test(message.headers['List-Id'] as string)) continue;
      const id = list?.id?.id ?? null;
      compared.listId++;
      if (ours.listId !== id) disagreements.push(`${message.id} List-Id: ours ${ours.listId}, mailparser ${id}`);
    }
  });

  test(`${N} messages: From domain, List-Unsubscribe URIs and List-Id agree`, () => {
    expect(disagreements).toEqual([]);
    expect(compared.from).toBe(N);
    expect(compared.https).toBeGreaterThan(N / 2);
    expect(compared.mailto).toBeGreaterThan(N / 3);
    expect(compared.listId).toBe((N * 4) / 5);
  });
});

describe('mailauth as the oracle', () => {
  const DOMAINS = [...D, 'news.mail.example.com', 'example.co.uk', 'a.example.co.uk', 'github.io', 'co.uk', 'Example.COM', 'example.com.', 'acme.example', 'mail.acme.example'];

  test(`alignment of ${DOMAINS.length}² domain pairs, strict and relaxed, agrees with getAlignment`, () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const from of DOMAINS) {
      for (const d of DOMAINS) {
        for (const strict of [false, true]) {
          compared++;
          const theirs = mailauthTools.getAlignment(from, [d], strict) !== false;
          const norm = (domain: string) => domain.toLowerCase().replace(/\.$/, '');
          const ours = aligned(norm(from), norm(d), strict ? 'strict' : 'relaxed');
          if (ours !== theirs) disagreements.push(`${from} ~ ${d} (${strict ? 'strict' : 'relaxed'}): ours ${ours}, mailauth ${theirs}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBe(DOMAINS.length * DOMAINS.length * 2);
  });

  test(`${N} messages: the run's dkimAligned and dkimCoversUnsubscribe agree with mailauth`, () => {
    const disagreements: string[] = [];
    for (const [i, message] of corpus.entries()) {
      const ours = verdicts[i] as MessageVerdict;
      const signature = mailauthTools.parseDkimHeaders(`DKIM-Signature: ${message.headers['DKIM-Signature'] as string}`);
      expect(signature.syntaxErrors ?? []).toEqual([]);
      const d = String(signature.parsed['d']?.value);
      const h = String(signature.parsed['h']?.value).toLowerCase().split(':').map((name) => name.trim());
      const covers = h.includes('list-unsubscribe') && h.includes('list-unsubscribe-post');
      if (ours.dkimCoversUnsubscribe !== covers) disagreements.push(`${message.id} h=: ours ${ours.dkimCoversUnsubscribe}, mailauth ${covers}`);
      const aligns = ours.fromDomain !== null && mailauthTools.getAlignment(ours.fromDomain, [d], false) !== false;
      if (ours.dkimAligned !== aligns) disagreements.push(`${message.id} alignment of ${ours.fromDomain} with d=${d}: ours ${ours.dkimAligned}, mailauth ${aligns}`);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('psl as the oracle', () => {
  const NAMES = [
    'example.com', 'mail.example.com', 'a.b.c.example.com', 'example.co.uk', 'mail.example.co.uk', 'brand.com.au', 'x.brand.com.au',
    'foo.github.io', 'a.foo.github.io', 'shop.myshopify.com', 'example.org', 'news.example.net', 'acme.example', 'mail.acme.example',
    'example.co.jp', 'www.example.co.jp', 'city.kawasaki.jp', 'example.de', 'mail.example.de', 'blog.example.blogspot.com',
    'user.s3.amazonaws.com', 'example.gov.uk', 'x.example.gov.uk', 'example.ac.uk', 'example.com.br', 'm.example.com.br',
  ];

  test(`the organizational domain of ${NAMES.length} names agrees with psl.get`, () => {
    const disagreements = NAMES.filter((name) => organizationalDomain(name) !== (psl.get(name) ?? name)).map(
      (name) => `${name}: ours ${organizationalDomain(name)}, psl ${psl.get(name)}`,
    );
    expect(disagreements).toEqual([]);
  });
});

describe('mailauth dkimVerify (strict mode) as the oracle of signature validity', () => {
  // Every combination below goes to mailauth's verifier with a resolver that finds no key and a
  // correct body hash: a signature it would verify reaches the key lookup ("no key"); one it must
  // ignore stops earlier (syntax, required tag, version, algorithm, From not signed, i= domain).
  const VERSIONS = ['1', '2'];
  const ALGORITHMS = ['rsa-sha256', 'rsa-sha1', 'ed25519-sha256', 'rsa-md5', null];
  const CANONS = [null, 'relaxed/relaxed', 'simple', 'relaxed/fancy'];
  const HS = ['from:to:list-unsubscribe:list-unsubscribe-post', 'to:list-unsubscribe:list-unsubscribe-post', 'From : To'];
  const IDENTITIES = [null, '@example.com', 'joe@news.example.com', 'joe@other.example'];
  const SELECTORS = ['s1', null];
  const body = 'body\r\n';
  const bodyHash = (algorithm: string | null) => createHash(algorithm === 'rsa-sha1' ? 'sha1' : 'sha256').update(body).digest('base64');
  const resolver = async (): Promise<never> => {
    throw Object.assign(new Error('no key in this test'), { code: 'ENOTFOUND' });
  };

  test('960 signatures: ours is valid exactly when mailauth reaches the key lookup', async () => {
    const disagreements: string[] = [];
    let compared = 0;
    let valid = 0;
    for (const v of VERSIONS)
      for (const a of ALGORITHMS)
        for (const c of CANONS)
          for (const h of HS)
            for (const i of IDENTITIES)
              for (const s of SELECTORS) {
                const tags = [`v=${v}`, a && `a=${a}`, c && `c=${c}`, 'd=example.com', s && `s=${s}`, i && `i=${i}`, `h=${h}`, `bh=${bodyHash(a)}`, 'b=YmFy'];
                const value = tags.filter(Boolean).join('; ');
                const raw = `DKIM-Signature: ${value}\r\nFrom: a@example.com\r\nTo: b@example.org\r\nSubject: x\r\n\r\n${body}`;
                const { results } = await dkimVerify(Buffer.from(raw), { resolver, strict: true });
                const theirs = results.length === 1 && results[0]?.status.comment === 'no key';
                const parsed = parseTagList(value);
                const ours = parsed.problem === null && signatureProblem(parsed.tags) === null;
                compared++;
                if (ours) valid++;
                if (ours !== theirs) disagreements.push(`${value}: ours ${ours}, mailauth ${JSON.stringify(results.map((r) => r.status))}`);
              }
    expect(disagreements).toEqual([]);
    expect(compared).toBe(960);
    // v=1 × {rsa-sha256, ed25519-sha256} × 3 known canonicalizations × 2 h= with From × 3 identities in d= × a selector.
    expect(valid).toBe(36);
  });
});


// The header readers against the standards' own text: RFC 2369 §3.2 and RFC 8058 §8 examples,
// RFC 3986 §1.1.2 URIs, RFC 5322 §2.2.3 folding, RFC 6376 §3.5 and Appendix A.2 signatures.
import { parseTagList, signatureProblem, signedFields } from '../src/lib/dkim.js';
import { findAddress } from '../src/lib/email.js';
import { indexHeaders, unfold } from '../src/lib/headers.js';
import { parseListUnsubscribe } from '../src/lib/list-unsubscribe.js';
import { classify } from '../src/lib/message-type.js';
import { checkUri } from '../src/lib/uri.js';

const uris = (value: string) => parseListUnsubscribe(unfold(value)).entries.map((entry) => entry.uri);

describe('RFC 2369 §3.2 List-Unsubscribe examples (as printed, folding included)', () => {
  test.each([
    ['<mailto:list@host.com?subject=unsubscribe>', ['mailto:list@host.com?subject=unsubscribe']],
    ['(Use this command to get off the list)\r\n     <mailto:list-manager@host.com?body=unsubscribe%20list>', ['mailto:list-manager@host.com?body=unsubscribe%20list']],
    ['<mailto:list-off@host.com>', ['mailto:list-off@host.com']],
    [
      '<http://www.host.com/list.cgi?cmd=unsub&lst=list>,\r\n     <mailto:list-request@host.com?subject=unsubscribe>',
      ['http://www.host.com/list.cgi?cmd=unsub&lst=list', 'mailto:list-request@host.com?subject=unsubscribe'],
    ],
  ])('%s', (value, expected) => {
    const parsed = parseListUnsubscribe(unfold(value));
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((entry) => entry.uri)).toEqual(expected);
  });

  test('RFC 2369 §2: comments after a URI and before the comma are allowed (List-Help example)', () => {
    expect(uris('<ftp://ftp.host.com/list.txt> (FTP),\r\n     <mailto:list@host.com?subject=help> (Email)')).toEqual([
      'ftp://ftp.host.com/list.txt',
      'mailto:list@host.com?subject=help',
    ]);
  });

  test('RFC 2369 §2: whitespace inside the brackets is ignored', () => {
    expect(uris('<https://example.com/\r\n   u/1 >')).toEqual(['https://example.com/u/1']);
  });

  test('nested comments and quoted parentheses', () => {
    expect(uris('(a (nested \\) comment)) <https://example.com/u>')).toEqual(['https://example.com/u']);
    expect(parseListUnsubscribe('(never closed <https://example.com/u>').problems).toEqual([
      { problem: 'unterminated comment', text: '(never closed <https://example.com/u>' },
    ]);
  });

  test('an empty field is malformed', () => {
    expect(parseListUnsubscribe('').problems).toEqual([{ problem: 'no URI in the field', text: '' }]);
    expect(parseListUnsubscribe('<>').problems).toEqual([{ problem: 'empty angle brackets', text: '' }]);
  });
});

describe('RFC 8058 §8 header examples', () => {
  test('§8.1 simple', () => {
    expect(uris('<https://example.com/unsubscribe/opaquepart>')).toEqual(['https://example.com/unsubscribe/opaquepart']);
  });
  test('§8.2 complex, folded', () => {
    expect(uris('<mailto:listrequest@example.com?subject=unsubscribe>,\r\n    <https://example.com/unsubscribe.html?opaque=123456789>')).toEqual([
      'mailto:listrequest@example.com?subject=unsubscribe',
      'https://example.com/unsubscribe.html?opaque=123456789',
    ]);
  });
  test('§8.3 complex, folded; the POST goes to the https URI\'s path', () => {
    const [, https] = parseListUnsubscribe(unfold('<mailto:listrequest@example.com?subject=unsubscribe>,\r\n    <https://example.com/unsubscribe.html/opaque123456789>')).entries;
    // Errata EID 5559: the request target is /unsubscribe.html/opaque123456789.
    expect(https?.url?.pathname).toBe('/unsubscribe.html/opaque123456789');
    expect(https?.url?.host).toBe('example.com');
  });
});

describe('RFC 3986 URIs', () => {
  test.each([
    'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    'http://www.ietf.org/rfc/rfc2396.txt',
    'ldap://[2001:db8::7]/c=GB?objectClass?one',
    'mailto:John.Doe@example.com',
    'news:comp.infosystems.www.servers.unix',
    'tel:+1-816-555-1212',
    'telnet://192.0.2.16:80/',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  ])('§1.1.2 example %s is a URI', (uri) => {
    expect(checkUri(uri).problem).toBeNull();
  });

  test.each([
    ['//example.com/u', 'no scheme: not an absolute URI'],
    ['https:example.com/u', 'an https URI needs "//" and a host'],
    ['https://', 'not a parseable URL'],
    ['https://example.com/%zz', '"%" at position 21 starts no percent-encoding'],
    ['https://example.com/a"b', 'character "\\"" at position 22 is not allowed in a URI'],
    ['https://bücher.example/u', 'character "ü" at position 10 is not allowed in a URI'],
    ['mailto:', 'a mailto URI without an address'],
  ])('%s is not usable: %s', (uri, problem) => {
    expect(checkUri(uri).problem).toBe(problem);
  });

  test('schemes compare without regard to case (RFC 3986 §3.1)', () => {
    expect(checkUri('HTTPS://example.com/u')).toMatchObject({ scheme: 'https', problem: null });
  });
});

describe('RFC 5322 §2.2.3 unfolding', () => {
  test('the RFC example: "This\\r\\n is a test" is "This is a test"', () => {
    expect(unfold('This\r\n is a test')).toBe('This is a test');
  });
  test('a line break not followed by white space is not folding', () => {
    expect(unfold('a\r\nb')).toBe('a\r\nb');
  });
  test('header names compare without regard to case', () => {
    const index = indexHeaders({ 'List-Unsubscribe': '<a:b>', 'list-unsubscribe': '<c:d>', ' DKIM-Signature ': 'v=1' });
    expect(index.get('list-unsubscribe')?.map((field) => field.key)).toEqual(['List-Unsubscribe', 'list-unsubscribe']);
    expect(index.get('dkim-signature')?.[0]?.value).toBe('v=1');
  });
});

describe('RFC 6376 DKIM-Signature tag lists', () => {
  test('Appendix A.2: h= with FWS around the colons', () => {
    const value = unfold(
      'v=1; a=rsa-sha256; s=brisbane; d=example.com;\r\n      c=simple/simple; q=dns/txt; i=joe@football.example.com;\r\n      h=Received : From : To : Subject : Date : Message-ID;\r\n      bh=2jUSOH9NhtVGCQWNr9BrIAPreKQjO6Sn7XIkfJVOzv8=;\r\n      b=AuUoFEfDxTDkHlLXSZEpZj79LICEps6eda7W3deTVFOk4yAUoqOB\r\n        4nujc7YopdG5dWLSdNg6xNAZpOPr+kHxt1IrE+NahM6L/LbvaHut\r\n        KVdkLLkpVaVVQPzeRDI009SO2Il5Lu7rDNH6mZckBdrIx0orEtZV\r\n        4bmp/YzhwvcubU4=;',
    );
    const { tags, problem } = parseTagList(value);
    expect(problem).toBeNull();
    // i=joe@football.example.com is in a subdomain of d=example.com: nothing rules it out (§6.1.1).
    expect(signatureProblem(tags)).toBeNull();
    expect(tags.get('d')).toBe('example.com');
    expect(signedFields(tags.get('h') as string)).toEqual(['received', 'from', 'to', 'subject', 'date', 'message-id']);
  });
  test('§3.5 example: h=from:to:subject:date, z= with | and = in its value', () => {
    const value = unfold(
      'v=1; a=rsa-sha256; d=example.net; s=brisbane;\r\n c=simple; q=dns/txt; i=@eng.example.net;\r\n t=1117574938; x=1118006938;\r\n h=from:to:subject:date;\r\n z=From:foo@eng.example.net|To:joe@example.com|\r\n Subject:demo=20run|Date:July=205,=202005=203:44:08=20PM=20-0700;\r\n bh=MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTI=;\r\n b=dzdVyOfAKCdLXdJOc9G2q8LoXSlEniSbav+yuU4zGeeruD00lszZVoG4ZHRNiYzR',
    );
    const { tags, problem } = parseTagList(value);
    expect(problem).toBeNull();
    expect(signedFields(tags.get('h') as string)).toEqual(['from', 'to', 'subject', 'date']);
    // c=simple alone means simple/simple; i=@eng.example.net is in a subdomain of d=example.net.
    expect(signatureProblem(tags)).toBeNull();
    expect(tags.get('z')?.startsWith('From:foo@eng.example.net|')).toBe(true);
  });
  test('§3.2: unknown tags are kept (and ignored), FWS before "=" is allowed', () => {
    const { tags, problem } = parseTagList('v=1; foo=bar; h =from:list-unsubscribe; d=example.com');
    expect(problem).toBeNull();
    expect(tags.get('h')).toBe('from:list-unsubscribe');
  });
  test('§3.2: a repeated tag makes the whole list invalid; a trailing ";" is fine', () => {
    expect(parseTagList('v=1; h=a; h=b').problem).toBe('tag h= appears twice');
    expect(parseTagList('v=1; h=a;').problem).toBeNull();
    expect(parseTagList('v=1;; h=a').problem).toBe('an empty tag between two semicolons');
    expect(parseTagList('v=1; 1x=a').problem).toBe('"1x=a" is not a tag=value pair');
  });
});

describe('addresses in clear', () => {
  test.each([
    ['/u?email=jane@example.org', 'jane@example.org'],
    ['/u?e=jane.doe%40example.org&list=1', 'jane.doe@example.org'],
    ['/u/jane%2Bnews%40mail.example.co.uk', 'jane+news@mail.example.co.uk'],
    ['/u/8f3a2c?list=news', null],
    ['/u?token=abc@def', null],
    ['/u?x=@example.org', null],
    ['/@/@@/a@b.c', null],
  ])('%s → %s', (text, expected) => {
    expect(findAddress(text)).toBe(expected);
  });
  test('a long run of address characters is scanned in linear time', () => {
    expect(findAddress(`/${'a@'.repeat(50000)}`)).toBeNull();
    expect(findAddress(`/${'a'.repeat(100000)}@example.org`)).toBe(`${'a'.repeat(100000)}@example.org`);
  });
});

describe('message types', () => {
  test.each([
    ['marketing', 'bulk'],
    [' Newsletter ', 'bulk'],
    ['TRANSACTIONAL', 'transactional'],
    ['receipt', 'transactional'],
    ['announcement', 'unrecognised'],
    [null, 'unrecognised'],
    [3, 'unrecognised'],
  ])('%p is %s', (value, expected) => {
    expect(classify(value)).toBe(expected);
  });
});

// The SPF grammar pieces against outside truth: IP address syntax against Node's net module (a
// maintained parser) on a seeded corpus, and the grammar of RFC 7208 §7.1 and §12 on the RFC's forms.
import { isIPv4, isIPv6 } from 'node:net';
import { domainSpecError, isIp4, isIp6, parseSpfTerms } from '../src/lib/spf.js';
import { txtText } from '../src/lib/txt.js';

/** mulberry32: a small seeded generator, so any difference can be reproduced. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('IP addresses agree with node:net', () => {
  const random = seeded(7208);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  test('IPv4 (RFC 7208 §12 qnum: 0 to 255, no leading zeros)', () => {
    const numbers = ['0', '1', '9', '10', '99', '100', '199', '200', '249', '250', '255', '256', '300', '01', '001', '00', 'a', '', '1a', '-1', ' 1'];
    const corpus = ['192.0.2.1', '0.0.0.0', '255.255.255.255', '1.2.3', '1.2.3.4.5', ''];
    for (let i = 0; i < 4000; i++) corpus.push(Array.from({ length: pick([3, 4, 4, 4, 5]) }, () => pick(numbers)).join('.'));
    const differences = corpus.filter((text) => isIp4(text) !== isIPv4(text));
    expect(differences).toEqual([]);
    expect(corpus.filter((text) => isIp4(text)).length).toBeGreaterThan(100);
  });

  test('IPv6 (RFC 4291 §2.2 text forms); only zone ids differ, which the SPF grammar has not', () => {
    const groups = ['0', '1', 'a', 'abcd', 'ABCD', 'ffff', 'fffff', '0000', '00000', 'g', '', '1.2.3.4', '01.2.3.4', '255.255.255.255', '256.1.1.1', '1.2.3'];
    const corpus = ['::', '::1', '1::', '::ffff:1.2.3.4', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '1::2::3', ':::', ':1', '1:', '2001:db8::cd30', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8'];
    for (let i = 0; i < 8000; i++) {
      const parts = Array.from({ length: Math.floor(random() * 9) + 1 }, () => pick(groups));
      let text = parts.join(':');
      const style = random();
      if (style < 0.35 && parts.length > 1) text = `${parts.slice(0, 2).join(':')}::${parts.slice(2).join(':')}`;
      else if (style < 0.45) text = `::${text}`;
      else if (style < 0.55) text = `${text}::`;
      corpus.push(text);
    }
    expect(corpus.filter((text) => isIp6(text) !== isIPv6(text))).toEqual([]);
    expect(corpus.filter((text) => isIp6(text)).length).toBeGreaterThan(500);
    for (const zoned of ['fe80::1%eth0', '::1%1']) {
      expect(isIPv6(zoned)).toBe(true);
      expect(isIp6(zoned)).toBe(false);
    }
  });
});

describe('domain-spec (RFC 7208 §7.1)', () => {
  test.each([
    'example.com',
    'example.com.',
    '_spf.example.com',
    'mobile-users._spf.%{d}',
    '%{ir}.%{l1r+}.%{d}',
    '%{ir}.%{v}._spf.%{d2}',
    '_h.%{h}._l.%{l}._o.%{o}._i.%{i}._spf.%{d}',
    'foo.xn--zckzah',
    'foo.123-456',
    '%{L}.example.com',
  ])('"%s" is valid', (text) => {
    expect(domainSpecError(text)).toBeNull();
  });

  test.each([
    ['', 'empty'],
    ['foo-bar', 'no top-level label'],
    ['abc.123', 'all-digit top-level label'],
    ['example.-com', 'top-level label starts with a hyphen'],
    ['%(ir).sbl.example.org', 'a % that starts no macro'],
    ['%{a}.example.org', 'no macro letter a'],
    ['%{d0}.example.org', 'zero labels kept'],
    ['%{d2', 'unclosed macro'],
    ['%{c}.example.org', 'c is only for explanation text'],
    ['%{dx}.example.org', 'a transformer that is not one'],
  ])('"%s" is invalid (%s)', (text) => {
    expect(domainSpecError(text)).not.toBeNull();
  });
});

describe('terms (RFC 7208 §12)', () => {
  const kinds = (record: string) => parseSpfTerms(record).map((term) => [term.kind, term.name, term.error === null]);

  test('mechanism names are case-insensitive; modifiers are name=value', () => {
    expect(kinds('v=spf1 Include:Example.COM A:a.example MX +PTR ~ALL')).toEqual([
      ['mechanism', 'include', true],
      ['mechanism', 'a', true],
      ['mechanism', 'mx', true],
      ['mechanism', 'ptr', true],
      ['mechanism', 'all', true],
    ]);
    expect(kinds('v=spf1 foo=bar a bar.baz_1-x=%{d}.y -all')).toEqual([
      ['modifier', 'foo', true],
      ['mechanism', 'a', true],
      ['modifier', 'bar.baz_1-x', true],
      ['mechanism', 'all', true],
    ]);
  });

  test('dual prefix lengths: ip4 up to 32, ip6 up to 128, no leading zeros', () => {
    const valid = (record: string) => parseSpfTerms(record).every((term) => term.error === null);
    for (const ok of ['v=spf1 a/32//128', 'v=spf1 mx/0//0', 'v=spf1 mx:example.org/30//64', 'v=spf1 a//64', 'v=spf1 ip4:192.0.2.0/0', 'v=spf1 ip6:2001:db8::/128']) {
      expect([ok, valid(ok)]).toEqual([ok, true]);
    }
    for (const bad of ['v=spf1 a/33', 'v=spf1 a//129', 'v=spf1 ip4:192.0.2.0/032', 'v=spf1 ip4:192.0.2.0/', 'v=spf1 a/24/64', 'v=spf1 ip4', 'v=spf1 ptr/0', 'v=spf1 -foo=bar', 'v=spf1 1up=foo', 'v=spf1 =all', 'v=spf1 a\tmx']) {
      expect([bad, valid(bad)]).toEqual([bad, false]);
    }
  });

  test('positions are 1-based and count every character, several spaces included', () => {
    expect(parseSpfTerms('v=spf1   a    -all  ').map((term) => [term.text, term.position])).toEqual([
      ['a', 10],
      ['-all', 15],
    ]);
  });
});

describe('TXT presentation (RFC 7208 §3.3, RFC 1035 §5.1)', () => {
  test('quoted strings are joined without spaces; escapes are read; other text is kept as is', () => {
    expect(txtText('"v=spf1 " "a"')).toBe('v=spf1 a');
    expect(txtText('"v=spf1" "a"')).toBe('v=spf1a');
    expect(txtText('"v=spf1 .... first" "second string..."')).toBe('v=spf1 .... firstsecond string...');
    expect(txtText('"a\\"b\\\\c\\059d"')).toBe('a"b\\c;d');
    expect(txtText('"unterminated')).toBe('"unterminated');
    expect(txtText('"a" junk')).toBe('"a" junk');
    expect(txtText('v=spf1 -all')).toBe('v=spf1 -all');
  });
});

import { compileSchema } from '@evidence-check/schema-validator';
import { run } from '../src/index.js';
import { containsEmail } from '../src/lib/pii.js';

// Outside truth 1: the WHATWG URL standard's own equivalences. Links the standard serializes
// identically (host case, default port, IDNA, dot segments, `+` vs `%20` in
// application/x-www-form-urlencoded) are duplicates; links it keeps apart are not.
const UTM = 'utm_source=a&utm_medium=b&utm_campaign=c';
const same: [string, string][] = [
  [`https://EXAMPLE.com/?${UTM}`, `https://example.com/?${UTM}`],
  [`https://example.com:443/?${UTM}`, `https://example.com/?${UTM}`],
  [`http://example.com:80/x?${UTM}`, `http://example.com/x?${UTM}`],
  [`https://example.com/a/./b/../c?${UTM}`, `https://example.com/a/c?${UTM}`],
  [`https://bücher.example/?${UTM}`, `https://xn--bcher-kva.example/?${UTM}`],
  [`https://example.com/?${UTM}&q=a+b`, `https://example.com/?q=a%20b&${UTM}`],
  [`https://example.com?${UTM}`, `https://example.com/?${UTM}`],
];
const different: [string, string][] = [
  [`https://example.com/?${UTM}`, `http://example.com/?${UTM}`],
  [`https://example.com/a?${UTM}`, `https://example.com/A?${UTM}`],
  [`https://example.com/a?${UTM}`, `https://example.com/a/?${UTM}`],
  [`https://example.com:8443/?${UTM}`, `https://example.com/?${UTM}`],
  [`https://example.com/?${UTM}&q=a%2Bb`, `https://example.com/?${UTM}&q=a+b`],
];
const dup = (a: string, b: string) => run({ links: [{ id: 'a', url: a }, { id: 'b', url: b }] }).findings.some((f) => f.code === 'DUPLICATE_LINK');
describe('duplicate detection follows WHATWG URL serialization', () => {
  test.each(same)('%s == %s', (a, b) => expect(dup(a, b)).toBe(true));
  test.each(different)('%s != %s', (a, b) => expect(dup(a, b)).toBe(false));
});

// Outside truth 2: URLSearchParams decoding, with vectors from the WHATWG URL standard's
// application/x-www-form-urlencoded parser (`+` is a space, `%2B` a plus, invalid escapes kept,
// undecodable bytes become U+FFFD).
describe('values are read with application/x-www-form-urlencoded decoding', () => {
  const vectors: [string, string][] = [
    ['a+b', 'a b'],
    ['a%2Bb', 'a+b'],
    ['a%zzb', 'a%zzb'],
    ['%C3%A9t%C3%A9', 'été'],
    ['%E9', '\uFFFD'],
  ];
  test.each(vectors)('utm_campaign=%s reads as %j', (raw, decoded) => {
    const result = run({ links: [{ id: 'x', url: `https://e.example/?utm_source=a&utm_medium=b&utm_campaign=${raw}` }] });
    expect(result.report.values.find((v) => v.param === 'utm_campaign')?.value).toBe(decoded);
  });
});

// Outside truth 3: ajv-formats' `email` format (the validator the gateway itself uses). Every value
// the PII heuristic says contains an e-mail address has a substring that format accepts (no false
// positives), and every whole value the format accepts with a dotted alphabetic top-level domain
// is caught.
const isEmail = compileSchema({ type: 'string', format: 'email' });
describe('e-mail heuristic agrees with ajv-formats', () => {
  const corpus = [
    'jane@example.com', 'jane.doe+tag@mail.example.co.uk', 'a_b-c@x-y.io', 'JANE@EXAMPLE.ORG', 'x%y@ex.am.ple.net',
    'jane@localhost', 'jane@', '@example.com', 'jane example.com', 'jane@@example.com', 'jane@example.c', 'j@1.2.3.4',
    'user@example.com.', 'spring_sale', '2024-01-15', '@handle', 'a@b@c.de',
  ];
  test.each(corpus)('%s', (value) => {
    const byAjv = isEmail(value).length === 0;
    const dottedAlphaTld = /\.[A-Za-z]{2,}$/.test(value);
    const substrings = [...value].flatMap((_, i) => [...value].map((__, j) => value.slice(i, j + 1)));
    if (containsEmail(value)) expect(substrings.some((part) => isEmail(part).length === 0)).toBe(true);
    if (byAjv && dottedAlphaTld) expect(containsEmail(value)).toBe(true);
  });
});

import { normalizeDestination, normalizeSource } from '../src/lib/normalize.js';

// Outside truth: RFC 3986 section 5.4 reference-resolution examples, base "http://a/b/c/d;p?q".
// A destination resolved against that source must land on the same normalized URL as the RFC's
// target written out as an absolute source. The RFC's abnormal ".." examples clamp at the root;
// a redirect map that needs that clamp is flagged instead (escapes-root).
const BASE = 'http://a/b/c/d;p?q';
const SITE = 'http://a';
const normal: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  // abnormal examples that stay inside the root
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];
const escaping = ['../../../g', '../../../../g', '/./g/../../h', '/../g'];

function sourceUrl(): URL {
  const source = normalizeSource(BASE, SITE);
  if (!source.ok) throw new Error('base must be valid');
  return source.url;
}

describe('normalization against RFC 3986 section 5.4', () => {
  test.each(normal)('%s resolves like %s', (reference, target) => {
    const resolved = normalizeDestination(reference, sourceUrl(), SITE);
    expect(resolved.ok).toBe(true);
    const expected = target.startsWith('http:') ? normalizeSource(target, SITE) : normalizeDestination(target, sourceUrl(), SITE);
    expect(expected.ok).toBe(true);
    if (resolved.ok && expected.ok) expect(resolved.key).toBe(expected.key);
  });

  test('the empty reference (RFC: the base itself) is no redirect target', () => {
    expect(normalizeDestination('', sourceUrl(), SITE)).toEqual({ ok: false, reason: 'empty' });
  });

  test.each(escaping)('%s climbs above the root and is flagged', (reference) => {
    expect(normalizeDestination(reference, sourceUrl(), SITE)).toEqual({ ok: false, reason: 'escapes-root' });
  });

  test('scheme and host case, default ports, trailing slash and query order do not matter', () => {
    const key = (raw: string) => {
      const n = normalizeSource(raw, 'http://placeholder.invalid');
      return n.ok ? n.key : n.reason;
    };
    expect(key('HTTPS://Shop.Example.COM:443/a/?b=2&a=1#top')).toBe(key('https://shop.example.com/a?a=1&b=2'));
    expect(key('http://example.com:80/')).toBe(key('http://EXAMPLE.com'));
    expect(key('http://example.com:8080/')).not.toBe(key('http://example.com/'));
    expect(key('https://example.com/A')).not.toBe(key('https://example.com/a'));
    expect(key('/x?a=2&a=1')).not.toBe(key('/x?a=1&a=2'));
    expect(key('/x?b=1&a=2&a=1')).toBe(key('/x?a=2&a=1&b=1'));
  });

  test('sources must be http(s) URLs or root-relative paths', () => {
    const reason = (raw: string) => {
      const n = normalizeSource(raw, 'http://placeholder.invalid');
      return n.ok ? 'ok' : n.reason;
    };
    expect(reason('')).toBe('empty');
    expect(reason('old-page')).toBe('not-absolute');
    expect(reason('//cdn.example.com/x')).toBe('not-absolute');
    expect(reason('ftp://example.com/x')).toBe('unsupported-scheme');
    expect(reason('javascript:void(0)')).toBe('unsafe-scheme');
    expect(reason('http://exa mple.com/')).toBe('unparseable');
    expect(reason('/a/../../b')).toBe('escapes-root');
    expect(reason('/a/b')).toBe('ok');
  });
});

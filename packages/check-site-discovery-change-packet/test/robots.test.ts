// The robots.txt engine against outside truth: the examples of RFC 9309 itself (copied from the
// RFC text), an independent table of edge cases written from the RFC's wording, and robots-parser
// (npm, a maintained parser that follows Google's matcher) as a differential oracle on generated
// files, with the places where robots-parser departs from RFC 9309 pinned down.
import robotsParserModule from 'robots-parser';
import { canonicalPath, canonicalPattern } from '../src/lib/robots/encoding.js';
import { compileMatcher } from '../src/lib/robots/match.js';
import { parseRobots, productToken, type RobotsRule } from '../src/lib/robots/parse.js';
import { Robots } from '../src/lib/robots/ruleset.js';

// robots-parser is CommonJS whose typings declare an ES default export; under NodeNext the
// default import is the CommonJS function itself.
type Robot = { isAllowed(url: string, ua?: string): boolean | undefined };
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => Robot;

const robots = (text: string) => new Robots(parseRobots(text));
const allowed = (text: string, agent: string, path: string) => robots(text).ruleSet(agent).decide(path).allowed;
const oracle = (text: string, agent: string, path: string) => robotsParser('https://example.com/robots.txt', text).isAllowed(`https://example.com${path}`, agent);

describe('RFC 9309 §5.1 simple example (verbatim)', () => {
  const text = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
    'EOF',
  ].join('\n');

  test.each([
    ['otherbot', '/publications/2022/report.pdf', true],
    ['otherbot', '/example/', false],
    ['otherbot', '/example/a.html', false],
    ['otherbot', '/images/logo.gif', false],
    ['otherbot', '/images/logo.gif?size=2', true],
    ['otherbot', '/index.html', true],
    ['foobot', '/example/page.html', true],
    ['foobot', '/example/allowed.gif', true],
    ['foobot', '/example/other.html', false],
    ['foobot', '/', false],
    ['barbot', '/example/page.html', false],
    ['bazbot', '/example/page.html', false],
    ['barbot', '/example/other.html', true],
    ['BazBot', '/images/logo.gif', true],
    ['quxbot', '/example/page.html', true],
    ['quxbot', '/images/logo.gif', true],
  ])('%s %s → allowed %s', (agent, path, expected) => {
    expect(allowed(text, agent, path)).toBe(expected);
  });
});

describe('RFC 9309 §5.2 longest match (verbatim)', () => {
  const text = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
  // The RFC's prose names the URI "…/disallow.gif", which the disallow pattern does not reach;
  // the example's intent is the URI "…/disallowed.gif".
  test('the longer disallow decides', () => {
    const decision = robots(text).ruleSet('foobot').decide('/example/page/disallowed.gif');
    expect(decision.allowed).toBe(false);
    expect(decision.rule?.line).toBe(3);
  });
  test('the allow decides elsewhere under the prefix', () => {
    expect(allowed(text, 'foobot', '/example/page/disallow.gif')).toBe(true);
  });
});

describe('RFC 9309 §2.2.1 groups (verbatim tables)', () => {
  test('two groups for one product token are merged', () => {
    const text = 'user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n';
    for (const path of ['/foo', '/bar', '/baz']) expect(allowed(text, 'ExampleBot', path)).toBe(false);
    expect(allowed(text, 'examplebot', '/qux')).toBe(true);
  });
  test('without a matching group the * group applies', () => {
    const text = 'user-agent: *\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: BazBot\ndisallow: /baz\n';
    expect(allowed(text, 'ExampleBot', '/foo')).toBe(false);
    expect(allowed(text, 'ExampleBot', '/bar')).toBe(false);
    expect(allowed(text, 'ExampleBot', '/baz')).toBe(true);
  });
  test('no matching group and no * group: no rules apply', () => {
    expect(allowed('user-agent: BazBot\ndisallow: /\n', 'ExampleBot', '/anything')).toBe(true);
    expect(allowed('', 'ExampleBot', '/anything')).toBe(true);
  });
  test('the product token of the RFC\'s user-agent example', () => {
    expect(productToken('ExampleBot')).toBe('examplebot');
  });
});

describe('RFC 9309 §2.2.2 percent-encoding table (verbatim rows)', () => {
  // Each row: a rule with the "Path", a URI whose path is the "Path to match".
  test.each([
    ['/foo/bar?baz=quz', '/foo/bar?baz=quz'],
    ['/foo/bar?baz=https://foo.bar', '/foo/bar?baz=https%3A%2F%2Ffoo.bar'],
    ['/foo/bar/ツ', '/foo/bar/%E3%83%84'],
    ['/foo/bar/%E3%83%84', '/foo/bar/%E3%83%84'],
    ['/foo/bar/%62%61%7A', '/foo/bar/baz'],
  ])('rule %s meets URI path %s', (rule, path) => {
    expect(allowed(`User-agent: *\nDisallow: ${rule}\n`, 'anybot', path)).toBe(false);
  });
  test('the "Encoded Path" column is the canonical form of both sides', () => {
    expect(canonicalPattern('/foo/bar/ツ').text).toBe('/foo/bar/%E3%83%84');
    expect(canonicalPath('/foo/bar/%e3%83%84')).toBe('/foo/bar/%E3%83%84');
  });
  test('/robots.txt is implicitly allowed', () => {
    const decision = robots('User-agent: *\nDisallow: /\n').ruleSet('*').decide('/robots.txt');
    expect(decision).toEqual({ allowed: true, rule: null });
  });
  test('rules before the first user-agent line belong to no group', () => {
    const parsed = parseRobots('Disallow: /private\nUser-agent: *\nDisallow: /tmp\n');
    expect(parsed.ungroupedRules).toBe(1);
    expect(allowed('Disallow: /private\nUser-agent: *\nDisallow: /tmp\n', 'x', '/private')).toBe(true);
  });
});

describe('RFC 9309 §2.2.3 special characters (verbatim examples)', () => {
  test('# starts a comment, inline or on its own line', () => {
    const text = 'User-agent: *\n# comment on its own line\nDisallow: /\nallow: / # comment in line\n';
    expect(allowed(text, 'x', '/page')).toBe(true);
  });
  test('$ ends the pattern', () => {
    const text = 'User-agent: *\nDisallow: /\nallow: /this/path/exactly$\n';
    expect(allowed(text, 'x', '/this/path/exactly')).toBe(true);
    expect(allowed(text, 'x', '/this/path/exactly/not')).toBe(false);
  });
  test('* stands for any number of any character, slash included', () => {
    const text = 'User-agent: *\nDisallow: /\nallow: /this/*/exactly\n';
    expect(allowed(text, 'x', '/this/a/exactly')).toBe(true);
    expect(allowed(text, 'x', '/this/a/b/c/exactly')).toBe(true);
    expect(allowed(text, 'x', '/this/exactly')).toBe(false);
  });
  test.each([
    ['/path/file-with-a-%2A.html', 'https://www.example.com/path/file-with-a-*.html'],
    ['/path/foo-%24', 'https://www.example.com/path/foo-$'],
  ])('the percent-encoded pattern %s matches %s', (pattern, uri) => {
    const path = new URL(uri).pathname;
    expect(allowed(`User-agent: *\nDisallow: ${pattern}\n`, 'x', path)).toBe(false);
  });
});

describe('RFC 9309 §2.2.4 other records', () => {
  test('a Sitemaps record does not terminate a group', () => {
    const text = 'User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /x\n';
    expect(allowed(text, 'a', '/x')).toBe(false);
    expect(allowed(text, 'b', '/x')).toBe(false);
    expect(parseRobots(text).sitemaps).toEqual([{ url: 'https://example.com/s.xml', line: 2 }]);
  });
  test('unknown records are ignored and do not split a group either', () => {
    const text = 'User-agent: a\nCrawl-delay: 10\nUser-agent: b\nDisallow: /x\nnonsense line\nAllow: /x/y\n';
    expect(allowed(text, 'a', '/x')).toBe(false);
    expect(allowed(text, 'a', '/x/y')).toBe(true);
  });
});

// An independent table, written from the RFC's wording (not from any implementation's output).
describe('independent table', () => {
  const cases: Array<[string, string, string, string, boolean]> = [
    // [what, robots text, agent, path, allowed]
    ['longest match: longer allow beats shorter disallow', 'User-agent: *\nDisallow: /a\nAllow: /a/b\n', 'x', '/a/b/c', true],
    ['longest match: longer disallow beats shorter allow', 'User-agent: *\nAllow: /a\nDisallow: /a/b\n', 'x', '/a/b/c', false],
    ['equal length: allow wins', 'User-agent: *\nDisallow: /a\nAllow: /a\n', 'x', '/a', true],
    ['equal length with wildcards: allow wins', 'User-agent: *\nDisallow: /*b\nAllow: /a*\n', 'x', '/ab', true],
    ['wildcard length counts the pattern octets', 'User-agent: *\nAllow: /page\nDisallow: /*.html\n', 'x', '/page.html', false],
    ['wildcard rule loses to a longer literal', 'User-agent: *\nAllow: /x/page.\nDisallow: /*.html\n', 'x', '/x/page.html', true],
    ['$ anchors: exact path', 'User-agent: *\nDisallow: /a$\n', 'x', '/a', false],
    ['$ anchors: longer path escapes', 'User-agent: *\nDisallow: /a$\n', 'x', '/ab', true],
    ['$ after *: suffix match', 'User-agent: *\nDisallow: /*.php$\n', 'x', '/dir/index.php', false],
    ['$ after *: query breaks the suffix', 'User-agent: *\nDisallow: /*.php$\n', 'x', '/dir/index.php?x=1', true],
    ['$ in the middle is a literal character', 'User-agent: *\nDisallow: /a$b\n', 'x', '/a$b', false],
    ['$ in the middle does not anchor', 'User-agent: *\nDisallow: /a$b\n', 'x', '/a', true],
    ['* matches nothing too', 'User-agent: *\nDisallow: /a*b\n', 'x', '/ab', false],
    ['several * in order', 'User-agent: *\nDisallow: /*a*b*c\n', 'x', '/xxaxxbxxc', false],
    ['several * out of order', 'User-agent: *\nDisallow: /*a*b*c\n', 'x', '/xxcxxbxxa', true],
    ['a pattern without leading slash but with *', 'User-agent: *\nDisallow: *.gif$\n', 'x', '/img/a.gif', false],
    ['matching is case-sensitive', 'User-agent: *\nDisallow: /X/\n', 'x', '/x/y', true],
    ['query is part of the path', 'User-agent: *\nDisallow: /*?sort=\n', 'x', '/list?sort=asc', false],
    ['percent escapes compare with any hex case', 'User-agent: *\nDisallow: /a%2fb\n', 'x', '/a%2Fb', false],
    ['an escaped slash in the path is not a slash', 'User-agent: *\nDisallow: /a/b\n', 'x', '/a%2Fb', true],
    ['escaped unreserved characters are decoded on both sides', 'User-agent: *\nDisallow: /%7Euser\n', 'x', '/~user/home', false],
    ['non-ASCII in the path is UTF-8 encoded', 'User-agent: *\nDisallow: /café\n', 'x', '/caf%C3%A9/menu', false],
    ['a space in a rule is encoded like a URL encodes it', 'User-agent: *\nDisallow: /a b\n', 'x', '/a%20b', false],
    ['empty disallow is no rule', 'User-agent: *\nDisallow:\n', 'x', '/anything', true],
    ['directive names ignore case', 'USER-AGENT: *\nDISALLOW: /a\nallow: /a/b\n', 'x', '/a/c', false],
    ['directive names ignore case (allow)', 'uSeR-aGeNt: *\ndIsAlLoW: /a\nAlLoW: /a/b\n', 'x', '/a/b', true],
    ['blanks around the colon', 'User-agent :  *\nDisallow :  /a\n', 'x', '/a', false],
    // Google reads a missing colon between two words (robots.cc GetKeyAndValueFrom, robots_test.cc ID_LineSyntax_Line).
    ['a line of two words without colon is read as key and value', 'User-agent: *\nDisallow /a\n', 'x', '/a', false],
    ['a line of three words without colon is ignored', 'User-agent: *\nDisallow /a b\n', 'x', '/a', true],
    ['product tokens ignore case', 'User-agent: GoogleBot\nDisallow: /\n', 'googlebot', '/a', false],
    ['a version suffix is not part of the token', 'User-agent: Googlebot/2.1\nDisallow: /\n', 'Googlebot', '/a', false],
    ['a token is not a prefix match', 'User-agent: Googlebot\nDisallow: /\n', 'Googlebot-Image', '/a', true],
    ['a specific group replaces * entirely', 'User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', 'FooBot', '/x/page', true],
    ['rules end a run of user-agent lines', 'User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\n', 'a', '/y', true],
    ['merge keeps longest match across groups', 'User-agent: a\nDisallow: /x\n\nUser-agent: a\nAllow: /x/y\n', 'a', '/x/y', true],
    ['CR line endings', 'User-agent: *\rDisallow: /a\r', 'x', '/a', false],
    ['CRLF line endings', 'User-agent: *\r\nDisallow: /a\r\n', 'x', '/a', false],
    ['a byte order mark is skipped', '\uFEFFUser-agent: *\nDisallow: /a\n', 'x', '/a', false],
    ['an empty group at the end allows everything', 'User-agent: *\nDisallow: /\nUser-agent: quxbot\n', 'quxbot', '/a', true],
    ['a comment hides the rest of a pattern', 'User-agent: *\nDisallow: /a#b\n', 'x', '/a', false],
  ];
  test.each(cases)('%s', (_what, text, agent, path, expected) => {
    expect(allowed(text, agent, path)).toBe(expected);
  });
});

describe('deciding rule', () => {
  test('the report names the deciding line as written', () => {
    const decision = robots('User-agent: *\n  Disallow: /guides/  # moved\nAllow: /guides/public\n').ruleSet('*').decide('/guides/a');
    expect(decision.rule).toMatchObject({ line: 2, text: 'Disallow: /guides/', allow: false });
  });
  test('whole-site blocks and what outweighs them', () => {
    expect(robots('User-agent: *\nDisallow: /\n').ruleSet('*').blocksEverything()?.text).toBe('Disallow: /');
    expect(robots('User-agent: *\nDisallow: /*\n').ruleSet('*').blocksEverything()?.text).toBe('Disallow: /*');
    expect(robots('User-agent: *\nDisallow: /\nAllow: /\n').ruleSet('*').blocksEverything()).toBeNull();
    expect(robots('User-agent: *\nDisallow: /$\n').ruleSet('*').blocksEverything()).toBeNull();
    expect(robots('User-agent: *\nDisallow: /a\n').ruleSet('*').blocksEverything()).toBeNull();
  });
});

/** A seeded generator (mulberry32), so the differential corpus is the same on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

describe('differential: robots-parser as oracle where it follows RFC 9309', () => {
  // The domain where both agree by design: ASCII letters, `/`, `.`, `?`, `=`, `*` and a final `$`;
  // no percent escapes, no other records between user-agent lines, no /robots.txt path, and no
  // group without rules at the end of the file.
  const { next, pick } = generator(9309);
  const agents = ['alpha', 'beta', 'gamma', '*'];
  const chars = ['a', 'b', '/', '/', '.', '*', 'c', '?', '='];
  const pattern = () => {
    let text = next() < 0.8 ? '/' : '*';
    const length = 1 + Math.floor(next() * 6);
    for (let i = 0; i < length; i++) text += pick(chars);
    return next() < 0.2 ? `${text}$` : text;
  };
  const robotsText = () => {
    const lines: string[] = [];
    const groups = 1 + Math.floor(next() * 3);
    for (let g = 0; g < groups; g++) {
      const names = 1 + Math.floor(next() * 2);
      for (let n = 0; n < names; n++) lines.push(`User-agent: ${pick(agents)}`);
      const rules = 1 + Math.floor(next() * 4);
      for (let r = 0; r < rules; r++) lines.push(`${next() < 0.5 ? 'Allow' : 'Disallow'}: ${pattern()}`);
      if (next() < 0.3) lines.push('');
    }
    return lines.join('\n');
  };
  const path = () => {
    let text = '/';
    const length = Math.floor(next() * 8);
    for (let i = 0; i < length; i++) text += pick(['a', 'b', 'c', '/', '.', '?', '=']);
    return text;
  };

  test('2000 generated files × 4 agents × 5 paths agree', () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (let file = 0; file < 2000; file++) {
      const text = robotsText();
      const ours = robots(text);
      const theirs = robotsParser('https://example.com/robots.txt', text);
      // Both sides see the path as a URL parser leaves it (dot segments resolved, an empty query dropped).
      const urls = Array.from({ length: 5 }, () => new URL(`https://example.com${path()}`));
      for (const agent of ['alpha', 'beta', 'gamma', 'delta']) {
        for (const url of urls) {
          checked++;
          const mine = ours.ruleSet(agent).decide(`${url.pathname}${url.search}`).allowed;
          const oracleSays = theirs.isAllowed(url.href, agent);
          if (mine !== oracleSays) disagreements.push(`${JSON.stringify(text)} ${agent} ${url.href}: ours ${mine}, robots-parser ${oracleSays}`);
        }
      }
    }
    expect(checked).toBe(40000);
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

// Google's key table, copied from google/robotstxt robots.cc (ParsedRobotsKey::KeyIsUserAgent,
// KeyIsAllow, KeyIsDisallow, KeyIsSitemap with kAllowFrequentTypos = true): a key names the
// directive when it starts, ignoring case, with one of these spellings.
const GOOGLE_KEYS = {
  'user-agent': ['user-agent', 'useragent', 'user agent'],
  allow: ['allow'],
  disallow: ['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'],
  sitemap: ['sitemap', 'site-map'],
} as const;

describe("Google's misspelling tolerance (google/robotstxt robots.cc, robots_test.cc)", () => {
  test('ID_LineSyntax_Line (robots_test.cc, verbatim): a missing colon is assumed, unknown keys are not directives', () => {
    const url = '/x/y';
    expect(allowed('user-agent: FooBot\ndisallow: /\n', 'FooBot', url)).toBe(false);
    expect(allowed('foo: FooBot\nbar: /\n', 'FooBot', url)).toBe(true);
    expect(allowed('user-agent FooBot\ndisallow /\n', 'FooBot', url)).toBe(false);
  });

  test.each(GOOGLE_KEYS.disallow.flatMap((key) => [key, key.toUpperCase(), `${key[0]?.toUpperCase()}${key.slice(1)}`]))(
    'KeyIsDisallow: "%s: /" disallows the site',
    (key) => {
      expect(allowed(`User-agent: *\n${key}: /\n`, 'x', '/a')).toBe(false);
      expect(robots(`User-agent: *\n${key}: /\n`).ruleSet('*').blocksEverything()?.line).toBe(2);
    },
  );

  test.each(GOOGLE_KEYS['user-agent'].flatMap((key) => [key, key.toUpperCase()]))('KeyIsUserAgent: "%s: FooBot" opens a group', (key) => {
    const text = `User-agent: *\nAllow: /\n${key}: FooBot\nDisallow: /\n`;
    expect(allowed(text, 'FooBot', '/a')).toBe(false);
    expect(allowed(text, 'BarBot', '/a')).toBe(true);
  });

  test.each(GOOGLE_KEYS.sitemap.flatMap((key) => [key, key.toUpperCase()]))('KeyIsSitemap: "%s:" declares a sitemap', (key) => {
    expect(parseRobots(`${key}: https://example.com/s.xml\n`).sitemaps).toEqual([{ url: 'https://example.com/s.xml', line: 1 }]);
  });

  test('StartsWithIgnoreCase: a key that starts with a spelling is that directive (Disallowed, Allows, Sitemaps, User-agents)', () => {
    expect(allowed('User-agents: FooBot\nDisallowed: /a\nAllows: /a/b\n', 'FooBot', '/a/c')).toBe(false);
    expect(allowed('User-agents: FooBot\nDisallowed: /a\nAllows: /a/b\n', 'FooBot', '/a/b')).toBe(true);
    expect(parseRobots('Sitemaps: https://example.com/s.xml\n').sitemaps).toHaveLength(1);
  });

  test('keys outside the table stay unknown records', () => {
    for (const key of ['disalloow', 'dis-allow', 'dissalloww-not', 'user_agent', 'usr-agent', 'sitmap', 'allw', 'noindex']) {
      const parsed = parseRobots(`User-agent: *\n${key}: /\n`);
      if (key === 'dissalloww-not') expect(parsed.groups[0]?.rules).toHaveLength(1);
      else expect(parsed.groups[0]?.rules ?? []).toHaveLength(0);
    }
  });

  test('each misread line is recorded once with its directive; exact spellings are not', () => {
    const parsed = parseRobots('User-agent: *\nUseragent: FooBot\nDisalow: /a\nDisallow /b\nSite-map: https://example.com/s.xml\nDisallow: /c\nALLOW: /d\n');
    expect(parsed.misread).toEqual([
      { line: 2, key: 'Useragent', directive: 'user-agent', noColon: false, text: 'Useragent: FooBot' },
      { line: 3, key: 'Disalow', directive: 'disallow', noColon: false, text: 'Disalow: /a' },
      { line: 4, key: 'Disallow', directive: 'disallow', noColon: true, text: 'Disallow /b' },
      { line: 5, key: 'Site-map', directive: 'sitemap', noColon: false, text: 'Site-map: https://example.com/s.xml' },
    ]);
  });
});

describe("differential: files written with Google's misspellings against robots-parser on the same files spelled right", () => {
  // The generator knows which directive each line means: it writes one text with a spelling drawn
  // from Google's table (any case, sometimes a suffix, sometimes the colon dropped) and the other
  // with the standard key robots-parser reads. Lines with keys outside the table go into both.
  const { next, pick } = generator(1996);
  const agents = ['alpha', 'beta', 'gamma', '*'];
  const chars = ['a', 'b', '/', '/', '.', '*', 'c', '?', '='];
  const caseOf = (text: string) => {
    const roll = next();
    if (roll < 0.3) return text.toUpperCase();
    if (roll < 0.6) return `${text[0]?.toUpperCase()}${text.slice(1)}`;
    return text;
  };
  const misspelled = (directive: keyof typeof GOOGLE_KEYS, value: string): string => {
    const key = caseOf(pick(GOOGLE_KEYS[directive])) + (next() < 0.15 ? pick(['s', 'ed', '-x']) : '');
    // Google assumes the colon only between exactly two words; `user agent` is two words already.
    return next() < 0.2 && !key.includes(' ') ? `${key} ${value}` : `${key}: ${value}`;
  };
  const pattern = () => {
    let text = next() < 0.8 ? '/' : '*';
    const length = 1 + Math.floor(next() * 6);
    for (let i = 0; i < length; i++) text += pick(chars);
    return next() < 0.2 ? `${text}$` : text;
  };
  const files = () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    const groups = 1 + Math.floor(next() * 3);
    for (let g = 0; g < groups; g++) {
      const names = 1 + Math.floor(next() * 2);
      for (let n = 0; n < names; n++) {
        const agent = pick(agents);
        ours.push(misspelled('user-agent', agent));
        theirs.push(`User-agent: ${agent}`);
      }
      const rules = 1 + Math.floor(next() * 4);
      for (let r = 0; r < rules; r++) {
        const directive = next() < 0.5 ? 'allow' : 'disallow';
        const value = pattern();
        ours.push(misspelled(directive, value));
        theirs.push(`${directive === 'allow' ? 'Allow' : 'Disallow'}: ${value}`);
        if (next() < 0.1) {
          const unknown = `${pick(['disalloow', 'dis-allow', 'usr-agent', 'allw'])}: ${pattern()}`;
          ours.push(unknown);
          theirs.push(unknown);
        }
      }
    }
    return { ours: ours.join('\n'), theirs: theirs.join('\n') };
  };
  const path = () => {
    let text = '/';
    const length = Math.floor(next() * 8);
    for (let i = 0; i < length; i++) text += pick(['a', 'b', 'c', '/', '.', '?', '=']);
    return text;
  };

  test('1000 generated files × 4 agents × 5 paths agree', () => {
    const disagreements: string[] = [];
    let checked = 0;
    let misread = 0;
    for (let file = 0; file < 1000; file++) {
      const { ours: text, theirs: spelled } = files();
      const parsed = parseRobots(text);
      misread += parsed.misread.length;
      const ours = new Robots(parsed);
      const theirs = robotsParser('https://example.com/robots.txt', spelled);
      const urls = Array.from({ length: 5 }, () => new URL(`https://example.com${path()}`));
      for (const agent of ['alpha', 'beta', 'gamma', 'delta']) {
        for (const url of urls) {
          checked++;
          const mine = ours.ruleSet(agent).decide(`${url.pathname}${url.search}`).allowed;
          const oracleSays = theirs.isAllowed(url.href, agent);
          if (mine !== oracleSays) disagreements.push(`${JSON.stringify(text)} ${agent} ${url.href}: ours ${mine}, robots-parser ${oracleSays}`);
        }
      }
    }
    expect(checked).toBe(20000);
    expect(misread).toBeGreaterThan(1000);
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

describe('the indexed rule set against a scan of every rule', () => {
  // The candidate index (literal prefix, anchor segment, first and last occurrences of segments)
  // must decide exactly as trying every rule with its own matcher: longest canonical pattern,
  // then allow, then the earlier line. Many `*`, repeated letters and shared segments make the
  // index's shortcuts (first occurrence too early, last occurrence too early) all happen.
  const { next, pick } = generator(2309);
  const letters = ['a', 'b', 'a', 'ab', 'ba', '/', '.', 'aa'];
  const pattern = () => {
    let text = next() < 0.7 ? '/' : pick(['/a', '/b/', '*']);
    const parts = Math.floor(next() * 6);
    for (let i = 0; i < parts; i++) text += (next() < 0.6 ? '*' : '') + pick(letters);
    return next() < 0.25 ? `${text}$` : text;
  };
  const path = () => {
    let text = '/';
    const length = Math.floor(next() * 24);
    for (let i = 0; i < length; i++) text += pick(['a', 'b', '/', '.', 'a']);
    return text;
  };
  const outranks = (a: RobotsRule, b: RobotsRule | null) =>
    b === null || (a.specificity !== b.specificity ? a.specificity > b.specificity : a.allow !== b.allow ? a.allow : a.line < b.line);

  test('300 generated files of 1 to 120 rules × 40 paths agree', () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (let file = 0; file < 300; file++) {
      const count = 1 + Math.floor(next() * 120);
      const lines = ['User-agent: *', ...Array.from({ length: count }, () => `${next() < 0.4 ? 'Allow' : 'Disallow'}: ${pattern()}`)];
      const set = robots(lines.join('\n')).ruleSet('x');
      for (let p = 0; p < 40; p++) {
        const target = canonicalPath(path());
        let best: RobotsRule | null = null;
        for (const rule of set.rules) if (outranks(rule, best) && rule.matcher.matches(target)) best = rule;
        const decision = set.decideCanonical(target);
        checked++;
        if (decision.rule !== best) disagreements.push(`${JSON.stringify(lines)} ${target}: index ${decision.rule?.line}, scan ${best?.line}`);
      }
    }
    expect(checked).toBe(12000);
    expect(disagreements.slice(0, 3)).toEqual([]);
  });
});

describe('where robots-parser 3.0.1 departs from RFC 9309 (pinned, so an upgrade that fixes one shows)', () => {
  test('§2.2.4: a Sitemap line between user-agent lines ends the group in robots-parser', () => {
    const text = 'User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /x\n';
    expect(allowed(text, 'a', '/x')).toBe(false);
    expect(oracle(text, 'a', '/x')).toBe(true);
  });
  test('§2.2.2: percent-encoded unreserved characters are not decoded by robots-parser', () => {
    const text = 'User-agent: *\nDisallow: /foo/bar/%62%61%7A\n';
    expect(allowed(text, 'x', '/foo/bar/baz')).toBe(false);
    expect(oracle(text, 'x', '/foo/bar/baz')).toBe(true);
  });
  test('§5.1: the empty group at the end of the file (quxbot) falls back to * in robots-parser', () => {
    const text = 'User-Agent: *\nDisallow: /example/\n\nUser-Agent: quxbot\n\nEOF';
    expect(allowed(text, 'quxbot', '/example/page.html')).toBe(true);
    expect(oracle(text, 'quxbot', '/example/page.html')).toBe(false);
  });
  test('§2.2.2: /robots.txt is not implicitly allowed by robots-parser', () => {
    expect(allowed('User-agent: *\nDisallow: /\n', 'x', '/robots.txt')).toBe(true);
    expect(oracle('User-agent: *\nDisallow: /\n', 'x', '/robots.txt')).toBe(false);
  });
  test('§2.2.3: a %2A pattern does not match a literal * in robots-parser', () => {
    const text = 'User-agent: *\nDisallow: /path/file-with-a-%2A.html\n';
    expect(allowed(text, 'x', '/path/file-with-a-*.html')).toBe(false);
    expect(oracle(text, 'x', '/path/file-with-a-*.html')).toBe(true);
  });
});

describe('linear-time matching', () => {
  test('a pattern with 4000 wildcards against a 30000-octet path that almost matches', () => {
    // A backtracking regex built from this pattern takes exponential time on this path.
    const matcher = compileMatcher(canonicalPattern(`/${'a*'.repeat(4000)}b`));
    expect(matcher.matches(`/${'a'.repeat(30000)}`)).toBe(false);
    expect(matcher.matches(`/${'a'.repeat(30000)}b`)).toBe(true);
  });
  test('a repetitive segment is searched without re-reading the path (Knuth–Morris–Pratt)', () => {
    const matcher = compileMatcher(canonicalPattern(`/*${'a'.repeat(5000)}b*c`));
    expect(matcher.matches(`/${'a'.repeat(30000)}`)).toBe(false);
    expect(matcher.matches(`/${'a'.repeat(30000)}bxc`)).toBe(true);
  });
});

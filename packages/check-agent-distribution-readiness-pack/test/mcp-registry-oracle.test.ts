// Oracle: the official MCP Registry's own patterns, copied verbatim from
// https://github.com/modelcontextprotocol/registry/blob/main/internal/validators/validators.go
// (comparatorRangeRe, hyphenRangeRe, orRangeRe, dottedVersionLikeRe, serverNameRegex) and
// internal/validators/utils.go (githubURLRegex, gitlabURLRegex), run by re2js — the RE2 engine
// Go's regexp implements — over the same strings as our hand-written matchers. Every verdict
// must agree.
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { acceptedRepositoryUrl, registryVersionProblem, validServerName } from '../src/lib/mcp-registry.js';

const re = (source: string) => RE2JS.compile(source);
const matches = (pattern: RE2JS, text: string) => pattern.matcher(text).find();

// validators.go, verbatim.
const comparatorRangeRe = re(String.raw`^\s*(?:\^|~|>=|<=|>|<|=)\s*v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?\s*$`);
const hyphenRangeRe = re(String.raw`^\s*v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?\s-\s*v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?\s*$`);
const orRangeRe = re(String.raw`^\s*(?:v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?\s*)(?:\|\|\s*v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.-]+)?\s*)+$`);
const dottedVersionLikeRe = re(String.raw`^\s*(?:v?\d+|x|X|\*)(?:\.(?:\d+|x|X|\*)){1,2}(?:-[0-9A-Za-z.-]+)?\s*$`);
const namespacePattern = '[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]';
const namePartPattern = '[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]';
const serverNameRegex = re('^' + namespacePattern + '/' + namePartPattern + '$');
// utils.go, verbatim.
const githubURLRegex = re(String.raw`^https?://(www\.)?github\.com/[\w.-]+/[\w.-]+/?$`);
const gitlabURLRegex = re(String.raw`^https?://(www\.)?gitlab\.com/[\w.-]+(/[\w.-]+)+/?$`);

/** validateVersion + looksLikeVersionRange, transcribed from validators.go (strings.TrimSpace over ASCII input). */
function registryRejectsVersion(version: string): boolean {
  if (version === 'latest') return true;
  const trimmed = version.trim();
  if (trimmed === '') return false;
  if (matches(comparatorRangeRe, trimmed) || matches(hyphenRangeRe, trimmed) || matches(orRangeRe, trimmed)) return true;
  if (matches(dottedVersionLikeRe, trimmed)) return trimmed.includes('x') || trimmed.includes('X') || trimmed.includes('*');
  return false;
}

/** parseServerName: a slash, at most one, two non-empty parts, then serverNameRegex. */
function registryAcceptsName(name: string): boolean {
  if (!name.includes('/')) return false;
  if (name.split('/').length - 1 > 1) return false;
  const [namespace, serverName] = name.split('/');
  if (!namespace || !serverName) return false;
  return matches(serverNameRegex, name);
}

const from = (alphabet: string, maxLength: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { maxLength }).map((chars) => chars.join(''));

// Strings built from the grammar the patterns read (so that accepted and refused values are both
// common), mixed with free strings over the same alphabet.
const weighted = <T>(common: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: common }, { weight: 1, arbitrary: rare });
const part = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 120 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('x', 'X', '*') },
  { weight: 1, arbitrary: fc.constantFrom('01', '') },
);
const dotted = fc
  .tuple(
    weighted(fc.constant(''), fc.constantFrom('v', 'V')),
    fc.array(part, { minLength: 1, maxLength: 4 }),
    weighted(fc.constant(''), fc.constantFrom('-alpha', '-next.1', '-rc.1', '-x', '+build', '-')),
  )
  .map(([prefix, parts, suffix]) => prefix + parts.join('.') + suffix);
const spaced = weighted(fc.constant(''), fc.constantFrom(' ', '  ', '\t'));
const structuredVersion = fc.oneof(
  fc.tuple(spaced, fc.constantFrom('^', '~', '>=', '<=', '>', '<', '=', '=='), spaced, dotted, spaced).map((p) => p.join('')),
  fc.tuple(dotted, fc.constantFrom(' - ', '- ', ' -', ' -  ', '-'), dotted).map((p) => p.join('')),
  fc.tuple(dotted, fc.array(fc.tuple(fc.constantFrom('||', ' || ', '|', ' ||'), dotted).map((p) => p.join('')), { minLength: 1, maxLength: 3 })).map(([a, rest]) => a + rest.join('')),
  fc.tuple(spaced, dotted, spaced).map((p) => p.join('')),
);
const versions = fc.oneof(structuredVersion, from('0123456789.-xX*^~<>=| vab\t', 14));
const alnum = fc.constantFrom('a', 'b', 'Z', '0', '9');
const label = weighted(fc.tuple(alnum, from('ab09.-', 5), alnum).map((p) => p.join('')), from('ab09.-_A', 6));
const names = weighted(
  fc.tuple(label, weighted(fc.constant('/'), fc.constantFrom('//', '')), label, weighted(fc.constant(''), fc.constantFrom('/x', '_', '-'))).map((p) => p.join('')),
  from('ab09.-_/ A', 10),
);

// The registry's own examples (validators.go comments and error texts), plus specific versions it accepts.
const VERSION_EXAMPLES = [
  '^1.2.3', '~1.2.3', '>=1.0.0', '<=1.0.0', '>1.0.0', '<1.0.0', '=1.0.0', '1.2.3 - 2.0.0', '1.2 || 1.3', '1.2.*', '1.2.x', '1.2.X', '1.x', '1 - 2',
  'latest', 'LATEST', '1.0.0', '1.0.0-alpha', '2.1.0-alpha', 'v1.2.3', '1.0.0-next.1', '1.0.0+build', '2024.01.15', ' 1.0 ', '', '1.2.3-2.0.0', 'x', '*',
];

describe('MCP Registry oracle (re2js running the registry patterns verbatim)', () => {
  test('the generated strings hold both verdicts in number', () => {
    const sampleVersions = fc.sample(versions, { numRuns: 4000, seed: 29 });
    const refused = sampleVersions.filter((version) => registryRejectsVersion(version)).length;
    expect(refused).toBeGreaterThan(400);
    expect(refused).toBeLessThan(3200);
    const accepted = fc.sample(names, { numRuns: 4000, seed: 29 }).filter(registryAcceptsName).length;
    expect(accepted).toBeGreaterThan(800);
    expect(accepted).toBeLessThan(3200);
  });

  test('version verdicts agree on the registry examples and 4,000 generated strings', () => {
    for (const version of VERSION_EXAMPLES) expect([version, registryVersionProblem(version) !== null]).toEqual([version, registryRejectsVersion(version)]);
    fc.assert(
      fc.property(versions, (version) => (registryVersionProblem(version) !== null) === registryRejectsVersion(version)),
      { numRuns: 4000, seed: 29 },
    );
  });

  test('server name verdicts agree on the registry examples and 4,000 generated strings', () => {
    for (const name of ['io.github.acme/invoice-lint', 'com.example.api/server', 'invoice-lint', 'a/b', 'ab/cd', 'ab/c_d', 'a.b/c/d', '-ab/cd', 'ab-/cd', 'ab/cd.', 'io.github.acme/']) {
      expect([name, validServerName(name)]).toEqual([name, registryAcceptsName(name)]);
    }
    fc.assert(fc.property(names, (name) => validServerName(name) === registryAcceptsName(name)), { numRuns: 4000, seed: 29 });
  });

  test('repository URL verdicts agree on examples and 3,000 generated strings', () => {
    const bases = ['https://github.com/', 'http://www.github.com/', 'https://gitlab.com/', 'https://www.gitlab.com/', 'https://codeberg.org/', 'https://github.com'];
    for (const url of ['https://github.com/acme/invoice-lint', 'https://github.com/acme/invoice-lint/', 'https://github.com/acme/invoice-lint/tree/main', 'https://gitlab.com/group/sub/repo', 'https://gitlab.com/group', 'https://codeberg.org/acme/x']) {
      expect([url, acceptedRepositoryUrl(url)]).toEqual([url, matches(githubURLRegex, url) || matches(gitlabURLRegex, url)]);
    }
    fc.assert(
      fc.property(fc.constantFrom(...bases), from('ab_.-/ 9', 12), (base, rest) => {
        const url = base + rest;
        return acceptedRepositoryUrl(url) === (matches(githubURLRegex, url) || matches(gitlabURLRegex, url));
      }),
      { numRuns: 3000, seed: 29 },
    );
  });
});

import { digest } from '@evidence-check/core-receipt';
import { MAX_LISTED_HOPS, run, sampleInput, type Input } from '../src/index.js';

type Redirect = Input['redirects'][number];
const r = (source: string, destination: string): Redirect => ({ source, destination });
const codesOf = (input: Input) => run(input).findings.map((f) => `${f.code}@${f.pointer}`);

describe('redirect-map-preflight', () => {
  test('a clean map is READY', () => {
    const result = run({ redirects: [r('/a', '/x'), r('/b', 'https://other.example/y')], baseline_sources: ['/a', '/b/'] });
    expect(result.status).toBe('READY');
    expect(result.findings).toEqual([]);
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, redirects: 2, chains: 0, loops: 0, missing_baseline: 0 });
  });

  test('invalid destinations: unparseable, javascript:, escaping relative path, empty', () => {
    const result = run({
      redirects: [r('/a', 'http://exa mple.com/'), r('/b', ' JavaScript:alert(1)'), r('/c/d', '../../e'), r('/f', ' ')],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['INVALID_DESTINATION', '/redirects/0/destination', 'unparseable'],
      ['INVALID_DESTINATION', '/redirects/1/destination', 'unsafe-scheme'],
      ['INVALID_DESTINATION', '/redirects/2/destination', 'escapes-root'],
      ['INVALID_DESTINATION', '/redirects/3/destination', 'empty'],
    ]);
    expect(result.findings[1]).toMatchObject({ subject: '/b', details: { scheme: 'javascript' } });
    // one level up from /c/ stays inside the root
    expect(codesOf({ redirects: [r('/c/d', '../e')] })).toEqual([]);
  });

  test('invalid sources, in the map and in the baseline', () => {
    expect(run({ redirects: [r('old', '/new'), r('mailto:a@b.c', '/x')], baseline_sources: ['//cdn/x'] }).findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['INVALID_SOURCE', '/baseline_sources/0', 'not-absolute'],
      ['INVALID_SOURCE', '/redirects/0/source', 'not-absolute'],
      ['INVALID_SOURCE', '/redirects/1/source', 'unsupported-scheme'],
    ]);
  });

  test('self-redirects after normalization', () => {
    const result = run({ redirects: [r('HTTPS://Example.com:443/a/?y=2&x=1', 'https://example.com/a?x=1&y=2#top')] });
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'SELF_REDIRECT', subject: 'HTTPS://Example.com:443/a/?y=2&x=1', pointer: '/redirects/0', details: expect.objectContaining({ normalized: '/a?x=1&y=2' }) }),
    ]);
    // http -> https on the same host is an upgrade, not a self-redirect
    expect(codesOf({ redirects: [r('http://example.com/a', 'https://example.com/a')] })).toEqual([]);
  });

  test('a chain reports the full chain and the final target at its entry, and is flattened', () => {
    const result = run({ redirects: [r('/b', '/c/'), r('/a', '/b'), r('/c', 'https://new.example/d'), r('/z', '/c')] });
    const chains = result.findings.filter((f) => f.code === 'REDIRECT_CHAIN');
    expect(chains.map((f) => [f.pointer, f.details])).toEqual([
      ['/redirects/1', { source: '/a', chain: ['/a', '/b', '/c', 'https://new.example/d'], chain_truncated: false, final_target: 'https://new.example/d', final_target_valid: true, hops: 3 }],
      ['/redirects/3', { source: '/z', chain: ['/z', '/c', 'https://new.example/d'], chain_truncated: false, final_target: 'https://new.example/d', final_target_valid: true, hops: 2 }],
    ]);
    expect(result.status).toBe('REVIEW');
    expect(result.report.flattened).toEqual([
      { source: '/b', destination: 'https://new.example/d', hops: 2 },
      { source: '/a', destination: 'https://new.example/d', hops: 3 },
      { source: '/z', destination: 'https://new.example/d', hops: 2 },
    ]);
  });

  test('absolute and root-relative spellings meet when the map has one site origin', () => {
    const result = run({ redirects: [r('https://www.example.com/old', 'https://WWW.example.com:443/mid'), r('/mid', '/new')], baseline_sources: ['/old/'] });
    expect(result.report.site_origin).toBe('https://www.example.com');
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.chain])).toEqual([
      ['REDIRECT_CHAIN', '/redirects/0', ['https://www.example.com/old', '/mid', '/new']],
    ]);
    expect(result.report.baseline.covered).toBe(1);
    // two origins: paths stay apart from absolute URLs
    const two = run({ redirects: [r('https://a.example/old', 'https://a.example/mid'), r('https://b.example/x', '/y'), r('/mid', '/new')] });
    expect(two.report.site_origin).toBeNull();
    expect(two.report.chains).toEqual([]);
  });

  test('loops report the cycle once; chains into a loop are reported at their entry', () => {
    const result = run({ redirects: [r('/x', '/a'), r('/b', '/c'), r('/a', '/b'), r('/c', '/a'), r('/s', '/s/'), r('/t', '/s')] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['CHAIN_INTO_LOOP', '/redirects/0', { source: '/x', chain: ['/x', '/a'], chain_truncated: false, loop_entry: '/a', hops: 1 }],
      ['REDIRECT_LOOP', '/redirects/1', { cycle: '/b -> /c -> /a -> /b', rules: [1, 3, 2], length: 3 }],
      ['SELF_REDIRECT', '/redirects/4', { source: '/s', destination: '/s/', normalized: '/s' }],
      ['CHAIN_INTO_LOOP', '/redirects/5', { source: '/t', chain: ['/t', '/s'], chain_truncated: false, loop_entry: '/s', hops: 1 }],
    ]);
    expect(result.report.loops).toEqual([{ cycle: ['/b', '/c', '/a', '/b'], length: 3 }]);
  });

  test('duplicate sources: same destination is a notice, a different one a conflict', () => {
    const result = run({ redirects: [r('/a', '/x'), r('/a/', '/x/'), r('/A', '/y'), r('/a?', '/y')] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.first_index])).toEqual([
      ['DUPLICATE_SOURCE', '/redirects/1/source', 0],
      ['CONFLICTING_SOURCE', '/redirects/3/source', 0],
    ]);
    expect(result.report.redirects).toMatchObject({ duplicates: 1, conflicts: 1 });
  });

  test('baseline sources without a redirect would 404', () => {
    const result = run({ redirects: [r('/a?x=1&y=2', '/b')], baseline_sources: ['/a/?y=2&x=1', '/gone', '/a'] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.subject])).toEqual([
      ['UNREDIRECTED_BASELINE_SOURCE', '/baseline_sources/1', '/gone'],
      ['UNREDIRECTED_BASELINE_SOURCE', '/baseline_sources/2', '/a'],
    ]);
    expect(result.report.baseline).toEqual({ total: 3, covered: 1, missing: ['/gone', '/a'] });
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['UNREDIRECTED_BASELINE_SOURCE', 'REDIRECT_CHAIN', 'SELF_REDIRECT', 'REDIRECT_LOOP', 'CONFLICTING_SOURCE', 'INVALID_DESTINATION']),
    );
    expect(first.status).toBe('BLOCKED');
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input: one 1000-rule chain and 2000 baseline sources', () => {
    const redirects = Array.from({ length: 1000 }, (_, i) => r(`/p${i}`, `/p${i + 1}`));
    const baseline_sources = Array.from({ length: 2000 }, (_, i) => `/p${i}`);
    const result = run({ redirects, baseline_sources });
    expect(result.report.chains).toHaveLength(1);
    expect(result.report.chains[0]).toMatchObject({ hops: 1000, final_target: '/p1000' });
    expect(result.report.flattened).toHaveLength(999);
    expect(result.summary.missing_baseline).toBe(1000);
    const loop = run({ redirects: redirects.map((x, i) => (i === 999 ? r('/p999', '/p0') : x)) });
    expect(loop.report.loops[0]?.length).toBe(1000);
  });

  test('many entries into one long tail: output stays linear, hop counts stay exact', () => {
    // 500 entry rules all redirect to the head of a 499-rule tail: listing every full chain would
    // be 500 x 500 sources; each finding lists at most MAX_LISTED_HOPS and says it was cut.
    const tail = Array.from({ length: 499 }, (_, i) => r(`/t${i}`, `/t${i + 1}`));
    const entries = Array.from({ length: 500 }, (_, i) => r(`/e${i}`, '/t0'));
    const result = run({ redirects: [...entries, ...tail] });
    const chains = result.findings.filter((f) => f.code === 'REDIRECT_CHAIN');
    expect(chains).toHaveLength(500);
    for (const finding of chains) {
      expect(finding.details).toMatchObject({ hops: 500, final_target: '/t499', chain_truncated: true });
      expect((finding.details.chain as string[]).length).toBe(MAX_LISTED_HOPS);
    }
    // The tail now ends in a cycle /t400 -> ... -> /t499 -> /t400: 401 hops from each entry.
    const intoLoop = run({ redirects: [...entries, ...tail, r('/t499', '/t400')] });
    const loopEntries = intoLoop.findings.filter((f) => f.code === 'CHAIN_INTO_LOOP');
    expect(loopEntries).toHaveLength(500);
    for (const finding of loopEntries) {
      expect(finding.details).toMatchObject({ loop_entry: '/t400', hops: 401, chain_truncated: true });
      expect((finding.details.chain as string[]).length).toBe(MAX_LISTED_HOPS);
    }
    const short = run({ redirects: [r('/x', '/a'), r('/a', '/b'), r('/b', '/a')] });
    expect(short.findings.find((f) => f.code === 'CHAIN_INTO_LOOP')?.details).toMatchObject({ chain: ['/x', '/a'], hops: 1, chain_truncated: false });
  });
});

// Outside truth for the graph: a naive walk per rule (quadratic, obviously correct) over seeded
// random maps on a small URL alphabet, compared with the linear colour-marking walk.
function naive(redirects: Redirect[]): { hops: Map<string, number | 'loop'>; loops: Set<string> } {
  const next = new Map<string, string>();
  for (const { source, destination } of redirects) if (!next.has(source)) next.set(source, destination);
  const hops = new Map<string, number | 'loop'>();
  const loops = new Set<string>();
  for (const start of next.keys()) {
    const seen: string[] = [];
    let at = start;
    while (next.has(at) && !seen.includes(at)) {
      seen.push(at);
      at = next.get(at) as string;
    }
    if (next.has(at)) {
      hops.set(start, 'loop');
      const cycle = seen.slice(seen.indexOf(at));
      if (cycle.length > 1) loops.add([...cycle].sort().join(' '));
    } else hops.set(start, seen.length);
  }
  return { hops, loops };
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('graph walk agrees with a naive walk per rule', () => {
  test.each(Array.from({ length: 40 }, (_, i) => i + 1))('random map %i', (seed) => {
    const rand = seeded(seed);
    const size = 5 + Math.floor(rand() * 40);
    const alphabet = 3 + Math.floor(rand() * 50);
    const redirects = Array.from({ length: size }, () => r(`/n${Math.floor(rand() * alphabet)}`, `/n${Math.floor(rand() * alphabet)}`));
    const truth = naive(redirects);
    const result = run({ redirects });

    const flattened = new Map(result.report.flattened.map((f) => [f.source, f.hops]));
    const intoLoop = new Set(result.findings.filter((f) => f.code === 'CHAIN_INTO_LOOP').map((f) => f.subject));
    const looped = new Set(result.report.loops.flatMap((l) => l.cycle));
    const selfs = new Set(result.findings.filter((f) => f.code === 'SELF_REDIRECT').map((f) => f.subject));
    for (const [source, hops] of truth.hops) {
      if (hops === 'loop') {
        // in a cycle, a self-redirect, or (when nothing redirects to it) reported as a chain into a loop
        expect(looped.has(source) || selfs.has(source) || intoLoop.has(source) || !flattened.has(source)).toBe(true);
        expect(flattened.has(source)).toBe(false);
      } else if (hops >= 2) {
        expect(flattened.get(source)).toBe(hops);
      } else {
        expect(flattened.has(source)).toBe(false);
      }
    }
    expect(new Set(result.report.loops.map((l) => [...l.cycle.slice(0, -1)].sort().join(' ')))).toEqual(truth.loops);
    const expectedIntoLoop = [...truth.hops].filter(
      ([source, hops]) => hops === 'loop' && !looped.has(source) && !selfs.has(source) && !redirects.some((x, i) => x.destination === source && redirects.findIndex((y) => y.source === x.source) === i),
    );
    expect(intoLoop).toEqual(new Set(expectedIntoLoop.map(([s]) => s)));
  });
});

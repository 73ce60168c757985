import { digest } from '@evidence-check/core-receipt';
import { MAX_LISTED_HOPS, run, sampleInput, type Input } from '../src/index.js';

// Plain input -> findings examples live in test/cases/ (one file per rule); this file keeps the
// sample, the schema-limit inputs and the differential against a naive walk.
type Redirect = Input['redirects'][number];
const r = (source: string, destination: string): Redirect => ({ source, destination });

describe('redirect-map-preflight', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['UNREDIRECTED_BASELINE_SOURCE', 'REDIRECT_CHAIN', 'TEMPORARY_REDIRECT_IN_CHAIN', 'SELF_REDIRECT', 'REDIRECT_LOOP', 'CONFLICTING_SOURCE', 'INVALID_DESTINATION']),
    );
    expect(first.status).toBe('BLOCKED');
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input: one 1000-rule chain and 2000 baseline sources; one 1000-rule loop', () => {
    const redirects = Array.from({ length: 1000 }, (_, i) => r(`/p${i}`, `/p${i + 1}`));
    const baseline_sources = Array.from({ length: 2000 }, (_, i) => `/p${i}`);
    const result = run({ redirects, baseline_sources });
    expect(result.report.chains).toHaveLength(1);
    expect(result.report.chains[0]).toMatchObject({ hops: 1000, finalTarget: '/p1000' });
    expect(result.report.flattened).toHaveLength(999);
    // every rule but the last (one hop) starts a chain of two or more hops
    const chains = result.findings.filter((f) => f.code === 'REDIRECT_CHAIN');
    expect(chains.map((f) => f.pointer)).toEqual(Array.from({ length: 999 }, (_, i) => `/redirects/${i}`));
    expect(chains.map((f) => f.details.hops)).toEqual(Array.from({ length: 999 }, (_, i) => 1000 - i));
    for (const finding of chains) expect((finding.details.chain as string[]).length).toBeLessThanOrEqual(MAX_LISTED_HOPS + 1);
    expect(result.summary.missingBaseline).toBe(1000);

    const loop = run({ redirects: redirects.map((x, i) => (i === 999 ? r('/p999', '/p0') : x)) });
    expect(loop.report.loops[0]?.length).toBe(1000);
    const members = loop.findings.filter((f) => f.code === 'REDIRECT_LOOP');
    expect(members.map((f) => f.pointer)).toEqual(Array.from({ length: 1000 }, (_, i) => `/redirects/${i}`));
    expect(new Set(members.map((f) => f.details.group))).toEqual(new Set(['loop:/p0']));
    for (const finding of members) {
      expect(finding.details).toMatchObject({ length: 1000, cycleTruncated: true });
      expect((finding.details.cycle as string).split(' -> ')).toHaveLength(MAX_LISTED_HOPS + 1);
    }
  });

  test('many entries into one long tail: output stays linear, hop counts stay exact', () => {
    // 500 entry rules all redirect to the head of a 499-rule tail: listing every full chain would
    // be 1000 x 500 sources; each finding lists at most MAX_LISTED_HOPS and says it was cut.
    const tail = Array.from({ length: 499 }, (_, i) => r(`/t${i}`, `/t${i + 1}`));
    const entries = Array.from({ length: 500 }, (_, i) => r(`/e${i}`, '/t0'));
    const result = run({ redirects: [...entries, ...tail] });
    const chains = result.findings.filter((f) => f.code === 'REDIRECT_CHAIN');
    // the 500 entries (500 hops each) and the tail rules /t0 .. /t497 (499 .. 2 hops); /t498 has one hop
    expect(chains).toHaveLength(500 + 498);
    for (const finding of chains.slice(0, 500)) {
      expect(finding.details).toMatchObject({ hops: 500, finalTarget: '/t499', chainTruncated: true, group: 'chain:/t499' });
      expect((finding.details.chain as string[]).length).toBe(MAX_LISTED_HOPS);
    }
    expect(chains.slice(500).map((f) => f.details.hops)).toEqual(Array.from({ length: 498 }, (_, i) => 499 - i));
    expect(JSON.stringify(result.findings).length).toBeLessThan(2_000_000);
    expect(result.report.chains).toHaveLength(500);

    // The tail now ends in a cycle /t400 -> ... -> /t499 -> /t400: 401 hops from each entry.
    const intoLoop = run({ redirects: [...entries, ...tail, r('/t499', '/t400')] });
    const loopEntries = intoLoop.findings.filter((f) => f.code === 'CHAIN_INTO_LOOP');
    expect(loopEntries).toHaveLength(500 + 400);
    for (const finding of loopEntries.slice(0, 500)) {
      expect(finding.details).toMatchObject({ loopEntry: '/t400', hops: 401, chainTruncated: true, group: 'loop:/t400' });
      expect((finding.details.chain as string[]).length).toBe(MAX_LISTED_HOPS);
    }
    expect(loopEntries.slice(500).map((f) => f.details.hops)).toEqual(Array.from({ length: 400 }, (_, i) => 400 - i));
    expect(intoLoop.findings.filter((f) => f.code === 'REDIRECT_LOOP')).toHaveLength(100);
  });
});

// Outside truth for the graph: a naive walk per rule (quadratic, obviously correct) over seeded
// random maps on a small URL alphabet, compared with the linear colour-marking walk. The naive
// model states the per-member rule directly: every member of a loop, every rule that reaches a
// loop, every rule of two or more hops, and every rule of a source set is flagged at its own rule.
function naive(redirects: Redirect[]): string[] {
  const first = new Map<string, number>();
  const bySource = new Map<string, number[]>();
  redirects.forEach(({ source }, i) => {
    if (!first.has(source)) first.set(source, i);
    bySource.set(source, [...(bySource.get(source) ?? []), i]);
  });
  const next = (source: string) => (redirects[first.get(source) as number] as Redirect).destination;
  const expected: string[] = [];
  for (const [source, index] of first) {
    const seen: string[] = [];
    let at = source;
    while (first.has(at) && !seen.includes(at)) {
      seen.push(at);
      at = next(at);
    }
    if (first.has(at)) {
      const cycle = seen.slice(seen.indexOf(at));
      const head = [...cycle].sort((a, b) => (first.get(a) as number) - (first.get(b) as number))[0] as string;
      const group = `loop:${head}`;
      if (seen.indexOf(at) > 0) expected.push(`CHAIN_INTO_LOOP@/redirects/${index} hops=${seen.indexOf(at)} entry=${at} ${group}`);
      else if (cycle.length === 1) expected.push(`SELF_REDIRECT@/redirects/${index}`);
      else expected.push(`REDIRECT_LOOP@/redirects/${index} length=${cycle.length} ${group}`);
    } else if (seen.length >= 2) {
      expected.push(`REDIRECT_CHAIN@/redirects/${index} hops=${seen.length} chain:${next(seen[seen.length - 1] as string)}`);
    }
  }
  for (const members of bySource.values()) {
    if (members.length < 2) continue;
    const same = members.every((i) => (redirects[i] as Redirect).destination === (redirects[members[0] as number] as Redirect).destination);
    for (const i of members) expected.push(`${same ? 'DUPLICATE_SOURCE' : 'CONFLICTING_SOURCE'}@/redirects/${i}/source source:${(redirects[i] as Redirect).source}`);
  }
  return expected.sort();
}

function observed(redirects: Redirect[]): string[] {
  return run({ redirects })
    .findings.map((f) => {
      const d = f.details;
      switch (f.code) {
        case 'CHAIN_INTO_LOOP':
          return `${f.code}@${f.pointer} hops=${d.hops} entry=${d.loopEntry} ${d.group}`;
        case 'REDIRECT_LOOP':
          return `${f.code}@${f.pointer} length=${d.length} ${d.group}`;
        case 'REDIRECT_CHAIN':
          return `${f.code}@${f.pointer} hops=${d.hops} ${d.group}`;
        case 'DUPLICATE_SOURCE':
        case 'CONFLICTING_SOURCE':
          return `${f.code}@${f.pointer} ${d.group}`;
        default:
          return `${f.code}@${f.pointer}`;
      }
    })
    .sort();
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('graph walk agrees with a naive walk per rule', () => {
  test.each(Array.from({ length: 60 }, (_, i) => i + 1))('random map %i', (seed) => {
    const rand = seeded(seed);
    const size = 5 + Math.floor(rand() * 40);
    const alphabet = 3 + Math.floor(rand() * 50);
    const redirects = Array.from({ length: size }, () => r(`/n${Math.floor(rand() * alphabet)}`, `/n${Math.floor(rand() * alphabet)}`));
    expect(observed(redirects)).toEqual(naive(redirects));
  });

  test('the random maps reach every graph outcome', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const rand = seeded(seed);
      const size = 5 + Math.floor(rand() * 40);
      const alphabet = 3 + Math.floor(rand() * 50);
      const redirects = Array.from({ length: size }, () => r(`/n${Math.floor(rand() * alphabet)}`, `/n${Math.floor(rand() * alphabet)}`));
      for (const line of naive(redirects)) kinds.add(line.split('@')[0] as string);
    }
    expect([...kinds].sort()).toEqual(['CHAIN_INTO_LOOP', 'CONFLICTING_SOURCE', 'DUPLICATE_SOURCE', 'REDIRECT_CHAIN', 'REDIRECT_LOOP', 'SELF_REDIRECT']);
  });
});

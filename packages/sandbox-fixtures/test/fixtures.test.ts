import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { verifyReceipt } from '@evidence-check/core-receipt';
import { consolidatedExample, loadFixtures, sandboxIndex } from '../src/index.js';

const fixtures = loadFixtures();

describe('golden sandbox fixtures', () => {
  test('exactly the implemented products have a fixture', () => {
    expect([...fixtures.keys()].sort()).toEqual(implementedChecks.map((check) => check.id).sort());
    expect(fixtures.size).toBeGreaterThan(0);
  });

  test.each(implementedChecks.map((check) => [check.id, check] as const))('%s re-runs to the same bytes', (id, check) => {
    const fixture = fixtures.get(id);
    expect(fixture).toBeDefined();
    expect(fixture?.request).toEqual(check.sampleInput);
    // A change in output fails here until `pnpm fixtures:update` renews the fixture on purpose.
    expect(JSON.stringify(check.run(fixture?.request))).toBe(JSON.stringify(fixture?.response));
    expect(verifyReceipt(fixture?.request, fixture!.response)).toBe(true);
    expect(fixture?.response.receipt).not.toHaveProperty('payment');
  });

  test('the index addresses each fixture by utility id with absolute URLs', () => {
    const index = sandboxIndex(registry, fixtures, 'https://checks.example.com/');
    expect(index.count).toBe(fixtures.size);
    for (const [id, entry] of Object.entries(index.fixtures)) {
      expect(entry.endpoint).toBe(`https://checks.example.com/api/run/${id}`);
      expect(entry.response.utility).toBe(id);
    }
  });

  test('the consolidated example is clearly marked while its product is missing', () => {
    const example = consolidatedExample(fixtures, 'http://127.0.0.1:4021');
    if (fixtures.has('agent-run-evidence-pack')) expect(example.placeholder).toBe(false);
    else expect(example).toMatchObject({ placeholder: true, utility: 'agent-run-evidence-pack' });
  });

  test('once the pack is implemented, the consolidated example serves its sample request and the real report', () => {
    const pack = implementedChecks.find((check) => check.id === 'agent-run-evidence-pack');
    if (!pack) return;
    const example = consolidatedExample(fixtures, 'https://checks.example.com/') as { request?: unknown; report?: unknown; endpoint: string };
    expect(example.endpoint).toBe('https://checks.example.com/api/run/agent-run-evidence-pack');
    expect(example.request).toEqual(pack.sampleInput);
    expect(JSON.stringify(example.report)).toBe(JSON.stringify(pack.run(pack.sampleInput)));
  });
});

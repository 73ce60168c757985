import { readdirSync, readFileSync } from 'node:fs';
import { CONSOLIDATED_EXAMPLE_ID, productUrls, trimBaseUrl } from '@evidence-check/catalog-builder';
import type { CheckDefinition, CheckResult } from '@evidence-check/core-receipt';

/** A golden pair: the product's sample request and the exact result `run()` gives for it. */
export interface Fixture {
  utility: string;
  version: string;
  request: unknown;
  response: CheckResult<unknown>;
}

export const FIXTURES_DIR = new URL('../fixtures/', import.meta.url);

/** Reads every fixture file once; the gateway serves them from memory. */
export function loadFixtures(dir: URL = FIXTURES_DIR): Map<string, Fixture> {
  const fixtures = new Map<string, Fixture>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const fixture = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
    fixtures.set(fixture.utility, fixture);
  }
  return fixtures;
}

export function fixtureFor(check: CheckDefinition): Fixture {
  return { utility: check.id, version: check.version, request: check.sampleInput, response: check.run(check.sampleInput) as CheckResult<unknown> };
}

/** `/sandbox/index.json`: one entry per implemented product, addressed by fragment `#{utility_id}`. */
export function sandboxIndex(checks: readonly CheckDefinition[], fixtures: ReadonlyMap<string, Fixture>, baseUrl: string) {
  const entries = checks
    .filter((check) => fixtures.has(check.id))
    .map((check) => {
      const fixture = fixtures.get(check.id) as Fixture;
      const { endpoint, schemaUrl } = productUrls(check.id, baseUrl);
      return [check.id, { id: check.id, title: check.title, price: check.price, endpoint, schemaUrl, request: fixture.request, response: fixture.response }] as const;
    });
  return {
    schemaVersion: '1.0',
    description:
      'Free deterministic integration fixtures: POST each request (paid) to its endpoint and expect this response, ' +
      'except receipt.payment and receipt.issuedAt, which the gateway adds after settlement.',
    baseUrl: trimBaseUrl(baseUrl),
    count: entries.length,
    fixtures: Object.fromEntries(entries),
  };
}

/** `/sandbox/agent-run-evidence-pack.json`: the consolidated example, or a marked placeholder. */
export function consolidatedExample(fixtures: ReadonlyMap<string, Fixture>, baseUrl: string) {
  const fixture = fixtures.get(CONSOLIDATED_EXAMPLE_ID);
  const { endpoint } = productUrls(CONSOLIDATED_EXAMPLE_ID, baseUrl);
  if (!fixture) {
    return {
      schemaVersion: '1.0',
      utility: CONSOLIDATED_EXAMPLE_ID,
      placeholder: true,
      note: 'Placeholder: agent-run-evidence-pack is not implemented yet, so there is no deterministic sample report. This document will hold its sample request and report once the product lands.',
      endpoint,
    };
  }
  return { schemaVersion: '1.0', utility: CONSOLIDATED_EXAMPLE_ID, placeholder: false, endpoint, request: fixture.request, report: fixture.response };
}

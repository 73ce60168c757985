import { digest } from '@evidence-check/core-receipt';
import { codesNeverAbsent, unproducedCodes } from '@evidence-check/test-utils';
import { cases } from './cases.js';
import { definition, run, sampleInput, type Input } from '../src/index.js';
import { sameName, sameUrl, sameVersion } from '../src/lib/compare.js';

describe('agent-distribution-readiness-pack', () => {
  test('every code is produced by a case and shown absent by another', () => {
    expect(unproducedCodes(definition, cases)).toEqual([]);
    expect(codesNeverAbsent(definition, cases)).toEqual([]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'CLAIM_WITHOUT_EVIDENCE',
        'REQUIRED_SURFACE_MISSING',
        'SURFACE_NAME_MISMATCH',
        'SURFACE_VERSION_MISMATCH',
        'SURFACE_STALE',
        'SURFACE_PRICE_MISMATCH',
        'SURFACE_HTTP_ERROR',
        'CHANNEL_SURFACE_INCONSISTENT',
        'LAUNCH_SIGNUP_REQUIRED',
      ]),
    );
    expect(first.status).toBe('BLOCKED');
    expect(first.report.channels.map((c) => c.verdict)).toEqual(['blocked', 'blocked', 'blocked']);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('the largest packet the schema allows completes with a verdict per item', () => {
    const capabilities = Array.from({ length: 1000 }, (_, i) => `tool_${i}`);
    const surfaces: Input['surfaces'] = Array.from({ length: 100 }, (_, i) => ({
      id: `s${i % 50}`,
      type: 'documentation',
      url: `https://a.example/${i}`,
      captured_at: i % 2 ? '2025-01-01T00:00:00Z' : '2026-03-01T00:00:00+01:00',
      http_status: i % 3 ? 200 : 404,
      name: `name-${i}`,
      version: `${i}.0.0`,
      canonical_url: 'https://a.example/',
      price_usd: i,
      capabilities,
    }));
    const claims: Input['claims'] = Array.from({ length: 100 }, (_, i) => ({
      id: `c${i % 10}`,
      text: 'x'.repeat(500),
      evidence_surface_ids: Array.from({ length: 100 }, (_, j) => `s${(i + j) % 100}`),
    }));
    const result = run({
      observed_at: '2026-03-02T09:00:00Z',
      product: { name: 'n'.repeat(120), version: '1.0.0', kind: 'mcp-server', canonical_url: 'https://a.example/', price_usd: 10000 },
      surfaces,
      claims,
      target_channels: ['mcp-registry', 'tool-directory', 'package-index', 'source-host', 'launch-site', 'show-forum'],
    });
    expect(result.status).toBe('BLOCKED');
    expect(result.report.surfaces).toHaveLength(100);
    expect(result.report.claims).toHaveLength(100);
    expect(result.report.channels).toHaveLength(6);
    expect(result.findings.filter((f) => f.code === 'DUPLICATE_SURFACE_ID')).toHaveLength(100);
    expect(result.findings.filter((f) => f.code === 'CLAIM_UNKNOWN_SURFACE')).toHaveLength(100 * 50); // ids s50–s99 are unknown
  });

  test('comparison helpers', () => {
    expect(sameName('Invoice  Lint', ' invoice lint')).toBe(true);
    expect(sameName('invoice-lint', 'invoice lint')).toBe(false);
    expect(sameName('caf\u00e9', 'cafe\u0301')).toBe(true); // NFC
    expect(sameVersion('V2.0.0', '2.0.0')).toBe(true);
    expect(sameVersion('version-2', '2')).toBe(false);
    expect(sameVersion('1.4.0+build.1', '1.4.0')).toBe(false);
    expect(sameUrl('https://a.example:443', 'https://a.example/')).toBe(true);
    expect(sameUrl('https://a.example/?x=1', 'https://a.example/')).toBe(false);
    expect(sameUrl('urn:isbn:0451450523', 'urn:isbn:0451450523')).toBe(true);
  });
});

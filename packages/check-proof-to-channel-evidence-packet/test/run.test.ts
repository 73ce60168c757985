import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';
import { hostOf, isShortened } from '../src/lib/links.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest input.
describe('proof-to-channel-evidence-packet', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'LINK_POLICY_LIMITED', 'LINK_TARGET_SHORTENED', 'SCREENSHOTS_MISSING', 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED', 'OPTIONAL_CLAIM_UNSUPPORTED',
        'PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', 'EVIDENCE_STALE', 'SUPPORT_NOT_RECIPROCATED',
      ]),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('hosts are read by the WHATWG URL parser (IDNA, case, trailing dot)', () => {
    expect(hostOf('https://BIT.LY./x')).toBe('bit.ly');
    expect(hostOf('bit.ly/x')).toBe('bit.ly');
    expect(isShortened('https://t.co/abc')).toBe(true);
    expect(isShortened('https://t.com/abc')).toBe(false);
    expect(isShortened('not a url at all')).toBe(false);
  });

  test('the largest input the schema allows completes: 250 claims × 100 references, 500 evidence × 250 claims', () => {
    const claims: Input['claims'] = Array.from({ length: 250 }, (_, i) => ({
      id: `claim-${String(i).padStart(3, '0')}-${'c'.repeat(100)}`,
      text: 't'.repeat(2000),
      evidence_ids: Array.from({ length: 100 }, (_, k) => `evidence-${String((i + k * 5) % 500).padStart(3, '0')}-${'e'.repeat(100)}`),
      required_for_submission: i % 2 === 0,
      personal_experience: i % 10 === 0,
      ...(i % 20 === 0 ? { human_field: `field-${i}` } : {}),
    }));
    const evidence: Input['evidence'] = Array.from({ length: 500 }, (_, j) => ({
      id: `evidence-${String(j).padStart(3, '0')}-${'e'.repeat(100)}`,
      type: j % 3 === 0 ? 'screenshot' : 'documentation',
      source_url: `https://example.org/evidence/${j}`,
      captured_at: `2026-0${1 + (j % 2)}-1${j % 10}T10:00:00.5+01:00`,
      observed: j % 4 !== 0,
      supports_claim_ids: Array.from({ length: 250 }, (_, m) => claims[(j + m) % 250]!.id),
    }));
    const result = run({
      observed_at: '2026-03-02T09:00:00Z',
      max_evidence_age_days: 45,
      product: { id: 'p', name: 'P', version: 'v'.repeat(60), canonical_url: 'https://p.example.com/', offer_url: 'https://p.example.com/buy', price_usd: 1_000_000 },
      channel: {
        name: 'n'.repeat(160),
        kind: 'marketplace',
        rules_captured_at: '2026-01-01T00:00:00Z',
        rules_source_url: 'https://m.example.org/rules',
        rule_status: 'verified',
        link_policy: 'limited',
        pricing_disclosure_required: true,
        demo_required: true,
        screenshots_required: 20,
        identity_fields: Array.from({ length: 50 }, (_, k) => `field-${k}-${'f'.repeat(100)}`),
      },
      claims,
      evidence,
      artifacts: {
        demo_url: 'https://p.example.com/demo',
        install_path: 'i'.repeat(2000),
        screenshots: Array.from({ length: 20 }, (_, s) => ({ id: `shot-${s}`, evidence_id: evidence[s * 3]!.id })),
        pricing_disclosure: '1,000,000.00 '.repeat(150),
        link_target: 'https://p.example.com/?utm_source=market',
        attribution_mechanism: 'a'.repeat(2000),
      },
      human_authored_fields: Object.fromEntries(Array.from({ length: 250 }, (_, k) => [`field-${k}`, k % 3 === 0])),
    });
    expect(result.report.packet.claims).toHaveLength(250);
    expect(result.summary.claims).toBe(250);
  });
});

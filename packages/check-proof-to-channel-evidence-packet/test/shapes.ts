// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Claims and evidence reference each other by id in both
// directions, so what grows is the number of references, the size of duplicate sets they hit and
// the free strings read as URLs or prices. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Claim = Input['claims'][number];
type Evidence = Input['evidence'][number];

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const report = (result: { report: unknown }) =>
  result.report as {
    packet: {
      claims: Array<{ id: string; ready: boolean; supportedBy: string[] }>;
      artifacts: Array<{ artifact: string; ready: boolean; missing: string | null }>;
    };
  };

const claim = (id: string, evidenceIds: string[], extra: Partial<Claim> = {}): Claim => ({
  id,
  text: 'A claim.',
  evidence_ids: evidenceIds,
  required_for_submission: true,
  personal_experience: false,
  ...extra,
});

const evidence = (id: string, supports: string[], extra: Partial<Evidence> = {}): Evidence => ({
  id,
  type: 'documentation',
  source_url: 'https://a.example/',
  captured_at: '2026-02-28T12:00:00Z',
  observed: true,
  supports_claim_ids: supports,
  ...extra,
});

const packet = (claims: Claim[], evidenceItems: Evidence[], edit: (input: Input) => void = () => {}): Input => {
  const input: Input = {
    observed_at: '2026-03-02T09:00:00Z',
    max_evidence_age_days: 90,
    product: { id: 'p', name: 'P', version: '1', canonical_url: 'https://a.example/', offer_url: 'https://a.example/', price_usd: 0.05 },
    channel: {
      name: 'Directory',
      kind: 'agent-directory',
      rules_captured_at: '2026-02-25T10:00:00Z',
      rules_source_url: 'https://a.example/',
      rule_status: 'verified',
      link_policy: 'allowed',
      pricing_disclosure_required: true,
      demo_required: false,
      screenshots_required: 0,
      identity_fields: [],
    },
    claims,
    evidence: evidenceItems,
    artifacts: { demo_url: '', install_path: '', screenshots: [], pricing_disclosure: '$0.05 per call', link_target: '', attribution_mechanism: 'utm' },
    human_authored_fields: {},
  };
  edit(input);
  return input;
};

/** n items split into rows of at most `width` (a list's maxItems): the row lengths. */
const rows = (n: number, width: number) => range(Math.ceil(n / width)).map((r) => Math.min(width, n - r * width));

export const shapes = defineShapes<Input>([
  {
    name: 'claims citing one duplicated evidence id that lists duplicated claim ids',
    max: 25_000,
    grow: (n) => {
      // n references in each direction: claims cite "ev" up to 100 times, the evidence items list "c" up to 250 times.
      const claimRows = rows(n, 100).slice(0, 250);
      const evidenceRows = rows(n, 250).slice(0, 500);
      return packet(
        claimRows.map((count) => claim('c', range(count).map(() => 'ev'))),
        evidenceRows.map((count) => evidence('ev', range(count).map(() => 'c'))),
      );
    },
    verify(result, n) {
      const claimRows = rows(n, 100).slice(0, 250);
      const evidenceRows = rows(n, 250).slice(0, 500);
      const duplicateEvidence = evidenceRows.length > 1;
      const duplicateClaim = claimRows.length > 1;
      const claimRefs = claimRows.flatMap((count, i) => range(count).map((k) => `/claims/${i}/evidence_ids/${k}`));
      const evidenceRefs = evidenceRows.flatMap((count, j) => range(count).map((m) => `/evidence/${j}/supports_claim_ids/${m}`));
      expect(codesAt(result.findings, 'EVIDENCE_REFERENCE_UNRESOLVED')).toEqual(duplicateEvidence ? claimRefs : []);
      expect(codesAt(result.findings, 'CLAIM_REFERENCE_UNRESOLVED')).toEqual(duplicateClaim ? evidenceRefs : []);
      expect(codesAt(result.findings, 'DUPLICATE_EVIDENCE_ID')).toEqual(duplicateEvidence ? range(evidenceRows.length).map((j) => `/evidence/${j}/id`) : []);
      expect(codesAt(result.findings, 'DUPLICATE_CLAIM_ID')).toEqual(duplicateClaim ? range(claimRows.length).map((i) => `/claims/${i}/id`) : []);
      expect(report(result).packet.claims.some((entry) => entry.ready)).toBe(!duplicateEvidence && !duplicateClaim);
    },
  },
  {
    name: 'claims citing n evidence items that do not list them back',
    max: 25_000,
    grow: (n) => {
      const claimRows = rows(n, 100);
      const items = Math.min(500, n);
      return packet(
        claimRows.map((count, i) => claim(`c${i}`, range(count).map((k) => `e${(i * 100 + k) % items}`))),
        range(items).map((j) => evidence(`e${j}`, [])),
      );
    },
    verify(result, n) {
      const claimRows = rows(n, 100);
      expect(codesAt(result.findings, 'SUPPORT_NOT_RECIPROCATED')).toEqual(claimRows.flatMap((count, i) => range(count).map((k) => `/claims/${i}/evidence_ids/${k}`)));
      expect(codesAt(result.findings, 'REQUIRED_CLAIM_UNSUPPORTED')).toEqual(claimRows.map((_, i) => `/claims/${i}`));
      expect(report(result).packet.claims.every((entry) => !entry.ready)).toBe(true);
    },
  },
  {
    name: 'n reciprocated links between every claim and every evidence item',
    max: 10_000,
    grow: (n) => {
      // A k × k complete bipartite graph of links: k claims and k evidence items, every one listing every other.
      const k = Math.min(100, Math.max(1, Math.floor(Math.sqrt(n))));
      return packet(
        range(k).map((i) => claim(`c${i}`, range(k).map((j) => `e${j}`))),
        range(k).map((j) => evidence(`e${j}`, range(k).map((i) => `c${i}`))),
      );
    },
    verify(result, n) {
      const k = Math.min(100, Math.max(1, Math.floor(Math.sqrt(n))));
      expect(result.findings).toEqual([]);
      expect(report(result).packet.claims.map((entry) => entry.supportedBy)).toEqual(range(k).map(() => range(k).map((j) => `e${j}`)));
    },
  },
  {
    name: 'claims citing stale and unobserved evidence, each id repeated',
    max: 25_000,
    grow: (n) => {
      const claimRows = rows(n, 100).slice(0, 250);
      return packet(
        claimRows.map((count, i) => claim(`c${i}`, range(count).map((k) => `e${k % 4}`), { required_for_submission: i % 2 === 0 })),
        range(4).map((j) =>
          evidence(`e${j}`, claimRows.map((_, i) => `c${i}`), j % 2 ? { observed: false } : { captured_at: '2025-01-01T00:00:00Z' }),
        ),
      );
    },
    verify(result, n) {
      const claimRows = rows(n, 100).slice(0, 250);
      expect(codesAt(result.findings, 'REQUIRED_CLAIM_UNSUPPORTED')).toEqual(claimRows.map((_, i) => `/claims/${i}`).filter((_, i) => i % 2 === 0));
      expect(codesAt(result.findings, 'OPTIONAL_CLAIM_UNSUPPORTED')).toEqual(claimRows.map((_, i) => `/claims/${i}`).filter((_, i) => i % 2 === 1));
      // Each claim lists at most four distinct ids, however often it repeats them.
      for (const finding of result.findings.filter((f) => f.code.endsWith('_CLAIM_UNSUPPORTED'))) {
        const checked = (finding.details as { checked: Array<{ evidenceId: string; problem: string }> }).checked;
        expect(checked.length).toBeLessThanOrEqual(4);
        expect(checked.every(({ evidenceId, problem }) => problem === (Number(evidenceId.slice(1)) % 2 ? 'not-observed' : 'stale'))).toBe(true);
      }
    },
  },
  {
    name: 'a link target of n characters on a shortener subdomain',
    max: 250_000,
    grow: (n) => packet([claim('c', [])], [evidence('e', [])], (input) => {
      input.artifacts.link_target = `https://${'a.'.repeat(Math.max(0, (n >> 1) - 10))}bit.ly/x`;
    }),
    verify(result) {
      expect(codesAt(result.findings, 'LINK_TARGET_SHORTENED')).toEqual(['/artifacts/link_target']);
    },
  },
  {
    name: 'a pricing disclosure of n numbers, none the price',
    max: 2000,
    grow: (n) => packet([claim('c', [])], [evidence('e', [])], (input) => {
      input.artifacts.pricing_disclosure = range(Math.ceil(n / 2)).map(() => '5').join(' ').slice(0, n);
    }),
    verify(result) {
      expect(codesAt(result.findings, 'PRICING_DISCLOSURE_PRICE_MISMATCH')).toEqual(['/artifacts/pricing_disclosure']);
    },
  },
  {
    name: 'evidence captured after an observed_at with n fractional digits',
    max: 250_000,
    grow: (n) =>
      packet(
        [claim('c', ['e0'])],
        range(500).map((j) => evidence(`e${j}`, j ? [] : ['c'], { captured_at: '2026-03-02T09:00:01Z' })),
        (input) => {
          input.observed_at = `2026-03-02T09:00:00.${'0'.repeat(n)}Z`;
        },
      ),
    verify(result, n) {
      // Every such finding would repeat observed_at: past 30 digits it is declined, and nothing counts as fresh.
      expect(codesAt(result.findings, 'CAPTURED_AFTER_OBSERVED_AT')).toEqual(n <= 30 ? range(500).map((j) => `/evidence/${j}/captured_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n <= 30 ? [] : ['/observed_at']);
      expect(report(result).packet.claims.map((entry) => entry.ready)).toEqual([n <= 30]);
    },
  },
]);

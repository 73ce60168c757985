// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Surface = Input['surfaces'][number];

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const report = (result: { report: unknown }) =>
  result.report as {
    surfaces: Array<{ id: string; usable: boolean; verdict: string; reasons: string[] }>;
    claims: Array<{ id: string; verdict: string; reasons: string[] }>;
    channels: Array<{ channel: string; verdict: string; reasons: string[] }>;
  };

const surface = (id: string, type: Surface['type'], extra: Partial<Surface> = {}): Surface => ({
  id,
  type,
  url: 'https://a.example/',
  captured_at: '2026-03-01T18:00:00Z',
  http_status: 200,
  ...extra,
});

const packet = (surfaces: Surface[], claims: Input['claims'], product: Partial<Input['product']> = {}): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  product: { name: 'invoice-lint', version: '1.4.0', kind: 'mcp-server', canonical_url: 'https://a.example/', price_usd: 0.05, ...product },
  surfaces,
  claims,
  target_channels: ['mcp-registry', 'tool-directory', 'package-index', 'source-host', 'launch-site', 'show-forum'],
  launch_evidence: { tryable_without_signup: true, founder_available: true, generated_comments_planned: false, live_product: true, pricing_transparent: true },
});

export const shapes = defineShapes<Input>([
  {
    name: 'claims citing one duplicated failing surface id n times',
    max: 10_000,
    grow: (n) =>
      packet(
        range(Math.min(100, n)).map(() => surface('s', 'transport', { http_status: 503 })),
        range(Math.ceil(n / 100)).map(() => ({ id: 'c', text: 'A claim.', evidence_surface_ids: range(100).map(() => 's') })),
      ),
    verify(result, n) {
      const surfaces = range(Math.min(100, n)).map((i) => `/surfaces/${i}`);
      const claims = range(Math.ceil(n / 100)).map((i) => `/claims/${i}`);
      expect(codesAt(result.findings, 'DUPLICATE_SURFACE_ID')).toEqual(surfaces.length > 1 ? surfaces : []);
      expect(codesAt(result.findings, 'DUPLICATE_CLAIM_ID')).toEqual(claims.length > 1 ? claims : []);
      expect(codesAt(result.findings, 'SURFACE_HTTP_ERROR')).toEqual(surfaces.map((pointer) => `${pointer}/http_status`));
      // The id is cited 100 times but names one set of surfaces: one failing finding per claim, naming it once.
      expect(codesAt(result.findings, 'CLAIM_EVIDENCE_FAILING')).toEqual(claims);
      for (const finding of result.findings.filter((f) => f.code === 'CLAIM_EVIDENCE_FAILING')) expect(finding.details).toMatchObject({ surfaces: ['s'] });
      expect(report(result).claims.every((claim) => claim.verdict === 'blocked')).toBe(true);
    },
  },
  {
    name: 'claims citing n ids of surfaces that do not exist',
    max: 10_000,
    grow: (n) =>
      packet(
        [surface('home', 'homepage')],
        // As many claims as needed, each citing up to 100 unknown ids (the schema's limit).
        range(Math.ceil(n / 100)).map((i) => ({ id: `c${i}`, text: 'A claim.', evidence_surface_ids: range(Math.min(100, n - i * 100)).map((k) => `gone-${k}`) })),
      ),
    verify(result, n) {
      const expected = range(n).map((r) => `/claims/${Math.floor(r / 100)}/evidence_surface_ids/${r % 100}`);
      expect(codesAt(result.findings, 'CLAIM_UNKNOWN_SURFACE')).toEqual(expected);
      expect(codesAt(result.findings, 'CLAIM_EVIDENCE_FAILING')).toEqual([]);
    },
  },
  {
    name: 'usable surfaces of every type, each contradicting a long release',
    max: 100,
    grow: (n) => {
      const long = (c: string) => c.repeat(600);
      const types: Surface['type'][] = ['homepage', 'documentation', 'pricing', 'package-registry', 'transport', 'source-repository'];
      return packet(
        range(n).map((i) =>
          surface(`s${i}`, types[i % types.length]!, {
            name: `${long('n')}${i}`,
            version: `${long('v')}${i}`,
            canonical_url: `https://a.example/${long('u')}${i}`,
            price_usd: 0.5,
            install_command: 'npx -y x',
          }),
        ),
        [],
        // The product's side at its bounds (256 and 2048 characters); the surfaces' own values are open.
        { name: 'n'.repeat(120), version: 'v'.repeat(256), canonical_url: `https://a.example/${'u'.repeat(2030)}` },
      );
    },
    verify(result, n) {
      for (const code of ['SURFACE_NAME_MISMATCH', 'SURFACE_VERSION_MISMATCH', 'SURFACE_CANONICAL_URL_MISMATCH', 'SURFACE_PRICE_MISMATCH']) {
        const field = { SURFACE_NAME_MISMATCH: 'name', SURFACE_VERSION_MISMATCH: 'version', SURFACE_CANONICAL_URL_MISMATCH: 'canonical_url', SURFACE_PRICE_MISMATCH: 'price_usd' }[code];
        expect(codesAt(result.findings, code)).toEqual(range(n).map((i) => `/surfaces/${i}/${field}`));
      }
      // Every carrier of every channel disagrees with the release.
      expect(codesAt(result.findings, 'CHANNEL_SURFACE_INCONSISTENT').length + codesAt(result.findings, 'CHANNEL_SURFACE_MISSING').length).toBe(6);
    },
  },
  {
    name: 'surface names equal to the product name up to NFC, case and white-space runs',
    max: 100,
    grow: (n) =>
      packet(
        range(n).map((i) => surface(`s${i}`, 'homepage', { name: `${' \t'.repeat(i % 7)}${range(40).map((j) => (j % 2 ? 'E\u0301' : 'A')).join(' \t\n '.repeat(20))} ` })),
        [],
        { name: range(40).map((j) => (j % 2 ? '\u00e9' : 'a')).join(' ') },
      ),
    verify(result) {
      expect(codesAt(result.findings, 'SURFACE_NAME_MISMATCH')).toEqual([]);
    },
  },
  {
    name: 'every surface contradicts one product version of n characters',
    max: 250_000,
    grow: (n) => packet(range(100).map((i) => surface(`s${i}`, 'homepage', { version: '1' })), [], { version: '9'.repeat(n) }),
    verify(result, n) {
      // Each mismatch would repeat the product's version: past 256 characters it is declined instead.
      expect(codesAt(result.findings, 'SURFACE_VERSION_MISMATCH')).toEqual(n <= 256 ? range(100).map((i) => `/surfaces/${i}/version`) : []);
      expect(codesAt(result.findings, 'PRODUCT_FIELD_TOO_LONG')).toEqual(n <= 256 ? [] : ['/product/version']);
    },
  },
  {
    name: 'every surface captured after an observed_at with n fractional digits',
    max: 250_000,
    grow: (n) => ({ ...packet(range(100).map((i) => surface(`s${i}`, 'homepage', { captured_at: '2026-03-02T09:00:01Z' })), []), observed_at: `2026-03-02T09:00:00.${'0'.repeat(n)}Z` }),
    verify(result, n) {
      expect(codesAt(result.findings, 'SURFACE_CAPTURED_AFTER_OBSERVED')).toEqual(n <= 30 ? range(100).map((i) => `/surfaces/${i}/captured_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n <= 30 ? [] : ['/observed_at']);
    },
  },
  {
    name: 'surfaces showing versions of n characters in all',
    max: 250_000,
    grow: (n) => {
      const count = Math.min(100, n);
      const width = Math.floor(n / count);
      return packet(range(count).map((i) => surface(`s${i}`, 'package-registry', { version: ` v${'9'.repeat(width)} `, install_command: 'npx -y x' })), []);
    },
    verify(result, n) {
      // Each surface's own value, folded (white space and the leading v) and compared once.
      const count = Math.min(100, n);
      expect(codesAt(result.findings, 'SURFACE_VERSION_MISMATCH')).toEqual(range(count).map((i) => `/surfaces/${i}/version`));
      for (const finding of result.findings.filter((f) => f.code === 'SURFACE_VERSION_MISMATCH')) {
        expect((finding.details as { shown: string }).shown).toHaveLength(Math.floor(n / count) + 3);
      }
    },
  },
]);

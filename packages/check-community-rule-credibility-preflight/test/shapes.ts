// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. The packet has no lists, so what grows is the length of its free
// strings: the community name every community finding repeats, the flairs compared up to case and
// white space, and the fractional digits of the two timestamps compared exactly.
// Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const report = (result: { report: unknown }) => result.report as { decision: string; reasons: string[]; rulesAgeDays: number | null };

const base = (edit: (input: Input) => void): Input => {
  const input: Input = {
    observed_at: '2026-03-02T09:00:00Z',
    channel: 'discussion-board',
    action: {
      type: 'post',
      promotes_own_product: true,
      generated_or_ai_edited_text: true,
      asks_for_votes: false,
      asks_for_comments: false,
      paid_hunter_or_traffic: false,
      shortened_or_redirected_link: false,
      claims_supported: true,
      repeated_or_unsolicited: false,
      redirect_intended_to_bypass_block: false,
      live_product: true,
      tryable_without_signup: true,
      founder_available: true,
      non_trivial_product: true,
      landing_page_only: false,
      pricing_transparent: true,
      link_url: 'https://a.example/',
    },
    account: { identity_type: 'person', primary_use_is_promotion: false, age_days: 400, community_karma: 5000, community_contributions: 100, promotional_contributions: 1 },
    community: {
      name: 'bookkeeping-help',
      rules_captured_at: '2026-03-01T12:00:00Z',
      rules_source_url: 'https://forum.example.org/rules',
      promotion_policy: 'allowed',
      link_policy: 'allowed',
      ai_content_policy: 'allowed',
    },
  };
  edit(input);
  return input;
};

export const shapes = defineShapes<Input>([
  {
    name: 'a community name of n characters repeated by every community finding',
    max: 250_000,
    grow: (n) =>
      base((input) => {
        Object.assign(input.community!, {
          name: 'c'.repeat(n),
          rules_captured_at: '2025-01-01T00:00:00Z',
          promotion_policy: 'unknown',
          link_policy: 'unknown',
          ai_content_policy: 'limited',
          minimum_account_age_days: 1000,
          minimum_community_karma: 100_000,
          required_flair: 'Promotion',
        });
      }),
    verify(result, n) {
      const name = 'c'.repeat(n);
      const named = ['RULES_STALE', 'COMMUNITY_POLICY_UNKNOWN', 'GENERATED_TEXT_LIMITED', 'ACCOUNT_TOO_NEW', 'ACCOUNT_KARMA_LOW', 'REQUIRED_FLAIR_MISSING'];
      for (const code of named) expect(codesAt(result.findings, code).length).toBeGreaterThan(0);
      // Two policies the action depends on are unknown: promotion and links.
      expect(codesAt(result.findings, 'COMMUNITY_POLICY_UNKNOWN')).toEqual(['/community/link_policy', '/community/promotion_policy']);
      for (const finding of result.findings.filter((f) => named.includes(f.code))) expect((finding.details as { community: string }).community).toBe(name);
      expect(report(result).decision).toBe('revise');
    },
  },
  {
    name: 'flairs of n characters equal up to case and surrounding white space',
    max: 250_000,
    grow: (n) =>
      base((input) => {
        const half = Math.floor(n / 2);
        input.community!.required_flair = ` \t${'Ab'.repeat(half >> 1)}\n `;
        input.action.selected_flair = `${'aB'.repeat(half >> 1)}${' '.repeat(half & 1)}`;
      }),
    verify(result) {
      expect(codesAt(result.findings, 'REQUIRED_FLAIR_MISSING')).toEqual([]);
      expect(report(result).decision).toBe('allow');
    },
  },
  {
    name: 'flairs of n characters that differ in their last letter',
    max: 250_000,
    grow: (n) =>
      base((input) => {
        const half = Math.max(1, Math.floor(n / 2));
        input.community!.required_flair = `${'x'.repeat(half - 1)}y`;
        input.action.selected_flair = `${'X'.repeat(half - 1)}Z`;
      }),
    verify(result) {
      expect(codesAt(result.findings, 'REQUIRED_FLAIR_MISSING')).toEqual(['/action/selected_flair']);
    },
  },
  {
    name: 'rules captured a fraction of n digits after observed_at',
    max: 250_000,
    grow: (n) =>
      base((input) => {
        const half = Math.max(1, Math.floor(n / 2));
        input.observed_at = `2026-03-02T09:00:00.${'0'.repeat(half)}+00:00`;
        input.community!.rules_captured_at = `2026-03-02T10:00:00.${'0'.repeat(half - 1)}1+01:00`;
      }),
    verify(result) {
      // One unit of the last digit later, in another offset: after observed_at, and -1 whole days old.
      expect(codesAt(result.findings, 'RULES_CAPTURED_AFTER_OBSERVED')).toEqual(['/community/rules_captured_at']);
      expect(codesAt(result.findings, 'RULES_STALE')).toEqual([]);
      expect(report(result).rulesAgeDays).toBe(-1);
    },
  },
  {
    name: 'rules captured n digits of fraction more than 90 days before',
    max: 250_000,
    grow: (n) =>
      base((input) => {
        const half = Math.max(1, Math.floor(n / 2));
        input.observed_at = `2026-03-02T09:00:00.${'9'.repeat(half)}Z`;
        input.community!.rules_captured_at = `2025-12-02T09:00:00.${'9'.repeat(half - 1)}8Z`;
      }),
    verify(result) {
      // 90 days and one unit of the last digit: stale, 90 whole days old.
      expect(codesAt(result.findings, 'RULES_STALE')).toEqual(['/community/rules_captured_at']);
      expect(report(result).rulesAgeDays).toBe(90);
    },
  },
]);

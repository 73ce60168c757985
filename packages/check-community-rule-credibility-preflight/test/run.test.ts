import { digest } from '@evidence-check/core-receipt';
import { codesNeverAbsent, unproducedCodes } from '@evidence-check/test-utils';
import { cases } from './cases.js';
import { definition, run, sampleInput, type Input } from '../src/index.js';

describe('community-rule-credibility-preflight', () => {
  test('every code is produced by a case and shown absent by another', () => {
    expect(unproducedCodes(definition, cases)).toEqual([]);
    expect(codesNeverAbsent(definition, cases)).toEqual([]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.report.decision).toBe('block');
    expect(first.report.blockReasons).toEqual(['COMMENT_SOLICITATION', 'GENERATED_TEXT_FORBIDDEN']);
    expect(first.report.reviseReasons).toEqual(
      expect.arrayContaining(['SHORTENED_LINK', 'CLAIMS_UNSUPPORTED', 'PROMOTIONAL_RATIO_EXCEEDED', 'ACCOUNT_TOO_NEW', 'ACCOUNT_KARMA_LOW', 'REQUIRED_FLAIR_MISSING', 'RULES_STALE']),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  // Oracle: exact rational arithmetic with BigInt, independent of big.js. The share is exceeded
  // when (p + 1) / (c + 1) > r, i.e. (p + 1) · 10^k > r · 10^k · (c + 1) for a ratio of k decimals.
  test('the promotional share agrees with BigInt rational arithmetic', () => {
    const ratios = ['0', '0.01', '0.1', '0.125', '0.3', '0.57', '0.7', '0.999', '1'];
    let checked = 0;
    for (const ratio of ratios) {
      const [, fraction = ''] = ratio.split('.');
      const scale = 10n ** BigInt(fraction.length);
      const scaled = BigInt(ratio.replace('.', ''));
      for (let c = 0; c <= 120; c += 7) {
        for (let p = 0; p <= c; p += 3) {
          const base = sampleInput as Input;
          const input: Input = {
            ...base,
            action: { ...base.action, promotes_own_product: true },
            account: { ...base.account, community_contributions: c, promotional_contributions: p },
            community: { ...base.community!, max_promotional_ratio: Number(ratio) },
          };
          const exceeded = BigInt(p + 1) * scale > scaled * BigInt(c + 1);
          expect(run(input).report.promotion.exceeded).toBe(exceeded);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('inputs at the schema limits complete: huge counts stay exact, long strings pass', () => {
    const base = sampleInput as Input;
    const long = 'x'.repeat(100_000);
    const result = run({
      ...base,
      action: { ...base.action, selected_flair: long, unique_value_evidence: long, link_url: `https://a.example/${long}` },
      account: { ...base.account, age_days: Number.MAX_SAFE_INTEGER, community_karma: 1e300, community_contributions: 1e21, promotional_contributions: 1e20 },
      community: { ...base.community!, name: long, required_flair: long, max_promotional_ratio: 0.1 },
    });
    // (10^20 + 1) / (10^21 + 1) is above 0.1 by 0.9 / (10^21 + 1): only exact arithmetic sees it.
    expect(result.report.promotion).toMatchObject({ promotional: '100000000000000000001', contributions: '1000000000000000000001', exceeded: true });
    expect(result.report.decision).toBe('block');
  });
});

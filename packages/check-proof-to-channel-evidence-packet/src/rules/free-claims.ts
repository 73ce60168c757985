import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A "free" claim about a priced product must come with its terms where the price is disclosed
 * (FTC Guide Concerning Use of the Word "Free", 16 CFR §251.1(c): the conditions of a free offer
 * are set forth clearly and conspicuously at the outset).
 */
export const freeClaimsRule = defineRule<Context>()({
  name: 'free-claims',
  codes: {
    FREE_CLAIM_WITHOUT_TERMS: {
      severity: 'warning',
      message: 'Claim "{{claim}}" says "free", but the product costs {{priceUsd}} USD and the pricing disclosure states no free terms.',
      description:
        'A claim uses "free" in the price sense while `product.price_usd` is above 0 and `artifacts.pricing_disclosure` does not say what is free (16 CFR §251.1(c)). Not flagged for "X-free", "free of …" (but "free of charge" is), "feel free".',
      example: '"Free for every team" with `price_usd: 0.05` and disclosure "$0.05 per call"',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.input.claims.forEach((claim, i) => {
      if (!ctx.artifacts.freeClaims[i]) return;
      findings.add('FREE_CLAIM_WITHOUT_TERMS', {
        subject: claim.id,
        pointer: jsonPointer('claims', i, 'text'),
        details: { claim: claim.id, priceUsd: ctx.artifacts.price },
      });
    });
  },
});

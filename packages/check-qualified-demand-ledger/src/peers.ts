import type { PeerComparison } from '@evidence-check/core-receipt';

const ISO = 'ISO 4217 currency codes (List One)';
const STRIPE = 'Stripe API: PaymentIntent amount and currency';
const ASC606 = 'ASC 606 / IFRS 15 revenue recognition';
const BANT = 'BANT lead qualification (Budget, Authority, Need, Timeline)';
const MEDDIC = 'MEDDIC sales qualification (PTC)';
const GA4 = 'GA4 funnel exploration';
const GDPR = 'GDPR Art. 4(5) pseudonymisation';
const NPM = 'npm Docs: About package download counts';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: ISO, url: 'https://www.iso.org/iso-4217-currency-codes.html', oracle: 'currency-codes 2.2.0 (npm), which ships List One: test/oracle.test.ts' },
    { name: STRIPE, url: 'https://docs.stripe.com/api/payment_intents/object' },
    { name: ASC606, url: 'https://www.ifrs.org/issued-standards/list-of-standards/ifrs-15-revenue-from-contracts-with-customers/' },
    { name: BANT, url: 'https://www.closingfoundry.com/glossary/bant' },
    { name: MEDDIC, url: 'https://www.relate.so/blog/what-is-meddic/' },
    { name: GA4, url: 'https://support.google.com/analytics/answer/9327974' },
    { name: GDPR, url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj' },
    { name: NPM, url: 'https://docs.npmjs.com/about-package-download-counts' },
  ],
  rules: [
    { peer: ISO, rule: 'a currency is named by its three-letter alphabetic code', ours: 'CURRENCY_NOT_ISO_4217', note: 'a notice: stablecoin tickers such as USDC are legitimate, and are totalled on their own' },
    { peer: ISO, rule: 'each currency has a minor unit (USD 2, JPY 0, BHD 3; N.A. for metals and units)', ours: 'AMOUNT_FINER_THAN_MINOR_UNIT' },
    { peer: STRIPE, rule: 'amount: a positive integer in the smallest currency unit', ours: 'AMOUNT_FINER_THAN_MINOR_UNIT', note: 'the ledger takes decimal amounts; more decimals than the minor unit is the same fault' },
    { peer: STRIPE, rule: 'currency: three-letter ISO currency code', ours: 'CURRENCY_NOT_ISO_4217' },
    { peer: STRIPE, rule: 'a payment has an id, an amount and a currency', ours: 'REVENUE_INCOMPLETE' },
    { peer: STRIPE, rule: 'idempotency: one request, one charge', ours: 'DUPLICATE_TRANSACTION', note: 'one transaction id counts once in the ledger' },
    {
      peer: ASC606,
      rule: 'revenue is recognised when (or as) a performance obligation is satisfied, net of refunds and variable consideration',
      ours: null,
      note: 'the ledger counts external settlements and commissions received, not recognised revenue; the closed event object has no refund or contract field',
    },
    {
      peer: ASC606,
      rule: 'principal versus agent (ASC 606-10-55-36): an agent recognises only its fee or commission',
      ours: null,
      note: 'commission events are totalled at the amount supplied; gross and net are not told apart',
    },
    {
      peer: BANT,
      rule: 'a lead is qualified by Budget, Authority, Need and Timeline',
      ours: null,
      note: 'the closed event object has no budget, authority or timeline field; the ledger qualifies by an observed buyer action with direct or verified attribution instead',
    },
    {
      peer: MEDDIC,
      rule: 'Metrics: the quantified economic benefit the buyer gets',
      ours: 'MEASUREMENT_MISSING',
      note: 'a value claim (measured-review-time-reduction) counts only with a measured value in minutes',
    },
    {
      peer: MEDDIC,
      rule: 'Economic buyer, decision criteria, decision process, identify pain, champion',
      ours: null,
      note: 'no such fields in the closed event object',
    },
    {
      peer: GA4,
      rule: 'funnel completion rate: users who reach a step over users at the previous step',
      ours: null,
      note: 'not a finding: report.funnel gives distinct actors per stage and converted / of, rounded half-even to 4 decimals in integer arithmetic',
    },
    { peer: GA4, rule: 'steps happen in order (a user reaches step 2 after step 1)', ours: 'PARENT_AFTER_CHILD', note: 'for events linked by parent_event_id' },
    {
      peer: GDPR,
      rule: 'pseudonymised data cannot be attributed to a person without additional information kept separately',
      ours: 'ACTOR_TOKEN_NOT_OPAQUE',
      note: 'a token shaped like an e-mail address or an E.164 number is personal data in the packet',
    },
    {
      peer: NPM,
      rule: 'download counts include automated downloads (build servers, mirrors, robots) and are not a count of users',
      ours: 'OWNER_ACTIVITY_NOT_DEMAND',
      note: 'exposure and owner activity never count as demand; an install is demand only from an external actor with direct or verified attribution',
    },
  ],
} as const satisfies PeerComparison;

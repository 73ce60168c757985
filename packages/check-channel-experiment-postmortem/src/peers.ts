import type { PeerComparison } from '@evidence-check/core-receipt';

const GROWTHBOOK = 'GrowthBook experiment health checks (SRM)';
const KOHAVI = 'Kohavi, Tang & Xu, Trustworthy Online Controlled Experiments (2020)';
const KERR = 'Kerr, HARKing (Personality and Social Psychology Review, 1998)';
const RIES = 'Ries, The Lean Startup (2011), ch. 7 "Measure"';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    {
      name: GROWTHBOOK,
      url: 'https://github.com/growthbook/growthbook/blob/main/packages/shared/src/health/health.ts',
      oracle:
        "GrowthBook's checkSrm and getSRMHealthData transcribed over @stdlib/stats-base-dists-chisquare-cdf in test/srm-oracle.test.ts: 2,010 arm sets (2–5 arms, equal and decimal weights); statuses equal on all, p-values equal to 6 significant digits; 0 disagreements",
    },
    { name: KOHAVI, url: 'https://experimentguide.com/' },
    { name: KERR, url: 'https://doi.org/10.1207/s15327957pspr0203_4' },
    { name: RIES, url: 'https://theleanstartup.com/' },
  ],
  rules: [
    {
      peer: GROWTHBOOK,
      rule: 'checkSrm: chi-square goodness-of-fit of users per variation against the variation weights',
      ours: 'SAMPLE_RATIO_MISMATCH',
      note: 'over events of type assignment, arm = open key variant, planned weight = open key variant_weight (equal when none), one unit per actor_token and arm; the statistic is computed exactly',
    },
    { peer: GROWTHBOOK, rule: 'getSRMHealthData: "unhealthy" when the SRM p-value is below srmThreshold (DEFAULT_SRM_THRESHOLD = 0.001)', ours: 'SAMPLE_RATIO_MISMATCH' },
    {
      peer: GROWTHBOOK,
      rule: 'getSRMHealthData: "not-enough-traffic" below variations × DEFAULT_SRM_MINIMINUM_COUNT_PER_VARIATION (8) users',
      ours: 'SAMPLE_RATIO_MISMATCH',
      note: 'no finding below arms × 8 assignments; the report says not-enough-traffic',
    },
    { peer: GROWTHBOOK, rule: 'checkSrm skips a variation whose weight is 0', ours: 'VARIANT_WEIGHT_UNCLEAR', note: 'an arm with assignments and a weight of 0 or less contradicts itself; the split is not tested' },
    {
      peer: GROWTHBOOK,
      rule: 'getMultipleExposureHealthData: "unhealthy" when units exposed to more than one variation are at least DEFAULT_MULTIPLE_EXPOSURES_THRESHOLD (1 %), with at least 10 units',
      ours: 'MULTIPLE_EXPOSURES',
      note: 'units are the assignment events\' open key actor_token; a caveat, the verdict is unchanged',
    },
    {
      peer: KOHAVI,
      rule: 'ch. 21 Sample Ratio Mismatch: an SRM invalidates the comparison; check it before reading any metric',
      ours: 'SAMPLE_RATIO_MISMATCH',
      note: 'the verdict is inconclusive whatever the gate count',
    },
    {
      peer: KOHAVI,
      rule: 'peeking: reading a p-value before the planned sample inflates false positives',
      ours: 'WINDOW_NOT_ELAPSED',
      note: 'a gate is a count threshold, which can only grow: a reached gate seen early stands, a missed gate seen early is inconclusive',
    },
    { peer: KOHAVI, rule: 'decide on a predeclared overall evaluation criterion (OEC), not on metrics chosen afterwards', ours: 'POST_HOC_DECLARATION' },
    { peer: KOHAVI, rule: 'the OEC must predict long-term value; activity counts are easy to move without it', ours: 'VANITY_GATE_METRIC' },
    {
      peer: KOHAVI,
      rule: 'minimum sample size for a two-sample test (power, minimum detectable effect, variance)',
      ours: null,
      note: 'the gate is a declared count threshold, not a comparison of means; the request carries no variance or detectable effect',
    },
    { peer: KOHAVI, rule: "Twyman's law: a surprising result is more likely an error", ours: null, note: 'needs the expected effect, which the request does not carry' },
    { peer: KERR, rule: 'a hypothesis presented as a priori after the results are known', ours: 'POST_HOC_DECLARATION' },
    { peer: RIES, rule: 'vanity metrics versus actionable metrics', ours: 'VANITY_GATE_METRIC' },
  ],
} as const satisfies PeerComparison;

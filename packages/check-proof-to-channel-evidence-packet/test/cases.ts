// Cases as data: every row of the README's decision table has a case that produces its code and
// one where it must not fire (`absent`), at the boundary where there is one. Expected values come
// from the documented rules (calendar days, exact decimals), not from the check's output.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { artifactsCases } from './cases/artifacts.js';
import { freeClaimsCases } from './cases/free-claims.js';
import { artifactsWith, claim, ev, packet } from './cases/helpers.js';
import { linkCases } from './cases/link.js';


const ALL_CODES = [
  'DUPLICATE_CLAIM_ID', 'DUPLICATE_EVIDENCE_ID', 'DUPLICATE_SCREENSHOT_ID', 'CHANNEL_RULES_BLOCKED', 'CHANNEL_RULES_UNVERIFIED',
  'CHANNEL_RULES_STALE', 'EVIDENCE_STALE', 'EVIDENCE_NOT_OBSERVED', 'CAPTURED_AFTER_OBSERVED_AT', 'DATE_TIME_TOO_PRECISE', 'EVIDENCE_REFERENCE_UNRESOLVED',
  'CLAIM_REFERENCE_UNRESOLVED', 'SUPPORT_NOT_RECIPROCATED', 'REQUIRED_CLAIM_UNSUPPORTED', 'OPTIONAL_CLAIM_UNSUPPORTED',
  'PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED', 'DEMO_MISSING', 'SCREENSHOT_EVIDENCE_UNRESOLVED',
  'SCREENSHOT_EVIDENCE_NOT_SCREENSHOT', 'SCREENSHOTS_MISSING', 'PRICING_DISCLOSURE_MISSING', 'PRICING_DISCLOSURE_PRICE_MISMATCH',
  'LINK_PROHIBITED', 'LINK_POLICY_UNCONFIRMED', 'LINK_POLICY_LIMITED', 'LINK_TARGET_SHORTENED', 'ATTRIBUTION_MECHANISM_MISSING',
  'SCREENSHOT_EVIDENCE_NOT_CURRENT', 'LINK_TARGET_UNRECOGNISED', 'FREE_CLAIM_WITHOUT_TERMS',
];

export const cases = defineCases<Input>([
  {
    name: 'a packet with supported claims, every artifact and human-authored identity is ready',
    input: packet(),
    expect: [],
    status: 'READY',
    absent: ALL_CODES,
    report: {
      packet: {
        product: { priceUsd: '0.05' },
        channel: { ruleStatus: 'verified', rulesAgeDays: 4, ready: true, missing: null },
        artifacts: [
          { artifact: 'demo_url', required: true, ready: true },
          { artifact: 'screenshots', required: 1, ready: true },
          { artifact: 'pricing_disclosure', required: true, ready: true },
          { artifact: 'link_target', ready: true },
          { artifact: 'attribution_mechanism', ready: true },
          { artifact: 'install_path', provided: true, ready: true },
        ],
        identityFields: [{ field: 'maker_bio', ready: true, missing: null }],
        claims: [{ id: 'c-speed', ready: true, supportedBy: ['ev-demo'], missing: null }],
      },
    },
  },

  // --- identity -------------------------------------------------------------------------------
  {
    name: 'a duplicated claim id flags every member; evidence listing it supports neither',
    input: packet({ claims: [claim('c-speed', ['ev-demo']), claim('c-speed', ['ev-demo'], { required_for_submission: false })] }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0', details: { checked: [{ evidenceId: 'ev-demo', problem: 'duplicate-claim-id' }] } },
      { code: 'DUPLICATE_CLAIM_ID', pointer: '/claims/0/id', details: { group: 'claim:c-speed', count: 2, firstIndex: 0 } },
      { code: 'OPTIONAL_CLAIM_UNSUPPORTED', pointer: '/claims/1' },
      { code: 'DUPLICATE_CLAIM_ID', pointer: '/claims/1/id', details: { group: 'claim:c-speed' } },
      { code: 'CLAIM_REFERENCE_UNRESOLVED', pointer: '/evidence/0/supports_claim_ids/0', details: { claim: 'c-speed', reason: 'duplicate-id' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a duplicated evidence id flags every member; a claim citing it is unsupported',
    input: packet({ evidence: [ev('ev-demo', 'demo', ['c-speed']), ev('ev-shot-1', 'screenshot'), ev('ev-demo', 'documentation', ['c-speed'])] }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0' },
      { code: 'EVIDENCE_REFERENCE_UNRESOLVED', pointer: '/claims/0/evidence_ids/0', details: { evidenceId: 'ev-demo', reason: 'duplicate-id' } },
      { code: 'DUPLICATE_EVIDENCE_ID', pointer: '/evidence/0/id', details: { group: 'evidence:ev-demo', firstIndex: 0 } },
      { code: 'DUPLICATE_EVIDENCE_ID', pointer: '/evidence/2/id', details: { group: 'evidence:ev-demo', firstIndex: 0 } },
    ],
  },
  {
    name: 'a duplicated screenshot id flags every member',
    input: packet({ artifacts: { screenshots: [{ id: 'shot-1', evidence_id: 'ev-shot-1' }, { id: 'shot-1', evidence_id: 'ev-shot-2' }] } }),
    expect: [
      { code: 'DUPLICATE_SCREENSHOT_ID', pointer: '/artifacts/screenshots/0/id', details: { group: 'screenshot:shot-1' } },
      { code: 'DUPLICATE_SCREENSHOT_ID', pointer: '/artifacts/screenshots/1/id', details: { group: 'screenshot:shot-1' } },
    ],
    absent: ['DUPLICATE_CLAIM_ID', 'DUPLICATE_EVIDENCE_ID'],
  },

  // --- channel rules --------------------------------------------------------------------------
  {
    name: 'blocked channel rules block the packet',
    input: packet({ channel: { rule_status: 'blocked' } }),
    expect: [{ code: 'CHANNEL_RULES_BLOCKED', pointer: '/channel/rule_status', subject: 'Tool Directory' }],
    status: 'BLOCKED',
    absent: ['CHANNEL_RULES_UNVERIFIED'],
    report: { packet: { channel: { ready: false, missing: 'channel rules that allow the submission' } } },
  },
  {
    name: 'unknown channel rules need review',
    input: packet({ channel: { rule_status: 'unknown' } }),
    expect: [{ code: 'CHANNEL_RULES_UNVERIFIED', pointer: '/channel/rule_status', details: { ruleStatus: 'unknown' } }],
    status: 'REVIEW',
    absent: ['CHANNEL_RULES_BLOCKED'],
  },
  {
    name: 'review-required channel rules need review',
    input: packet({ channel: { rule_status: 'review-required' } }),
    expect: [{ code: 'CHANNEL_RULES_UNVERIFIED', pointer: '/channel/rule_status', details: { ruleStatus: 'review-required' } }],
  },
  {
    // 2025-12-02T09:00Z + 90 days = 2026-03-02T09:00Z.
    name: 'channel rules captured exactly max_evidence_age_days ago are fresh',
    input: packet({ channel: { rules_captured_at: '2025-12-02T09:00:00Z' } }),
    expect: [],
    absent: ['CHANNEL_RULES_STALE'],
    report: { packet: { channel: { rulesAgeDays: 90, ready: true } } },
  },
  {
    name: 'channel rules a millisecond older than the limit are stale',
    input: packet({ channel: { rules_captured_at: '2025-12-02T10:59:59.999+02:00' } }),
    expect: [{ code: 'CHANNEL_RULES_STALE', pointer: '/channel/rules_captured_at', details: { ageDays: 90, maxAgeDays: 90 } }],
    status: 'REVIEW',
    report: { packet: { channel: { ready: false, missing: 'channel rules captured within 90 days' } } },
  },

  // --- evidence freshness ---------------------------------------------------------------------
  {
    name: 'stale evidence is flagged and supports no claim',
    input: packet({ evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: '2025-12-01T09:00:00Z' }), ev('ev-shot-1', 'screenshot')] }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0', details: { checked: [{ evidenceId: 'ev-demo', problem: 'stale' }] } },
      { code: 'EVIDENCE_STALE', pointer: '/evidence/0/captured_at', subject: 'ev-demo', details: { ageDays: 91, maxAgeDays: 90 } },
    ],
  },
  {
    name: 'evidence exactly max_evidence_age_days old still supports its claim',
    input: packet({ evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: '2025-12-02T09:00:00Z' }), ev('ev-shot-1', 'screenshot')] }),
    expect: [],
    absent: ['EVIDENCE_STALE', 'REQUIRED_CLAIM_UNSUPPORTED'],
  },
  {
    name: 'evidence that was not observed is flagged and supports no claim',
    input: packet({ evidence: [ev('ev-demo', 'demo', ['c-speed'], { observed: false }), ev('ev-shot-1', 'screenshot')] }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0', details: { checked: [{ evidenceId: 'ev-demo', problem: 'not-observed' }] } },
      { code: 'EVIDENCE_NOT_OBSERVED', pointer: '/evidence/0/observed', subject: 'ev-demo' },
    ],
    absent: ['EVIDENCE_STALE'],
  },
  {
    name: 'rules and evidence dated after observed_at are flagged; their age counts as zero',
    input: packet({
      channel: { rules_captured_at: '2026-03-02T09:00:01Z' },
      evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: '2026-03-03T00:00:00+00:00' }), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [
      { code: 'CAPTURED_AFTER_OBSERVED_AT', pointer: '/channel/rules_captured_at', subject: 'Tool Directory' },
      { code: 'CAPTURED_AFTER_OBSERVED_AT', pointer: '/evidence/0/captured_at', subject: 'ev-demo' },
    ],
    absent: ['CHANNEL_RULES_STALE', 'EVIDENCE_STALE', 'REQUIRED_CLAIM_UNSUPPORTED'],
  },
  {
    name: 'evidence captured at observed_at, written with another offset, is not from the future',
    input: packet({ evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: '2026-03-02T04:00:00-05:00' }), ev('ev-shot-1', 'screenshot')] }),
    expect: [],
    absent: ['CAPTURED_AFTER_OBSERVED_AT'],
  },

  {
    name: 'an observed_at with more than 30 fractional digits is declined: nothing is dated against it, nothing counts as fresh',
    input: packet({
      observed_at: `2026-03-02T09:00:00.${'0'.repeat(30)}1Z`,
      evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: '2026-03-03T00:00:00Z' }), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [
      // no screenshot evidence can be shown fresh either, so none counts (and none is flagged one by one)
      { code: 'SCREENSHOTS_MISSING', pointer: '/artifacts/screenshots', subject: null, details: { required: 1, ready: 0 } },
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0', subject: 'c-speed', details: { checked: [{ evidenceId: 'ev-demo', problem: 'age-unknown' }] } },
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/observed_at', subject: null, details: { digits: 31, maxDigits: 30 } },
    ],
    status: 'BLOCKED',
    absent: ['CAPTURED_AFTER_OBSERVED_AT', 'CHANNEL_RULES_STALE', 'EVIDENCE_STALE', 'SCREENSHOT_EVIDENCE_NOT_CURRENT'],
    report: { packet: { channel: { rulesAgeDays: null, ready: false, missing: 'channel rules captured within 90 days' } } },
  },
  {
    name: 'thirty fractional digits are read exactly',
    input: packet({
      observed_at: `2026-03-02T09:00:00.${'0'.repeat(29)}1Z`,
      evidence: [ev('ev-demo', 'demo', ['c-speed'], { captured_at: `2026-03-02T09:00:00.${'0'.repeat(28)}11Z` }), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [{ code: 'CAPTURED_AFTER_OBSERVED_AT', pointer: '/evidence/0/captured_at', subject: 'ev-demo' }],
    absent: ['DATE_TIME_TOO_PRECISE'],
    report: { packet: { channel: { rulesAgeDays: 4, ready: true } } },
  },
  // --- support links and claims ---------------------------------------------------------------
  {
    name: 'references that name nothing are flagged on both sides',
    input: packet({
      claims: [claim('c-speed', ['ev-demo', 'ev-gone'])],
      evidence: [ev('ev-demo', 'demo', ['c-speed', 'c-old']), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [
      { code: 'EVIDENCE_REFERENCE_UNRESOLVED', pointer: '/claims/0/evidence_ids/1', details: { evidenceId: 'ev-gone', reason: 'not-found' } },
      { code: 'CLAIM_REFERENCE_UNRESOLVED', pointer: '/evidence/0/supports_claim_ids/1', details: { claim: 'c-old', reason: 'not-found' } },
    ],
    absent: ['REQUIRED_CLAIM_UNSUPPORTED'],
    report: { packet: { claims: [{ ready: true, supportedBy: ['ev-demo'] }] } },
  },
  {
    name: 'a one-sided link is flagged at the side that has it, in both directions, and supports nothing',
    input: packet({
      claims: [claim('c-speed', ['ev-demo']), claim('c-fast', [], { required_for_submission: false })],
      evidence: [ev('ev-demo', 'demo', ['c-fast']), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/0', details: { checked: [{ evidenceId: 'ev-demo', problem: 'not-reciprocated' }] } },
      { code: 'SUPPORT_NOT_RECIPROCATED', pointer: '/claims/0/evidence_ids/0', details: { claim: 'c-speed', evidenceId: 'ev-demo', missingIn: 'supports_claim_ids' } },
      { code: 'OPTIONAL_CLAIM_UNSUPPORTED', pointer: '/claims/1', details: { checked: [] } },
      { code: 'SUPPORT_NOT_RECIPROCATED', pointer: '/evidence/0/supports_claim_ids/0', details: { claim: 'c-fast', evidenceId: 'ev-demo', missingIn: 'evidence_ids' } },
    ],
  },
  {
    name: 'a required claim with no evidence blocks; an optional one asks for review',
    input: packet({ claims: [claim('c-speed', ['ev-demo']), claim('c-teams', []), claim('c-trusted', [], { required_for_submission: false })] }),
    expect: [
      { code: 'REQUIRED_CLAIM_UNSUPPORTED', pointer: '/claims/1', subject: 'c-teams', details: { maxAgeDays: 90, checked: [] } },
      { code: 'OPTIONAL_CLAIM_UNSUPPORTED', pointer: '/claims/2', subject: 'c-trusted' },
    ],
    status: 'BLOCKED',
    report: { packet: { claims: [{ ready: true }, { ready: false, supportedBy: [] }, { ready: false }] } },
  },
  {
    name: 'a claim supported by one of several cited items is ready',
    input: packet({
      claims: [claim('c-speed', ['ev-old', 'ev-demo'])],
      evidence: [ev('ev-demo', 'demo', ['c-speed']), ev('ev-old', 'release', ['c-speed'], { observed: false }), ev('ev-shot-1', 'screenshot')],
    }),
    expect: [{ code: 'EVIDENCE_NOT_OBSERVED', pointer: '/evidence/1/observed' }],
    absent: ['REQUIRED_CLAIM_UNSUPPORTED', 'OPTIONAL_CLAIM_UNSUPPORTED'],
    report: { packet: { claims: [{ ready: true, supportedBy: ['ev-demo'] }] } },
  },
  {
    name: 'personal-experience claims need a human_field marked true: none, marked false, not listed',
    input: packet({
      claims: [
        claim('c-speed', ['ev-demo']),
        claim('c-story', [], { personal_experience: true }),
        claim('c-why', [], { personal_experience: true, human_field: 'why_i_built_this' }),
        claim('c-how', [], { personal_experience: true, required_for_submission: false, human_field: 'how_i_use_it' }),
      ],
      human: { maker_bio: true, why_i_built_this: false },
    }),
    expect: [
      { code: 'PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', pointer: '/claims/1', details: { reason: 'no-human-field', humanField: null } },
      { code: 'PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', pointer: '/claims/2/human_field', details: { reason: 'marked-false', humanField: 'why_i_built_this' } },
      { code: 'PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', pointer: '/claims/3/human_field', details: { reason: 'not-listed', humanField: 'how_i_use_it' } },
    ],
    absent: ['REQUIRED_CLAIM_UNSUPPORTED', 'OPTIONAL_CLAIM_UNSUPPORTED'],
    status: 'BLOCKED',
  },
  {
    name: 'a personal-experience claim in a field its author wrote is ready without evidence',
    input: packet({
      claims: [claim('c-speed', ['ev-demo']), claim('c-story', [], { personal_experience: true, human_field: 'why_i_built_this' })],
      human: { maker_bio: true, why_i_built_this: true },
    }),
    expect: [],
    absent: ['PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', 'REQUIRED_CLAIM_UNSUPPORTED'],
    report: { packet: { claims: [{ ready: true }, { id: 'c-story', ready: true, supportedBy: [], missing: null }] } },
  },
  {
    name: 'identity fields the channel asks for must be marked human-authored',
    input: packet({ channel: { identity_fields: ['maker_bio', 'founder_story', 'team'] }, human: { maker_bio: true, founder_story: false, constructor: true } }),
    expect: [
      { code: 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED', pointer: '/channel/identity_fields/1', subject: 'founder_story', details: { reason: 'marked-false' } },
      { code: 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED', pointer: '/channel/identity_fields/2', subject: 'team', details: { reason: 'not-listed' } },
    ],
    report: { packet: { identityFields: [{ field: 'maker_bio', ready: true }, { field: 'founder_story', ready: false }, { field: 'team', ready: false }] } },
  },
  {
    name: 'an identity field named like an Object prototype member is not human-authored unless marked',
    input: packet({ channel: { identity_fields: ['constructor', 'toString'] }, human: { constructor: true } }),
    expect: [{ code: 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED', pointer: '/channel/identity_fields/1', details: { field: 'toString', reason: 'not-listed' } }],
  },
  {
    name: 'no identity fields asked, none flagged',
    input: packet({ channel: { identity_fields: [] }, human: {} }),
    expect: [],
    absent: ['IDENTITY_FIELD_NOT_HUMAN_AUTHORED'],
  },

  // --- artifacts ------------------------------------------------------------------------------
  {
    name: 'a required demo without a demo URL blocks',
    input: packet({ artifacts: { demo_url: ' ' } }),
    expect: [{ code: 'DEMO_MISSING', pointer: '/artifacts/demo_url', subject: null }],
    status: 'BLOCKED',
    report: { packet: { artifacts: artifactsWith(0, { artifact: 'demo_url', ready: false, missing: 'a demo URL' }) } },
  },
  {
    name: 'no demo URL is fine when the channel does not require a demo',
    input: packet({ channel: { demo_required: false }, artifacts: { demo_url: '' } }),
    expect: [],
    absent: ['DEMO_MISSING'],
  },
  {
    name: 'screenshots whose evidence is missing or not a screenshot do not count, and too few are flagged',
    input: packet({
      channel: { screenshots_required: 3 },
      artifacts: {
        screenshots: [
          { id: 'shot-1', evidence_id: 'ev-shot-1' },
          { id: 'shot-2', evidence_id: 'ev-shot-9' },
          { id: 'shot-3', evidence_id: 'ev-demo' },
          { id: 'shot-4', evidence_id: 'ev-shot-1' },
        ],
      },
    }),
    expect: [
      { code: 'SCREENSHOTS_MISSING', pointer: '/artifacts/screenshots', subject: null, details: { required: 3, ready: 1 } },
      { code: 'SCREENSHOT_EVIDENCE_UNRESOLVED', pointer: '/artifacts/screenshots/1/evidence_id', subject: 'shot-2', details: { reason: 'not-found' } },
      { code: 'SCREENSHOT_EVIDENCE_NOT_SCREENSHOT', pointer: '/artifacts/screenshots/2/evidence_id', subject: 'shot-3', details: { type: 'demo' } },
    ],
    report: { packet: { artifacts: artifactsWith(1, { artifact: 'screenshots', required: 3, ready: false, missing: '2 more screenshots backed by observed, fresh evidence of type screenshot' }) } },
  },
  {
    name: 'exactly the required number of backed screenshots is enough',
    input: packet({ channel: { screenshots_required: 2 }, artifacts: { screenshots: [{ id: 'a', evidence_id: 'ev-shot-1' }, { id: 'b', evidence_id: 'ev-shot-2' }] } }),
    expect: [],
    absent: ['SCREENSHOTS_MISSING', 'SCREENSHOT_EVIDENCE_UNRESOLVED', 'SCREENSHOT_EVIDENCE_NOT_SCREENSHOT'],
  },
  {
    name: 'a required pricing disclosure that is empty blocks',
    input: packet({ artifacts: { pricing_disclosure: '' } }),
    expect: [{ code: 'PRICING_DISCLOSURE_MISSING', pointer: '/artifacts/pricing_disclosure', subject: null }],
    absent: ['PRICING_DISCLOSURE_PRICE_MISMATCH'],
  },
  {
    name: 'no pricing disclosure is fine when the channel does not require one',
    input: packet({ channel: { pricing_disclosure_required: false }, artifacts: { pricing_disclosure: '' } }),
    expect: [],
    absent: ['PRICING_DISCLOSURE_MISSING', 'PRICING_DISCLOSURE_PRICE_MISMATCH'],
  },
  {
    name: 'a disclosure that states another price is flagged',
    input: packet({ artifacts: { pricing_disclosure: 'Only $0.10 per call, or 5 cents in bulk.' } }),
    expect: [{ code: 'PRICING_DISCLOSURE_PRICE_MISMATCH', pointer: '/artifacts/pricing_disclosure', subject: null, details: { priceUsd: '0.05' } }],
    status: 'REVIEW',
  },
  {
    name: 'the price is found as an exact decimal: 0.050 states 0.05',
    input: packet({ artifacts: { pricing_disclosure: 'USD 0.050 per call' } }),
    expect: [],
    absent: ['PRICING_DISCLOSURE_PRICE_MISMATCH'],
  },
  {
    name: 'thousands separators are read: $1,250.00 states 1250',
    input: packet({
      product: { id: 'p', name: 'P', version: '1', canonical_url: 'https://p.example.com/', offer_url: 'https://p.example.com/buy', price_usd: 1250 },
      artifacts: { pricing_disclosure: '$1,250.00 per year' },
    }),
    expect: [],
    absent: ['PRICING_DISCLOSURE_PRICE_MISMATCH'],
  },
  {
    name: 'a price of 0 may be disclosed as free',
    input: packet({
      product: { id: 'p', name: 'P', version: '1', canonical_url: 'https://p.example.com/', offer_url: 'https://p.example.com/', price_usd: 0 },
      artifacts: { pricing_disclosure: 'Free for open-source projects.' },
    }),
    expect: [],
    absent: ['PRICING_DISCLOSURE_PRICE_MISMATCH'],
  },

  // --- link and attribution -------------------------------------------------------------------
  {
    name: 'a link where the channel prohibits links blocks',
    input: packet({ channel: { link_policy: 'prohibited' } }),
    // issue 29: the artifact slots have no identifier of their own, so the subject is null
    expect: [{ code: 'LINK_PROHIBITED', pointer: '/artifacts/link_target', subject: null }],
    absent: ['LINK_TARGET_UNRECOGNISED'],
    status: 'BLOCKED',
    report: { packet: { artifacts: artifactsWith(3, { artifact: 'link_target', ready: false, missing: 'remove the link: the channel prohibits links' }) } },
  },
  {
    name: 'no link where links are prohibited is fine',
    input: packet({ channel: { link_policy: 'prohibited' }, artifacts: { link_target: '' } }),
    expect: [],
    absent: ['LINK_PROHIBITED', 'LINK_POLICY_UNCONFIRMED', 'LINK_POLICY_LIMITED'],
  },
  {
    name: 'a link under an unknown link policy asks for review',
    input: packet({ channel: { link_policy: 'unknown' } }),
    expect: [{ code: 'LINK_POLICY_UNCONFIRMED', pointer: '/artifacts/link_target' }],
    status: 'REVIEW',
    absent: ['LINK_PROHIBITED'],
  },
  {
    name: 'a link under a limited link policy is a notice',
    input: packet({ channel: { link_policy: 'limited' } }),
    expect: [{ code: 'LINK_POLICY_LIMITED', pointer: '/artifacts/link_target' }],
    status: 'READY',
  },
  {
    name: 'links through known shorteners are flagged, subdomains and scheme-less text included',
    input: packet({ artifacts: { link_target: 'HTTPS://WWW.Bit.ly/3xAbc' } }),
    expect: [{ code: 'LINK_TARGET_SHORTENED', pointer: '/artifacts/link_target', details: { host: 'www.bit.ly' } }],
    status: 'REVIEW',
  },
  {
    name: 'a scheme-less shortened link is flagged too',
    input: packet({ artifacts: { link_target: 'tinyurl.com/abc' } }),
    expect: [{ code: 'LINK_TARGET_SHORTENED', pointer: '/artifacts/link_target', details: { host: 'tinyurl.com' } }],
  },
  {
    name: 'a host that merely ends in a shortener name, or a shortener in the query, is not a shortener (but it is not the product\'s site either)',
    input: packet({ artifacts: { link_target: 'https://notbit.ly/x?next=https://bit.ly/y' } }),
    expect: [{ code: 'LINK_TARGET_UNRECOGNISED', pointer: '/artifacts/link_target', subject: null, details: { host: 'notbit.ly' } }],
    absent: ['LINK_TARGET_SHORTENED'],
  },
  {
    name: 'a blank attribution mechanism is flagged',
    input: packet({ artifacts: { attribution_mechanism: '', link_target: 'https://product.example.com/?ref=directory' } }),
    expect: [{ code: 'ATTRIBUTION_MECHANISM_MISSING', pointer: '/artifacts/attribution_mechanism', subject: null }],
    status: 'REVIEW',
    report: { packet: { artifacts: artifactsWith(4, { artifact: 'attribution_mechanism', ready: false }) } },
  },
  ...artifactsCases,
  ...linkCases,
  ...freeClaimsCases,
]);

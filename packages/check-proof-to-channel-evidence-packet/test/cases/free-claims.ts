// FTC Guide Concerning Use of the Word "Free" and Similar Representations, 16 CFR §251.1(c)
// (https://www.ecfr.gov/current/title-16/chapter-I/subchapter-B/part-251): "When making 'Free' or
// similar offers all the terms, conditions and obligations upon which receipt and retention of the
// 'Free' item are contingent should be set forth clearly and conspicuously at the outset of the offer".
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { claim, ev, packet } from './helpers.js';

const evidence = [ev('ev-demo', 'demo', ['c-speed', 'c-free']), ev('ev-shot-1', 'screenshot')];

export const freeClaimsCases: Case<Input>[] = [
  {
    name: '16 CFR 251.1(c): "free" for a priced product whose disclosure states no free terms is flagged at the claim text',
    input: packet({ claims: [claim('c-speed', ['ev-demo']), claim('c-free', ['ev-demo'], { text: 'Free for every accounting team.' })], evidence }),
    expect: [{ code: 'FREE_CLAIM_WITHOUT_TERMS', pointer: '/claims/1/text', subject: 'c-free', details: { claim: 'c-free', priceUsd: '0.05' } }],
    status: 'REVIEW',
  },
  {
    name: '"free of charge" is a price claim too',
    input: packet({ claims: [claim('c-speed', ['ev-demo']), claim('c-free', ['ev-demo'], { text: 'Lint invoices FREE of charge.' })], evidence }),
    expect: [{ code: 'FREE_CLAIM_WITHOUT_TERMS', pointer: '/claims/1/text' }],
  },
  {
    name: '16 CFR 251.1(c): a free claim whose terms the pricing disclosure states is fine',
    input: packet({
      claims: [claim('c-speed', ['ev-demo']), claim('c-free', ['ev-demo'], { text: 'Free for your first 100 invoices.' })],
      evidence,
      artifacts: { pricing_disclosure: 'First 100 invoices free, then $0.05 per checked invoice.' },
    }),
    expect: [],
    absent: ['FREE_CLAIM_WITHOUT_TERMS'],
  },
  {
    name: '"error-free", "free of errors", "freely", "free-form" and "feel free" are not price claims',
    input: packet({
      claims: [
        claim('c-speed', ['ev-demo']),
        claim('c-free', ['ev-demo'], { text: 'Error-free VAT ids, free of format errors, freely exported in free-form text. Feel free to try it.' }),
      ],
      evidence,
    }),
    expect: [],
    absent: ['FREE_CLAIM_WITHOUT_TERMS'],
  },
  {
    name: 'a product priced at 0 may be called free',
    input: packet({
      product: { id: 'p', name: 'P', version: '1', canonical_url: 'https://product.example.com/', offer_url: 'https://product.example.com/', price_usd: 0 },
      claims: [claim('c-speed', ['ev-demo']), claim('c-free', ['ev-demo'], { text: 'Free and open source.' })],
      evidence,
      artifacts: { pricing_disclosure: 'Costs 0 USD.' },
    }),
    expect: [],
    absent: ['FREE_CLAIM_WITHOUT_TERMS'],
  },
];

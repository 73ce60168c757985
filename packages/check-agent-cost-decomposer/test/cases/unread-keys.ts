// Unread keys are never ignored in silence: every one is listed in report.calls[i].unreadKeys,
// and one named like usage or price is a warning (issue 29: "5,000 cache-write tokens cost $0").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { call } from './helpers.js';

export const unreadKeysCases = defineCases<Input>([
  {
    name: 'a usage key the check does not read is flagged at its pointer and listed; other extra keys are only listed',
    input: { calls: [call('c1', { step: 'planning', cache_creation_input_tokens: 5000, audio_tokens: 120 })] },
    expect: [
      { code: 'USAGE_KEY_UNREAD', pointer: '/calls/0/audio_tokens', subject: 'c1', details: { key: 'audio_tokens', value: 120 } },
      { code: 'USAGE_KEY_UNREAD', pointer: '/calls/0/cache_creation_input_tokens', subject: 'c1', details: { key: 'cache_creation_input_tokens', value: 5000 } },
    ],
    status: 'REVIEW',
    report: { calls: [{ verdict: 'REVIEW', unreadKeys: ['audio_tokens', 'cache_creation_input_tokens', 'step'], totalUsd: '0.0045' }] },
  },
  {
    name: 'batch and price keys are flagged too (a batch discount is not assumed); an id-less call has subject null',
    input: { calls: [call(null, { batch: true, web_search_cost_usd: 0.01 })] },
    expect: [
      { code: 'USAGE_KEY_UNREAD', pointer: '/calls/0/batch', subject: null, details: { call: '#1', value: true } },
      { code: 'CALL_ID_INVALID', pointer: '/calls/0/id' },
      { code: 'USAGE_KEY_UNREAD', pointer: '/calls/0/web_search_cost_usd', subject: null },
    ],
    report: { calls: [{ unreadKeys: ['batch', 'web_search_cost_usd'] }] },
  },
  {
    name: 'extra keys that name no usage are listed, never flagged',
    input: { calls: [call('c1', { step: 'planning', provider: { region: 'eu' }, latency_ms: 812 })] },
    expect: [],
    status: 'READY',
    absent: ['USAGE_KEY_UNREAD'],
    report: { calls: [{ unreadKeys: ['latency_ms', 'provider', 'step'] }] },
  },
]);

import type { Input } from '../../src/index.js';

export type Call = Input['calls'][number];
/** 1000 input tokens at 3 and 100 output tokens at 15 per million: 0.003 + 0.0015 = 0.0045. */
export const call = (id: unknown, extra: Partial<Call> = {}): Call => ({
  id,
  input_tokens: 1000,
  output_tokens: 100,
  input_usd_per_million: 3,
  output_usd_per_million: 15,
  ...extra,
});

// Test helpers: a fake Chicago data portal (no internet needed) and rows of the real column shapes.
export { FakeSoda } from './fake-soda.js';
export type { FakeMode, FakeRequest, FakeSodaOptions } from './fake-soda.js';
export { compileWhere, compileOrder, likeToRegExp, tokenize, SoqlError } from './soql-eval.js';
export { PERMIT_COLUMNS, CONTRACT_COLUMNS, permitRow, contractRow } from './rows.js';

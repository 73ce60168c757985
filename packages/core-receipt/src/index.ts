export type * from './types.js';
export { CATEGORIES, PRICES } from './types.js';
export { CanonicalizationError, canonicalize, digest } from './canonical.js';
export { jsonPointer, comparePointers } from './pointer.js';
export {
  buildSummary,
  countSeverities,
  deriveStatus,
  FindingCollector,
  MissingDetailError,
  placeholdersOf,
  renderMessage,
  sortFindings,
} from './findings.js';
export { defineRule, mergeCodes, runRules } from './rules.js';
export type { CheckRule, CodesOfRules } from './rules.js';
export type { FindingInput } from './findings.js';
export { attachPayment, buildReceipt, INTERFACE_VERSION, RECEIPT_VERSION, verifyReceipt } from './receipt.js';
export type { UnsignedResult } from './receipt.js';
export { defineCheck, NotImplementedError } from './define-check.js';
export type { CheckDefinition, CheckParts, CheckSpec, Evaluation, Peer, PeerComparison, PeerRule } from './define-check.js';
export { codesOf, findingsByItem, itemStatus, worstSeverity } from './items-findings.js';
export { priceBaseUnits, USDC_DECIMALS } from './money.js';
export { canonicalOrder, display, duplicateSets, echoed, excerpt, extraKeys, identifierOf } from './items.js';
export type { Identifier } from './items.js';
export { recordSource } from './record-source.js';
export type { RecordSource } from './record-source.js';

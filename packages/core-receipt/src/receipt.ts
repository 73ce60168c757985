import { digest } from './canonical.js';
import type { CheckResult, PaymentDisclosure, Receipt, SourceDisclosure } from './types.js';

export const RECEIPT_VERSION = '1.0';
/** Version of the gateway interface description these receipts are issued under. */
export const INTERFACE_VERSION = '0.11.0';

export type UnsignedResult<Report> = Omit<CheckResult<Report>, 'receipt'>;

/** The part of the receipt that is a pure function of the input (and, for maintained data, the snapshot). */
export function buildReceipt<Report>(
  input: unknown,
  result: UnsignedResult<Report>,
  source?: SourceDisclosure,
): Receipt {
  const { utility, version, status, summary, findings, report } = result;
  const receipt: Receipt = {
    receiptVersion: RECEIPT_VERSION,
    utility,
    utilityVersion: version,
    interfaceVersion: INTERFACE_VERSION,
    inputDigest: digest(input),
    resultDigest: digest({ utility, version, status, summary, findings, report }),
  };
  if (source) receipt.source = source;
  return receipt;
}

/** What the gateway adds after settlement; never part of the pure result. */
export function attachPayment<Report>(
  result: CheckResult<Report>,
  payment: PaymentDisclosure,
  issuedAt: string,
): CheckResult<Report> {
  return { ...result, receipt: { ...result.receipt, payment, issuedAt } };
}

/** Recomputes both digests; true when the receipt belongs to this input and this result. */
export function verifyReceipt(input: unknown, result: CheckResult<unknown>): boolean {
  const expected = buildReceipt(input, result, result.receipt.source);
  return expected.inputDigest === result.receipt.inputDigest && expected.resultDigest === result.receipt.resultDigest;
}

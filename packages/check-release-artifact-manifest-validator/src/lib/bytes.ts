/** Byte sums are exact (BigInt); they are reported as a number while one is exact, else as a decimal string. */
export function exactNumber(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

/** USDC has 6 decimals on Base. */
export const USDC_DECIMALS = 6;

/**
 * `$0.05` -> `50000`: a dollar price in the asset's smallest unit, by string arithmetic so that no
 * binary floating point ever touches money.
 */
export function priceBaseUnits(price: string, decimals: number = USDC_DECIMALS): string {
  const match = /^\$(0|[1-9][0-9]*)(?:\.([0-9]+))?$/.exec(price);
  if (!match) throw new Error(`price "${price}" is not of the form $<decimal>`);
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new Error(`price "${price}" has more than ${decimals} decimals`);
  const units = (whole + fraction.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  return units;
}

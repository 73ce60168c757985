/**
 * Exact decimals: `units / 10^scale` with a bigint numerator. Timestamps keep every fractional
 * digit they were written with, so an age is compared and reported without binary rounding.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const NUMBER_TEXT = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:e([+-]?[0-9]+))?$/i;

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** A decimal from its text (`"12"`, `"0.25"`, `"-1.5e-3"`, the form `String(number)` gives). */
export function parseDecimal(text: string): Decimal | null {
  const match = NUMBER_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  let units = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** The exact value of a finite JavaScript number, as its shortest round-trip text says. */
export function fromNumber(value: number): Decimal {
  const parsed = parseDecimal(String(value));
  if (!parsed) throw new RangeError(`not a finite number: ${value}`);
  return parsed;
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function compare(a: Decimal, b: Decimal): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

/** Plain decimal text without exponent or trailing fractional zeros: `"90"`, `"0.52"`, `"-3.5"`. */
export function toText({ units, scale }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

// Exact decimals against outside truth: JSON.parse (what a JSON literal becomes), Number() (the
// shortest round-trip text must read back to the same double) and BigInt arithmetic.
import fc from 'fast-check';
import { Big, fromNumber, formatDecimal, parseDecimal, ZERO } from '../src/index.js';

const PLAIN = /^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/;

describe('fromNumber', () => {
  test.each([
    [0.1, '0.1'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
    [-1.5e-3, '-0.0015'],
    [-0, '0'],
    [84500, '84500'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
    [Number.MAX_VALUE, `17976931348623157${'0'.repeat(292)}`],
    [Number.MIN_VALUE, `0.${'0'.repeat(323)}5`],
  ])('%p is %s', (value, text) => {
    expect(formatDecimal(fromNumber(value))).toBe(text);
  });

  test('a JSON literal of up to 15 significant digits is read as written', () => {
    const literal = fc
      .record({
        negative: fc.boolean(),
        digits: fc.stringMatching(/^[1-9][0-9]{0,14}$/),
        point: fc.integer({ min: 0, max: 15 }),
        exponent: fc.integer({ min: -30, max: 30 }),
      })
      .map(({ negative, digits, point, exponent }) => {
        const at = Math.min(point, digits.length);
        const mantissa = at === 0 ? digits : `${digits.slice(0, at)}.${digits.slice(at) || '0'}`;
        return `${negative ? '-' : ''}${mantissa}e${exponent}`;
      });
    fc.assert(
      fc.property(literal, (text) => {
        // Exponent arithmetic by hand, BigInt-exact, as the reference reading of the literal.
        const [mantissa, exp] = text.split('e') as [string, string];
        const negative = mantissa.startsWith('-');
        const [whole, fraction = ''] = mantissa.replace('-', '').split('.') as [string, string?];
        const scale = fraction.length - Number(exp);
        const units = BigInt(`${whole}${fraction}`);
        const expected = scale <= 0 ? `${units * 10n ** BigInt(-scale)}` : `${units}`.padStart(scale + 1, '0').replace(new RegExp(`(\\d{${scale}})$`), '.$1');
        const normal = expected.includes('.') ? expected.replace(/0+$/, '').replace(/\.$/, '') : expected;
        const reference = `${negative ? '-' : ''}${normal.replace(/^0+(?=\d)/, '')}`;
        expect(formatDecimal(fromNumber(JSON.parse(text) as number))).toBe(reference === '-0' ? '0' : reference);
      }),
      { numRuns: 3000 },
    );
  });

  test('any double: the text is plain (no exponent, no trailing zero) and reads back to the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatDecimal(fromNumber(value));
        expect(text).toMatch(PLAIN);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 3000 },
    );
  });

  test('NaN and Infinity are no JSON numbers', () => {
    expect(() => fromNumber(Number.NaN)).toThrow(RangeError);
    expect(() => fromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  test.each(['0', '-1', '3.00', '0.000001', '1250000.00', '123456789012345678901234567890.123456789012345678901234567890'])('%s is a plain decimal', (text) => {
    const value = parseDecimal(text);
    expect(value).not.toBeNull();
    // Digit for digit: BigInt reads the same units at the same scale.
    const [whole, fraction = ''] = text.split('.') as [string, string?];
    expect(value!.times(new Big(10).pow(fraction.length)).toFixed()).toBe(BigInt(`${whole}${fraction}`).toString());
  });

  test.each(['', '1e5', '+1', ' 1', '1 ', '1.', '.5', '1,000', '0x10', '-', 'NaN', 'Infinity', '١'])('%p is refused', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('exact arithmetic', () => {
  test('sums and products of decimal texts agree with BigInt on scaled units', () => {
    const decimal = fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }));
    const text = ([units, scale]: [bigint, number]) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
      return `${units < 0n ? '-' : ''}${scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits}`;
    };
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a[1], b[1]);
        const sum: [bigint, number] = [a[0] * 10n ** BigInt(scale - a[1]) + b[0] * 10n ** BigInt(scale - b[1]), scale];
        const product: [bigint, number] = [a[0] * b[0], a[1] + b[1]];
        const x = parseDecimal(text(a))!;
        const y = parseDecimal(text(b))!;
        expect(x.plus(y).eq(parseDecimal(text(sum))!)).toBe(true);
        expect(x.times(y).eq(parseDecimal(text(product))!)).toBe(true);
        expect(formatDecimal(x.plus(y))).toMatch(PLAIN);
      }),
      { numRuns: 2000 },
    );
  });

  test('ZERO is shared safely', () => {
    expect(formatDecimal(ZERO.plus('0.1').minus('0.3'))).toBe('-0.2');
    expect(formatDecimal(ZERO)).toBe('0');
    expect(Object.isFrozen(ZERO)).toBe(true);
  });
});

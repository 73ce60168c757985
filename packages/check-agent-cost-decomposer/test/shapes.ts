// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
// Expected amounts are computed here with BigInt on the digits, independently of the check.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input, Report } from '../src/index.js';

type Found = { code: string; pointer: string; details: Record<string, unknown> };
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The longest decimal string the check computes with (MAX_DECIMAL_DIGITS), and one digit more. */
const LIMIT = 50;

/** `units` × 10^-`scale` as exact decimal text without trailing zeros ("0.0012", "40", "0"). */
function decimalText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A count of `width` digits (1…9 repeating) and a rate with `width` digits after "0.". */
const longCount = (width: number, i: number) => range(width).map((k) => String(((i + k) % 9) + 1)).join('');
const longRate = (width: number, i: number) => `0.${range(width).map((k) => String(((i * 7 + k) % 9) + 1)).join('')}`;

export const shapes = defineShapes<Input>([
  {
    name: 'every call shares one id',
    max: 1000,
    grow: (n) => ({
      calls: range(n).map(() => ({ id: 'call-1', model: 'm', input_tokens: 1000, output_tokens: 100, input_usd_per_million: 3, output_usd_per_million: 15 })),
    }),
    verify(result, n) {
      const duplicates = found(result, 'DUPLICATE_CALL_ID');
      expect(duplicates.map((f) => f.pointer)).toEqual(n >= 2 ? range(n).map((i) => `/calls/${i}/id`) : []);
      for (const finding of duplicates) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 10)).map((i) => i + 1));
      }
      // Each call costs 1000 × 3 / 10^6 + 100 × 15 / 10^6 = 0.0045 USD.
      expect((result.report as Report).totalUsd).toBe(decimalText(45n * BigInt(n), 4));
    },
  },
  {
    name: 'one call whose count and rate are decimal strings of n digits',
    max: 200_000,
    grow: (n) => ({ calls: [{ id: 'a', input_tokens: longCount(n, 0), output_tokens: 0, input_usd_per_million: longCount(n, 3), output_usd_per_million: 0 }] }),
    verify(result, n) {
      const report = result.report as Report;
      if (n > LIMIT) {
        // Both strings are declined at their own pointers; the call is left out of the totals.
        expect(found(result, 'DECIMAL_TOO_LONG').map((f) => f.pointer)).toEqual(['/calls/0/input_tokens', '/calls/0/input_usd_per_million']);
        expect(report.totalUsd).toBe('0');
        expect(report.uncountedCalls).toBe(1);
      } else {
        expect(found(result, 'DECIMAL_TOO_LONG')).toEqual([]);
        // tokens × rate / 10^6, exactly.
        const expected = decimalText(BigInt(longCount(n, 0)) * BigInt(longCount(n, 3)), 6);
        expect(report.calls[0]!.inputUsd).toBe(expected);
        expect(report.totalUsd).toBe(expected);
      }
    },
  },
  {
    name: 'calls whose counts and rates all have the most digits accepted',
    max: 1000,
    grow: (n) => ({
      calls: range(n).map((i) => ({
        id: i,
        model: 'm',
        input_tokens: longCount(LIMIT, i),
        cached_input_tokens: longCount(LIMIT - 1, i),
        output_tokens: longCount(LIMIT, i + 1),
        input_usd_per_million: longRate(LIMIT - 2, i),
        cached_input_usd_per_million: longRate(LIMIT - 2, i + 1),
        output_usd_per_million: longRate(LIMIT - 2, i + 2),
      })),
    }),
    verify(result, n) {
      const scale = LIMIT - 2 + 6;
      let total = 0n;
      for (const i of range(n)) {
        const [input, cached, output] = [BigInt(longCount(LIMIT, i)), BigInt(longCount(LIMIT - 1, i)), BigInt(longCount(LIMIT, i + 1))];
        const rate = (k: number) => BigInt(longRate(LIMIT - 2, i + k).slice(2));
        total += (input - cached) * rate(0) + cached * rate(1) + output * rate(2);
      }
      const report = result.report as Report;
      expect(found(result, 'DECIMAL_TOO_LONG')).toEqual([]);
      expect(report.totalUsd).toBe(decimalText(total, scale));
      expect(report.models).toHaveLength(1);
      expect(report.models[0]!.totalUsd).toBe(decimalText(total, scale));
      expect(report.uncountedCalls).toBe(0);
    },
  },
  {
    name: 'calls alternating the largest and the smallest numbers accepted',
    max: 1000,
    grow: (n) => ({
      calls: range(n).map((i) => ({
        id: `c${i}`,
        model: `model-${i}`,
        input_tokens: 1,
        output_tokens: 1,
        input_usd_per_million: i % 2 === 0 ? 1e49 : 1e-43,
        output_usd_per_million: 0,
        tool_cost_usd: i % 2 === 0 ? 1e-49 : 1e43,
      })),
    }),
    verify(result, n) {
      // 1e49 and 1e-49 take 50 digits written out: accepted. Every call costs 10^43 + 10^-49
      // (1 token at 10^49 per million and a tool cost of 10^-49, or 1 token at 10^-43 per million
      // and a tool cost of 10^43): n of them, exactly, in n models.
      const scale = 49;
      const perCall = 10n ** BigInt(43 + scale) + 1n;
      const report = result.report as Report;
      expect(found(result, 'DECIMAL_TOO_LONG')).toEqual([]);
      expect(report.totalUsd).toBe(decimalText(perCall * BigInt(n), scale));
      expect(report.models).toHaveLength(n);
      expect(report.calls.every((call) => call.totalUsd === decimalText(perCall, scale))).toBe(true);
    },
  },
  {
    name: 'calls alternating the largest and the smallest JSON numbers, all declined',
    max: 1000,
    grow: (n) => ({
      calls: range(n).map((i) => ({
        id: `c${i}`,
        input_tokens: i % 2 === 0 ? 1e300 : 1,
        output_tokens: 1,
        input_usd_per_million: i % 2 === 0 ? 1 : 5e-324,
        output_usd_per_million: 0,
      })),
      budget_usd: 5e-324,
    }),
    verify(result, n) {
      // 1e300 has 301 digits written out, 5e-324 has 325: every call is declined at its long value.
      expect(found(result, 'DECIMAL_TOO_LONG').map((f) => [f.pointer, f.details.digits])).toEqual(
        range(n).map((i) => (i % 2 === 0 ? [`/calls/${i}/input_tokens`, 301] : [`/calls/${i}/input_usd_per_million`, 325])),
      );
      const report = result.report as Report;
      expect(report.uncountedCalls).toBe(n);
      expect(report.totalUsd).toBe('0');
      // The budget is read without the bound: exactly 5·10^-324, and a total of 0 is within it.
      expect(report.budgetUsd).toBe(decimalText(5n, 324));
      expect(report.overBudgetUsd).toBe('0');
    },
  },
  {
    name: 'one call with n unread keys named like usage',
    max: 10_000,
    grow: (n) => ({
      calls: [
        {
          id: 'a',
          input_tokens: 1000,
          output_tokens: 100,
          input_usd_per_million: 3,
          output_usd_per_million: 15,
          ...Object.fromEntries(range(n).map((i) => [`extra_${i}_tokens`, i])),
        },
      ],
    }),
    verify(result, n) {
      // Every unread usage key is a warning at its own pointer and listed once, sorted; the cost is unchanged.
      const keys = range(n).map((i) => `extra_${i}_tokens`).sort();
      expect(found(result, 'USAGE_KEY_UNREAD').map((f) => f.pointer).sort()).toEqual(keys.map((key) => `/calls/0/${key}`).sort());
      const report = result.report as Report;
      expect(report.calls[0]!.unreadKeys).toEqual(keys);
      expect(report.totalUsd).toBe('0.0045');
    },
  },
]);

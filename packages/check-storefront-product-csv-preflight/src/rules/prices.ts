import { defineRule, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, keyOf, value, type RowView } from '../lib/columns.js';
import { compareDecimal, parseDecimal, type ParsedDecimal } from '../lib/decimal.js';
import type { Context } from '../context.js';

const codes = {
  PRICE_NOT_DECIMAL: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not a plain decimal number.',
    description: 'A price is not digits with an optional decimal point (currency signs, thousands separators and commas are rejected).',
    example: '`"49,00"`, `"$10"`',
  },
  PRICE_NEGATIVE: {
    severity: 'error',
    message: '{{column}} "{{value}}" is negative.',
    description: 'A price or compare-at price below zero.',
    example: '`"-5"`',
  },
  COMPARE_AT_BELOW_PRICE: {
    severity: 'warning',
    message: 'Compare-at price {{compareAt}} is below the price {{price}}.',
    description: 'The compare-at ("was") price is lower than the selling price, so the product would not show as discounted.',
    example: 'price `49.00`, compare-at `45.00`',
  },
} as const satisfies CodeTable;

/** A usable price cell as an exact decimal; null when blank or faulty (the fault is reported). */
function readPrice(
  view: RowView,
  index: number,
  column: string,
  subject: string | null,
  findings: FindingCollector<typeof codes>,
): ParsedDecimal | null {
  const text = value(view, column);
  if (text === '') return null;
  const pointer = cellPointer(view, index, column);
  const details = { column: keyOf(view, column), value: text };
  const parsed = parseDecimal(text);
  if (!parsed) {
    findings.add('PRICE_NOT_DECIMAL', { subject, pointer, details });
    return null;
  }
  if (parsed.negative) {
    findings.add('PRICE_NEGATIVE', { subject, pointer, details });
    return null;
  }
  return parsed;
}

/** Prices are plain, non-negative decimals, compared exactly (never as binary floating point). */
export const pricesRule = defineRule<Context>()({
  name: 'prices',
  codes,
  check({ views, handles }, findings) {
    views.forEach((view, index) => {
      const subject = handles[index] ?? null;
      const price = readPrice(view, index, COLUMN.price, subject, findings);
      const compareAt = readPrice(view, index, COLUMN.compareAt, subject, findings);
      if (!price || !compareAt || compareDecimal(compareAt, price) >= 0) return;
      findings.add('COMPARE_AT_BELOW_PRICE', {
        subject,
        pointer: cellPointer(view, index, COLUMN.compareAt),
        details: { price: value(view, COLUMN.price), compareAt: value(view, COLUMN.compareAt) },
      });
    });
  },
});

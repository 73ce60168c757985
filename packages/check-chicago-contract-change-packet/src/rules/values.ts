import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { MAX_AMOUNT_DIGITS } from '../lib/amount.js';
import type { Context } from '../context.js';

/**
 * What the source's own notes say about single values (the dataset description of rsxa-ify5):
 * `DUR` or $0 on a blanket contract, negative modifications, and end dates outside FMPS.
 */
export const valuesRule = defineRule<Context>()({
  name: 'values',
  codes: {
    AMOUNT_NOT_DECIMAL: {
      severity: 'notice',
      message: 'Contract {{contract}} revision {{revision}}: the award amount "{{awardAmount}}" is not a decimal; it is kept as text and compared as text.',
      description: 'An award amount that is neither a JSON number nor decimal text (`$` and thousands commas allowed) nor `DUR`.',
      example: '`"award_amount": "see ordinance"`',
    },
    AMOUNT_TOO_MANY_DIGITS: {
      severity: 'notice',
      message:
        'Contract {{contract}} revision {{revision}}: the award amount has {{digits}} digits, more than the {{maxDigits}} read; it is kept as text and compared as text.',
      description:
        'A decimal award amount written with more than 100 digits (integer and fraction together), on either side: no award needs them, so it is not read as a number, not summed, and compared with the other side as text.',
      example: '`"award_amount": "1000…000.00"` with 120 digits',
    },
    DEPENDS_UPON_REQUIREMENTS: {
      severity: 'notice',
      message: 'Contract {{contract}} revision {{revision}}: {{basis}}; the award total depends upon requirements (orders as needed), it is not a fixed amount.',
      description:
        'The row reads `DUR`, or a blanket contract shows an award amount of 0: per the dataset, an uncancelled blanket contract at $0 is an indefinite-quantities contract.',
      example: '`contract_type` with BLANKET, `award_amount: 0`',
    },
    NEGATIVE_MODIFICATION: {
      severity: 'notice',
      message: 'Contract {{contract}} revision {{revision}}: the award amount {{awardAmount}} is negative, a modification that removed scope and money.',
      description: 'The dataset records reductions as negative award amounts on the modification row; it is a row value, not a contract total.',
      example: '`"award_amount": "-25000.00"`',
    },
    END_DATE_NOT_RELIABLE: {
      severity: 'notice',
      message: 'Contract {{contract}} revision {{revision}} is not a blanket contract ({{contractType}}): its end date {{endDate}} is not an FMPS end date.',
      description:
        'Only blanket contracts (contract type containing BLANKET) have FMPS end dates; standard contracts end on completion and acceptance, tracked outside FMPS.',
      example: '`CONSTRUCTION-GENERAL` with an `end_date`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const row of ctx.rows) {
      const contract = row.contract ?? '(no number)';
      const revision = row.revision ?? '(no revision)';
      const where = { subject: row.contract, pointer: row.pointer };
      const amount = row.amount;
      if (amount.kind === 'long') {
        findings.add('AMOUNT_TOO_MANY_DIGITS', { ...where, details: { contract, revision, digits: amount.digits, maxDigits: MAX_AMOUNT_DIGITS } });
      } else if (amount.kind === 'text') {
        findings.add('AMOUNT_NOT_DECIMAL', { ...where, details: { contract, revision, awardAmount: amount.text } });
      } else if (amount.kind === 'dur') {
        findings.add('DEPENDS_UPON_REQUIREMENTS', { ...where, details: { contract, revision, basis: 'the award amount reads DUR', awardAmount: row.awardAmount } });
      } else if (amount.kind === 'decimal') {
        if (amount.value.eq(0) && row.blanket) {
          findings.add('DEPENDS_UPON_REQUIREMENTS', {
            ...where,
            details: { contract, revision, basis: 'a blanket contract with an award amount of 0 (unless it was cancelled)', awardAmount: row.awardAmount },
          });
        }
        if (amount.value.lt(0)) {
          findings.add('NEGATIVE_MODIFICATION', { ...where, details: { contract, revision, awardAmount: formatDecimal(amount.value) } });
        }
      }
      if (row.dates.end_date !== null && !row.blanket) {
        findings.add('END_DATE_NOT_RELIABLE', {
          ...where,
          details: { contract, revision, contractType: row.values.contract_type ?? 'no contract type recorded', endDate: row.dates.end_date },
        });
      }
    }
    // A baseline amount is read the same way: a declined one is flagged where it is written.
    for (const row of ctx.baseline?.rows ?? []) {
      if (row.amount.kind !== 'long') continue;
      findings.add('AMOUNT_TOO_MANY_DIGITS', {
        subject: row.contract,
        pointer: row.pointer,
        details: { contract: row.contract ?? '(no number)', revision: row.revision ?? '(no revision)', digits: row.amount.digits, maxDigits: MAX_AMOUNT_DIGITS },
      });
    }
  },
});

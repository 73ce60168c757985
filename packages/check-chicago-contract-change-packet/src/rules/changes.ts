import { defineRule, type CodeTable, type JsonObject } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { formatAmount } from '../lib/amount.js';
import type { Context } from '../context.js';
import { dateMove } from '../lib/dates.js';
import { vendorChange } from '../lib/compare.js';
import type { DateField } from '../lib/fields.js';

/** The change itself, row by row: new contracts, new revisions, changed amounts and dates, rows gone. */
export const changesRule = defineRule<Context>()({
  name: 'changes',
  codes: {
    NEWLY_LISTED: {
      severity: 'warning',
      message: 'Contract {{contract}} (revision {{revision}}, {{vendor}}) is listed now and was not in the baseline captured at {{baselineCapturedAt}}.',
      description: "The row's contract number is not in the baseline at all: a contract newly awarded, or newly matching the query.",
      example: '`231907` absent from `previous_snapshot`',
    },
    CONTRACT_REVISED: {
      severity: 'warning',
      message: 'Contract {{contract}} has revision {{revision}}, which the baseline did not list (its latest was revision {{previousRevision}}).',
      description: 'The contract number is in the baseline but this revision (modification) number is not: the contract was modified since.',
      example: '`218834` revision `1` → `2`',
    },
    AMOUNT_CHANGED: {
      severity: 'warning',
      message: 'Contract {{contract}} revision {{revision}}: the award amount of this row changed from {{from}} to {{to}} (source row values).',
      description: 'The same (contract, revision) row reports another award amount than in the baseline, compared as exact decimals (`84500` equals `"84500.00"`).',
      example: '`"1100000.00"` → `"1250000.00"`',
    },
    DATES_CHANGED: {
      severity: 'warning',
      message: 'Contract {{contract}} revision {{revision}}: {{fields}} changed since the baseline (compared with revision {{comparedRevision}}).',
      description:
        'Start, end or approval date of the same row differs from the baseline, or start or end date of a new revision differs from the latest baseline revision (as text; a date absent on either side is not compared).',
      example: '`end_date` `2026-12-31` → `2027-06-30`',
    },
    VENDOR_CHANGED: {
      severity: 'warning',
      message: 'Contract {{contract}} revision {{revision}}: the vendor changed from {{from}} to {{to}} (compared with revision {{comparedRevision}}, by {{basis}}).',
      description:
        'The same row, or a new revision against the latest baseline revision, names another vendor: by `vendor_id` when both sides record one, else by `vendor_name` (letters and digits, any letter case). A supplier change is an amendment of its own (OCDS `awards.suppliers`), e.g. an assignment of the contract.',
      example: '`vendor_id` `102934487A` → `118820011B`',
    },
    NO_LONGER_LISTED: {
      severity: 'warning',
      message: 'Contract {{contract}} (revision {{revision}}) was in the baseline and no row of it is listed now.',
      description: 'No current row has this contract number: it no longer matches the query, was removed from the source, or lies beyond truncated results.',
      example: '`199120` only in `previous_snapshot`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const baseline = ctx.baseline;
    if (baseline === null || !ctx.available) return;
    const currentTruncated = ctx.truncation !== null;
    const baselineTruncated = baseline.truncation !== null;
    for (const row of ctx.rows) {
      if (row.key === null || row.duplicateOf !== null) continue;
      const contract = row.contract as string;
      const revision = row.revision as string;
      const where = { subject: contract, pointer: row.pointer };
      if (row.verdict === 'newly-listed') {
        findings.add('NEWLY_LISTED', {
          ...where,
          details: {
            contract,
            revision,
            vendor: row.values.vendor_name ?? 'no vendor recorded',
            vendorName: row.values.vendor_name,
            department: row.values.department,
            approvalDate: row.values.approval_date,
            awardAmount: row.awardAmount,
            baselineCapturedAt: baseline.capturedAt,
            baselineTruncated: baselineTruncated,
          },
        });
        continue;
      }
      const before = row.comparedWith;
      if (before === null) continue;
      if (row.verdict === 'revised') {
        const revisions = baseline.rows.filter((other) => other.key !== null && other.duplicateOf === null && other.contract === contract);
        findings.add('CONTRACT_REVISED', {
          ...where,
          details: {
            contract,
            revision,
            previousRevision: before.revision as string,
            baselineRevisions: revisions.map((other) => other.revision as string),
            awardAmount: row.awardAmount,
            // The dataset's modification rows carry the change itself: above 0 raises the award, below 0 reduces it.
            modification:
              row.amount.kind === 'decimal' ? (row.amount.value.gt(0) ? 'increase' : row.amount.value.lt(0) ? 'decrease' : 'zero') : null,
          },
        });
      }
      if (row.changes.includes('award_amount')) {
        const difference = row.amount.kind === 'decimal' && before.amount.kind === 'decimal' ? formatDecimal(row.amount.value.minus(before.amount.value)) : null;
        findings.add('AMOUNT_CHANGED', {
          ...where,
          details: { contract, revision, from: formatAmount(before.amount) as string, to: formatAmount(row.amount) as string, difference },
        });
      }
      const dates = row.changes.filter((change): change is DateField => change !== 'award_amount' && change !== 'vendor');
      if (dates.length > 0) {
        const changes: JsonObject = Object.fromEntries(
          dates.map((field) => {
            const from = before.dates[field] as string;
            const to = row.dates[field] as string;
            return [field, { from, to, move: dateMove(from, to) }];
          }),
        );
        findings.add('DATES_CHANGED', {
          ...where,
          details: {
            contract,
            revision,
            comparedRevision: before.revision as string,
            fields: dates.join(', '),
            changes,
            endDateExtended: dates.includes('end_date') && dateMove(before.dates.end_date as string, row.dates.end_date as string) === 'later',
            endDateReliable: row.blanket,
          },
        });
      }
      const vendorBasis = row.changes.includes('vendor') ? vendorChange(before, row) : null;
      if (vendorBasis !== null) {
        const show = (id: string | null, name: string | null) => [name, id === null ? null : `(${id})`].filter((part) => part !== null).join(' ');
        findings.add('VENDOR_CHANGED', {
          ...where,
          details: {
            contract,
            revision,
            comparedRevision: before.revision as string,
            basis: vendorBasis,
            from: show(before.vendorId, before.vendorName),
            to: show(row.vendorId, row.vendorName),
            fromVendorId: before.vendorId,
            toVendorId: row.vendorId,
            fromVendorName: before.vendorName,
            toVendorName: row.vendorName,
          },
        });
      }
    }
    for (const row of baseline.rows) {
      if (row.key === null || row.duplicateOf !== null || row.verdict !== 'no-longer-listed') continue;
      findings.add('NO_LONGER_LISTED', {
        subject: row.contract,
        pointer: row.pointer,
        details: { contract: row.contract as string, revision: row.revision as string, currentTruncated: currentTruncated },
      });
    }
  },
});

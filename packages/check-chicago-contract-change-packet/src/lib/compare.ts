// The current rows against the baseline: the verdicts of both sides, set while the context is prepared.
import { amountsDiffer } from './amount.js';
import { dateMove } from './dates.js';
import { REVISION_DATES, SAME_ROW_DATES, vendorNameKey, type Change, type DateField } from './fields.js';
import type { BaselineRowView, RowView } from '../context.js';

/** Numeric revisions compare as numbers; otherwise the later row of the baseline counts as the later revision. */
function latest(rows: readonly BaselineRowView[]): BaselineRowView {
  const numeric = rows.every((row) => row.revision !== null && /^[0-9]{1,15}$/.test(row.revision));
  return rows.reduce((best, row) => (numeric ? (Number(row.revision) >= Number(best.revision) ? row : best) : row));
}

function compareRow(row: RowView, before: BaselineRowView, dates: readonly DateField[], withAmount: boolean): Change[] {
  const changes: Change[] = [];
  if (withAmount && amountsDiffer(before.amount, row.amount) === true) changes.push('award_amount');
  for (const field of dates) {
    const from = before.dates[field];
    const to = row.dates[field];
    if (from !== null && to !== null && dateMove(from, to) !== 'same') changes.push(field);
  }
  if (vendorChange(before, row) !== null) changes.push('vendor');
  return changes;
}

/**
 * Whether the vendor differs: by vendor_id when both sides record one (trimmed, any letter case),
 * else by vendor_name (letters and digits, any letter case); null when it does not or cannot be told.
 */
export function vendorChange(before: BaselineRowView, row: RowView): 'vendor_id' | 'vendor_name' | null {
  if (before.vendorId !== null && row.vendorId !== null) {
    return before.vendorId.trim().toUpperCase() !== row.vendorId.trim().toUpperCase() ? 'vendor_id' : null;
  }
  if (before.vendorName !== null && row.vendorName !== null) {
    return vendorNameKey(before.vendorName) !== vendorNameKey(row.vendorName) ? 'vendor_name' : null;
  }
  return null;
}

/** Sets the verdicts of both sides; only the first member of a duplicate set is compared. */
export function compare(rows: RowView[], baselineRows: BaselineRowView[]): void {
  const byKey = new Map<string, BaselineRowView>();
  const byContract = new Map<string, BaselineRowView[]>();
  for (const row of baselineRows) {
    if (row.key === null || row.duplicateOf !== null) continue;
    byKey.set(row.key, row);
    const revisions = byContract.get(row.contract as string);
    if (revisions) revisions.push(row);
    else byContract.set(row.contract as string, [row]);
  }
  for (const row of rows) {
    if (row.key === null) continue;
    if (row.duplicateOf !== null) continue;
    const same = byKey.get(row.key);
    const revisions = byContract.get(row.contract as string);
    if (same) {
      row.comparedWith = same;
      row.changes = compareRow(row, same, SAME_ROW_DATES, true);
      row.verdict = row.changes.length > 0 ? 'changed' : 'unchanged';
    } else if (revisions) {
      row.comparedWith = latest(revisions);
      row.changes = compareRow(row, row.comparedWith, REVISION_DATES, false);
      row.verdict = 'revised';
    } else {
      row.verdict = 'newly-listed';
    }
  }
  const currentKeys = new Set(rows.map((row) => row.key));
  const currentContracts = new Set(rows.map((row) => row.contract));
  for (const row of baselineRows) {
    if (row.key === null) continue;
    row.verdict = currentKeys.has(row.key) ? 'still-listed' : currentContracts.has(row.contract) ? 'other-revision-listed' : 'no-longer-listed';
  }
}

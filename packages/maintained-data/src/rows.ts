// Shape checks for SODA rows. SODA's JSON output gives every column as a string (numbers and money
// included) and leaves a column out when it is null; objects (url, location) are left to the
// caller. A row that breaks this is garbage and the whole answer is a source failure.
import { SourceFailure } from './soda-client.js';

export type Row = Record<string, unknown>;

export function asRow(value: unknown, index: number): Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SourceFailure('malformed', `row ${index} is not an object`);
  }
  return value as Row;
}

/** A text column: a string, or null when absent/null. Anything else is malformed. */
export function text(row: Row, name: string, index: number): string | null {
  const value = row[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new SourceFailure('malformed', `row ${index}: ${name} is not text`);
  return value;
}

/** A text column that must be present and non-empty. */
export function requiredText(row: Row, name: string, index: number): string {
  const value = text(row, name, index);
  if (value === null || value.trim() === '') throw new SourceFailure('malformed', `row ${index}: ${name} is missing`);
  return value;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number or money column, kept as the source's decimal string. */
export function decimal(row: Row, name: string, index: number): string | null {
  const value = row[name];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new SourceFailure('malformed', `row ${index}: ${name} is not a decimal number`);
}

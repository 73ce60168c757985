import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';

/** Flair names agree up to surrounding white space and letter case. */
export const sameFlair = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An integer as plain decimal text, however large (`1e+21` → "1000000000000000000000"). */
export const integerText = (value: number): string => formatDecimal(fromNumber(value));

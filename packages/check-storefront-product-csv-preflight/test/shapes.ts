// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const of = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const codesAt = (findings: Finding[], code: string) => of(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The i-th spelling of a name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  let k = 0;
  return [...name].map((ch) => (/[a-z]/i.test(ch) ? ((i >> k++) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
}

export const shapes = defineShapes<Input>([
  {
    name: 'every row repeats one long SKU and one option combination under ten handles',
    max: 1000,
    grow: (n) => ({
      rows: range(n).map((i) => ({
        Handle: `tee-${i % 10}`,
        Title: `Tee ${'t'.repeat(60)}`,
        'Variant SKU': ` ${'SKU-'.repeat(25)} `,
        'Option1 Value': i % 2 ? ' LARGE ' : 'large',
        'Variant Price': '19.90',
      })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'DUPLICATE_SKU')).toEqual(n > 1 ? range(n).map((i) => `/rows/${i}/Variant SKU`) : []);
      // Per handle, all its rows share the options (case and spaces ignored): every row with a sibling is flagged.
      expect(codesAt(findings, 'DUPLICATE_OPTION_COMBINATION')).toEqual(range(n).filter((i) => i + 10 < n || i >= 10).map((i) => `/rows/${i}`));
      expect(new Set(of(findings, 'DUPLICATE_SKU').map((f) => f.details.count))).toEqual(new Set(n > 1 ? [n] : []));
    },
  },
  {
    name: 'one handle, n variant rows with one option combination in n spellings',
    max: 1000,
    grow: (n) => ({
      rows: range(n).map((i) => ({
        Handle: 'shirt',
        Title: i === 0 ? 'Shirt' : '',
        'Option1 Value': caseVariant('extra-large', i),
        'Option2 Value': ` ${caseVariant('midnight blue', i >> 5)} `,
        'Variant SKU': `SHIRT-${i}`,
      })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'DUPLICATE_OPTION_COMBINATION')).toEqual(n > 1 ? range(n).map((i) => `/rows/${i}`) : []);
      expect(codesAt(findings, 'DUPLICATE_SKU')).toEqual([]);
    },
  },
  {
    name: 'prices with n zeros before the last digit',
    max: 130_000,
    // Equal but for the last digit: the compare-at price is below the price.
    grow: (n) => ({ rows: [{ Handle: 'p', Title: 'P', 'Variant Price': `${'0'.repeat(n)}1.${'0'.repeat(n)}2`, 'Variant Compare At Price': `1.${'0'.repeat(n)}1` }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'COMPARE_AT_BELOW_PRICE')).toEqual(['/rows/0/Variant Compare At Price']);
      expect(codesAt(findings, 'PRICE_NOT_DECIMAL')).toEqual([]);
    },
  },
  {
    name: 'one row with n keys that name one column',
    max: 20_000,
    // Letter case of "variantsku" (1024 spellings), then spaces inside it.
    grow: (n) => ({ rows: [Object.fromEntries(range(n).map((i) => [`Variant${' '.repeat(i >> 10)} ${caseVariant('sku', i)}${caseVariant('variant', i >> 3)}`, `S${i}`]))] }),
    verify(result, n) {
      const keys = of(result.findings as Finding[], 'DUPLICATE_COLUMN_KEY');
      expect(keys).toHaveLength(n > 1 ? n : 0);
      expect(new Set(keys.map((f) => f.details.count))).toEqual(new Set(n > 1 ? [n] : []));
      expect(new Set(keys.map((f) => f.pointer)).size).toBe(keys.length);
      expect(codesAt(result.findings as Finding[], 'ROW_WITHOUT_HANDLE')).toEqual(['/rows/0']);
    },
  },
  {
    name: 'every row has a private-host image and an http variant image',
    max: 1000,
    grow: (n) => ({
      rows: range(n).map((i) => ({
        Handle: `h${i}`,
        Title: 'T',
        'Image Src': `https://[::ffff:192.168.${i % 256}.1]/${'img/'.repeat(30)}${i}.png`,
        'Variant Image': `http://cdn.example.com/${'v/'.repeat(30)}${i}.png`,
      })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'IMAGE_URL_PRIVATE_HOST')).toEqual(range(n).map((i) => `/rows/${i}/Image Src`));
      expect(codesAt(findings, 'IMAGE_URL_UNSAFE_SCHEME')).toEqual(range(n).map((i) => `/rows/${i}/Variant Image`));
    },
  },
  {
    name: 'overwrite: n variant rows of existing handles blank 100 required variant columns',
    max: 1000,
    // The first row names every required column (blank); the others leave them out.
    grow: (n) => {
      const required = range(100).map((k) => `Variant Note ${k}`);
      return {
        mode: 'overwrite',
        existing_handles: range(10).map((h) => `h${h}`),
        overwrite_required_columns: required,
        rows: range(n).map((i) => ({ Handle: `h${i % 10}`, Title: 'T', 'Variant SKU': `S${i}`, ...(i === 0 ? Object.fromEntries(required.map((c) => [c, ''])) : {}) })),
      };
    },
    verify(result, n) {
      const findings = of(result.findings as Finding[], 'OVERWRITE_BLANKS_COLUMN');
      // Every (row, column) pair, at the cell where the row has it, else at the row.
      expect(findings).toHaveLength(100 * n);
      expect(new Set(findings.slice(0, 100).map((f) => f.pointer))).toEqual(new Set(range(100).map((k) => `/rows/0/Variant Note ${k}`)));
      expect(new Set(findings.slice(100).map((f) => f.pointer))).toEqual(new Set(range(n).slice(1).map((i) => `/rows/${i}`)));
    },
  },
  {
    name: 'current template: n rows of one handle of n distinct bad characters, unnamed option values and a bad Published value',
    max: 1000,
    grow: (n) => {
      const handle = range(n).map((i) => String.fromCharCode(0x4e00 + i)).join('');
      return {
        rows: range(n).map((i) => ({
          'URL handle': handle,
          Title: i === 0 ? 'T' : '',
          'Published on online store': 'yes',
          'Option1 value': `v${i}`,
          'Option2 value': `w${i}`,
          'Option3 value': `x${i}`,
          SKU: `S${i}`,
        })),
      };
    },
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'HANDLE_INVALID')).toEqual(range(n).map((i) => `/rows/${i}/URL handle`));
      expect(new Set(of(findings, 'HANDLE_INVALID').map((f) => (f.details.invalid as string[]).length))).toEqual(new Set([Math.min(n, 20)]));
      expect(of(findings, 'OPTION_VALUE_WITHOUT_NAME')).toHaveLength(3 * n);
      expect(codesAt(findings, 'VALUE_NOT_ALLOWED')).toEqual(range(n).map((i) => `/rows/${i}/Published on online store`));
    },
  },
]);

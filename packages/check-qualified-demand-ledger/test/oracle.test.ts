// Oracle: the currency-codes package (npm, MIT; "Lookup currency codes based on ISO 4217"), which
// ships the ISO 4217 maintenance agency's List One (iso-4217-list-one.xml). Same inputs to both:
// a revenue event per (currency, amount); compared verdicts: "is an ISO 4217 code"
// (CURRENCY_NOT_ISO_4217) and "more decimals than the minor unit" (AMOUNT_FINER_THAN_MINOR_UNIT).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import cc from 'currency-codes';
import { ISO_4217 } from '../src/lib/iso4217.js';
import { run, type Input } from '../src/index.js';

const require = createRequire(import.meta.url);
const listOne = readFileSync(require.resolve('currency-codes/iso-4217-list-one.xml'), 'utf8');

/** Codes whose minor unit List One gives as "N.A." (the library encodes them as digits 0). */
const noMinorUnit = new Set<string>();
for (const entry of listOne.split('<CcyNtry>').slice(1)) {
  const code = /<Ccy>([A-Z]{3})<\/Ccy>/.exec(entry)?.[1];
  if (code && /<CcyMnrUnts>N\.A\.<\/CcyMnrUnts>/.test(entry)) noMinorUnit.add(code);
}

/**
 * Codes newer than the library's list (published 2024-06-25): ISO 4217 amendment 179 added XCG,
 * the Caribbean guilder, in 2025. The standard has moved; we follow the current list.
 */
const NEWER_THAN_ORACLE = ['XCG'];

const AMOUNTS = [1, 1000, 0.5, 0.05, 0.005, 0.0005, 0.00005, 123.456, 1e-7, 49.1];

function decimals(amount: number): number {
  const text = String(amount);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

function oracle(currency: string, amount: number): { notIso: boolean; tooFine: boolean } {
  const record = cc.code(currency.trim().toUpperCase());
  if (!record) return { notIso: true, tooFine: false };
  if (noMinorUnit.has(record.code)) return { notIso: false, tooFine: false };
  return { notIso: false, tooFine: decimals(amount) > record.digits };
}

function ours(currency: string, amount: number): { notIso: boolean; tooFine: boolean } {
  const input: Input = {
    observed_at: '2026-03-02T09:00:00Z',
    window: { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-01T00:00:00Z' },
    events: [
      {
        id: 'e',
        type: 'external-settlement',
        occurred_at: '2026-02-10T12:00:00Z',
        source: 'oracle',
        evidence_ref: 'oracle/e',
        owner_controlled: false,
        external_actor: true,
        attribution: 'verified',
        amount,
        currency,
        transaction_id: 'tx-e',
      },
    ],
  };
  const codes = new Set(run(input).findings.map((finding) => finding.code));
  return { notIso: codes.has('CURRENCY_NOT_ISO_4217'), tooFine: codes.has('AMOUNT_FINER_THAN_MINOR_UNIT') };
}

describe('oracle: currency-codes (ISO 4217 List One)', () => {
  test('the library is the version whose list we compare with', () => {
    expect(cc.publishDate).toBe('2024-06-25');
    expect(noMinorUnit.size).toBe(13);
    for (const code of NEWER_THAN_ORACLE) expect(cc.code(code)).toBeUndefined();
  });

  test('our code table equals the library\'s list, plus the codes added since', () => {
    const theirs = new Map(cc.codes().map((code) => [code, noMinorUnit.has(code) ? null : cc.code(code)!.digits]));
    const mine = new Map([...ISO_4217].filter(([code]) => !NEWER_THAN_ORACLE.includes(code)));
    expect([...mine].sort()).toEqual([...theirs].sort());
  });

  test('same verdicts on every (currency, amount) pair: zero disagreements', () => {
    const currencies = [
      ...cc.codes(),
      ...cc.codes().slice(0, 20).map((code) => ` ${code.toLowerCase()} `),
      'USDC', 'US$', 'dollars', 'EURO', 'XBT', 'BTC', 'usdt', 'ZWL', 'HRK', 'SLL',
    ];
    const disagreements: string[] = [];
    let inputs = 0;
    for (const currency of currencies) {
      for (const amount of AMOUNTS) {
        inputs++;
        const a = ours(currency, amount);
        const b = oracle(currency, amount);
        if (a.notIso !== b.notIso || a.tooFine !== b.tooFine) disagreements.push(`${currency} ${amount}: ours ${JSON.stringify(a)}, oracle ${JSON.stringify(b)}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(inputs).toBe(currencies.length * AMOUNTS.length);
    console.log(`currency-codes oracle: ${inputs} inputs, ${disagreements.length} disagreements`);
  });
});

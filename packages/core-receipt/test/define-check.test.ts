import { defineCheck, defineRule, digest, NotImplementedError, verifyReceipt, attachPayment, findingsByItem, codesOf, itemStatus } from '../src/index.js';

interface Input {
  items: string[];
}

const base = {
  id: 'demo-check',
  title: 'Demo',
  category: 'Data Operations' as const,
  summary: 'Demo check.',
  limitations: ['Demo only.'],
  version: '1.0.0',
  price: '$0.05' as const,
  inputSchema: { type: 'object' },
  sampleInput: { items: ['a'] },
  codes: {
    EMPTY_ITEM: { severity: 'error' as const, message: 'Item {{index}} is empty', description: 'An item is empty.', example: 'x' },
    SHORT_ITEM: { severity: 'notice' as const, message: 'Item {{index}} is short', description: 'An item is short.', example: 'x' },
  },
};

/** The three parts: prepare reads the input once, rules add findings, the report folds them per item. */
interface Context {
  items: ReadonlyArray<{ item: string; index: number; pointer: string }>;
}
const emptyRule = defineRule<Context>()({
  name: 'empty',
  codes: { EMPTY_ITEM: base.codes.EMPTY_ITEM },
  check(ctx, findings) {
    for (const { item, index, pointer } of ctx.items) if (item === '') findings.add('EMPTY_ITEM', { subject: item, pointer, details: { index } });
  },
});
const shortRule = defineRule<Context>()({
  name: 'short',
  codes: { SHORT_ITEM: base.codes.SHORT_ITEM },
  check(ctx, findings) {
    for (const { item, index, pointer } of ctx.items) {
      if (item !== '' && item.length < 3) findings.add('SHORT_ITEM', { subject: item, pointer, details: { index } });
    }
  },
});
const prepared: Context[] = [];
const check = defineCheck<Input, typeof base.codes, { count: number; verdicts: string[][] }, Context>({
  ...base,
  prepare(input) {
    const ctx = { items: input.items.map((item, index) => ({ item, index, pointer: `/items/${index}` })) };
    prepared.push(ctx);
    return ctx;
  },
  // Run in this order, short before empty: the envelope's order is the pointer order, not the rules'.
  rules: [shortRule, emptyRule],
  report(ctx, findings) {
    const byItem = findingsByItem(findings, '/items', ctx.items.length);
    return {
      report: { count: ctx.items.length, verdicts: byItem.map((own) => [itemStatus(own), ...codesOf(own)]) },
      counters: { items: ctx.items.length },
    };
  },
});

describe('defineCheck', () => {
  test('runUnsigned() is run() without the receipt, byte for byte', () => {
    for (const input of [{ items: ['abcd', 'ab', ''] }, { items: [] }, { items: ['x'] }]) {
      const { receipt, ...rest } = check.run(input);
      expect(receipt.resultDigest).toBe(digest(rest));
      expect(JSON.stringify(check.runUnsigned(input))).toBe(JSON.stringify(rest));
    }
  });

  test('run() builds the envelope with derived status, summary and receipt', () => {
    const input = { items: ['abcd', 'ab', ''] };
    const result = check.run(input);
    expect(result.utility).toBe('demo-check');
    expect(result.status).toBe('BLOCKED');
    expect(result.summary).toEqual({ errors: 1, warnings: 0, notices: 1, items: 3 });
    expect(result.findings.map((f) => f.pointer)).toEqual(['/items/1', '/items/2']);
    expect(result.receipt).toEqual({
      receiptVersion: '1.0',
      utility: 'demo-check',
      utilityVersion: '1.0.0',
      interfaceVersion: '0.11.0',
      inputDigest: digest(input),
      resultDigest: digest({
        utility: result.utility,
        version: result.version,
        status: result.status,
        summary: result.summary,
        findings: result.findings,
        report: result.report,
      }),
    });
    expect(result.receipt).not.toHaveProperty('payment');
    expect(result.receipt).not.toHaveProperty('issuedAt');
    expect(verifyReceipt(input, result)).toBe(true);
    expect(verifyReceipt({ items: ['abcd'] }, result)).toBe(false);
  });

  test('same input gives byte-identical output, and the input is not modified', () => {
    const input = { items: ['x', '', 'long enough'] };
    const frozen = JSON.stringify(input);
    expect(JSON.stringify(check.run(input))).toBe(JSON.stringify(check.run(JSON.parse(frozen))));
    expect(JSON.stringify(input)).toBe(frozen);
  });

  test('a clean input is READY', () => {
    expect(check.run({ items: ['abcd'] }).status).toBe('READY');
  });

  test('prepare runs once per run; the report gets the findings in envelope order, folded per item', () => {
    prepared.length = 0;
    const result = check.run({ items: ['', 'ab', 'abcd'] });
    expect(prepared).toHaveLength(1);
    expect(result.findings.map((finding) => finding.code)).toEqual(['EMPTY_ITEM', 'SHORT_ITEM']);
    expect(result.report).toEqual({ count: 3, verdicts: [['BLOCKED', 'EMPTY_ITEM'], ['READY', 'SHORT_ITEM'], ['READY']] });
  });

  test('a check without its parts is marked not implemented and refuses to run', () => {
    const stub = defineCheck({ ...base });
    expect(stub.implemented).toBe(false);
    expect(check.implemented).toBe(true);
    expect(() => stub.run({ items: [] })).toThrow(NotImplementedError);
  });

  test('ids and codes must follow the naming conventions', () => {
    expect(() => defineCheck({ ...base, id: 'Bad_Id' })).toThrow(/utility id/);
    expect(() => defineCheck({ ...base, codes: { lowerCase: base.codes.EMPTY_ITEM } })).toThrow(/UPPER_SNAKE_CASE/);
  });

  test('the gateway attaches payment and issuedAt without touching the digests', () => {
    const result = check.run({ items: ['abcd'] });
    const paid = attachPayment(
      result,
      { scheme: 'exact', network: 'eip155:8453', asset: '0xa', amount: '50000', payer: '0xb', transaction: '0xc' },
      '2026-11-22T00:00:00.000Z',
    );
    expect(paid.receipt.payment?.amount).toBe('50000');
    expect(paid.receipt.resultDigest).toBe(result.receipt.resultDigest);
    expect(result.receipt).not.toHaveProperty('payment');
  });
});

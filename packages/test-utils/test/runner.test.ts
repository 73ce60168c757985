import { defineCheck } from '@evidence-check/core-receipt';
import { caseProblems, codesNeverAbsent, unproducedCodes, type Case } from '../src/index.js';

const codes = {
  EMPTY_ITEM: { severity: 'error', message: 'Item {{index}} is empty.', description: 'An item is empty.', example: '""' },
  UNUSED_CODE: { severity: 'notice', message: 'Never emitted.', description: 'Declared, never emitted.', example: 'none' },
} as const;

const check = defineCheck<{ items: string[] }, typeof codes, null>({
  id: 'demo-check',
  title: 'Demo',
  category: 'Data Operations',
  summary: 'Checks demo items.',
  limitations: ['Demo.'],
  version: '1.0.0',
  price: '$0.05',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: { items: { type: 'array', items: { type: 'string' } } },
  },
  sampleInput: { items: [] },
  codes,
  prepare: (input: { items: string[] }) => input,
  rules: [
    {
      name: 'empty-item',
      codes,
      check(input: { items: string[] }, findings) {
        input.items.forEach((item, index) => {
          if (item === '') findings.add('EMPTY_ITEM', { subject: item, pointer: `/items/${index}`, details: { index } });
        });
      },
    },
  ],
  report: () => ({ report: null }),
});

const ok: Case = { name: 'two empty', input: { items: ['', 'a', ''] }, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/0' }, { code: 'EMPTY_ITEM', pointer: '/items/2' }], status: 'BLOCKED' };

describe('caseProblems', () => {
  test('a case that holds has no problems', () => {
    expect(caseProblems(check, ok)).toEqual([]);
  });
  test('a wrong pointer, a missing finding, an extra finding and a wrong status each fail', () => {
    expect(caseProblems(check, { ...ok, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/0' }, { code: 'EMPTY_ITEM', pointer: '/items/1' }] })).toHaveLength(1);
    expect(caseProblems(check, { ...ok, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/0' }] })).toHaveLength(1);
    expect(caseProblems(check, { ...ok, status: 'READY' })).toEqual(['status BLOCKED, expected READY']);
  });
  test('partial cases need the listed findings in order; absent codes must not appear', () => {
    expect(caseProblems(check, { ...ok, partial: true, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/2' }] })).toEqual([]);
    expect(caseProblems(check, { ...ok, partial: true, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/2' }, { code: 'EMPTY_ITEM', pointer: '/items/0' }] })).toHaveLength(1);
    expect(caseProblems(check, { ...ok, absent: ['EMPTY_ITEM'] })).toEqual(['EMPTY_ITEM must not appear']);
  });
  test('details are compared as a subset', () => {
    expect(caseProblems(check, { ...ok, partial: true, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/0', details: { index: 0 } }] })).toEqual([]);
    expect(caseProblems(check, { ...ok, partial: true, expect: [{ code: 'EMPTY_ITEM', pointer: '/items/0', details: { index: 1 } }] })).toHaveLength(1);
  });
  test('an input the gateway would reject is itself a failed case', () => {
    expect(caseProblems(check, { name: 'bad', input: { items: [1] }, expect: [] })[0]).toMatch(/rejected by the product schema/);
  });
});

describe('coverage', () => {
  test('a declared code that no case produces is reported', () => {
    expect(unproducedCodes(check, [ok])).toEqual(['UNUSED_CODE']);
    expect(codesNeverAbsent(check, [ok])).toEqual(['EMPTY_ITEM', 'UNUSED_CODE']);
  });
});

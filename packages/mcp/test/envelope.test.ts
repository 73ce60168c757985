import { implementedChecks } from '@evidence-check/catalog-builder';
import { attachPayment, defineCheck } from '@evidence-check/core-receipt';
import { compileSchema } from '@evidence-check/schema-validator';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { paidOutputSchema, resultEnvelopeSchema } from '../src/index.js';

const payment = {
  scheme: 'exact',
  network: 'eip155:8453',
  asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  amount: '50000',
  payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  transaction: `0x${'ab'.repeat(32)}`,
};

describe.each(implementedChecks.map((check) => [check.id, check] as const))('%s', (_id, check) => {
  const schema = resultEnvelopeSchema(check);
  const strict = compileSchema(schema); // the project's Ajv: 2020-12, strict, formats
  const sdk = new AjvJsonSchemaValidator().getValidator(schema); // what MCP clients of the official SDK run (draft-07)
  const result = JSON.parse(JSON.stringify(check.run(check.sampleInput)));

  test('the sample result and its paid form satisfy the schema in both dialects', () => {
    expect(strict(result)).toEqual([]);
    expect(sdk(result).valid).toBe(true);
    const paid = JSON.parse(JSON.stringify(attachPayment(result, payment, '2026-03-01T12:00:00.000Z')));
    expect(strict(paid)).toEqual([]);
    expect(sdk(paid).valid).toBe(true);
  });

  test('a code the product does not declare, a broken pointer or another utility fails it', () => {
    expect(result.findings.length).toBeGreaterThan(0);
    const foreignCode = structuredClone(result);
    foreignCode.findings[0].code = 'NOT_A_DECLARED_CODE';
    expect(strict(foreignCode)).toContainEqual(expect.objectContaining({ pointer: '/findings/0/code', keyword: 'enum' }));
    const badPointer = structuredClone(result);
    badPointer.findings[0].pointer = 'items/0';
    expect(strict(badPointer)).toContainEqual(expect.objectContaining({ pointer: '/findings/0/pointer', keyword: 'pattern' }));
    expect(sdk(badPointer).valid).toBe(false);
    expect(strict({ ...result, utility: 'some-other-product' })).toContainEqual(expect.objectContaining({ pointer: '/utility', keyword: 'const' }));
    expect(strict({ ...result, status: 'OK' })).toContainEqual(expect.objectContaining({ pointer: '/status', keyword: 'enum' }));
  });
});

test('a product without codes allows no findings', () => {
  const bare = defineCheck({
    id: 'bare-test-check', title: 'Bare', category: 'Data Operations', summary: 'Test.', limitations: [], version: '1.0.0', price: '$0.05',
    inputSchema: { type: 'object' }, sampleInput: {}, codes: {},
    prepare: () => ({}), rules: [{ name: 'none', codes: {}, check() {} }], report: () => ({ report: {} }),
  });
  const validate = compileSchema(resultEnvelopeSchema(bare));
  expect(validate(bare.run({}))).toEqual([]);
  expect(validate({ ...bare.run({}), findings: [{}] })).toContainEqual(expect.objectContaining({ pointer: '/findings', keyword: 'maxItems' }));
});

test('the paid outputSchema admits the envelope and x402 PaymentRequired, nothing else', () => {
  const check = implementedChecks[0]!;
  const schema = paidOutputSchema(check);
  const strict = compileSchema(schema);
  const sdk = new AjvJsonSchemaValidator().getValidator(schema);
  const terms = { x402Version: 2, error: 'Payment required', resource: { url: 'https://x.test/' }, accepts: [{ scheme: 'exact', network: 'eip155:8453', amount: '50000', asset: '0xa', payTo: '0xb' }] };
  const failed = { ...terms, 'x402/payment-response': { success: false, errorReason: 'insufficient_funds', transaction: '', network: 'eip155:8453' } };
  for (const value of [JSON.parse(JSON.stringify(check.run(check.sampleInput))), terms, failed]) {
    expect(strict(value)).toEqual([]);
    expect(sdk(value).valid).toBe(true);
  }
  for (const value of [{ ...terms, x402Version: 1 }, { ...terms, accepts: [] }, { utility: check.id }]) {
    expect(strict(value)).not.toEqual([]);
    expect(sdk(value).valid).toBe(false);
  }
});

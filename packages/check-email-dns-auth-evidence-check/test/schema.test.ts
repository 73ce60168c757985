import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const texts = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);
const keys = (n: number) => Array.from({ length: n }, (_, i) => ({ selector: `s${i}`, value: 'v=DKIM1; k=rsa; p=AAAA' }));

describe('email-dns-auth-evidence-check input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['domain', 'observed_at', 'records'])('a missing %s is rejected', (key) => {
    const input: Record<string, unknown> = { ...sampleInput };
    delete input[key];
    expect(validate(input)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test.each(['spf', 'dkim', 'dmarc', 'mx'])('records without %s is rejected, even when empty lists would do', (key) => {
    const records: Record<string, unknown> = { ...sampleInput.records };
    delete records[key];
    expect(validate(withValueAt(sampleInput, '/records', records))).toContainEqual(
      expect.objectContaining({ pointer: `/records/${key}`, keyword: 'required' }),
    );
  });

  test('empty record lists are accepted', () => {
    expect(validate(withValueAt(sampleInput, '/records', { spf: [], dkim: [], dmarc: [], mx: [] }))).toEqual([]);
  });

  test.each([
    ['spf', 10],
    ['dmarc', 10],
    ['mx', 100],
  ] as const)('records.%s: %i accepted, one more rejected', (key, max) => {
    const pointer = `/records/${key}`;
    expect(validate(withValueAt(sampleInput, pointer, texts(max, key)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, texts(max + 1, key)))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'maxItems' }),
    );
  });

  test('records.dkim: 100 accepted, 101 rejected; items are closed { selector, value }', () => {
    expect(validate(withValueAt(sampleInput, '/records/dkim', keys(100)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records/dkim', keys(101)))).toContainEqual(
      expect.objectContaining({ pointer: '/records/dkim', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/records/dkim/0', { selector: 's1' }))).toContainEqual(
      expect.objectContaining({ pointer: '/records/dkim/0/value', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/records/dkim/0', { selector: 's1', value: 'v=DKIM1', ttl: 300 }))).toContainEqual(
      expect.objectContaining({ pointer: '/records/dkim/0/ttl', keyword: 'additionalProperties' }),
    );
  });

  test('records is closed', () => {
    expect(validate(withValueAt(sampleInput, '/records/bimi', []))).toContainEqual(
      expect.objectContaining({ pointer: '/records/bimi', keyword: 'additionalProperties' }),
    );
  });

  test('observed_at must be a date-time', () => {
    expect(validate(withValueAt(sampleInput, '/observed_at', '2026-03-01T12:00:00+01:00'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/observed_at', '2026-03-01'))).toContainEqual(
      expect.objectContaining({ pointer: '/observed_at', keyword: 'format' }),
    );
  });
});

import { compileSchema, MAX_ISSUES, withValueAt } from '../src/index.js';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'at'],
  properties: {
    items: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 2 } },
    at: { type: 'string', format: 'date-time' },
    link: { type: 'string', format: 'uri' },
    mode: { enum: ['new', 'overwrite'] },
  },
};

describe('compileSchema', () => {
  const validate = compileSchema(schema);

  test('valid input has no issues', () => {
    expect(validate({ items: ['ab'], at: '2026-11-22T10:00:00Z', link: 'https://example.com/x' })).toEqual([]);
  });

  test('issues point at the offending value, extra and missing keys included', () => {
    const issues = validate({ items: ['abc'], extra: 1, mode: 'old', link: 'not a uri' });
    const byPointer = Object.fromEntries(issues.map((i) => [i.pointer, i.keyword]));
    expect(byPointer).toMatchObject({
      '/items/0': 'maxLength',
      '/extra': 'additionalProperties',
      '/at': 'required',
      '/mode': 'enum',
      '/link': 'format',
    });
  });

  test('formats are enforced (date-time needs a zone)', () => {
    expect(validate({ items: [], at: '2026-11-22T10:00:00' })[0]).toMatchObject({ pointer: '/at', keyword: 'format' });
  });

  test('issue list is capped', () => {
    const many = compileSchema({ type: 'array', items: { type: 'string' } });
    expect(many(Array.from({ length: 500 }, () => 1))).toHaveLength(MAX_ISSUES);
  });

  test('strict mode refuses sloppy schemas', () => {
    expect(() => compileSchema({ type: 'object', properties: { a: { minLength: 1 } } })).toThrow();
    expect(() => compileSchema({ type: 'object', unknownKeyword: true })).toThrow();
  });

  test('withValueAt copies and patches', () => {
    const input = { a: { b: [1, 2] } };
    expect(withValueAt(input, '/a/b/1', 9)).toEqual({ a: { b: [1, 9] } });
    expect(input.a.b[1]).toBe(2);
  });
});


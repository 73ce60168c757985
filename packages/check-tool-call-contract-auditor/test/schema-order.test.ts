// Output is a function of the request's JSON value: the member order of arguments, structured
// content or schemas never shows in the schema findings (errors are listed in pointer order).
import { reorderedMembers as reversed } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';

test('reversing every object member order changes no finding', () => {
  const input = {
    contracts: [
      {
        tool: 'search',
        input_schema: { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', maximum: 5 }, tags: { items: { enum: ['a', 'b'] } } }, required: ['q', 'page'], additionalProperties: false },
        output_schema: { type: 'object', properties: { hits: { type: 'array', maxItems: 1 }, total: { type: 'integer' } }, additionalProperties: { type: 'string' } },
      },
    ],
    calls: [{ id: 'c1', tool: 'search', arguments: { z: 1, limit: 9, tags: ['c', 'a', 'd'], a: true }, structuredContent: { total: 'x', hits: [1, 2], extra: 3, more: 'ok' }, isError: false }],
  };
  const forward = definition.run(input as unknown as Input);
  const backward = definition.run(reversed(input) as unknown as Input);
  expect(forward.findings.map((f) => f.code)).toEqual(['ARGUMENTS_SCHEMA_MISMATCH', 'STRUCTURED_CONTENT_MISMATCH']);
  expect(backward.findings).toEqual(forward.findings);
});

import {
  comparePointers,
  deriveStatus,
  FindingCollector,
  jsonPointer,
  priceBaseUnits,
  renderMessage,
  buildSummary,
  type JsonValue,
} from '../src/index.js';
import { parsePointer } from '../src/pointer.js';
import fc from 'fast-check';

describe('status derivation', () => {
  test('error blocks, warning asks for review, notices alone are ready', () => {
    expect(deriveStatus([])).toBe('READY');
    expect(deriveStatus([{ severity: 'notice' }])).toBe('READY');
    expect(deriveStatus([{ severity: 'notice' }, { severity: 'warning' }])).toBe('REVIEW');
    expect(deriveStatus([{ severity: 'warning' }, { severity: 'error' }, { severity: 'notice' }])).toBe('BLOCKED');
  });
});

describe('JSON pointers', () => {
  test('RFC 6901 escaping of ~ and /', () => {
    expect(jsonPointer('a/b', 'm~n', 3)).toBe('/a~1b/m~0n/3');
    expect(jsonPointer()).toBe('');
  });

  test('RFC 6901 §4: reading a written pointer gives back its segments, whatever they hold', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('~', '/', '~1', '~0', '/~', ''), fc.nat())), (segments) => {
        expect(parsePointer(jsonPointer(...segments))).toEqual(segments.map(String));
      }),
      { numRuns: 3000 },
    );
  });

  test('input order: indices numerically, parents first, whole packet first', () => {
    const pointers = ['/paths/10', '/paths/9', '', '/paths/9/name', '/mode', '/paths/0'];
    expect([...pointers].sort(comparePointers)).toEqual(['', '/mode', '/paths/0', '/paths/9', '/paths/9/name', '/paths/10']);
  });
});

describe('FindingCollector', () => {
  const codes = {
    B_CODE: { severity: 'warning', message: 'b {{name}}', description: 'b', example: 'x' },
    A_CODE: { severity: 'error', message: 'a {{name}} {{count}}', description: 'a', example: 'x' },
  } as const;

  test('sorts by pointer in input order, then code', () => {
    const collector = new FindingCollector(codes);
    collector.add('B_CODE', { pointer: '/x/10', subject: 's10', details: { name: 'n' } });
    collector.add('B_CODE', { pointer: '/x/2', subject: 's2', details: { name: 'n' } });
    collector.add('A_CODE', { pointer: '/x/2', subject: 's2', details: { name: 'n', count: 2 } });
    collector.add('A_CODE', { details: { name: 'w', count: 0 } });
    const sorted = collector.sorted();
    expect(sorted.map((f) => [f.pointer, f.code])).toEqual([
      ['', 'A_CODE'],
      ['/x/2', 'A_CODE'],
      ['/x/2', 'B_CODE'],
      ['/x/10', 'B_CODE'],
    ]);
    expect(sorted[0]).toMatchObject({ subject: null, severity: 'error', details: { name: 'w', count: 0 } });
    expect(sorted[1]?.message).toBe('a n 2');
  });

  test('rejects codes the check did not declare', () => {
    const collector = new FindingCollector(codes);
    expect(() => collector.add('C_CODE' as 'B_CODE', { details: { name: 'n' } })).toThrow(/not declared/);
  });

  test('refuses to render a placeholder without a value', () => {
    expect(() => renderMessage('{{a}} and {{c}}', { a: 'x' })).toThrow(/details.c/);
  });

  test('summary puts severities first and refuses to let counters overwrite them', () => {
    expect(buildSummary([], { columns: 3 })).toEqual({ errors: 0, warnings: 0, notices: 0, columns: 3 });
    expect(() => buildSummary([], { errors: 9 })).toThrow(/reserved/);
  });
});

describe('prices in base units', () => {
  test('the interface prices', () => {
    expect(priceBaseUnits('$0.05')).toBe('50000');
    expect(priceBaseUnits('$0.25')).toBe('250000');
    expect(priceBaseUnits('$12')).toBe('12000000');
    expect(priceBaseUnits('$0.000001')).toBe('1');
  });
  test('malformed or too precise prices are refused', () => {
    expect(() => priceBaseUnits('0.05')).toThrow();
    expect(() => priceBaseUnits('$0.0000001')).toThrow();
    expect(() => priceBaseUnits('$-1')).toThrow();
  });
});

describe('a caller value echoed in a finding', () => {
  test('its member order shows neither in details nor in the message; the product key order stays', () => {
    const codes = { WRONG_TYPE: { severity: 'error', message: 'Field has {{value}}.', description: 'x', example: 'x' } } as const;
    const render = (value: JsonValue) => {
      const findings = new FindingCollector(codes);
      findings.add('WRONG_TYPE', { pointer: '/a', details: { value, field: 'a' } });
      return JSON.stringify(findings.sorted());
    };
    const sent = JSON.parse('{"z":{"b":1,"a":[{"y":0,"x":1}]},"m":null}');
    const reversed = JSON.parse('{"m":null,"z":{"a":[{"x":1,"y":0}],"b":1}}');
    expect(render(reversed)).toBe(render(sent));
    expect(JSON.parse(render(sent))[0].message).toBe('Field has {"m":null,"z":{"a":[{"x":1,"y":0}],"b":1}}.');
    expect(Object.keys(JSON.parse(render(sent))[0].details)).toEqual(['value', 'field']);
  });
});

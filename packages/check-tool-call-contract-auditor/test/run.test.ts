import { digest, jsonPointer } from '@evidence-check/core-receipt';
import fc from 'fast-check';
import has from 'lodash/has.js';
import { argumentPointer, buildTrie, presentPaths } from '../src/lib/paths.js';
import { collectIds, formatArgumentPath, parseArgumentPath, run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism, argument paths
// against lodash's `has` as an outside oracle, the ids the evidence pack reads, and the largest input.
describe('tool-call-contract-auditor', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'CALL_LIMIT_EXCEEDED@/calls/2',
      'REQUIRED_ARGUMENT_MISSING@/calls/2/arguments',
      'CALL_FAILED@/calls/2/outcome',
      'REQUIRED_ARGUMENT_MISSING@/calls/3/arguments',
      'FORBIDDEN_ARGUMENT_PRESENT@/calls/3/arguments/assignee_token',
      'TOOL_NOT_ALLOWED@/calls/4',
      'NO_CONTRACT@/calls/5/tool',
    ]);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  describe('argument paths', () => {
    const key = fc.constantFrom('a', 'b', 'a.b', 'b\\', '\\.', 'c.d.e', '.', 'x y');
    const leaf = fc.oneof(fc.integer(), fc.constant(null), fc.boolean());
    const { tree } = fc.letrec((tie) => ({
      tree: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('tree')), { maxKeys: 5 }),
    }));
    const path = fc.array(key, { minLength: 1, maxLength: 4 });

    test('formatting then parsing gives back the same keys', () => {
      fc.assert(
        fc.property(path, (segments) => {
          const parsed = parseArgumentPath(formatArgumentPath(segments));
          expect(parsed).toEqual({ ok: true, segments });
        }),
      );
    });

    test('presence agrees with lodash has() for every path of a trie, whichever side is walked', () => {
      fc.assert(
        fc.property(tree, fc.array(path, { maxLength: 12 }), (value, paths) => {
          const present = new Set(presentPaths(value, buildTrie(paths)).map((found) => found.terminal));
          paths.forEach((segments, position) => {
            const first = paths.findIndex((other) => JSON.stringify(other) === JSON.stringify(segments));
            if (first !== position) return; // a repeated path ends at its first position
            expect(present.has(position)).toBe(has(value, segments));
          });
        }),
        { numRuns: 500 },
      );
    });

    test('a found path reports the keys it resolved to', () => {
      expect(presentPaths({ 'a.b': { c: 1 } }, buildTrie([['a.b', 'c']]))).toEqual([{ terminal: 0, segments: ['a.b', 'c'] }]);
    });

    test('an argument pointer is the RFC 6901 pointer of its keys', () => {
      fc.assert(
        fc.property(fc.nat(), fc.array(fc.string(), { maxLength: 6 }), (index, segments) => {
          expect(argumentPointer(index, segments)).toBe(jsonPointer('calls', index, 'arguments', ...segments));
        }),
      );
      expect(argumentPointer(3, ['a/b', '~c'])).toBe('/calls/3/arguments/a~1b/~0c');
    });
  });

  test('a caller key named __proto__ is a key: it can be required, forbidden and carried over', () => {
    const input = JSON.parse(
      '{"contracts":[{"tool":"t","required_arguments":["__proto__.x"],"forbidden_arguments":["__proto__"]}],' +
        '"calls":[{"id":"c1","tool":"t","arguments":{"__proto__":{"x":1}},"__proto__":{"polluted":true}}]}',
    ) as Input;
    const result = run(input);
    expect(result.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual(['FORBIDDEN_ARGUMENT_PRESENT@/calls/0/arguments/__proto__']);
    expect(Object.keys(result.report.calls[0]?.extra ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('collectIds lists call ids and tool names with pointers', () => {
    expect(collectIds({ contracts: [{ tool: 'a' }, { tool: '' }], calls: [{ id: 1, tool: 'a', arguments: {} }] })).toEqual({
      calls: [{ id: 1, key: '1', pointer: '/calls/0/id' }],
      contractTools: [
        { tool: 'a', name: 'a', pointer: '/contracts/0/tool' },
        { tool: '', name: null, pointer: '/contracts/1/tool' },
      ],
      calledTools: [{ tool: 'a', name: 'a', pointer: '/calls/0/tool' }],
    });
  });

  test('largest allowed arrays complete: 1000 contracts, 5000 calls', () => {
    const contracts = Array.from({ length: 1000 }, (_, i) => ({
      tool: `tool_${i}`,
      allowed: i % 10 !== 0,
      max_calls: 4,
      required_arguments: ['query', 'options.limit'],
      forbidden_arguments: ['token', 'auth.secret'],
    }));
    const calls = Array.from({ length: 5000 }, (_, i) => ({
      id: `c${i}`,
      tool: `tool_${i % 1000}`,
      arguments: { query: 'q', options: { limit: 10 }, ...(i % 7 === 0 ? { auth: { secret: 's' } } : {}) },
      outcome: i % 50 === 0 ? 'error' : 'ok',
    }));
    const result = run({ contracts, calls });
    expect(result.report.calls).toHaveLength(5000);
    expect(result.report.tools).toHaveLength(1000);
    // Every tool gets 5 calls against a limit of 4: one call over per tool.
    expect(result.findings.filter((f) => f.code === 'CALL_LIMIT_EXCEEDED')).toHaveLength(1000);
    expect(result.findings.filter((f) => f.code === 'TOOL_NOT_ALLOWED')).toHaveLength(500);
    expect(result.findings.filter((f) => f.code === 'FORBIDDEN_ARGUMENT_PRESENT')).toHaveLength(715);
  });

  test('a long required list against many calls stays one bounded finding per call', () => {
    const required_arguments = Array.from({ length: 20000 }, (_, i) => `arg_${i}`);
    const calls = Array.from({ length: 5000 }, (_, i) => ({ id: i, tool: 'wide', arguments: { arg_0: 1 } }));
    const result = run({ contracts: [{ tool: 'wide', required_arguments }], calls });
    const missing = result.findings.filter((f) => f.code === 'REQUIRED_ARGUMENT_MISSING');
    expect(missing).toHaveLength(5000);
    expect(missing[0]?.details).toMatchObject({ count: 19999, missing: Array.from({ length: 20 }, (_, i) => `arg_${i + 1}`) });
  });
});

// Contract v1.1: typed details, group findings, prose-independent order, rules in their own files.
import {
  defineCheck,
  defineRule,
  FindingCollector,
  mergeCodes,
  MissingDetailError,
  placeholdersOf,
  renderMessage,
  runRules,
  type CodeTable,
} from '../src/index.js';

const codes = {
  LOOP: { severity: 'error', message: 'Rule {{source}} loops ({{length}} rules).', description: 'A loop.', example: '/a → /a' },
  EMPTY: { severity: 'notice', message: 'Nothing here.', description: 'Empty.', example: '[]' },
} as const satisfies CodeTable;

describe('typed details', () => {
  test('a code whose message has placeholders needs those details (compile time)', () => {
    const findings = new FindingCollector(codes);
    findings.add('LOOP', { pointer: '/r/0', details: { source: '/a', length: 1 } });
    // @ts-expect-error details.length is missing
    expect(() => findings.add('LOOP', { pointer: '/r/1', details: { source: '/a' } })).toThrow(MissingDetailError);
    // @ts-expect-error details are required for LOOP
    expect(() => findings.add('LOOP', { pointer: '/r/2' })).toThrow(MissingDetailError);
    findings.add('EMPTY');
    // @ts-expect-error undeclared code
    expect(() => findings.add('NOPE')).toThrow(/not declared/);
    expect(findings.size).toBe(2);
  });

  test('renderMessage throws on a placeholder without a value, and lists placeholders', () => {
    expect(() => renderMessage('{{a}} and {{b}}', { a: 'x' })).toThrow(/details\.b/);
    expect(renderMessage('{{a}} and {{b}}', { a: 'x', b: [1, 2] })).toBe('x and [1,2]');
    expect(placeholdersOf('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });

  test('defineCheck refuses placeholders written with spaces (they would never render)', () => {
    const spec = {
      id: 'demo-check', title: 'Demo', category: 'Data Operations', summary: 'Checks.', limitations: ['x'],
      version: '1.0.0', price: '$0.05', inputSchema: {}, sampleInput: {},
      codes: { BAD: { severity: 'error', message: 'x {{ name }}', description: 'd', example: 'e' } },
    } as const;
    expect(() => defineCheck(spec)).toThrow(/spaces/);
  });

  test('orderSignificant: JSON Pointers only, exposed on the definition (empty by default)', () => {
    const base = {
      id: 'demo-check', title: 'Demo', category: 'Data Operations', summary: 'Checks.', limitations: ['x'],
      version: '1.0.0', price: '$0.05', inputSchema: {}, sampleInput: {}, codes,
    } as const;
    expect(defineCheck(base).orderSignificant).toEqual([]);
    expect(defineCheck({ ...base, orderSignificant: ['/package/exports'] }).orderSignificant).toEqual(['/package/exports']);
    expect(() => defineCheck({ ...base, orderSignificant: ['package/exports'] })).toThrow(/JSON Pointer/);
  });

  test('a peer comparison must name known peers and codes, and say why a rule is not covered', () => {
    const base = {
      id: 'demo-check', title: 'Demo', category: 'Data Operations', summary: 'Checks.', limitations: ['x'],
      version: '1.0.0', price: '$0.05', inputSchema: {}, sampleInput: {}, codes,
    } as const;
    const peers = [{ name: 'lint', url: 'https://lint.example/rules' }];
    const ok = defineCheck({ ...base, comparison: { peers, rules: [{ peer: 'lint', rule: 'no-loop', ours: 'LOOP' }, { peer: 'lint', rule: 'x', ours: null, note: 'needs file contents' }] } });
    expect(ok.comparison?.rules).toHaveLength(2);
    expect(() => defineCheck({ ...base, comparison: { peers, rules: [{ peer: 'other', rule: 'r', ours: 'LOOP' }] } })).toThrow(/unknown peer/);
    expect(() => defineCheck({ ...base, comparison: { peers, rules: [{ peer: 'lint', rule: 'r', ours: ['LOOP', 'NOPE'] }] } })).toThrow(/unknown code NOPE/);
    expect(() => defineCheck({ ...base, comparison: { peers, rules: [{ peer: 'lint', rule: 'r', ours: null }] } })).toThrow(/says not why/);
  });
});

describe('group faults and order', () => {
  test('addGroup emits one finding per member at its own pointer with one group key', () => {
    const findings = new FindingCollector(codes);
    findings.addGroup('LOOP', 'loop:/a', [
      { pointer: '/r/2', subject: '/c', details: { source: '/c', length: 3 } },
      { pointer: '/r/0', subject: '/a', details: { source: '/a', length: 3 } },
      { pointer: '/r/1', subject: '/b', details: { source: '/b', length: 3 } },
    ]);
    expect(findings.sorted().map((f) => [f.pointer, f.details.group])).toEqual([
      ['/r/0', 'loop:/a'],
      ['/r/1', 'loop:/a'],
      ['/r/2', 'loop:/a'],
    ]);
  });

  test('order depends on details, never on message prose', () => {
    const reworded = { ...codes, LOOP: { ...codes.LOOP, message: 'Loop at {{source}}, {{length}} long.' } } as const;
    const order = (table: typeof codes | typeof reworded) => {
      const findings = new FindingCollector(table);
      findings.add('LOOP', { pointer: '/r/0', subject: 's', details: { source: '/b', length: 2 } });
      findings.add('LOOP', { pointer: '/r/0', subject: 's', details: { source: '/a', length: 9 } });
      return findings.sorted().map((f) => f.details.source);
    };
    expect(order(codes)).toEqual(['/b', '/a']); // canonical details: length 2 before length 9
    expect(order(reworded)).toEqual(order(codes));
  });
});

describe('rules in their own files', () => {
  interface Ctx { items: string[] }
  const emptyRule = defineRule<Ctx>()({
    name: 'empty-item',
    codes: { EMPTY_ITEM: { severity: 'error', message: 'Item {{index}} is empty.', description: 'd', example: '""' } } as const,
    check(ctx, findings) {
      ctx.items.forEach((item, index) => {
        if (item === '') findings.add('EMPTY_ITEM', { pointer: `/items/${index}`, details: { index } });
      });
    },
  });
  const longRule = defineRule<Ctx>()({
    name: 'long-item',
    codes: { LONG_ITEM: { severity: 'warning', message: 'Item {{index}} is long.', description: 'd', example: '"aaaa"' } } as const,
    check(ctx, findings) {
      ctx.items.forEach((item, index) => {
        if (item.length > 3) findings.add('LONG_ITEM', { pointer: `/items/${index}`, details: { index } });
      });
    },
  });

  test('mergeCodes unions the tables; runRules runs them in order over one collector', () => {
    const rules = [emptyRule, longRule] as const;
    const merged = mergeCodes(rules);
    expect(Object.keys(merged)).toEqual(['EMPTY_ITEM', 'LONG_ITEM']);
    const findings = new FindingCollector(merged);
    runRules(rules, { items: ['', 'abcd', 'ok'] }, findings);
    expect(findings.sorted().map((f) => `${f.code}@${f.pointer}`)).toEqual(['EMPTY_ITEM@/items/0', 'LONG_ITEM@/items/1']);
  });

  test('two rules declaring one code are refused', () => {
    expect(() => mergeCodes([emptyRule, { ...longRule, codes: emptyRule.codes }])).toThrow(/declared by two rules/);
  });
});

describe('merged code tables keep their keys', () => {
  test('a collector over merged codes still requires each code its own details', () => {
    interface Ctx { n: number }
    const a = defineRule<Ctx>()({ name: 'a', codes: { A: { severity: 'error', message: 'A {{x}}', description: 'd', example: 'e' } } as const, check() {} });
    const b = defineRule<Ctx>()({ name: 'b', codes: { B: { severity: 'notice', message: 'B', description: 'd', example: 'e' } } as const, check() {} });
    const findings = new FindingCollector(mergeCodes([a, b] as const));
    findings.add('A', { details: { x: 1 } });
    findings.add('B');
    // @ts-expect-error details.x is required by A's message
    expect(() => findings.add('A', { details: {} })).toThrow(MissingDetailError);
    // @ts-expect-error C is no code of either rule
    expect(() => findings.add('C')).toThrow(/not declared/);
  });
});

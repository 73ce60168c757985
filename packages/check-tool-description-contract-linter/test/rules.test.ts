import { codes as isoCodes } from 'currency-codes';
import { definition, nameWords, vaguePhrases, writeVerb, type Input } from '../src/index.js';

const describeTool = (name: unknown) => ({
  name,
  description: 'Returns one invoice of the signed-in customer by its number.',
  inputs: [],
  outputs: [],
  side_effects: ['none'],
  failure_modes: [],
});

describe('the name rules are exactly MCP ^[A-Za-z0-9_.-]{1,128}$ and the platform ^[a-zA-Z0-9_-]{1,64}$', () => {
  // MCP 2025-11-25 server/tools#tool-names (SEP-986), written once more here as regular expressions.
  const RULE = /^[A-Za-z0-9_.-]{1,128}$/;
  const PLATFORM = /^[a-zA-Z0-9_-]{1,64}$/;
  const alphabet = ['a', 'Z', '0', '_', '-', ' ', '.', 'é', '\u{1F4C5}', '/', '$'];
  const names: string[] = [''];
  for (const a of alphabet) for (const b of alphabet) names.push(a + b, `tool${a}${b}`);
  for (const length of [63, 64, 65, 127, 128, 129, 200]) names.push('x'.repeat(length), 'x'.repeat(length - 1) + '.');

  test('TOOL_NAME_INVALID fires exactly for the names the regular expression rejects', () => {
    const { findings } = definition.run({ tools: names.map(describeTool) } as Input);
    const flagged = new Set(findings.filter((f) => f.code === 'TOOL_NAME_INVALID').map((f) => f.pointer));
    names.forEach((name, index) => expect([name, flagged.has(`/tools/${index}/name`)]).toEqual([name, !RULE.test(name)]));
  });

  test('TOOL_NAME_PLATFORM_LIMIT fires exactly for MCP-valid names the platform rule rejects', () => {
    const { findings } = definition.run({ tools: names.map(describeTool) } as Input);
    const flagged = new Set(findings.filter((f) => f.code === 'TOOL_NAME_PLATFORM_LIMIT').map((f) => f.pointer));
    names.forEach((name, index) => expect([name, flagged.has(`/tools/${index}/name`)]).toEqual([name, RULE.test(name) && !PLATFORM.test(name)]));
  });
});

describe('word lists', () => {
  test.each([
    ['send_email', ['send', 'email']],
    ['sendEmail', ['send', 'email']],
    ['HTTPPost', ['http', 'post']],
    ['delete-user.v2', ['delete', 'user', 'v2']],
    ['getURLForID', ['get', 'url', 'for', 'id']],
    ['ABC1', ['abc1']],
    ['__x__', ['x']],
  ])('nameWords(%s)', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });

  test.each([
    ['refund_payment', 'refund'],
    ['user_delete', 'delete'],
    ['get_post', null],
    ['dry_run_transfer', null],
    ['payment_status', null],
    ['lookup_invoice', null],
  ])('writeVerb(%s) = %s', (name, verb) => {
    expect(writeVerb(name)).toBe(verb);
  });

  test('vaguePhrases matches whole words, ignoring case and runs of spaces', () => {
    expect(vaguePhrases('Handles ANYTHING and   so on')).toEqual(['anything', 'and so on']);
    expect(vaguePhrases('etcd, stuffing, whatevers')).toEqual([]);
    expect(vaguePhrases('misc.')).toEqual(['misc']);
  });
});

describe('ISO 4217 comes from the maintained list', () => {
  test('every code of the currency-codes list is accepted; its lower-case form is not', () => {
    const list = isoCodes();
    expect(list.length).toBeGreaterThan(150);
    const tools = list.flatMap((code) => [
      { ...describeTool('t'), cost: { amount: '1', currency: code } },
      { ...describeTool('t'), cost: { amount: '1', currency: code.toLowerCase() } },
    ]);
    // Names repeat on purpose; only currency findings are counted here.
    const { findings } = definition.run({ tools } as Input);
    const flagged = findings.filter((f) => f.code === 'COST_CURRENCY_INVALID').map((f) => f.pointer);
    expect(flagged).toEqual(list.map((_, i) => `/tools/${2 * i + 1}/cost/currency`));
  });
});

describe('bounds', () => {
  test('the schema limit (1000 tools) and a 200,000-character name and description just complete', () => {
    const tools = Array.from({ length: 1000 }, (_, i) => ({ ...describeTool(`tool_${i}`), cost: { amount: '0.01', currency: 'EUR' }, idempotency: 'safe' }));
    tools[0] = { ...tools[0]!, name: 'A'.repeat(200000), description: 'etc '.repeat(50000) } as (typeof tools)[number];
    const result = definition.run({ tools } as Input);
    expect(result.report.tools).toHaveLength(1000);
    expect(result.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      // Members of one item in pointer order: /description before /name.
      'DESCRIPTION_TOO_LONG@/tools/0/description',
      'VAGUE_PURPOSE@/tools/0/description',
      'TOOL_NAME_INVALID@/tools/0/name',
    ]);
  });
});

describe('the README prints the documented lists', () => {
  test('every word of the write-verb, read-verb, vague-phrase and idempotency lists is in the README', async () => {
    const { readFileSync } = await import('node:fs');
    const { IDEMPOTENCY_VALUES, READ_VERBS, VAGUE_PHRASES, WRITE_VERBS } = await import('../src/index.js');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const missing = [...WRITE_VERBS, ...READ_VERBS, ...VAGUE_PHRASES, ...IDEMPOTENCY_VALUES].filter((word) => !readme.includes(`\`${word}\``));
    expect(missing).toEqual([]);
  });
});

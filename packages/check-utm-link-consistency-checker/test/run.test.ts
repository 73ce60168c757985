import { digest } from '@evidence-check/core-receipt';
import { codes } from '../src/codes.js';
import { run, sampleInput, type Input } from '../src/index.js';

const UTM = 'utm_source=news&utm_medium=email&utm_campaign=launch';
const link = (id: string, url: string) => ({ id, url });
const brief = (input: Input) => run(input).findings.map((f) => [f.code, f.pointer, f.subject]);

describe('utm-link-consistency-checker', () => {
  test('complete, consistent links are READY', () => {
    const result = run({ links: [link('a', `https://x.example/a?${UTM}`), link('b', `https://x.example/b?${UTM}`)] });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.report.values).toEqual([
      { param: 'utm_campaign', value: 'launch', links: 2 },
      { param: 'utm_medium', value: 'email', links: 2 },
      { param: 'utm_source', value: 'news', links: 2 },
    ]);
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, links: 2, checked: 2, missingUtm: 0, duplicates: 0, possiblePii: 0 });
  });

  test('missing, blank and miscased UTM keys; policy.required replaces the default', () => {
    const result = run({ links: [link('a', 'https://x.example/?UTM_Source=news&utm_medium=&utm_campaign=launch')] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      [
        'UTM_MISSING',
        '/links/0/url',
        {
          id: 'a',
          params: 'utm_source, utm_medium',
          count: 2,
          missing: [
            { param: 'utm_source', blank: false, miscasedKey: 'UTM_Source' },
            { param: 'utm_medium', blank: true, miscasedKey: null },
          ],
        },
      ],
    ]);
    expect(brief({ links: [link('a', 'https://x.example/?utm_source=news')], policy: { required: ['utm_source'] } })).toEqual([]);
    expect(run({ links: [link('a', `https://x.example/?${UTM}`)], policy: { required: ['utm_id'] } }).findings[0]?.details.params).toBe('utm_id');
  });

  test('invalid, non-http and duplicate ids', () => {
    const result = run({
      links: [link('a', 'not a url'), link('b', 'mailto:x@example.com?utm_source=a'), link('a', `https://x.example/?${UTM}`), link('c', 'javascript:void(0)')],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['URL_INVALID', '/links/0/url', { id: 'a' }],
      ['URL_NOT_HTTP', '/links/1/url', { id: 'b', scheme: 'mailto' }],
      ['DUPLICATE_ID', '/links/2/id', { id: 'a', firstPointer: '/links/0/id' }],
      ['URL_NOT_HTTP', '/links/3/url', { id: 'c', scheme: 'javascript' }],
    ]);
    expect(result.report.checked).toBe(1);
  });

  test('allowed values are exact; an unreadable policy entry is reported and skipped', () => {
    const result = run({
      links: [link('a', `https://x.example/?${UTM}`), link('b', 'https://x.example/?utm_source=News&utm_medium=Email&utm_campaign=launch')],
      policy: { allowed_values: { utm_medium: ['email'], utm_source: 'news', utm_campaign: [1, 2] } },
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.param, f.details.value])).toEqual([
      ['UTM_CASE_DRIFT', '/links/1/url', 'utm_medium', 'Email'],
      ['UTM_CASE_DRIFT', '/links/1/url', 'utm_source', 'News'],
      ['UTM_VALUE_NOT_ALLOWED', '/links/1/url', 'utm_medium', 'Email'],
      ['UTM_VALUE_NOT_ALLOWED', '/links/1/url', 'utm_source', 'News'],
      ['POLICY_ALLOWED_VALUES_INVALID', '/policy/allowed_values/utm_campaign', 'utm_campaign', undefined],
    ]);
    expect(result.findings[2]?.details).toMatchObject({ allowed: ['email'], allowedCount: 1 });
  });

  test('case drift flags the minority spelling, whatever the order', () => {
    const result = run({
      links: [
        link('a', 'https://x.example/?utm_source=FB&utm_medium=social&utm_campaign=x'),
        link('b', 'https://x.example/?utm_source=fb&utm_medium=social&utm_campaign=x'),
        link('c', 'https://x.example/?utm_source=fb&utm_medium=Social&utm_campaign=x'),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.subject, f.details.value, f.details.canonical])).toEqual([
      ['UTM_CASE_DRIFT', 'a', 'FB', 'fb'],
      ['UTM_CASE_DRIFT', 'c', 'Social', 'social'],
    ]);
  });

  test('whitespace and encoding drift in decoded values', () => {
    const result = run({
      links: [
        link('a', 'https://x.example/?utm_source=news+&utm_medium=email&utm_campaign=spring%09sale'),
        link('b', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=big++sale'),
        link('c', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=spring%2520sale'),
        link('d', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=caf%E9'),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.subject, f.details.param, f.details.issue])).toEqual([
      ['UTM_WHITESPACE', 'a', 'utm_campaign', 'non-space-whitespace'],
      ['UTM_WHITESPACE', 'a', 'utm_source', 'leading-or-trailing'],
      ['UTM_WHITESPACE', 'b', 'utm_campaign', 'repeated'],
      ['UTM_ENCODING_SUSPECT', 'c', 'utm_campaign', 'double-encoded'],
      ['UTM_ENCODING_SUSPECT', 'd', 'utm_campaign', 'malformed-percent-encoding'],
    ]);
  });

  test('repeated tracked parameters', () => {
    const result = run({ links: [link('a', `https://x.example/?${UTM}&utm_source=other`)] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['UTM_PARAM_REPEATED', '/links/0/url', { id: 'a', param: 'utm_source', count: 2, values: ['news', 'other'] }],
    ]);
  });

  test('duplicate links: same normalized URL under two ids', () => {
    const result = run({
      links: [
        link('a', `https://Shop.Example.com:443/p?${UTM}&q=a+b`),
        link('b', 'https://shop.example.com/p?q=a%20b&utm_campaign=launch&utm_medium=email&utm_source=news#frag'),
        link('c', `https://shop.example.com/p/?${UTM}&q=a+b`),
        link('b', `https://shop.example.com/p?${UTM}&q=a+b`),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.otherId ?? f.details.id])).toEqual([
      ['DUPLICATE_LINK', '/links/1/url', 'a'],
      ['DUPLICATE_ID', '/links/3/id', 'b'],
      ['DUPLICATE_LINK', '/links/3/url', 'a'],
    ]);
    expect(result.summary.duplicates).toBe(2);
  });

  test('UTM parameters in the fragment', () => {
    const result = run({ links: [link('a', `https://x.example/?${UTM}#/route?utm_content=hero&x=1`)] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['UTM_IN_FRAGMENT', '/links/0/url', { id: 'a', params: ['utm_content'] }],
    ]);
  });

  test('possible PII is flagged conservatively and never echoed', () => {
    const result = run({
      links: [
        link('a', `https://x.example/?${UTM}&e=jane.doe%40example.co.uk`),
        link('b', `https://x.example/?${UTM}&Phone=`),
        link('c', `https://x.example/?${UTM}&first-name=Jane`),
        link('d', `https://x.example/?${UTM}&ref=%2B44%2020%207946%200958`),
        link('e', `https://x.example/?${UTM}&ref=(555)%20123-4567`),
        link('f', `https://x.example/?${UTM}&ts=1700000000123&order=2024-01-15&v=1.2.3.4&at=@handle`),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.subject, f.details])).toEqual([
      ['POSSIBLE_PII', 'a', { id: 'a', param: 'e', reasons: 'email-address', heuristic: true }],
      ['POSSIBLE_PII', 'c', { id: 'c', param: 'first-name', reasons: 'pii-key', heuristic: true }],
      ['POSSIBLE_PII', 'd', { id: 'd', param: 'ref', reasons: 'phone-number', heuristic: true }],
      ['POSSIBLE_PII', 'e', { id: 'e', param: 'ref', reasons: 'phone-number', heuristic: true }],
    ]);
    expect(JSON.stringify(result.findings)).not.toContain('jane.doe');
    expect(result.summary.possiblePii).toBe(4);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['UTM_CASE_DRIFT', 'UTM_MISSING', 'UTM_VALUE_NOT_ALLOWED', 'UTM_WHITESPACE', 'DUPLICATE_LINK', 'POSSIBLE_PII', 'UTM_IN_FRAGMENT']),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('every declared code is exercised by this file', () => {
    expect(Object.keys(codes).sort()).toEqual([
      'DUPLICATE_ID', 'DUPLICATE_LINK', 'POLICY_ALLOWED_VALUES_INVALID', 'POSSIBLE_PII', 'URL_INVALID', 'URL_NOT_HTTP', 'UTM_CASE_DRIFT',
      'UTM_ENCODING_SUSPECT', 'UTM_IN_FRAGMENT', 'UTM_MISSING', 'UTM_PARAM_REPEATED', 'UTM_VALUE_NOT_ALLOWED', 'UTM_WHITESPACE',
    ]);
  });

  test('largest allowed input completes', () => {
    const links = Array.from({ length: 1000 }, (_, i) =>
      link(`l${i}`, `https://x.example/p${i % 500}?utm_source=${i % 2 ? 'News' : 'news'}&utm_medium=email&utm_campaign=c${i % 7}&q=${'x'.repeat(100)}`),
    );
    const allowed = Array.from({ length: 2000 }, (_, i) => `v${i}`);
    const result = run({ links, policy: { required: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id'], allowed_values: { utm_source: allowed } } });
    expect(result.summary).toMatchObject({ links: 1000, checked: 1000, missingUtm: 1000 });
    expect(result.findings.find((f) => f.code === 'UTM_VALUE_NOT_ALLOWED')?.details).toMatchObject({ allowedCount: 2000 });
    expect((result.findings.find((f) => f.code === 'UTM_VALUE_NOT_ALLOWED')?.details.allowed as string[]).length).toBe(20);
  });
});

import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput } from '../src/index.js';

const UTM = 'utm_source=news&utm_medium=email&utm_campaign=launch';
const link = (id: string, url: string) => ({ id, url });

// Input → findings examples live in cases.ts; this file keeps what cases cannot say: summary
// counters, that personal data is never echoed, the receipt and the schema-limit runs.
describe('utm-link-consistency-checker', () => {
  test('summary counters mirror the report', () => {
    const result = run({ links: [link('a', `https://x.example/a?${UTM}`), link('b', `https://x.example/a?${UTM}`), link('c', 'https://x.example/')] });
    expect(result.summary).toEqual({ errors: 1, warnings: 2, notices: 0, links: 3, checked: 3, missingUtm: 1, duplicates: 2, possiblePii: 0 });
  });

  test('possible personal data is never echoed in findings', () => {
    const result = run({ links: [link('a', `https://x.example/?${UTM}&e=jane.doe%40example.co.uk&tel=%2B44%2020%207946%200958`)] });
    expect(result.findings.map((f) => f.code)).toEqual(['POSSIBLE_PII', 'POSSIBLE_PII']);
    expect(JSON.stringify(result.findings)).not.toMatch(/jane\.doe|7946/);
  });

  test('the receipt digests the request', () => {
    expect(run(sampleInput).receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes; a drift group of 1000 links flags all 1000', () => {
    const links = Array.from({ length: 1000 }, (_, i) =>
      link(`l${i}`, `https://x.example/p${i % 500}?utm_source=${i % 2 ? 'News' : 'news'}&utm_medium=email&utm_campaign=c${i % 7}&q=${'x'.repeat(100)}`),
    );
    const allowed = Array.from({ length: 2000 }, (_, i) => `v${i}`);
    const result = run({ links, policy: { required: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_id'], allowed_values: { utm_source: allowed } } });
    expect(result.summary).toMatchObject({ links: 1000, checked: 1000, missingUtm: 1000 });
    const notAllowed = result.findings.find((f) => f.code === 'UTM_VALUE_NOT_ALLOWED');
    expect(notAllowed?.details).toMatchObject({ allowedCount: 2000 });
    expect((notAllowed?.details.allowed as string[]).length).toBe(20);
    const drift = result.findings.filter((f) => f.code === 'UTM_CASE_DRIFT');
    expect(drift.map((f) => f.pointer)).toEqual(links.map((_, i) => `/links/${i}/url`));
    expect(new Set(drift.map((f) => f.details.group))).toEqual(new Set(['utm_source:news']));
  });

  test('a URL with 20000 parameters and 20000 required names completes', () => {
    const params = Array.from({ length: 20000 }, (_, i) => `k${i}=${i}`).join('&');
    const required = Array.from({ length: 20000 }, (_, i) => `K${i}`);
    const result = run({ links: [link('a', `https://x.example/?${params}`)], policy: { required } });
    const missing = result.findings.find((f) => f.code === 'UTM_MISSING');
    expect(missing?.details).toMatchObject({ count: 20000 });
    expect((missing?.details.missing as { miscasedKey: string }[])[0]?.miscasedKey).toBe('k0');
  });
});

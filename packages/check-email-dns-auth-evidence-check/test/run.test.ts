import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';
import { rsaKey } from './vectors.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest input.
describe('email-dns-auth-evidence-check', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['SPF_MULTIPLE_RECORDS', 'SPF_NESTED_LOOKUPS_UNCOUNTED', 'DKIM_KEY_UNDECODABLE', 'DKIM_KEY_REVOKED', 'DMARC_MONITOR_ONLY']),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('the largest allowed input completes and reports every record', () => {
    const key = rsaKey(4096);
    const input: Input = {
      domain: 'example.com',
      observed_at: '2026-03-01T12:00:00Z',
      records: {
        // Ten SPF records, one of them 100,000 terms long.
        spf: [`v=spf1 ${'include:_spf.example.net ip4:192.0.2.1 '.repeat(50_000)}-all`, ...Array.from({ length: 9 }, (_, i) => `v=spf1 a:h${i}.example.com -all`)],
        dkim: Array.from({ length: 100 }, (_, i) => ({
          selector: `s${i}`,
          value: i === 99 ? `v=DKIM1; p=${'QUFB'.repeat(250_000)}` : `v=DKIM1; k=rsa; p=${key}`,
        })),
        dmarc: Array.from({ length: 10 }, (_, i) => `v=DMARC1; p=reject; rua=${Array.from({ length: 1000 }, (_, j) => `mailto:r${i}-${j}@example.com`).join(',')}`),
        mx: Array.from({ length: 100 }, (_, i) => `${i} mx${i}.${'a'.repeat(60)}.example.com.`),
      },
    };
    const result = run(input);
    expect(result.report.spf.records[0]?.lookups).toBe(50_000);
    expect(result.report.dkim.filter((entry) => entry.keyBits === 4096)).toHaveLength(99);
    expect(result.report.dkim[99]?.keyBits).toBeNull();
    expect(result.report.dmarc.records).toHaveLength(10);
    expect(result.report.mx.hosts).toHaveLength(100);
    expect(result.findings.filter((f) => f.code === 'SPF_MULTIPLE_RECORDS')).toHaveLength(10);
    expect(result.findings.filter((f) => f.code === 'DMARC_MULTIPLE_RECORDS')).toHaveLength(10);
  });
});

/**
 * Outside truth for row dates: CPython's `datetime` (fromisoformat for the ISO spellings, strptime
 * `%m/%d/%Y` and `%m/%d/%Y %I:%M:%S %p` for the portal's CSV export), called once with the whole
 * generated corpus. Python decides which texts are calendar dates and which two name the same
 * floating timestamp; the check must then report DATES_CHANGED exactly when Python's datetimes
 * differ (or, when either side is no date, when the texts differ). The corpus holds the spellings
 * the README documents (Socrata floating_timestamp: https://dev.socrata.com/docs/datatypes/floating_timestamp),
 * valid and invalid calendar values alike.
 */
import { spawnSync } from 'node:child_process';
import { run } from '../src/index.js';
import { floatingTimestamp } from '../src/lib/dates.js';

const python = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' });
const available = python.status === 0;
// The oracle is CPython itself: without python3 this test fails rather than pass unchecked.
test('python3 (the datetime oracle) is installed', () => {
  expect(available).toBe(true);
});

const YEARS = ['1900', '2000', '2023', '2024', '2100'];
const MONTHS = ['00', '01', '02', '04', '09', '12', '13'];
const DAYS = ['00', '01', '28', '29', '30', '31', '32'];
const ISO_TIMES = ['', 'T00:00', 'T00:00:00', 'T23:59:59', 'T00:00:00.000', 'T12:30:05.5', 'T12:30:05.50', 'T12:30:05.123', 'T24:00:00', 'T12:60:00', 'T12:30:60'];
const US_TIMES = ['', ' 12:00:00 AM', ' 12:00:00 PM', ' 01:30:00 PM', ' 11:59:59 PM', ' 00:00:00 AM', ' 13:00:00 PM', ' 12:30:05 AM'];

function corpus(): string[] {
  const texts: string[] = [];
  for (const y of YEARS)
    for (const m of MONTHS)
      for (const d of DAYS) {
        for (const time of ISO_TIMES) texts.push(`${y}-${m}-${d}${time}`);
        for (const time of US_TIMES) texts.push(`${m}/${d}/${y}${time}`);
      }
  return texts;
}

/** Python's reading: `YYYY-MM-DDTHH:MM:SS.mmm`, or null when no documented spelling parses. */
function pythonReadings(texts: string[]): Array<string | null> {
  const script = [
    'import json, sys',
    'from datetime import datetime',
    'def read(s):',
    "    if '/' in s:",
    "        fmts = ['%m/%d/%Y %I:%M:%S %p'] if ' ' in s else ['%m/%d/%Y']",
    '        for f in fmts:',
    '            try: return datetime.strptime(s, f)',
    '            except ValueError: return None',
    '    try: return datetime.fromisoformat(s)',
    '    except ValueError: return None',
    'out = []',
    'for s in json.load(sys.stdin):',
    '    d = read(s)',
    "    out.append(None if d is None else d.strftime('%Y-%m-%dT%H:%M:%S.') + '%03d' % (d.microsecond // 1000))",
    'print(json.dumps(out))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(texts), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 datetime oracle failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Array<string | null>;
}

describe(`row dates agree with CPython ${python.stdout.trim()} datetime`, () => {
  const texts = corpus();
  const expected = available ? pythonReadings(texts) : [];

  test('every generated spelling: the same calendar reading, zero disagreements', () => {
    expect(texts.length).toBeGreaterThan(4000);
    const disagreements = texts.flatMap((text, i) => (floatingTimestamp(text) === expected[i] ? [] : [`${text}: ours ${floatingTimestamp(text)}, python ${expected[i]}`]));
    expect(disagreements).toEqual([]);
    // The corpus exercises both sides: real dates and impossible ones.
    expect(expected.filter((reading) => reading !== null).length).toBeGreaterThan(1000);
    expect(expected.filter((reading) => reading === null).length).toBeGreaterThan(1000);
  });

  test('DATES_CHANGED verdicts of run() over 2000 pairs: zero disagreements', () => {
    // Pairs of spellings: each text against a later one in the corpus, half of them (when it can) another spelling of the same datetime.
    const byReading = new Map<string, number[]>();
    expected.forEach((reading, i) => {
      if (reading === null) return;
      const list = byReading.get(reading) ?? [];
      list.push(i);
      byReading.set(reading, list);
    });
    const pairs: Array<[number, number]> = [];
    for (let i = 0; pairs.length < 2000; i = (i + 7) % texts.length) {
      const sameReading = byReading.get(expected[i] ?? '');
      const j = sameReading && pairs.length % 2 === 0 ? (sameReading[(i * 13) % sameReading.length] as number) : (i * 31 + 17) % texts.length;
      pairs.push([i, j]);
    }
    let disagreements = 0;
    let same = 0;
    for (let start = 0; start < pairs.length; start += 50) {
      const chunk = pairs.slice(start, start + 50);
      const row = (k: number, date: string) => ({ purchase_order_contract_number: String(k), revision_number: '0', contract_type: 'BLANKET', start_date: date });
      const result = run({
        query: { field: 'vendor', value: 'x' },
        records: chunk.map(([, j], k) => row(k, texts[j] as string)),
        previous_snapshot: { captured_at: '2026-02-01T00:00:00Z', records: chunk.map(([i], k) => row(k, texts[i] as string)) },
      });
      chunk.forEach(([i, j], k) => {
        const a = expected[i] ?? null;
        const b = expected[j] ?? null;
        const changed = a !== null && b !== null ? a !== b : texts[i] !== texts[j];
        if (!changed) same += 1;
        const flagged = result.findings.some((finding) => finding.code === 'DATES_CHANGED' && finding.pointer === `/records/${k}`);
        if (flagged !== changed) disagreements += 1;
      });
    }
    expect(disagreements).toBe(0);
    expect(same).toBeGreaterThan(250);
  });

  test('spellings Python also reads but Socrata never writes are compared as text (documented)', () => {
    for (const text of ['2024-04-01 00:00', '20240401', '2024-04-01T00', '2024-04-01T00:00:00Z', '2024-04-01T00:00:00+00:00', '4/1/2024']) expect(floatingTimestamp(text)).toBeNull();
  });
});

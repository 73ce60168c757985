// The lenient mode reads exactly what the gateway's schema validator (ajv-formats 3, `date-time`)
// accepts; the default mode only RFC 3339 §5.6 itself (with its NOTEs: lower-case t/z, a space).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { compareInstants, parseDateTime, parseInstant, type Instant } from '../src/index.js';

type AddFormats = (ajv: Ajv2020) => unknown;
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);
const ajv = new Ajv2020({ strict: true });
addFormats(ajv);
const schemaAccepts = ajv.compile({ type: 'string', format: 'date-time' });

const parse = (text: string, lenient: boolean): Instant => {
  const parsed = parseDateTime(text, { lenient });
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.instant;
};

describe('forms', () => {
  const reference = parse('2026-03-01T09:00:00Z', false);

  test.each(['2026-03-01t09:00:00z', '2026-03-01 09:00:00Z', '2026-03-01T10:00:00+01:00', '2026-03-01T09:00:00-00:00'])(
    '%s is RFC 3339 (§5.6 and its NOTEs) in both modes',
    (text) => {
      expect(compareInstants(parse(text, false), reference)).toBe(0);
      expect(compareInstants(parse(text, true), reference)).toBe(0);
    },
  );

  test.each(['2026-03-01T10:00:00+01', '2026-03-01T10:30:00+0130', '2026-03-01T03:30:00-0530', '2026-03-01\t09:00:00Z', '2026-03-01\n09:00:00Z'])(
    '%s: only the lenient mode reads it, as the schema validator does',
    (text) => {
      expect(schemaAccepts(text)).toBe(true);
      expect(parseInstant(text)).toBeNull();
      expect(compareInstants(parse(text, true), reference)).toBe(0);
    },
  );

  test('neither mode reads a time without offset, a date alone or two separators', () => {
    for (const text of ['2026-03-01T09:00:00', '2026-03-01', '2026-03-01T09:00Z', 'yesterday', '2026-03-01 T09:00:00Z', '2026-03-01T09:00:00+1']) {
      expect(schemaAccepts(text)).toBe(false);
      expect(parseInstant(text, { lenient: true })).toBeNull();
    }
  });
});

describe('differential: the lenient mode accepts exactly what ajv-formats accepts', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const text = fc
    .record({
      y: fc.integer({ min: 0, max: 9999 }),
      mo: fc.integer({ min: 0, max: 13 }),
      d: fc.integer({ min: 0, max: 32 }),
      h: fc.integer({ min: 0, max: 24 }),
      mi: fc.integer({ min: 0, max: 60 }),
      s: fc.oneof(fc.integer({ min: 0, max: 61 }), fc.constant(60)),
      fraction: fc.oneof(fc.constant(''), fc.stringMatching(/^\.[0-9]{1,12}$/)),
      separator: fc.constantFrom('T', 't', ' ', '\t', '_'),
      zone: fc.oneof(
        fc.constantFrom('Z', 'z', '', '+00:00', '-00:00'),
        fc.record({ sign: fc.constantFrom('+', '-'), h: fc.integer({ min: 0, max: 24 }), m: fc.integer({ min: 0, max: 60 }), form: fc.constantFrom(':', '', 'hh') }).map(
          ({ sign, h, m, form }) => (form === 'hh' ? `${sign}${pad(h)}` : `${sign}${pad(h)}${form}${pad(m)}`),
        ),
        // Offsets that put 23:59 UTC at a local minute, so that leap seconds are tried where they are valid.
        fc.constantFrom('+05:30', '-08:00', '+01', '-0330', '+01:00'),
      ),
    })
    .map(({ y, mo, d, h, mi, s, fraction, separator, zone }) => ({ text: `${pad(y, 4)}-${pad(mo)}-${pad(d)}${separator}${pad(h)}:${pad(mi)}:${pad(s)}${fraction}${zone}`, h, mi }));

  test('on 5000 generated strings, valid and invalid', () => {
    fc.assert(
      fc.property(text, ({ text, h, mi }) => {
        // ajv-formats' leap-second branch skips the hour and minute ranges: "24:59:07+01:00" and
        // "24:59:60+01" pass it (their UTC time reads 23:59). Hour 24 is no RFC 3339 time: refused.
        const expected = schemaAccepts(text) && h <= 23 && mi <= 59;
        expect([text, parseInstant(text, { lenient: true }) !== null]).toEqual([text, expected]);
      }),
      { numRuns: 5000 },
    );
  });

  test("ajv-formats' quirk: hour 24 at an offset that makes it 23:59 UTC passes the schema, but is no date-time", () => {
    for (const text of ['2026-03-01T24:59:07+01:00', '2026-03-01T24:59:60+01']) {
      expect(schemaAccepts(text)).toBe(true);
      expect(parseDateTime(text, { lenient: true })).toMatchObject({ ok: false, problem: 'hour' });
    }
  });

  test('leap seconds: valid exactly at 23:59 UTC, in any offset', () => {
    for (const valid of ['1990-12-31T23:59:60Z', '1990-12-31T15:59:60-08:00', '1991-01-01T05:29:60+05:30', '1991-01-01T00:59:60+01', '1990-12-31T20:29:60-0330']) {
      expect(schemaAccepts(valid)).toBe(true);
      expect(compareInstants(parse(valid, true), parse('1991-01-01T00:00:00Z', false))).toBe(0);
    }
  });
});

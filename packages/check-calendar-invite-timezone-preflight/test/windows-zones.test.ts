// The Windows zone names (src/lib/windows-zones.ts) held equal to CLDR's own windowsZones mapping,
// as the cldr-core package ships it (supplemental/windowsZones.json, territory 001: "the world").
import { createRequire } from 'node:module';
import { WINDOWS_ZONES } from '../src/lib/windows-zones.js';
import { run } from '../src/index.js';

const require = createRequire(import.meta.url);
type MapZone = { mapZone: { _other: string; _type: string; _territory: string } };
const cldr = (require('cldr-core/supplemental/windowsZones.json') as { supplemental: { windowsZones: { mapTimezones: MapZone[] } } }).supplemental.windowsZones.mapTimezones
  .map(({ mapZone }) => mapZone)
  .filter((zone) => zone._territory === '001');

const intlKnows = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

test('the table is CLDR windowsZones (territory 001), less the names that are IANA names too', () => {
  const expected = cldr.filter((zone) => !intlKnows(zone._other)).map((zone) => [zone._other, zone._type]);
  expect([...WINDOWS_ZONES]).toEqual(expected);
  expect(cldr.filter((zone) => intlKnows(zone._other)).map((zone) => zone._other)).toEqual(['UTC']);
  expect(WINDOWS_ZONES.size).toBeGreaterThan(130);
});

test('every IANA zone CLDR maps a Windows name to is known to the runtime', () => {
  expect([...WINDOWS_ZONES.values()].filter((iana) => !intlKnows(iana))).toEqual([]);
});

test.each([...WINDOWS_ZONES])('%s defined by a VTIMEZONE is accepted and resolved as %s', (windows, iana) => {
  const local = '20261110T120000';
  const asWindows = run({ events: [{ uid: 'w', dtstart: `TZID=${windows}:${local}`, dtend: '20261111T000000Z', vtimezones: [windows] }] });
  const asIana = run({ events: [{ uid: 'w', dtstart: `TZID=${iana}:${local}`, dtend: '20261111T000000Z' }] });
  expect(asWindows.findings.map((f) => f.code)).toEqual(asIana.findings.map((f) => f.code));
  const report = (r: typeof asWindows) => (r.report as { events: { startUtc: string | null }[] }).events[0]?.startUtc;
  expect(report(asWindows)).toBe(report(asIana));
  expect(report(asWindows)).not.toBeNull();
});

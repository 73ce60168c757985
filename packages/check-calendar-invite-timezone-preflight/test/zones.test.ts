import { DateTime, IANAZone } from 'luxon';
import { classifyLocalTime, isKnownZone, parseValue, utcIso, wallMillis, Zone, Zones } from '../src/lib/ical.js';

// Outside truth: the runtime's IANA data read directly through Intl.DateTimeFormat (not luxon).
// Every UTC instant around a transition day, at 15-minute steps, is formatted as a wall time in
// the zone; a wall time reached by no instant does not exist, one reached by two is ambiguous.
function wallCounts(zone: string, day: string): Map<string, number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  const counts = new Map<string, number>();
  const from = Date.parse(`${day}T00:00:00Z`) - 2 * 86_400_000;
  for (let t = from; t < from + 5 * 86_400_000; t += 15 * 60_000) {
    const parts = Object.fromEntries(format.formatToParts(t).map((p) => [p.type, p.value]));
    const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
    counts.set(wall, (counts.get(wall) ?? 0) + 1);
  }
  return counts;
}

const cases: [string, string][] = [
  ['America/Chicago', '2026-03-08'],
  ['America/Chicago', '2026-11-01'],
  ['Europe/London', '2026-03-29'],
  ['Europe/London', '2026-10-25'],
  ['Europe/Berlin', '2026-03-29'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['America/St_Johns', '2026-03-08'],
  ['America/Sao_Paulo', '2026-11-01'],
  ['Asia/Kolkata', '2026-03-08'],
  ['Pacific/Apia', '2011-12-30'],
];

describe('local-time classification agrees with Intl over whole transition days', () => {
  test.each(cases)('%s on %s', (zone, day) => {
    const counts = wallCounts(zone, day);
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    const mismatches: string[] = [];
    let hazards = 0;
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const hour = Math.floor(minutes / 60);
      const minute = minutes % 60;
      const wall = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      const seen = counts.get(wall) ?? 0;
      const expected = seen === 0 ? 'nonexistent' : seen === 2 ? 'ambiguous' : 'normal';
      if (expected !== 'normal') hazards++;
      const actual = classifyLocalTime({ year, month, day: dayOfMonth, hour, minute, second: 0 }, zone).kind;
      if (actual !== expected) mismatches.push(`${wall}: ${actual}, Intl says ${expected}`);
    }
    expect(mismatches).toEqual([]);
    // guards the oracle: zones without DST on that day have no hazards, the others do
    expect(hazards > 0).toBe(!['America/Sao_Paulo', 'Asia/Kolkata'].includes(zone));
  });

  test('the issue\'s own examples', () => {
    expect(classifyLocalTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'America/Chicago').kind).toBe('nonexistent');
    expect(classifyLocalTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/Chicago')).toEqual({
      kind: 'ambiguous', earlier: Date.parse('2026-11-01T06:30:00Z'), later: Date.parse('2026-11-01T07:30:00Z'), offsetBefore: -300, offsetAfter: -360,
    });
    expect(classifyLocalTime({ year: 2026, month: 11, day: 1, hour: 2, minute: 0, second: 0 }, 'America/Chicago')).toEqual({
      kind: 'normal', instant: Date.parse('2026-11-01T08:00:00Z'),
    });
  });

  test('zone names are checked against the runtime IANA data', () => {
    for (const zone of ['America/Chicago', 'Europe/London', 'UTC', 'Asia/Kathmandu']) expect(isKnownZone(zone)).toBe(true);
    for (const zone of ['US/Pacific-Time', 'Eastern Standard Time', 'Mars/Olympus', '']) expect(isKnownZone(zone)).toBe(false);
  });
});

describe('the inlined luxon arithmetic agrees with luxon', () => {
  test('Zone.offset equals IANAZone.offset for every canonical zone, from year 1 to 9999', () => {
    // 40 instants: across the whole range, and dense over 1850-2100 where the transitions are.
    const instants = [
      ...Array.from({ length: 10 }, (_, k) => -62_135_596_800_000 + k * 31_557_600_000_000 + k * 7_777_777),
      ...Array.from({ length: 30 }, (_, k) => -3_786_825_600_000 + k * 252_460_800_000 + k * 86_399_999),
    ];
    const mismatches: string[] = [];
    for (const name of Intl.supportedValuesOf('timeZone')) {
      const ours = new Zone(name);
      const luxon = IANAZone.create(name);
      for (const instant of instants) if (!Object.is(ours.offset(instant), luxon.offset(instant))) mismatches.push(`${name} ${instant}`);
    }
    expect(mismatches).toEqual([]);
  });

  test('date-time validity, wall time to ms and ISO text are luxon\'s', () => {
    const mismatches: string[] = [];
    for (const year of [0, 1, 4, 99, 100, 400, 1900, 2000, 2024, 2026, 9999]) {
      for (const [month, day] of [[1, 1], [2, 28], [2, 29], [2, 30], [4, 31], [12, 31], [0, 1], [13, 1], [1, 0], [1, 32]] as const) {
        for (const [hour, minute, second] of [[0, 0, 0], [23, 59, 59], [23, 59, 60], [24, 0, 0], [24, 0, 1], [25, 0, 0], [12, 60, 0]] as const) {
          const p = (n: number, w = 2) => String(n).padStart(w, '0');
          const text = `${p(year, 4)}${p(month)}${p(day)}T${p(hour)}${p(minute)}${p(second)}Z`;
          const wall = { year, month, day, hour, minute, second: Math.min(second, 59) };
          const luxon = DateTime.fromObject(wall, { zone: 'UTC' });
          const parsed = parseValue(text, undefined, undefined);
          if (parsed.ok !== luxon.isValid) mismatches.push(`${text} valid`);
          if (!parsed.ok) continue;
          if (wallMillis(parsed.wall) !== luxon.toMillis()) mismatches.push(`${text} ms`);
          for (const shift of [0, -86_400_000, 86_400_000, -37_800_000, 50_400_000, 1]) {
            const instant = luxon.toMillis() + shift;
            if (utcIso(instant) !== DateTime.fromMillis(instant, { zone: 'UTC' }).toISO({ suppressMilliseconds: true })) mismatches.push(`${text} ${shift} iso`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('zone names match in any ASCII letter case, aliases included', () => {
    for (const zone of ['America/Chicago', 'Asia/Kolkata', 'US/Pacific', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) {
      expect([zone.toLowerCase(), zone.toUpperCase()].map(isKnownZone)).toEqual([true, true]);
    }
  });

  test('hour 24 and 00:00 of the next day are told apart by one run\'s memo', () => {
    const zones = new Zones();
    expect(classifyLocalTime({ year: 2026, month: 11, day: 9, hour: 24, minute: 0, second: 0 }, 'America/Chicago', zones).kind).toBe('nonexistent');
    expect(classifyLocalTime({ year: 2026, month: 11, day: 10, hour: 0, minute: 0, second: 0 }, 'America/Chicago', zones).kind).toBe('normal');
  });
});

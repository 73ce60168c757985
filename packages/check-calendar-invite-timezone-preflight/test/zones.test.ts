import { classifyLocalTime, isKnownZone } from '../src/ical.js';

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

import { describe, expect, it } from 'vitest';
import { addDays, zurichDate } from '../../../src-server/db/seed/dates.js';

/** The Europe/Zurich offset at a UTC instant straight from Intl (no cache): what zurichDate's offsets must agree with. */
const zurich = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
function offsetAt(utcMillis: number): string {
  const name = zurich.formatToParts(new Date(utcMillis)).find((p) => p.type === 'timeZoneName')!.value;
  const m = /^GMT([+-]\d{2}):(\d{2})$/.exec(name);
  return m ? `${m[1]}:${m[2]}` : '+01:00';
}

/** The offset of a day without a change of offset, null for a transition day (the test's own cache: Intl is slow). */
const allDay = new Map<string, string | null>();

/** zurichDate as first written (parse the text with the offset found for its hour), uncached. */
function reference(date: string, hms: string): { event_date: string; event_date_utc: string } {
  const hour = `${date}T${hms.slice(0, 2)}`;
  const guess = offsetAt(Date.parse(`${hour}:00:00.000+01:00`));
  const first = guess === '+01:00' ? guess : offsetAt(Date.parse(`${hour}:00:00.000${guess}`));
  const day = (h: string): string => {
    const g = offsetAt(Date.parse(`${date}T${h}:00:00.000+01:00`));
    return g === '+01:00' ? g : offsetAt(Date.parse(`${date}T${h}:00:00.000${g}`));
  };
  let whole = allDay.get(date);
  if (whole === undefined) {
    whole = day('00') === day('23') ? day('00') : null;
    allDay.set(date, whole);
  }
  const offset = whole ?? first;
  const local = `${date}T${hms}`;
  return { event_date: `${local}.000${offset}`, event_date_utc: new Date(Date.parse(`${local}.000${offset}`)).toISOString() };
}

const day = (epochDay: number): string => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

describe('Zurich dates of generated records', () => {
  it('give the instant and offset of the wall-clock time on every day of 2014–2027, transition days included, at midnight and through the day', () => {
    const from = Date.UTC(2014, 0, 1) / 86_400_000;
    const to = Date.UTC(2027, 11, 31) / 86_400_000;
    for (let d = from; d <= to; d++) {
      for (const hms of ['00:00:00', d % 2 ? '02:30:00' : '03:30:00', '09:05:00', d % 3 ? '17:59:00' : '23:59:59']) {
        expect(zurichDate(day(d), hms), `${day(d)}T${hms}`).toEqual(reference(day(d), hms));
      }
      // Asked twice, midnight is answered from the day's entry: the same text, a fresh object.
      const again = zurichDate(day(d));
      expect(again).toEqual(reference(day(d), '00:00:00'));
      expect(again).not.toBe(zurichDate(day(d)));
    }
    expect(zurichDate('2026-03-29', '02:30').event_date).toBe('2026-03-29T02:30:00.000+01:00');
    expect(zurichDate('2026-10-25', '23:00').event_date).toBe('2026-10-25T23:00:00.000+01:00');
  });

  it('read what the numbers cannot as before: other years and days as Date.parse reads them, garbage refused', () => {
    expect(zurichDate('1885-10-01').event_date).toBe('1885-10-01T00:00:00.000+01:00');
    expect(zurichDate('0999-06-01').event_date_utc).toBe(new Date(Date.parse('0999-06-01T00:00:00.000+01:00')).toISOString());
    expect(zurichDate('2024-02-29', '12:00').event_date_utc).toBe('2024-02-29T11:00:00.000Z');
    expect(zurichDate('2023-02-29')).toEqual(reference('2023-02-29', '00:00:00')); // Date.parse reads it as 1 March
    expect(() => zurichDate('2023-13-01')).toThrow(RangeError);
    expect(() => zurichDate('2023-01-01', '24:30')).toThrow(RangeError);
    expect(() => zurichDate('someday')).toThrow(RangeError);
  });

  it('add days across months, years and leap days, forwards and backwards', () => {
    const base = Date.UTC(2014, 0, 1) / 86_400_000;
    for (let d = base; d < base + 5000; d += 7) {
      for (const n of [0, 1, 28, 365, -1, -400]) expect(addDays(day(d), n), `${day(d)} + ${n}`).toBe(day(d + n));
    }
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-01-01', 0.5)).toBe('2024-01-01');
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
  });
});

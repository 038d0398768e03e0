import { describe, expect, it } from 'vitest';
import { isAfterDay, isIsoDate, isIsoDay, isoOffset, localDay, localNoonOf, readTypedDay, recordedDate, toInterfaceDate, toUtcIso, zoneOfOffset } from '../../../src-shared/domain/dates.js';

describe('interface dates', () => {
  it('accepts only calendar days that exist', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2024-13-01')).toBe(false);
    expect(isIsoDay('2024-6-1')).toBe(false);
    expect(isIsoDay('2024-06-01T00:00')).toBe(false);
  });

  it('reads the offset written at the end', () => {
    expect(isoOffset('2025-06-14T09:30:00.000+02:00')).toBe('+02:00');
    expect(isoOffset('2025-06-14T09:30:00.000-0330')).toBe('-03:30');
    expect(isoOffset('2025-06-14T09:30:00Z')).toBe('+00:00');
    expect(isoOffset('2025-06-14T09:30')).toBeNull();
  });

  it('gives the day and time as recorded, in the value’s own offset', () => {
    expect(recordedDate('2024-07-13T23:30:00.000+00:00')).toEqual({ day: '2024-07-13', time: '23:30' });
    expect(recordedDate('2024-07-14T00:30:00.000+02:00')).toEqual({ day: '2024-07-14', time: '00:30' });
    expect(recordedDate('2024-07-13T08:15:00.000-05:00')).toEqual({ day: '2024-07-13', time: '08:15' });
    expect(recordedDate('2025-06-14T00:00:00.000+02:00')).toEqual({ day: '2025-06-14', time: null });
    expect(recordedDate('2025-06-14')).toEqual({ day: '2025-06-14', time: null });
    expect(recordedDate('2025-06-14T07:05')).toEqual({ day: '2025-06-14', time: '07:05' });
  });

  it('refuses what is not a date', () => {
    expect(recordedDate('14.06.2025')).toBeNull();
    expect(recordedDate('2025-02-30T10:00:00Z')).toBeNull();
    expect(recordedDate('')).toBeNull();
  });

  it('accepts the interface shapes of real dates only', () => {
    expect(isIsoDate('2025-06-14T09:30:00.000+02:00')).toBe(true);
    expect(isIsoDate('2025-06-14T09:30Z')).toBe(true);
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate('2024-02-29T24:30')).toBe(false);
    expect(isIsoDate('2025-W24')).toBe(false);
    expect(isIsoDate('2025')).toBe(false);
  });

  it('writes a date as the interface does: a day is midnight in the given zone, an offset is kept', () => {
    expect(toInterfaceDate('2025-06-14', 'Europe/Zurich')).toBe('2025-06-14T00:00:00.000+02:00');
    expect(toInterfaceDate('2025-01-14', 'Europe/Zurich')).toBe('2025-01-14T00:00:00.000+01:00');
    expect(toInterfaceDate('2025-06-14T09:30', 'Europe/Zurich')).toBe('2025-06-14T09:30:00.000+02:00');
    expect(toInterfaceDate('2025-06-14T09:30:00-0330', 'Europe/Zurich')).toBe('2025-06-14T09:30:00.000-03:30');
    expect(toInterfaceDate('2025-06-14T09:30:00Z', 'Europe/Zurich')).toBe('2025-06-14T09:30:00.000+00:00');
    expect(toInterfaceDate('2025-02-30', 'Europe/Zurich')).toBeNull();
    expect(toUtcIso('2025-06-14T09:30', 'UTC')).toBe('2025-06-14T09:30:00.000Z');
    expect(toUtcIso('2025-06-14T09:30:00.000+02:00', 'UTC')).toBe('2025-06-14T07:30:00.000Z');
  });

  it('reads a whole-hour offset in an IANA Etc zone (built once, not per date) and keeps every offset as written', () => {
    expect(zoneOfOffset('+02:00')).toBe('Etc/GMT-2');
    expect(zoneOfOffset('-05:00')).toBe('Etc/GMT+5');
    expect(zoneOfOffset('+00:00')).toBe('UTC');
    expect(zoneOfOffset('+14:00')).toBe('Etc/GMT-14');
    expect(zoneOfOffset('-13:00')).toBe('-13:00');
    expect(zoneOfOffset('+05:30')).toBe('+05:30');
    for (const offset of ['+02:00', '-05:00', '+14:00', '-12:00', '+05:45', '-09:30'])
      expect(toInterfaceDate(`2025-01-14T23:30:00${offset}`, 'Europe/Zurich')).toBe(`2025-01-14T23:30:00.000${offset}`);
    expect(toUtcIso('2025-01-14T23:30:00.000-05:00', 'UTC')).toBe('2025-01-15T04:30:00.000Z');
  });

  it('turns a day into a date picker’s local noon and back', () => {
    const noon = localNoonOf('2024-03-31')!;
    expect([noon.getFullYear(), noon.getMonth(), noon.getDate(), noon.getHours()]).toEqual([2024, 2, 31, 12]);
    expect(localDay(noon)).toBe('2024-03-31');
    expect(localNoonOf('2024-02-30')).toBeNull();
    expect(localNoonOf('')).toBeNull();
  });
});

describe('a day as typed', () => {
  it('reads day, month, year in every language’s writing', () => {
    expect(readTypedDay('14.06.2024')).toEqual({ ok: true, day: '2024-06-14' });
    expect(readTypedDay(' 1/2/2026 ')).toEqual({ ok: true, day: '2026-02-01' });
    expect(readTypedDay('29.02.2024')).toEqual({ ok: true, day: '2024-02-29' });
  });

  it('says why a text is no day: past the month’s end, no such month, another shape', () => {
    expect(readTypedDay('31.02.2026')).toEqual({ ok: false, reason: 'dayOfMonth', month: 2, year: 2026, daysInMonth: 28 });
    expect(readTypedDay('31/04/2024')).toEqual({ ok: false, reason: 'dayOfMonth', month: 4, year: 2024, daysInMonth: 30 });
    expect(readTypedDay('00.01.2024')).toMatchObject({ ok: false, reason: 'dayOfMonth' });
    expect(readTypedDay('12.13.2024')).toEqual({ ok: false, reason: 'month', month: 13 });
    expect(readTypedDay('2024-06-14')).toEqual({ ok: false, reason: 'shape' });
    expect(readTypedDay('yesterday')).toEqual({ ok: false, reason: 'shape' });
  });

  it('tells a day after today from today and before, in the recorded offset', () => {
    expect(isAfterDay('2026-11-27', '2026-11-26')).toBe(true);
    expect(isAfterDay('2026-11-26T23:30:00.000+01:00', '2026-11-26')).toBe(false);
    expect(isAfterDay('2026-11-25', '2026-11-26')).toBe(false);
  });
});

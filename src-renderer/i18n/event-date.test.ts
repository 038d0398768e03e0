import { describe, expect, it } from 'vitest';
import { formatDay, formatEventDate } from './format.js';

// One record, recorded late in the evening in UTC: its day as recorded is the 13th, which is
// also the day the service's date filters use (event_date[lte]=2024-07-13 includes it).
const LATE_EVENING_UTC = '2024-07-13T23:30:00.000+00:00';

describe('the event date of one record', () => {
  it('is the same day in the table and in the detail: the day as recorded', () => {
    const table = formatDay(LATE_EVENING_UTC, 'de');
    const detail = formatEventDate(LATE_EVENING_UTC, 'de');
    expect(table).toBe('13.07.2024');
    expect(detail).toBe('13.07.2024, 23:30');
  });
});

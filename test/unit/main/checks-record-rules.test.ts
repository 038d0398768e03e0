/**
 * The checks that read only the record itself (src-main/checks/), on crafted records: both
 * sides of every threshold, and what a record lacking the needed field gets.
 */
import { describe, expect, it } from 'vitest';
import { coordinateUncertaintyInRange, footprintRadiusInMeters } from '../../../src-main/checks/coordinate-uncertainty-in-range.js';
import { CountryBoundary, loadSwitzerland } from '../../../src-main/checks/country-boundary.js';
import { datePrecisionRecent } from '../../../src-main/checks/date-precision-recent.js';
import { elevationOrder } from '../../../src-main/checks/elevation-order.js';
import { eventDateInRange } from '../../../src-main/checks/event-date-in-range.js';
import { footprintInCountry } from '../../../src-main/checks/footprint-in-country.js';
import { context, northOf, record } from '../../helpers/checks.js';

describe('event_date_in_range (BDQ VALIDATION_EVENTDATE_INRANGE)', () => {
  const run = (event_date: string | null, earliest_year = 1700) =>
    eventDateInRange.run(record({ event_date }), context({ parameters: { earliest_year } }));

  it('passes today and flags tomorrow as in the future', () => {
    expect(run('2026-06-30T23:30:00.000+02:00')).toMatchObject({ outcome: 'pass', evidence: { problem: null, reference_date: '2026-06-30' } });
    expect(run('2026-07-01')).toMatchObject({ outcome: 'flag', evidence: { problem: 'in_future', event_date: '2026-07-01' } });
  });

  it('passes the earliest plausible year and flags the year before it', () => {
    expect(run('1700-01-01')).toMatchObject({ outcome: 'pass' });
    expect(run('1699-12-31')).toMatchObject({ outcome: 'flag', evidence: { problem: 'before_earliest_year', earliest_year: 1700 } });
    expect(run('1850-05-01', 1900)).toMatchObject({ outcome: 'flag', evidence: { earliest_year: 1900 } });
  });

  it('skips a record without a date and says so', () => {
    expect(run(null)).toEqual({ outcome: 'skipped', reason: { code: 'no_event_date' } });
  });
});

describe('elevation_order (BDQ VALIDATION_MINELEVATION_LESSTHAN_MAXELEVATION)', () => {
  const run = (minimum: number | null, maximum: number | null) =>
    elevationOrder.run(record({ minimum_elevation_in_meters: minimum, maximum_elevation_in_meters: maximum }), context());

  it('passes equal elevations and flags a minimum one metre above the maximum', () => {
    expect(run(1200, 1200)).toMatchObject({ outcome: 'pass' });
    expect(run(1201, 1200)).toEqual({ outcome: 'flag', evidence: { minimum_elevation_in_meters: 1201, maximum_elevation_in_meters: 1200 } });
  });

  it('skips a record with only one elevation', () => {
    expect(run(1200, null)).toEqual({ outcome: 'skipped', reason: { code: 'no_elevation' } });
  });
});

describe('date_precision_recent', () => {
  const run = (event_date: string, label: string | null, recent_years = 10) =>
    datePrecisionRecent.run(record({ event_date }), context({ parameters: { recent_years }, date_precision_label: label }));

  it('flags a year-precise date 10 years back and passes one 11 years back', () => {
    expect(run('2016-01-01', 'year')).toMatchObject({ outcome: 'flag', evidence: { date_precision: 'year', recent_years: 10 } });
    expect(run('2015-01-01', 'year')).toMatchObject({ outcome: 'pass' });
  });

  it('passes a day-precise recent date, flags a month-precise one, skips a record without precision', () => {
    expect(run('2025-05-01', 'day')).toMatchObject({ outcome: 'pass' });
    expect(run('2025-05-01', 'month')).toMatchObject({ outcome: 'flag' });
    expect(run('2025-05-01', null)).toEqual({ outcome: 'skipped', reason: { code: 'no_date_precision' } });
  });
});

describe('coordinate_uncertainty_in_range (BDQ VALIDATION_COORDINATEUNCERTAINTY_INRANGE)', () => {
  const parameters = { max_uncertainty_in_meters: 5000, footprint_tolerance_factor: 1.5 };
  const point = [8.5, 46.5] as const;
  const run = (uncertainty: number | null, footprint_wkt = 'POINT (8.5 46.5)') =>
    coordinateUncertaintyInRange.run(record({ coordinate_uncertainty_in_meters: uncertainty, footprint_wkt }), context({ parameters, point }));

  it('passes an uncertainty at the limit and flags one metre above it', () => {
    expect(run(5000)).toMatchObject({ outcome: 'pass', evidence: { problem: null, footprint_radius_in_meters: 0 } });
    expect(run(5001)).toMatchObject({ outcome: 'flag', evidence: { problem: 'uncertainty_too_large', coordinate_uncertainty_in_meters: 5001 } });
  });

  it('flags a footprint reaching further than 1.5 × the stated uncertainty, not one within it', () => {
    const [, north] = northOf(1000);
    const polygon = `POLYGON ((8.5 46.5, 8.5 ${north}, 8.501 46.5, 8.5 46.5))`;
    expect(footprintRadiusInMeters(polygon, point)).toBe(1000);
    expect(run(667, polygon)).toMatchObject({ outcome: 'pass' }); // 667 × 1.5 = 1000.5
    expect(run(666, polygon)).toMatchObject({ outcome: 'flag', evidence: { problem: 'footprint_larger_than_uncertainty', footprint_radius_in_meters: 1000 } });
  });

  it('skips a record without a footprint', () => {
    expect(coordinateUncertaintyInRange.run(record({ coordinate_uncertainty_in_meters: 10 }), context({ parameters }))).toEqual({ outcome: 'skipped', reason: { code: 'no_footprint' } });
  });
});

describe('footprint_in_country (BDQ VALIDATION_COORDINATESCOUNTRYCODE_CONSISTENT)', () => {
  it('tests the point against a boundary: on the edge is inside, just past it is outside', () => {
    const square = new CountryBoundary('CH', {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[8, 46], [9, 46], [9, 47], [8, 47], [8, 46]]] } }],
    });
    const check = footprintInCountry(() => square);
    expect(check.run(record(), context({ point: [9, 46.5] }))).toMatchObject({ outcome: 'pass' });
    expect(check.run(record(), context({ point: [9.0001, 46.5] }))).toEqual({ outcome: 'flag', evidence: { longitude: 9.0001, latitude: 46.5, country_code: 'CH' } });
    expect(check.run(record(), context())).toEqual({ outcome: 'skipped', reason: { code: 'no_footprint' } });
  });

  it('uses the shipped canton boundaries: Bern and Lugano are inside, Milan and Lake Constance’s German shore outside', async () => {
    const switzerland = await loadSwitzerland();
    expect(switzerland.contains(7.4474, 46.948)).toBe(true);
    expect(switzerland.contains(8.9511, 46.0037)).toBe(true);
    expect(switzerland.contains(9.19, 45.4642)).toBe(false);
    expect(switzerland.contains(9.1732, 47.6779)).toBe(false); // Konstanz
  });
});

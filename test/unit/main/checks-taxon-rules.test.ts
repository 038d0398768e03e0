/**
 * The checks that compare a record with its taxon's validated records and names
 * (src-main/checks/), on crafted facts: both sides of every threshold, "no reference data"
 * instead of a false flag, and the skips of records lacking what a check needs.
 */
import { describe, expect, it } from 'vitest';
import { elevationInTaxonRange } from '../../../src-main/checks/elevation-in-taxon-range.js';
import { identificationMatchesTaxon } from '../../../src-main/checks/identification-matches-taxon.js';
import { likelyDuplicate } from '../../../src-main/checks/likely-duplicate.js';
import { periodWithinYear } from '../../../src-main/checks/period-within-year.js';
import { withinKnownRange } from '../../../src-main/checks/within-known-range.js';
import { context, facts, northOf, record, validated } from '../../helpers/checks.js';

describe('within_known_range (NBN Record Cleaner WithoutPolygon / tenkm)', () => {
  const parameters = { max_distance_in_meters: 30_000 };
  const reference = facts([validated(10, { decimal_longitude: 8.5, decimal_latitude: 46.5, event_date: '2019-05-02' })]);
  const at = (meters: number) => withinKnownRange.run(record({ occurrence_id: 1 }), context({ parameters, point: northOf(meters), facts: reference }));

  it('passes with the nearest validated record 30 km away and flags at 30.001 km, naming it', () => {
    expect(at(30_000)).toMatchObject({ outcome: 'pass', evidence: { nearest: { occurrence_id: 10, distance_in_meters: 30_000 } } });
    expect(at(30_001)).toEqual({
      outcome: 'flag',
      evidence: {
        max_distance_in_meters: 30_000, validated_record_count: 1,
        nearest: { occurrence_id: 10, distance_in_meters: 30_001, longitude: 8.5, latitude: 46.5, event_date: '2019-05-02' },
      },
    });
  });

  it('names the nearest of several, ignores unvalidated records and the record itself', () => {
    const many = facts([
      validated(10, { decimal_latitude: 46.9 }),
      validated(11, { decimal_latitude: 46.6 }),
      validated(12, { decimal_latitude: 46.5001, validation: 1 }),
      validated(1, { decimal_latitude: 46.5 }),
    ]);
    const result = withinKnownRange.run(record({ occurrence_id: 1 }), context({ parameters, point: [8.5, 46.5], facts: many }));
    expect(result).toMatchObject({ outcome: 'pass', evidence: { nearest: { occurrence_id: 11 }, validated_record_count: 3 } });
  });

  it('says "no reference data" for a taxon without validated records, never a flag', () => {
    const none = facts([validated(10, { validation: 1 })]);
    expect(withinKnownRange.run(record(), context({ parameters, point: [8.5, 46.5], facts: none }))).toEqual({ outcome: 'skipped', reason: { code: 'no_reference_data' } });
    expect(withinKnownRange.run(record(), context({ parameters, facts: reference }))).toEqual({ outcome: 'skipped', reason: { code: 'no_footprint' } });
  });
});

describe('period_within_year (NBN Record Cleaner PeriodWithinYear)', () => {
  const months = [4, 5, 6].flatMap((month) => [1, 2, 3, 4].map((k) => validated(month * 10 + k, { event_date: `2020-0${month}-1${k}` })));
  const reference = facts(months);
  const run = (event_date: string, minimum = 10, label: string | null = 'day') =>
    periodWithinYear.run(record({ event_date }), context({ parameters: { minimum_validated_records: minimum }, facts: reference, date_precision_label: label }));

  it('passes a month with validated records and flags the month after the last', () => {
    expect(run('2025-06-30')).toMatchObject({ outcome: 'pass' });
    expect(run('2025-07-01')).toEqual({ outcome: 'flag', evidence: { month: 7, months_with_validated_records: [4, 5, 6], validated_record_count: 12 } });
  });

  it('needs the minimum of validated records: 12 judge with 12 required, not with 13', () => {
    expect(run('2025-07-01', 12)).toMatchObject({ outcome: 'flag' });
    expect(run('2025-07-01', 13)).toEqual({ outcome: 'skipped', reason: { code: 'no_reference_data' } });
  });

  it('skips a date known only to the year', () => {
    expect(run('2025-01-01', 10, 'year')).toEqual({ outcome: 'skipped', reason: { code: 'date_too_coarse' } });
  });
});

describe('elevation_in_taxon_range (NBN Record Cleaner Altitude)', () => {
  const reference = facts([500, 800, 1200, 1500, 1800].map((elevation, k) => validated(20 + k, { minimum_elevation_in_meters: elevation })));
  const run = (minimum: number | null, maximum: number | null, minimum_validated_records = 5) => elevationInTaxonRange.run(
    record({ minimum_elevation_in_meters: minimum, maximum_elevation_in_meters: maximum }),
    context({ parameters: { tolerance_in_meters: 200, minimum_validated_records }, facts: reference }),
  );

  it('passes on the widened upper limit and flags one metre above it', () => {
    expect(run(2000, 2000)).toMatchObject({ outcome: 'pass' });
    expect(run(2001, 2100)).toEqual({
      outcome: 'flag',
      evidence: {
        minimum_elevation_in_meters: 2001, maximum_elevation_in_meters: 2100, taxon_minimum_elevation_in_meters: 500,
        taxon_maximum_elevation_in_meters: 1800, tolerance_in_meters: 200, validated_record_count: 5,
      },
    });
  });

  it('passes on the widened lower limit and flags one metre below it (a lone minimum counts as both)', () => {
    expect(run(200, 300)).toMatchObject({ outcome: 'pass' });
    expect(run(null, 299)).toMatchObject({ outcome: 'flag' });
    expect(run(299, null)).toMatchObject({ outcome: 'flag' });
  });

  it('says "no reference data" below the minimum of validated elevations and skips a record without elevation', () => {
    expect(run(3000, 3000, 6)).toEqual({ outcome: 'skipped', reason: { code: 'no_reference_data' } });
    expect(run(null, null)).toEqual({ outcome: 'skipped', reason: { code: 'no_elevation' } });
  });
});

describe('likely_duplicate (same taxon, same day, within 100 m)', () => {
  const parameters = { max_distance_in_meters: 100 };
  const others = (meters: number, event_date = '2025-06-14T10:00:00.000+02:00') => {
    const [longitude, latitude] = northOf(meters);
    return facts([validated(30, { event_date, decimal_longitude: longitude, decimal_latitude: latitude, validation: 1 }), validated(1, { event_date })]);
  };
  const run = (taxonFacts: ReturnType<typeof facts>, label: string | null = 'day') =>
    likelyDuplicate.run(record({ occurrence_id: 1, event_date: '2025-06-14' }), context({ parameters, point: [8.5, 46.5], facts: taxonFacts, date_precision_label: label }));

  it('flags another record of the day 100 m away, validated or not, and passes at 101 m', () => {
    expect(run(others(100))).toMatchObject({ outcome: 'flag', evidence: { duplicates: [{ occurrence_id: 30, distance_in_meters: 100 }] } });
    expect(run(others(101))).toEqual({ outcome: 'pass', evidence: { max_distance_in_meters: 100, duplicates: [] } });
  });

  it('passes a record of the next day at the same place, and skips dates coarser than a day', () => {
    expect(run(others(0, '2025-06-15'))).toMatchObject({ outcome: 'pass' });
    expect(run(others(0), 'month')).toEqual({ outcome: 'skipped', reason: { code: 'date_too_coarse' } });
  });
});

describe('identification_matches_taxon (verbatim name against the taxon’s names)', () => {
  const reference = facts([], ['Dianthus sylvestris Wulfen', 'Dianthus caryophyllus subsp. sylvestris (Wulfen) Rouy & Foucaud', 'Stein-Nelke', 'Œillet des forêts']);
  const run = (verbatim_identification: string | null) => identificationMatchesTaxon.run(record({ verbatim_identification }), context({ facts: reference }));

  it('passes the accepted name without author, with a qualifier, a synonym, the genus alone, a vernacular name', () => {
    for (const name of ['Dianthus sylvestris', 'dianthus cf. sylvestris', 'Dianthus caryophyllus subsp. sylvestris', 'Dianthus', 'stein-nelke', 'œillet des forets']) {
      expect(run(name), name).toMatchObject({ outcome: 'pass' });
    }
  });

  it('flags another species of the genus and another genus, listing the names compared', () => {
    expect(run('Dianthus carthusianorum')).toMatchObject({ outcome: 'flag', evidence: { accepted_scientific_name: 'Dianthus sylvestris Wulfen', names_compared: expect.arrayContaining(['Stein-Nelke']) } });
    expect(run('Silene vulgaris')).toMatchObject({ outcome: 'flag' });
  });

  it('skips without a verbatim identification, and without names says "no reference data"', () => {
    expect(run('  ')).toEqual({ outcome: 'skipped', reason: { code: 'no_verbatim_identification' } });
    expect(identificationMatchesTaxon.run(record({ verbatim_identification: 'X' }), context({ facts: facts([]) }))).toEqual({ outcome: 'skipped', reason: { code: 'no_reference_data' } });
  });
});

/**
 * The taxon beside a record (src-main/checks/taxon-facts-summary.ts, TaxonFacts' month counts and
 * point sample): what the detail's map, histogram and elevation range show of a taxon's validated
 * records, and that the taxonomy page beside each record is read once per taxon.
 */
import { describe, expect, it } from 'vitest';
import { TaxonFacts, type TaxonRecordInput } from '../../../src-main/checks/taxon-facts.js';
import { summarizeTaxonFacts } from '../../../src-main/checks/taxon-facts-summary.js';
import { ProfileCache } from '../../../src-main/domains/reference-cache.js';
import { TaxonomyDomain } from '../../../src-main/domains/taxonomy.js';
import type { ApiClient } from '../../../src-main/api/client.js';
import { TAXON_SUMMARY_MAX_POINTS } from '../../../src-shared/contract/taxon-facts-summary.js';

function record(occurrence_id: number, validation: number | null, event_date: string | null, elevation: number | null, point = true): TaxonRecordInput {
  return {
    occurrence_id, validation, event_date, minimum_elevation_in_meters: elevation,
    decimal_longitude: point ? 8 + occurrence_id / 10_000 : null, decimal_latitude: point ? 46.5 : null,
  };
}

describe('summarizeTaxonFacts', () => {
  it('counts validated records per month and their elevation range, leaving out records of other codes', () => {
    const facts = new TaxonFacts(7, [
      record(1, 2, '2024-01-15', 400),
      record(2, 3, '2023-01-02T10:00:00.000+01:00', 1200),
      record(3, 2, '2024-07-01', null),
      record(4, 1, '2024-03-01', 3000), // pending: not validated
      record(5, 2, null, 250, false),
    ], [2, 3], null);
    const summary = summarizeTaxonFacts(facts, [2, 3]);
    expect(summary.validated_month_counts).toEqual([2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(summary.elevation_range_in_meters).toEqual({ minimum: 250, maximum: 1200, count: 3 });
    expect(summary.validated_record_count).toBe(4);
    expect(summary.validated_point_count).toBe(3);
    expect(summary.points.map((p) => p.occurrence_id)).toEqual([1, 2, 3]);
    expect(summary.validated_codes).toEqual([2, 3]);
  });

  it('gives no elevation range and no points for a taxon without validated records', () => {
    const summary = summarizeTaxonFacts(new TaxonFacts(7, [record(1, 1, '2024-01-01', 500)], [2], null), [2]);
    expect(summary).toMatchObject({ validated_record_count: 0, elevation_range_in_meters: null, validated_point_count: 0, points: [] });
  });

  it('samples the points of a large taxon over all its records, not its first ones', () => {
    const many = Array.from({ length: 3 * TAXON_SUMMARY_MAX_POINTS }, (_, i) => record(i + 1, 2, '2024-05-01', null));
    const summary = summarizeTaxonFacts(new TaxonFacts(7, many, [2], null), [2]);
    expect(summary.points).toHaveLength(TAXON_SUMMARY_MAX_POINTS);
    expect(summary.validated_point_count).toBe(3 * TAXON_SUMMARY_MAX_POINTS);
    expect(summary.points[0]!.occurrence_id).toBe(1);
    expect(summary.points.at(-1)!.occurrence_id).toBeGreaterThan(3 * TAXON_SUMMARY_MAX_POINTS - 5);
  });
});

describe('TaxonomyDomain.taxon with a page cache', () => {
  it('reads a taxon page once for the records of one taxon, and again in another profile', async () => {
    const paths: string[] = [];
    const api = {
      request: async ({ path }: { path: string }) => {
        paths.push(path);
        if (path.endsWith('/names/5')) return { data: { id: 5, scientific_name: 'Aus bus', accepted_taxon_id: 5, genus: null, family: null } };
        if (path.endsWith('/relations')) return { data: [], total: 0, filteredTotal: 0 };
        return { data: null };
      },
    } as unknown as ApiClient;
    let scope = 'a';
    const domain = new TaxonomyDomain(api, new ProfileCache({ scope: () => scope }), new ProfileCache({ scope: () => scope, maxEntries: 10 }));
    await Promise.all([domain.taxon(5), domain.taxon(5)]);
    await domain.taxon(5);
    expect(paths.filter((p) => p.endsWith('/names/5'))).toHaveLength(1);
    scope = 'b';
    await domain.taxon(5);
    expect(paths.filter((p) => p.endsWith('/names/5'))).toHaveLength(2);
  });
});

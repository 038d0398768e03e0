/**
 * What the checks know about one taxon (issue 13 "Facts about a taxon"): its records as the
 * interface's simple form returns them, held in typed arrays (a million points cost about 40 MB,
 * not a million objects), the validated ones in a spatial index, their months and elevations,
 * and the taxon's names (accepted name, synonyms, vernacular names). Built once per taxon by
 * ./taxon-facts-cache.ts; queried per record without any request.
 */
import distance from '@turf/distance';
import Flatbush from 'flatbush';
import type { RelatedRecord } from '../../src-shared/contract/checks.js';
import { monthOfEventDate as monthOf } from '../../src-shared/domain/dates.js';

/** One record of the taxon as read (GET /rest/v5/simple_observations): WGS84 degrees, elevation in metres. */
export interface TaxonRecordInput {
  occurrence_id: number;
  event_date: string | null;
  decimal_longitude: number | null;
  decimal_latitude: number | null;
  minimum_elevation_in_meters: number | null;
  validation: number | null;
}

/** The taxon's names the identification check compares with. */
export interface TaxonNames {
  accepted_scientific_name: string;
  /** Scientific names (accepted and synonyms) and vernacular names in any language. */
  names: readonly string[];
}

// Flatbush indexes planar boxes; degrees are scaled to metres around the middle of Switzerland
// (no geodesic index is in the tree). The few nearest candidates in that plane are then measured
// on the sphere, which absorbs the scaling's error across the country (under 4 %).
const METERS_PER_DEGREE_LATITUDE = 110_574;
const METERS_PER_DEGREE_LONGITUDE = 111_320 * Math.cos((46.8 * Math.PI) / 180);
/** How many index candidates are measured on the sphere when looking for the nearest. */
const NEAREST_CANDIDATES = 8;

/** Great-circle distance in metres between two WGS84 points. */
export function distanceInMeters(a: readonly [number, number], b: readonly [number, number]): number {
  return distance([a[0], a[1]], [b[0], b[1]], { units: 'meters' });
}

/** See the file comment. Immutable once built. */
export class TaxonFacts {
  /** Number of validated records with a point, month or elevation (any of them). */
  readonly validated_record_count: number;
  /** Months 1–12 with at least one validated record, ascending. */
  readonly months_with_validated_records: readonly number[];
  /** Validated records per month of their event date: index 0 is January (records without a date count in none). */
  readonly validated_month_counts: readonly number[];
  /** Range of the validated records' `minimum_elevation_in_meters`; null when none has one. */
  readonly elevation_range_in_meters: { minimum: number; maximum: number; count: number } | null;
  readonly names: TaxonNames | null;

  private readonly ids: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly latitudes: Float64Array;
  private readonly dates: (string | null)[];
  /** Positions (into the arrays) of the validated records with a point, in index order. */
  private readonly validatedPositions: Uint32Array;
  private readonly validatedIndex: Flatbush | null;
  /** Day (`YYYY-MM-DD`) → positions of the records with a point on that day. */
  private readonly byDay = new Map<string, number[]>();

  /**
   * @param records every record of the taxon read (validated or not: the duplicate check needs all)
   * @param validated_codes the `validation` codes that count as validated
   * @param names the taxon's names, null when they could not be read
   */
  constructor(readonly taxon_id: number, records: readonly TaxonRecordInput[], validated_codes: readonly number[], names: TaxonNames | null) {
    this.names = names;
    const n = records.length;
    this.ids = new Float64Array(n);
    this.longitudes = new Float64Array(n).fill(NaN);
    this.latitudes = new Float64Array(n).fill(NaN);
    this.dates = new Array<string | null>(n);
    const validated = new Set(validated_codes);
    const positions: number[] = [];
    const monthCounts = new Array<number>(12).fill(0);
    let count = 0;
    let minimum = Infinity;
    let maximum = -Infinity;
    let elevations = 0;
    for (let i = 0; i < n; i++) {
      const record = records[i]!;
      this.ids[i] = record.occurrence_id;
      this.dates[i] = record.event_date;
      const hasPoint = record.decimal_longitude != null && record.decimal_latitude != null;
      if (hasPoint) {
        this.longitudes[i] = record.decimal_longitude!;
        this.latitudes[i] = record.decimal_latitude!;
        const day = record.event_date?.slice(0, 10);
        if (day) {
          const list = this.byDay.get(day);
          if (list) list.push(i);
          else this.byDay.set(day, [i]);
        }
      }
      if (record.validation == null || !validated.has(record.validation)) continue;
      count++;
      if (hasPoint) positions.push(i);
      const month = monthOf(record.event_date);
      if (month !== null) monthCounts[month - 1]!++;
      const elevation = record.minimum_elevation_in_meters;
      if (elevation != null) {
        elevations++;
        if (elevation < minimum) minimum = elevation;
        if (elevation > maximum) maximum = elevation;
      }
    }
    this.validated_record_count = count;
    this.validated_month_counts = monthCounts;
    this.months_with_validated_records = monthCounts.flatMap((n, i) => (n > 0 ? [i + 1] : []));
    this.elevation_range_in_meters = elevations ? { minimum, maximum, count: elevations } : null;
    this.validatedPositions = Uint32Array.from(positions);
    if (positions.length) {
      const index = new Flatbush(positions.length);
      for (const i of positions) {
        const [x, y] = planar(this.longitudes[i]!, this.latitudes[i]!);
        index.add(x, y, x, y);
      }
      index.finish();
      this.validatedIndex = index;
    } else {
      this.validatedIndex = null;
    }
  }

  /** Number of records held (validated or not). */
  get record_count(): number {
    return this.ids.length;
  }

  /** Number of validated records with a point (those the range check can use). */
  get validated_point_count(): number {
    return this.validatedPositions.length;
  }

  /** The nearest validated record other than `exclude_occurrence_id`, at any distance; null when there is none. */
  nearestValidated(point: readonly [number, number], exclude_occurrence_id: number): RelatedRecord | null {
    if (!this.validatedIndex) return null;
    const [x, y] = planar(point[0], point[1]);
    const candidates = this.validatedIndex.neighbors(x, y, NEAREST_CANDIDATES, Infinity, (k) => this.ids[this.validatedPositions[k]!] !== exclude_occurrence_id);
    let best: RelatedRecord | null = null;
    for (const k of candidates) {
      const related = this.related(this.validatedPositions[k]!, point);
      if (!best || related.distance_in_meters < best.distance_in_meters) best = related;
    }
    return best;
  }

  /**
   * At most `max` validated records' points (WGS84 degrees), taken evenly over all of them (not
   * the first `max`), so that a taxon of many records is drawn over its whole range.
   */
  validatedPointSample(max: number): { occurrence_id: number; longitude: number; latitude: number }[] {
    const n = this.validatedPositions.length;
    const taken = Math.min(n, max);
    const out: { occurrence_id: number; longitude: number; latitude: number }[] = [];
    for (let j = 0; j < taken; j++) {
      const i = this.validatedPositions[Math.floor((j * n) / taken)]!;
      out.push({ occurrence_id: this.ids[i]!, longitude: this.longitudes[i]!, latitude: this.latitudes[i]! });
    }
    return out;
  }

  /** Records (validated or not) on the day `day` (`YYYY-MM-DD`) within `max_distance_in_meters`, nearest first, other than `exclude_occurrence_id`. */
  sameDayWithin(point: readonly [number, number], day: string, max_distance_in_meters: number, exclude_occurrence_id: number): RelatedRecord[] {
    const positions = this.byDay.get(day) ?? [];
    const found: RelatedRecord[] = [];
    for (const i of positions) {
      if (this.ids[i] === exclude_occurrence_id) continue;
      const related = this.related(i, point);
      if (related.distance_in_meters <= max_distance_in_meters) found.push(related);
    }
    return found.sort((a, b) => a.distance_in_meters - b.distance_in_meters);
  }

  private related(i: number, point: readonly [number, number]): RelatedRecord {
    const longitude = this.longitudes[i]!;
    const latitude = this.latitudes[i]!;
    return {
      occurrence_id: this.ids[i]!,
      distance_in_meters: Math.round(distanceInMeters(point, [longitude, latitude])),
      longitude,
      latitude,
      event_date: this.dates[i] ?? null,
    };
  }
}

/** Metres east and north in the index's plane. */
function planar(longitude: number, latitude: number): [number, number] {
  return [longitude * METERS_PER_DEGREE_LONGITUDE, latitude * METERS_PER_DEGREE_LATITUDE];
}

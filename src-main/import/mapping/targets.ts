/**
 * What a source column can be mapped to: an observation field of interface v5 taken as written,
 * or an input the import turns into fields (names matched to taxa and people, coordinates in
 * another CRS, Darwin Core's split dates). `ignore` drops the column.
 */
import { z } from 'zod';
import { ObservationWriteShape } from '../../../src-shared/schemas/observation.js';

/** v5 observation fields a column may hold directly (codes and ids as numbers, or labels of a vocabulary). */
export const FIELD_TARGETS = Object.keys(ObservationWriteShape) as Array<keyof typeof ObservationWriteShape>;

/**
 * Inputs that become fields:
 * - `scientific_name`: matched to `taxon_id` (also `verbatim_identification` unless mapped);
 * - `recorded_by`: person names separated by `|`, `;` or ` & `, matched to `recorded_by_id`;
 * - `decimal_longitude`, `decimal_latitude`: WGS84 degrees → `footprint_wkt` POINT;
 * - `lv95_easting`/`lv95_northing` (EPSG:2056), `lv03_easting`/`lv03_northing` (EPSG:21781), metres;
 * - `coordinate_x`/`coordinate_y`: v4's `x`/`y`, the CRS told by the size of the numbers;
 * - `year`, `month`, `day`: Darwin Core's split date, used when no `event_date` is mapped;
 * - `elevation_in_meters`: one elevation, both minimum and maximum;
 * - `source_record_id`: the source's own identifier (Darwin Core `occurrenceID`), shown in reports.
 */
export const DERIVED_TARGETS = [
  'scientific_name', 'recorded_by', 'decimal_longitude', 'decimal_latitude', 'lv95_easting', 'lv95_northing',
  'lv03_easting', 'lv03_northing', 'coordinate_x', 'coordinate_y', 'year', 'month', 'day', 'elevation_in_meters',
  'source_record_id',
] as const;

/** Every mapping target, `ignore` included. */
export const ImportTarget = z.enum([...FIELD_TARGETS, ...DERIVED_TARGETS, 'ignore']);
export type ImportTarget = z.infer<typeof ImportTarget>;

/** Source column name → target; columns not named are ignored. */
export const ColumnMapping = z.record(z.string(), ImportTarget);
export type ColumnMapping = z.infer<typeof ColumnMapping>;

/**
 * The columns of an export and the cells of one observation or relevé (issue 14 "Columns"): which fields,
 * their headers (v5 names, or camel-case Darwin Core terms in an archive), and each value as
 * written: coded fields as code, label in the export's language, or Darwin Core value; the
 * taxon's names, the project's name and the current validation looked up by id; LV95 from the
 * WGS84 decimal coordinates. Pure: the lookups come in an {@link ExportLookups}.
 */
import type { Geometry } from 'geojson';
import {
  EXPORT_FIELDS, LV95_FIELDS, RELEVE_EXPORT_FIELDS, VALIDATION_DETAIL_FIELDS, type ExportField, type ExportRequest, type ReleveExportField,
} from '../../src-shared/contract/exports.js';
import type { Language } from '../../src-shared/contract/settings.js';
import type { TaxonName } from '../../src-shared/contract/reference.js';
import { isDwcMappedField, V5_TO_DWC_TERM } from '../../src-shared/darwin-core/terms.js';
import { transformXY } from '../../src-shared/domain/crs.js';
import { readWkt } from '../../src-shared/domain/wkt.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { Releve } from '../../src-shared/schemas/releve.js';
import type { Validation } from '../../src-shared/schemas/validation.js';
import type { VocabularyEntry } from '../../src-shared/schemas/vocabulary.js';
import { vocabularyOf } from '../../src-shared/vocabulary-fields.js';

/** One written value: text, a number, or empty. */
export type Cell = string | number | null;

/** How coded values are written: the code, its label, or (archives) its Darwin Core value. */
export type CodedValues = 'codes' | 'labels' | 'dwc';

/** A column of an observation or a relevé export. */
export type ExportColumn = ExportField | ReleveExportField;

/** A row an export writes: an observation, or a relevé. */
export type ExportedRow = Observation | Releve;

/** What the cells are made with. */
export interface ColumnPlan {
  /** The columns, in {@link EXPORT_FIELDS} (relevés: {@link RELEVE_EXPORT_FIELDS}) order. */
  fields: readonly ExportColumn[];
  values: CodedValues;
  language: Language;
}

/** What the cells look up by id; a missing entry gives an empty cell (or the code, for vocabularies). */
export interface ExportLookups {
  /** Vocabulary `field_name` → code → entry. */
  vocabularies: ReadonlyMap<string, ReadonlyMap<number, VocabularyEntry>>;
  /** Taxon name id (`taxon_id`) → its names. */
  taxa: ReadonlyMap<number, TaxonName>;
  /** Project id (`dataset_id`) → project_name. */
  projects: ReadonlyMap<number, string>;
  /** occurrence_id → the current validation (only when validation details are exported). */
  validations: ReadonlyMap<number, Validation>;
}

/** One observation as written: its cells in the plan's order, and its geometry (GeoJSON, WGS84) when asked for. */
export interface ExportRecord {
  cells: Cell[];
  geometry: Geometry | null;
}

/** Separator of list values in one cell (`recorded_by_id`), Darwin Core's recommended ` | `. */
export const LIST_SEPARATOR = ' | ';

/**
 * The columns of a request in {@link EXPORT_FIELDS} order: the listed ones (by default all but the
 * validation details, which cost one request per observation), LV95 only with `lv95`. An archive always starts with `occurrence_id` (its core id, meta.xml
 * `<id index="0">`).
 */
export function planFields(request: Pick<ExportRequest, 'fields' | 'lv95' | 'format'>): ExportField[] {
  const wanted = new Set<ExportField>(request.fields ?? EXPORT_FIELDS.filter((field) => !(VALIDATION_DETAIL_FIELDS as readonly string[]).includes(field)));
  if (request.lv95) for (const field of LV95_FIELDS) wanted.add(field);
  else for (const field of LV95_FIELDS) wanted.delete(field);
  if (request.format === 'dwca') wanted.add('occurrence_id');
  return EXPORT_FIELDS.filter((field) => wanted.has(field));
}

/** The columns of a relevé export: every field, LV95 only with `lv95`. */
export function planReleveFields(lv95: boolean): ReleveExportField[] {
  return RELEVE_EXPORT_FIELDS.filter((field) => lv95 || !(LV95_FIELDS as readonly string[]).includes(field));
}

/** The header of a column: the v5 field name, or in an archive its camel-case Darwin Core term where it has one. */
export function headerOf(field: ExportColumn, darwinCore: boolean): string {
  return darwinCore && isDwcMappedField(field) ? V5_TO_DWC_TERM[field] : field;
}

const LV95_ROUNDING = 100; // centimetres: the 3-parameter shift is good to about 1 m anyway

function lv95Of(row: ExportedRow): [number, number] | null {
  const { decimal_longitude: lon, decimal_latitude: lat } = row;
  if (lon == null || lat == null) return null;
  const [e, n] = transformXY(4326, 2056, [lon, lat]);
  return [Math.round(e * LV95_ROUNDING) / LV95_ROUNDING, Math.round(n * LV95_ROUNDING) / LV95_ROUNDING];
}

function codedCell(field: string, code: number, plan: ColumnPlan, lookups: ExportLookups): Cell {
  if (plan.values === 'codes') return code;
  const entry = lookups.vocabularies.get(vocabularyOf(field)!)?.get(code);
  if (!entry) return code;
  if (plan.values === 'dwc' && entry.dwc_value) return entry.dwc_value;
  return entry[`label_${plan.language}`] ?? entry.label_en ?? code;
}

function plainCell(value: unknown): Cell {
  if (value == null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  return String(value);
}

const numberOf = (row: ExportedRow, field: string): number | null => {
  const value = (row as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'number' ? value : null;
};

/** The cell of one field of one observation or relevé (see the module comment). */
export function cellOf(field: ExportColumn, row: ExportedRow, plan: ColumnPlan, lookups: ExportLookups): Cell {
  const taxonId = numberOf(row, 'taxon_id');
  const occurrenceId = numberOf(row, 'occurrence_id') ?? -1;
  switch (field) {
    case 'scientific_name': return taxonId == null ? null : lookups.taxa.get(taxonId)?.scientific_name ?? null;
    case 'vernacular_name': return taxonId == null ? null : lookups.taxa.get(taxonId)?.[`vernacular_name_${plan.language}`] ?? null;
    case 'dataset_name': return lookups.projects.get(row.dataset_id) ?? null;
    case 'validation_comment': return lookups.validations.get(occurrenceId)?.comment ?? null;
    case 'validated_by': return lookups.validations.get(occurrenceId)?.validated_by ?? null;
    case 'validated_at': return lookups.validations.get(occurrenceId)?.validated_at ?? null;
    case 'lv95_easting_in_meters': return lv95Of(row)?.[0] ?? null;
    case 'lv95_northing_in_meters': return lv95Of(row)?.[1] ?? null;
    default: {
      const value = (row as Readonly<Record<string, unknown>>)[field];
      if (typeof value === 'number' && vocabularyOf(field)) return codedCell(field, value, plan, lookups);
      return plainCell(value);
    }
  }
}

/** The geometry of an observation or relevé as GeoJSON (its `footprint_wkt`, EPSG:4326), null without one or when unreadable. */
export function geometryOf(row: ExportedRow): Geometry | null {
  if (!row.footprint_wkt) return null;
  try {
    return readWkt(row.footprint_wkt);
  } catch {
    return null;
  }
}

/** The records of one page of observations or relevés; `withGeometry` for GeoJSON. */
export function recordsOf(page: readonly ExportedRow[], plan: ColumnPlan, lookups: ExportLookups, withGeometry: boolean): ExportRecord[] {
  return page.map((row) => ({
    cells: plan.fields.map((field) => cellOf(field, row, plan, lookups)),
    geometry: withGeometry ? geometryOf(row) : null,
  }));
}

/**
 * One source row to a `POST /observations` body through the column mapping and the matches the
 * user confirmed, validated with the shared zod schema ({@link ObservationCreate}). Every problem
 * is reported with row, column, value and reason; nothing is guessed: a name without a confirmed
 * match is an error of its row, not a dropped value.
 */
import type { z } from 'zod';
import { readWkt, writeWkt } from '../../../src-shared/domain/wkt.js';
import { ObservationCreate } from '../../../src-shared/schemas/observation.js';
import { CODED_FIELDS } from '../../../src-shared/vocabulary-fields.js';
import type { SourceRow } from '../readers/source.js';
import { rowReason, type RowReasonCode, type RowReasonParams } from '../reasons/index.js';
import { splitRecorderNames } from './recorder-names.js';
import type { ColumnMapping, ImportTarget } from './targets.js';
import { isProblem, pointWkt, readEventDate, readNumber, systemOf, type CoordinateSystem, type DatePrecision } from './values.js';

/**
 * One problem of one row: `row` as the file counts it, `column` the source column (or the field
 * when no column feeds it), `reason` in English, `code` and `params` to say it in the UI
 * language (../reasons/).
 */
export interface RowError {
  row: number;
  column: string;
  value: string;
  reason: string;
  code: RowReasonCode;
  params: RowReasonParams;
}

/** The normalised form under which names and vocabulary values are matched (case, accents, `_`, spaces ignored). */
export const matchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The matches the user confirmed (src-main/import/matching): keys by {@link matchKey}.
 * `taxa`/`people`: a name → the id, or null when the user left it unmatched. `codes`: per coded
 * field, a label (any language), Darwin Core value or code → the code. `date_precision`: the
 * codes of the `date_precision` vocabulary.
 */
export interface ConfirmedMatches {
  taxa: ReadonlyMap<string, number | null>;
  people: ReadonlyMap<string, number | null>;
  codes: ReadonlyMap<string, ReadonlyMap<string, number>>;
  date_precision: Readonly<Partial<Record<DatePrecision, number>>>;
}

/** A converted row: the body ready to send, or null with its errors. */
export interface ConvertedRow {
  row_number: number;
  source_record_id: string | null;
  body: ObservationCreate | null;
  errors: RowError[];
}

const NUMBER_FIELDS = new Set<string>([
  'dataset_id', 'releve_id', 'taxon_id', 'habitat', 'related_resource_id', 'coordinate_uncertainty_in_meters',
  'minimum_elevation_in_meters', 'maximum_elevation_in_meters', 'organism_quantity',
]);
const CODED = new Set<string>(Object.keys(CODED_FIELDS));

/**
 * Converts `row`. `defaults` are fields every row gets unless a column gives them (the project's
 * `dataset_id`, a `basis_of_record` chosen for the file).
 */
export function convertRow(row: SourceRow, mapping: ColumnMapping, matches: ConfirmedMatches, defaults: Partial<ObservationCreate>): ConvertedRow {
  const errors: RowError[] = [];
  const body: Record<string, unknown> = { ...defaults };
  const by = new Map<ImportTarget, { column: string; value: string }>();
  for (const [column, target] of Object.entries(mapping)) {
    const value = row.values[column] ?? '';
    if (target !== 'ignore' && value.trim() !== '') by.set(target, { column, value: value.trim() });
  }
  const fail: Fail = (cell, code, params = {}) => {
    errors.push({ row: row.row_number, column: cell.column, value: cell.value, reason: rowReason(code, params), code, params });
  };
  /** Which column fed each field, so that a schema error names the user's column. */
  const source = new Map<string, string>();

  for (const [target, cell] of by) {
    if (CODED.has(target)) {
      const code = matches.codes.get(target)?.get(matchKey(cell.value));
      if (code === undefined) fail(cell, 'not-in-vocabulary', { vocabulary: CODED_FIELDS[target as keyof typeof CODED_FIELDS] });
      else body[target] = code;
    } else if (NUMBER_FIELDS.has(target) || target === 'elevation_in_meters') {
      const n = readNumber(cell.value);
      if (isProblem(n)) fail(cell, n.problem);
      else if (target === 'elevation_in_meters') {
        body.minimum_elevation_in_meters ??= n;
        body.maximum_elevation_in_meters ??= n;
      } else body[target] = n;
    } else if (target === 'footprint_wkt') {
      try {
        body.footprint_wkt = writeWkt(readWkt(cell.value));
      } catch (error) {
        fail(cell, 'not-wkt', { detail: (error as Error).message });
      }
    } else if (target === 'event_date') {
      const date = readEventDate(cell.value);
      if (isProblem(date)) fail(cell, date.problem);
      else if (date) {
        body.event_date = date.event_date;
        body.date_precision ??= matches.date_precision[date.precision];
      }
    } else if (target === 'recorded_by_id') {
      const ids = cell.value.split(/[|,;\s]+/).filter(Boolean).map(Number);
      if (ids.some((id) => !Number.isInteger(id))) fail(cell, 'not-person-ids');
      else body.recorded_by_id = ids;
    } else if (FIELD_TEXT.has(target)) {
      body[target] = cell.value;
    } else continue;
    source.set(target === 'elevation_in_meters' ? 'minimum_elevation_in_meters' : target, cell.column);
  }

  const name = by.get('scientific_name');
  if (name) {
    const id = matches.taxa.get(matchKey(name.value));
    if (id === undefined || id === null) fail(name, 'no-taxon');
    else body.taxon_id ??= id;
    body.verbatim_identification ??= name.value;
    source.set('taxon_id', name.column);
  }
  const recorders = by.get('recorded_by');
  if (recorders && body.recorded_by_id === undefined) {
    const ids: number[] = [];
    for (const person of splitRecorderNames(recorders.value)) {
      const id = matches.people.get(matchKey(person));
      if (id === undefined || id === null) fail({ column: recorders.column, value: person }, 'no-person');
      else if (!ids.includes(id)) ids.push(id);
    }
    body.recorded_by_id = ids;
    source.set('recorded_by_id', recorders.column);
  }
  footprintFromCoordinates(by, body, source, fail);
  splitDate(by, body, matches, source, fail);

  const source_record_id = by.get('source_record_id')?.value ?? null;
  if (errors.length > 0) return { row_number: row.row_number, source_record_id, body: null, errors };
  const parsed = ObservationCreate.safeParse(body);
  if (parsed.success) return { row_number: row.row_number, source_record_id, body: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '(row)');
    const column = source.get(field) ?? field;
    const [code, params] = schemaReason(field, issue);
    errors.push({ row: row.row_number, column, value: row.values[column] ?? String(body[field] ?? ''), reason: rowReason(code, params), code, params });
  }
  return { row_number: row.row_number, source_record_id, body: null, errors };
}

/** A schema issue as a reason: the common zod issues by code (said in every language), any other with the schema's own message. */
function schemaReason(field: string, issue: z.core.$ZodIssue): [RowReasonCode, RowReasonParams] {
  if (issue.code === 'too_big') return [issue.origin === 'string' ? 'too-long' : 'too-big', { field, maximum: Number(issue.maximum) }];
  if (issue.code === 'too_small' && issue.origin !== 'string') return ['too-small', { field, minimum: Number(issue.minimum) }];
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') return ['wrong-type', { field }];
  return ['schema', { field, message: issue.message }];
}

const FIELD_TEXT = new Set<string>(['verbatim_identification', 'identified_by', 'verbatim_locality', 'occurrence_remarks']);

const COORDINATE_PAIRS: ReadonlyArray<[ImportTarget, ImportTarget, CoordinateSystem | null]> = [
  ['decimal_longitude', 'decimal_latitude', 'wgs84'],
  ['lv95_easting', 'lv95_northing', 'lv95'],
  ['lv03_easting', 'lv03_northing', 'lv03'],
  ['coordinate_x', 'coordinate_y', null],
];

type Fail = (cell: { column: string; value: string }, code: RowReasonCode, params?: RowReasonParams) => void;

/** The first complete coordinate pair becomes `footprint_wkt` (a WKT column wins). */
function footprintFromCoordinates(by: Map<ImportTarget, { column: string; value: string }>, body: Record<string, unknown>, source: Map<string, string>, fail: Fail): void {
  if (body.footprint_wkt !== undefined) return;
  for (const [xTarget, yTarget, fixed] of COORDINATE_PAIRS) {
    const [x, y] = [by.get(xTarget), by.get(yTarget)];
    if (!x && !y) continue;
    if (!x || !y) {
      fail((x ?? y)!, 'needs-pair', { pair: x ? yTarget : xTarget });
      return;
    }
    const [xn, yn] = [readNumber(x.value), readNumber(y.value)];
    if (isProblem(xn) || xn === null) return fail(x, isProblem(xn) ? xn.problem : 'empty');
    if (isProblem(yn) || yn === null) return fail(y, isProblem(yn) ? yn.problem : 'empty');
    const system = fixed ?? systemOf(xn);
    if (system === null) return fail(x, 'no-coordinate-system');
    const wkt = pointWkt(system, [xn, yn]);
    if (isProblem(wkt)) return fail(x, wkt.problem);
    body.footprint_wkt = wkt;
    source.set('footprint_wkt', x.column);
    return;
  }
}

/** Darwin Core's `year`, `month`, `day` when no `event_date` column gave a date. */
function splitDate(by: Map<ImportTarget, { column: string; value: string }>, body: Record<string, unknown>, matches: ConfirmedMatches, source: Map<string, string>, fail: Fail): void {
  const year = by.get('year');
  if (body.event_date !== undefined || !year) return;
  const [month, day] = [by.get('month'), by.get('day')];
  const text = [year.value, month?.value, month ? day?.value : undefined].filter(Boolean).map((p) => p!.padStart(2, '0')).join('-');
  const date = readEventDate(text);
  if (isProblem(date) || date === null) return fail(year, 'not-a-split-date');
  body.event_date = date.event_date;
  body.date_precision ??= matches.date_precision[date.precision];
  source.set('event_date', year.column);
}

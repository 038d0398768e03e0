/**
 * The 377 real GBIF occurrence records from Ticino (resources/demo/occurrences, GBIF download
 * doi:10.15468/dl.v8r2q5, CC BY 4.0: Info Flora / infospecies.ch and the United Herbaria Z+ZT),
 * mapped from Darwin Core onto the service's fields. Records without coordinates (15, old
 * herbarium sheets) are kept without a footprint.
 */
import { createHash } from 'node:crypto';
import { computeFootprint } from '../../geo/footprint.js';
import type { AdminIndex } from '../../geo/admin-units.js';
import type { Db } from '../open.js';
import { zurichDate } from './dates.js';
import { parseRecordedBy, personKey, type PersonName } from './people.js';
import type { Rng } from './random.js';
import { pointWkt } from './places.js';
import { readCsv, type CsvRow } from './resources.js';
import { generateValidation } from './validation.js';
import type { ObservationWriter } from './writer.js';

/** GBIF download date, the earliest date a demo validation of a real record may carry. */
const DOWNLOAD_DATE = '2022-11-05';

/** Reads the occurrence file. */
export function readOccurrences(path: string): CsvRow[] {
  return readCsv(path);
}

/** Herbarium records (institutionCode Z or ZT) write names "First Last"; Info Flora writes "Last First". */
function observerNames(r: CsvRow): PersonName[] {
  const herbarium = r.institutionCode === 'Z' || r.institutionCode === 'ZT';
  return parseRecordedBy(r.recordedBy ?? '', herbarium ? 'first-last' : 'last-first');
}

/** Every distinct observer named in the records (for seedPeople). */
export function occurrenceObservers(rows: readonly CsvRow[]): PersonName[] {
  return rows.flatMap(observerNames);
}

/** "HUMAN_OBSERVATION" → "HumanObservation" (the Darwin Core term as stored in vocabularies.dwc_value). */
const dwcTerm = (gbifEnum: string): string =>
  gbifEnum.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _s: string, c: string) => c.toUpperCase());

/** A UUID derived from the occurrenceID (SHA-1, RFC 4122 version-5 layout), stable across seeds. */
function uuidFrom(name: string): string {
  const h = createHash('sha1').update(`gbif-occurrence:${name}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The event date and its precision (vocabulary date_precision: 1 day, 2 month, 3 year). */
function eventDate(r: CsvRow): { date: ReturnType<typeof zurichDate> | null; precision: number | null } {
  const year = r.year ? Number(r.year) : r.eventDate ? Number(r.eventDate.slice(0, 4)) : NaN;
  if (!Number.isInteger(year)) return { date: null, precision: null };
  const month = r.month ? Number(r.month) : null;
  const day = month !== null && r.day ? Number(r.day) : null;
  const pad = (n: number): string => String(n).padStart(2, '0');
  const ymd = `${year}-${pad(month ?? 1)}-${pad(day ?? 1)}`;
  return { date: zurichDate(ymd), precision: day !== null ? 1 : month !== null ? 2 : 3 };
}

const num = (v: string | undefined): number | null => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/**
 * Writes one observation per occurrence row into `datasetId`. Taxon by exact scientific name
 * (with authorship) in `taxa`; observers by name key in `observers`; elevation range from
 * GBIF's `elevation` ± `elevationAccuracy`; georeference protocol 5 (grid square) for Info Flora's
 * 5 km-grid records (uncertainty 3535 m). Validation states are demo values.
 * @returns the number of observations written.
 */
export function seedOccurrences(
  db: Db,
  rows: readonly CsvRow[],
  o: { datasetId: number; writer: ObservationWriter; rng: Rng; index: AdminIndex; observers: Map<string, number>; validators: number[] },
): number {
  const taxonByName = new Map(
    (db.prepare('SELECT id, scientific_name, neophyte FROM taxa').all() as Array<{ id: number; scientific_name: string; neophyte: number | null }>)
      .map((t) => [t.scientific_name, t]),
  );
  const vocab = new Map(
    (db.prepare("SELECT field_name, code, dwc_value FROM vocabularies WHERE field_name IN ('basis_of_record','occurrence_status')").all() as Array<{
      field_name: string; code: number; dwc_value: string | null }>).map((v) => [`${v.field_name}:${v.dwc_value}`, v.code]),
  );
  for (const r of rows) {
    const taxon = taxonByName.get(r.scientificName ?? '') ?? null;
    const lon = num(r.decimalLongitude);
    const lat = num(r.decimalLatitude);
    const footprint = lon !== null && lat !== null ? computeFootprint(pointWkt([lon, lat]), o.index) : null;
    const { date, precision } = eventDate(r);
    const elevation = num(r.elevation);
    const accuracy = num(r.elevationAccuracy) ?? 0;
    const uncertainty = num(r.coordinateUncertaintyInMeters);
    const specimen = r.basisOfRecord === 'PRESERVED_SPECIMEN';
    const validation = generateValidation(o.rng, {
      weights: specimen ? [30, 40, 20, 7, 3] : [15, 60, 15, 7, 3],
      validators: o.validators,
      notBefore: DOWNLOAD_DATE,
      presence: 'present',
      identificationQualifier: 1,
    });
    const observers = observerNames(r).map((n) => o.observers.get(personKey(n))).filter((id): id is number => id !== undefined);
    o.writer.insert({
      values: {
        uuid: uuidFrom(r.occurrenceID || r.gbifID || ''),
        dataset_id: o.datasetId,
        generated: 0,
        basis_of_record: vocab.get(`basis_of_record:${dwcTerm(r.basisOfRecord ?? '')}`) ?? 7,
        occurrence_status: vocab.get(`occurrence_status:${(r.occurrenceStatus ?? '').toLowerCase()}`) ?? null,
        event_type: specimen ? 3 : 1,
        event_date: date?.event_date ?? null,
        event_date_utc: date?.event_date_utc ?? null,
        date_precision: precision,
        date_expert: precision,
        taxon_id: taxon?.id ?? null,
        verbatim_identification: r.verbatimScientificName || r.scientificName || null,
        identification_qualifier: 1,
        identified_by: r.identifiedBy || null,
        establishment_means: taxon?.neophyte === 0 ? 1 : null,
        degree_of_establishment: taxon?.neophyte === 0 ? 1 : null,
        verbatim_locality: r.locality || r.verbatimLocality || null,
        georeference_protocol: uncertainty === 3535 ? 5 : null,
        coordinate_uncertainty_in_meters: uncertainty,
        minimum_elevation_in_meters: elevation === null ? null : elevation - accuracy,
        maximum_elevation_in_meters: elevation === null ? null : elevation + accuracy,
        taxa_relations_reference_id: 1,
        source_record_id: r.occurrenceID || null,
        ...validation.fields,
      },
      footprint,
      observers,
      history: validation.history,
    });
  }
  return rows.length;
}

/**
 * The two published forms of a public neophyte observation (interface v5, "Neophyte
 * observations"; no authentication). Published means: `event_date` rounded to the first of its
 * month or year where the project says so, observer names "anonymous" where it anonymises
 * (docs/interface-notes.md "Public neophyte endpoints"). Read shapes, loose: the fields named here
 * are the ones a client relies on; the others (codes, remarks) pass through.
 */
import { z } from 'zod';

const int = z.number().int();

/** Fields both forms carry, as published. */
const publishedCore = {
  uuid: z.string(),
  taxon_id: int.nullable(),
  /** The project's name (projects themselves are not public). */
  dataset_name: z.string(),
  /** ISO 8601, rounded as the project says; null when unknown. */
  event_date: z.string().nullable(),
  /** Observer names in their order; each "anonymous" where the project anonymises. */
  recorded_by: z.array(z.string()),
  /** Longitude / easting of the representative point in the answer's CRS (degrees in EPSG:4326). */
  decimal_longitude: z.number().nullable(),
  decimal_latitude: z.number().nullable(),
  coordinate_uncertainty_in_meters: z.number().nullable(),
  municipality_id: int.nullable(),
  v_presence_status: int.nullable(),
};

/** Fields of {@link PublicNeophyteObservationSchema}. */
const publicNeophyteObservationShape = {
  occurrence_id: int,
  ...publishedCore,
  /** WKT in the answer's CRS (`srid`, default EPSG:4326). */
  footprint_wkt: z.string().nullable(),
  /** Null where the project anonymises. */
  identified_by: z.string().nullable(),
  /** Neophyte control data (`control_type`, `eradication`, `control_dtype`, `control_result`), null when none. */
  neophyte: z.record(z.string(), z.unknown()).nullable(),
  /** The observation's supplement, null when none. */
  supplements: z.record(z.string(), z.unknown()).nullable(),
};
/** The full form: GET /public/v5/neophyte_observations and /{id}. */
export const PublicNeophyteObservationSchema = z.looseObject(publicNeophyteObservationShape);
/** The known fields (the parsed value may carry more). */
export type PublicNeophyteObservation = z.infer<z.ZodObject<typeof publicNeophyteObservationShape>>;

/** Fields of {@link SimpleNeophyteObservationSchema}. */
const simpleNeophyteObservationShape = { id: int, ...publishedCore };
/** The simple form: GET /public/v5/simple_neophyte_observations (its JSON items and GeoJSON properties). */
export const SimpleNeophyteObservationSchema = z.looseObject(simpleNeophyteObservationShape);
/** The known fields (the parsed value may carry more). */
export type SimpleNeophyteObservation = z.infer<z.ZodObject<typeof simpleNeophyteObservationShape>>;

/**
 * Desk methods of relevés (interface v5 §Endpoints "Releves": GET/POST /releves, GET/PUT/DELETE
 * /releves/{id}). Filters travel as clauses in the shared grammar, like observations, and main
 * checks them against RELEVE_FILTERS (id with every ordered operation, dataset_id,
 * recorded_by_id, taxon_id, taxa_relations_reference_id, event_date, location_id,
 * date_precision, footprint_wkt) before any request. Spread into DESK_METHODS by desk.ts.
 */
import { z } from 'zod';
import { ProjectRightSchema } from '../domain/project-rights.js';
import { SUPPORTED_SRIDS } from '../domain/srids.js';
import { RELEVE_SORTABLE } from '../filters/releves.js';
import { Id } from '../schemas/common.js';
import { Releve, ReleveCreate, ReleveUpdate } from '../schemas/releve.js';
import { FilterClauseInput } from './observations.js';

/**
 * Output coordinate systems of `srid` on GET /releves (reprojects `footprint_wkt`, the decimal
 * coordinates and `geodetic_datum`): WGS84, Swiss LV95, Swiss LV03, Web Mercator.
 */
export const RELEVE_SRIDS = SUPPORTED_SRIDS;
const Srid = z.literal(RELEVE_SRIDS);

const ReleveRef = z.object({ id: Id });

/** A relevé list request: clauses, the `right` scope, `srid`, paging and sorting. */
export const ReleveListInput = z.object({
  clauses: z.array(FilterClauseInput).max(50),
  right: ProjectRightSchema.optional(),
  srid: Srid.optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
  sort: z.enum(RELEVE_SORTABLE).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});
export type ReleveListInput = z.input<typeof ReleveListInput>;

/** A page of relevés with the totals of `with_total` (null when the service omits them). */
export const RelevePage = z.object({
  rows: z.array(Releve),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type RelevePage = z.infer<typeof RelevePage>;

/** Desk methods of relevés. Heights: tree and shrub layers in metres, herb and moss layers in centimetres. */
export const RELEVE_METHODS = {
  /** One page of GET /rest/v5/releves with totals; a bad clause is DeskError `invalid-input` naming the field. */
  'releves.list': { input: ReleveListInput, output: RelevePage },
  /** GET /rest/v5/releves/{id}, optionally in another `srid`. */
  'releves.get': { input: ReleveRef.extend({ srid: Srid.optional() }), output: Releve },
  /** POST /rest/v5/releves (dataset_id required); 422 `validation` with fields. */
  'releves.create': { input: ReleveCreate, output: Releve },
  /**
   * PUT /rest/v5/releves/{id} with the changed fields only (absent keeps, null clears); with
   * `base` (read in EPSG:4326) only while the relevé is still that version, else 412 `conflict` with `current`.
   */
  'releves.update': { input: ReleveRef.extend({ changes: ReleveUpdate, base: Releve.optional() }), output: Releve },
  /** DELETE /rest/v5/releves/{id}; 409 `conflict` while species observations point at it; with `base` 412 `conflict` (with `current`) when it changed. */
  'releves.remove': { input: ReleveRef.extend({ base: Releve.optional() }), output: ReleveRef },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

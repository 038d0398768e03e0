import { z } from 'zod';
import { ProjectRightSchema } from '../domain/project-rights.js';
import { FILTER_OPERATIONS } from '../filters/grammar.js';
import { Observation, ObservationCreate, ObservationUpdate } from '../schemas/observation.js';
import { Neophyte, NeophyteWrite } from '../schemas/neophyte.js';
import { Supplement, SupplementWrite } from '../schemas/supplement.js';
import { Validation, ValidationWrite } from '../schemas/validation.js';
import { DocumentSchema } from '../schemas/doc.js';
import { Id } from '../schemas/common.js';

/**
 * One filter condition as the renderer holds it (src-shared/filters/grammar.ts `FilterClause`):
 * main checks field and operation against the endpoint's filter spec and serialises it into
 * `field[operation]=value` (interface v5 common rule 4).
 */
export const FilterClauseInput = z.object({
  field: z.string().min(1).max(64),
  operation: z.enum(FILTER_OPERATIONS),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()])).max(10_000)]).optional(),
});
export type FilterClauseInput = z.infer<typeof FilterClauseInput>;

/** A list request: filters, the `right` scope, paging, sorting and whether totals are counted (ARCHITECTURE.md "paging"). */
export const ObservationListInput = z.object({
  clauses: z.array(FilterClauseInput).max(50),
  right: ProjectRightSchema.optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
  sort: z.string().optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  /**
   * Whether to ask the service for X-Total / X-Filtered-Total (`with_total=true`): counting costs
   * the service a scan of the filter, so the workspace asks it for a filter's first page only.
   * Without it the page's totals are null.
   */
  with_total: z.boolean().default(true),
});
export type ObservationListInput = z.input<typeof ObservationListInput>;

/** A page of observations with the totals of `with_total` (X-Total, X-Filtered-Total). */
export const ObservationPage = z.object({
  rows: z.array(Observation),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type ObservationPage = z.infer<typeof ObservationPage>;

const OccurrenceRef = z.object({ occurrence_id: Id });

/** A GeoJSON FeatureCollection as plain JSON (cluster tiles are EPSG:3857 metres, ARCHITECTURE.md "clustered tiles"). */
export const FeatureCollectionJson = z.looseObject({ type: z.literal('FeatureCollection'), features: z.array(z.looseObject({})) });

/** Desk methods of the observation workspace (interface v5, Observations). */
export const OBSERVATION_METHODS = {
  'observations.list': { input: ObservationListInput, output: ObservationPage },
  /** Every id matching (GET /observations/ids), for "all N matching" bulk actions. */
  'observations.ids': { input: z.object({ clauses: z.array(FilterClauseInput).max(50), right: ProjectRightSchema.optional() }), output: z.object({ ids: z.array(Id) }) },
  'observations.get': { input: OccurrenceRef, output: Observation },
  'observations.create': { input: ObservationCreate, output: Observation },
  /** PUT with the changed fields only (partial update, docs/interface-notes.md). */
  /**
   * With `base` (the observation as the form started from it), only while it is still that
   * version: otherwise DeskError `conflict` (412) carrying the current one (`current`).
   */
  'observations.update': { input: z.object({ occurrence_id: Id, changes: ObservationUpdate, base: Observation.optional() }), output: Observation },
  /** With `base`, only while the observation is still that version (else 412 `conflict` with `current`). */
  'observations.remove': { input: OccurrenceRef.extend({ base: Observation.optional() }), output: z.object({ occurrence_id: Id }) },
  /** One cluster tile, `/clustered_observations/3857/{z}/{x}/{y}` with the list's filters. */
  'observations.clusterTile': {
    input: z.object({ z: z.number().int().min(0).max(24), x: z.number().int().min(0), y: z.number().int().min(0), clauses: z.array(FilterClauseInput).max(50) }),
    output: FeatureCollectionJson,
  },
  'validations.get': { input: OccurrenceRef, output: Validation },
  /**
   * With `base` (the validation as last read or saved), only while it is still that version
   * (else 412 `conflict` with `current`); bulk validation sends none (last write wins).
   */
  'validations.set': { input: OccurrenceRef.extend({ validation: ValidationWrite, base: Validation.optional() }), output: Validation },
  /** Neophyte control data: null when the observation has none (the service's 404). */
  'neophytes.get': { input: OccurrenceRef, output: Neophyte.nullable() },
  /**
   * With `base` (the control data the form started from; null: there were none), only while
   * they are still that version (else 412 `conflict` with `current`).
   */
  'neophytes.put': { input: OccurrenceRef.extend({ values: NeophyteWrite, base: Neophyte.nullable().optional() }), output: Neophyte },
  /** With `base`, only while the control data are still that version (else 412 `conflict` with `current`). */
  'neophytes.remove': { input: OccurrenceRef.extend({ base: Neophyte.optional() }), output: z.object({ occurrence_id: Id }) },
  /** Supplement: null when the observation has none (the service's 404). */
  'supplements.get': { input: OccurrenceRef, output: Supplement.nullable() },
  /** As `neophytes.put`, for the supplement. */
  'supplements.put': { input: OccurrenceRef.extend({ values: SupplementWrite, base: Supplement.nullable().optional() }), output: Supplement },
  /** As `neophytes.remove`, for the supplement. */
  'supplements.remove': { input: OccurrenceRef.extend({ base: Supplement.optional() }), output: z.object({ occurrence_id: Id }) },
  /** Documents attached to an observation (GET /observations/{id}/docs). */
  'observationDocs.list': { input: OccurrenceRef, output: z.array(DocumentSchema) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

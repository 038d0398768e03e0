import { z } from 'zod';
import { NEOPHYTE_SORTABLE, TAXA_MATCHING } from '../filters/neophytes.js';
import { Observation } from '../schemas/observation.js';
import { PublicNeophyteObservationSchema } from '../schemas/public-neophyte.js';
import { Id } from '../schemas/common.js';
import { FeatureCollectionJson, FilterClauseInput } from './observations.js';

/** A list request of the public neophyte observations: the endpoints' filters (NEOPHYTE_FILTERS), `taxa_matching`, paging, sorting. */
export const PublicNeophyteListInput = z.object({
  clauses: z.array(FilterClauseInput).max(50),
  taxa_matching: z.enum(TAXA_MATCHING).optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(50),
  sort: z.enum(NEOPHYTE_SORTABLE).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  /** Ask for X-Total / X-Filtered-Total (`with_total=true`); without it the totals are null. */
  with_total: z.boolean().default(true),
});
export type PublicNeophyteListInput = z.input<typeof PublicNeophyteListInput>;

/** A page of published neophyte observations (full form) with the totals of `with_total`. */
export const PublicNeophytePage = z.object({
  rows: z.array(PublicNeophyteObservationSchema),
  total: z.number().int().nullable(),
  filtered_total: z.number().int().nullable(),
});
export type PublicNeophytePage = z.infer<typeof PublicNeophytePage>;

/**
 * One observation of a project beside what the public endpoints publish of it: `published` is
 * null when the public does not see it (the project is not public, or the record is no neophyte).
 */
export const PublicComparisonRow = z.object({ observation: Observation, published: PublicNeophyteObservationSchema.nullable() });
export type PublicComparisonRow = z.infer<typeof PublicComparisonRow>;

/** Desk methods of the public neophyte screens (public endpoints: no sign-in needed, except `compare`). */
export const PUBLIC_NEOPHYTE_METHODS = {
  /** GET /public/v5/neophyte_observations: one page with the checked clauses. */
  'publicNeophytes.list': { input: PublicNeophyteListInput, output: PublicNeophytePage },
  /** GET /public/v5/neophyte_observations/{id}; DeskError `not-found` (404) when it is not published. */
  'publicNeophytes.get': { input: z.object({ occurrence_id: Id }), output: PublicNeophyteObservationSchema },
  /** One cluster tile, `/public/v5/clustered_neophyte_observations/3857/{z}/{x}/{y}` with the list's filters; single points carry `occurrence_id`. */
  'publicNeophytes.clusterTile': {
    input: z.object({
      z: z.number().int().min(0).max(24), x: z.number().int().min(0), y: z.number().int().min(0),
      clauses: z.array(FilterClauseInput).max(50), taxa_matching: z.enum(TAXA_MATCHING).optional(),
    }),
    output: FeatureCollectionJson,
  },
  /**
   * What the public sees of a project (needs a session): a page of the project's observations
   * (GET /rest/v5/observations, `dataset_id[eq]`, newest first) each beside its published form
   * (the public list with `occurrence_id[in]` of that page).
   */
  'publicNeophytes.compare': {
    input: z.object({ dataset_id: Id, offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(200).default(50) }),
    output: z.object({ rows: z.array(PublicComparisonRow), filtered_total: z.number().int().nullable(), published_on_page: z.number().int().nullable() }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

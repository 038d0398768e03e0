import { z } from 'zod';
import {
  TaxonNameSchema, TaxonProfileSchema, TaxonReferenceSchema, TaxonRelationSchema, TaxonSchema,
} from '../schemas/taxonomy.js';
import { Id } from '../schemas/common.js';

/**
 * One taxon page of the taxonomy browser, composed by main from the public taxonomy endpoints
 * (interface v5, Taxonomy): the name record asked for (`/names/{id}`, a synonym too), its
 * accepted taxon with synonyms (`/taxa/{id}`), the accepted taxon's profile (facts) and relations,
 * and its parents (genus and family as accepted name records, when the taxonomy holds them).
 */
export const TaxonPage = z.object({
  /** The name record asked for (may be a synonym: then `taxon` is its accepted taxon). */
  name: TaxonNameSchema,
  /** The accepted taxon with its synonyms; null when the service has none for this name. */
  taxon: TaxonSchema.nullable(),
  /** The accepted taxon's facts; null when the service has no profile for it. */
  profile: TaxonProfileSchema.nullable(),
  relations: z.array(TaxonRelationSchema),
  /** Accepted name records of the genus and family (rank order: nearest first); missing ones are left out. */
  parents: z.array(TaxonNameSchema),
});
export type TaxonPage = z.infer<typeof TaxonPage>;

/** Desk methods of the taxonomy browser (public endpoints: they work without sign-in). */
export const TAXONOMY_METHODS = {
  /** A taxon page by name id; DeskError `not-found` (404) for an id the taxonomy does not hold. */
  'taxonomy.taxon': { input: z.object({ id: Id }), output: TaxonPage },
  /** Every reference (checklist) of the taxonomy (GET /public/v5/taxonomy/references), cached per profile. */
  'taxonomy.references': { input: z.void(), output: z.array(TaxonReferenceSchema) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

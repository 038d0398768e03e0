/**
 * Taxonomy records of the public taxonomy endpoints (interface v5, Taxonomy). The interface
 * names only the filterable fields; the shapes are the reference service's choice
 * (docs/interface-notes.md). Read shapes, loose: unknown fields of another service pass through.
 */
import { z } from 'zod';

const text = z.string().nullable();

/** Vernacular names in the four languages; null where not known. */
const vernacular = {
  vernacular_name_de: text.optional(),
  vernacular_name_fr: text.optional(),
  vernacular_name_it: text.optional(),
  vernacular_name_en: text.optional(),
};

/** Fields common to name and taxon records; only id and scientific_name are required (other services may leave the rest out). */
const nameCore = {
  /** Name id; for an accepted name also the taxon id. */
  id: z.number().int(),
  scientific_name: z.string(),
  /** e.g. species, subspecies, genus, family. */
  rank: z.string().optional(),
  /** accepted | synonym. */
  taxonomic_status: z.string().optional(),
  genus: text.optional(),
  family: text.optional(),
  /** Taxa group name, e.g. vascular_plants, birds. */
  group: text.optional(),
  taxa_group_id: z.number().int().nullable().optional(),
  /** The reference (checklist) the name comes from. */
  reference_id: z.number().int().nullable().optional(),
  ...vernacular,
};

/** Fields of {@link TaxonNameSchema}. */
const taxonNameShape = {
  ...nameCore,
  /** The accepted taxon; the record's own id for an accepted name. */
  accepted_taxon_id: z.number().int().nullable(),
  /** Scientific name of the accepted taxon (the record's own for an accepted name). */
  accepted_scientific_name: z.string().nullable(),
};
/** GET /taxonomy/names: every name record, synonyms included. */
export const TaxonNameSchema = z.looseObject(taxonNameShape);
/** The known fields (the parsed value may carry more). */
export type TaxonName = z.infer<z.ZodObject<typeof taxonNameShape>>;

/** Fields of {@link SynonymSchema}. */
const synonymShape = { id: z.number().int(), scientific_name: z.string() };
/** A synonym as listed on its accepted taxon. */
export const SynonymSchema = z.looseObject(synonymShape);

/** Fields of {@link TaxonSchema}. */
const taxonShape = { ...nameCore, synonyms: z.array(z.object(synonymShape)) };
/** GET /taxonomy/taxa: an accepted taxon with its synonyms. */
export const TaxonSchema = z.looseObject({ ...nameCore, synonyms: z.array(SynonymSchema) });
/** The known fields (the parsed value may carry more). */
export type Taxon = z.infer<z.ZodObject<typeof taxonShape>>;

/** Fields of {@link TaxonFactSchema}. */
const taxonFactShape = { fact_type: z.string(), fact_value: z.string() };
/** One fact of a taxon profile, e.g. {fact_type: "swiss_invasive_status", fact_value: "invasive"}. */
export const TaxonFactSchema = z.looseObject(taxonFactShape);
/** The known fields (the parsed value may carry more). */
export type TaxonFact = z.infer<z.ZodObject<typeof taxonFactShape>>;

/** Fields of {@link TaxonProfileSchema}. */
const taxonProfileCore = {
  taxon_id: z.number().int(),
  scientific_name: z.string(),
  rank: z.string(),
  group: text,
};
/**
 * GET /taxonomy/taxa/profiles and /taxa/{id}/profile: the facts of an accepted taxon.
 * Fact types of the reference service: swiss_invasive_status (invasive | potentially_invasive),
 * neophyte ("true" | "false"); values are strings.
 */
export const TaxonProfileSchema = z.looseObject({ ...taxonProfileCore, facts: z.array(TaxonFactSchema) });
const taxonProfileShape = { ...taxonProfileCore, facts: z.array(z.object(taxonFactShape)) };
/** The known fields (the parsed value may carry more). */
export type TaxonProfile = z.infer<z.ZodObject<typeof taxonProfileShape>>;

/** Fields of {@link TaxonRelationSchema}. */
const taxonRelationShape = {
  taxon_id: z.number().int(),
  relation_type: z.string(),
  reference_id: z.number().int().nullable(),
  reference_title: text,
  related_taxon_id: z.number().int().nullable(),
  related_scientific_name: text,
};
/**
 * GET /taxonomy/taxa/{id}/relations: one relation of a taxon. relation_type is `listed_in`
 * (the taxon is listed in reference `reference_id`), `has_synonym` (related_taxon_id is a
 * synonym name of the taxon) or another type stored by the service (e.g. `synonym_of`).
 */
export const TaxonRelationSchema = z.looseObject(taxonRelationShape);
/** The known fields (the parsed value may carry more). */
export type TaxonRelation = z.infer<z.ZodObject<typeof taxonRelationShape>>;

/** Fields of {@link TaxonReferenceSchema}. */
const taxonReferenceShape = {
  id: z.number().int(),
  title: z.string(),
  short_title: text,
};
/** GET /taxonomy/references: a taxonomic reference (checklist). Ids equal the taxa_relations_reference vocabulary codes. */
export const TaxonReferenceSchema = z.looseObject(taxonReferenceShape);
/** The known fields (the parsed value may carry more). */
export type TaxonReference = z.infer<z.ZodObject<typeof taxonReferenceShape>>;

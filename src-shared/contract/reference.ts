import { z } from 'zod';
import { ProjectRightSchema } from '../domain/project-rights.js';
import { Id } from '../schemas/common.js';

const Loose = z.looseObject({});
const LanguageLabels = { label_en: z.string().nullable(), label_de: z.string().nullable(), label_fr: z.string().nullable(), label_it: z.string().nullable() };

/** One coded value (GET /public/v5/vocabularies): the client shows labels, never codes. */
export const VocabularyEntry = z.looseObject({ field_name: z.string(), code: z.number().int(), dwc_value: z.string().nullable().optional(), ...LanguageLabels });
export type VocabularyEntry = z.infer<typeof VocabularyEntry>;

/** A taxon name record (GET /public/v5/taxonomy/names), synonyms included. */
export const TaxonName = z.looseObject({
  id: Id,
  scientific_name: z.string(),
  rank: z.string().optional(),
  taxonomic_status: z.string().optional(),
  accepted_taxon_id: z.number().int().nullable().optional(),
  accepted_scientific_name: z.string().nullable().optional(),
  vernacular_name_en: z.string().nullable().optional(),
  vernacular_name_de: z.string().nullable().optional(),
  vernacular_name_fr: z.string().nullable().optional(),
  vernacular_name_it: z.string().nullable().optional(),
  taxa_group_id: z.number().int().nullable().optional(),
});
export type TaxonName = z.infer<typeof TaxonName>;

/** A person of the register, as far as the caller may see (GET /rest/v5/people). */
export const PersonSummary = z.looseObject({ id: Id, first_name: z.string().nullable(), last_name: z.string() });
export type PersonSummary = z.infer<typeof PersonSummary>;

/** A project with the caller's role (GET /rest/v5/projects). */
export const ProjectSummary = z.looseObject({ id: Id, project_name: z.string(), my_role: z.string().nullable().optional() });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

/** An administrative unit (GET /public/v5/administrative_units), geometry only when asked. */
export const AdministrativeUnit = z.looseObject({ id: Id, name: z.string(), unit_type: z.string(), canton_id: z.number().int().nullable().optional(), geometry: Loose.nullable().optional() });
export type AdministrativeUnit = z.infer<typeof AdministrativeUnit>;

const Lookup = z.object({ query: z.string().max(200).optional(), ids: z.array(Id).max(1000).optional(), limit: z.number().int().min(1).max(1000).default(20) });

/** Desk methods for reference data and pickers. Main caches what rarely changes (vocabularies, units). */
export const REFERENCE_METHODS = {
  /** Every vocabulary entry (all fields), cached by main per server profile. */
  'reference.vocabularies': { input: z.void(), output: z.array(VocabularyEntry) },
  /** Taxon names for autocomplete (scientific and vernacular, synonyms included) or by id. */
  'reference.taxonNames': { input: Lookup, output: z.array(TaxonName) },
  /** Taxa groups (for the taxa_group_id filter). */
  'reference.taxaGroups': { input: z.void(), output: z.array(z.looseObject({ id: Id, name: z.string() })) },
  /** People by name (last or first name contains) or by id. */
  'reference.people': { input: Lookup, output: z.array(PersonSummary) },
  /** Projects on which the caller has `right` (default read). */
  'reference.projects': { input: z.object({ right: ProjectRightSchema.optional() }), output: z.array(ProjectSummary) },
  /**
   * Cantons, districts or municipalities by name or id; with `with_geometry` their boundary (EPSG:4326).
   * `offset` pages lists longer than 1000 (all municipalities: offset 0, 1000, 2000 …).
   */
  'reference.administrativeUnits': {
    input: Lookup.extend({
      unit_type: z.array(z.enum(['canton', 'district', 'municipality'])).max(3).optional(),
      with_geometry: z.boolean().optional(),
      offset: z.number().int().min(0).optional(),
    }),
    output: z.array(AdministrativeUnit),
  },
  'reference.habitats': { input: z.void(), output: z.array(z.looseObject({ id: Id, code: z.string() })) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

/**
 * Filter specs of the public taxonomy endpoints (interface v5, Taxonomy): which fields each list
 * accepts and with which operations of the grammar (`field[op]=value`, see grammar.ts).
 *
 * Shared by the reference service (parsing) and the client (building URLs). Plain data, no Node
 * or DOM imports.
 *
 * Meaning of the fields that are not plain columns:
 * - `vernacular_name` matches when ANY of the four vernacular names (de, fr, it, en) matches
 *   (`neq`/`not_in`: none of them matches; `is_null`: all four are empty).
 * - `reference_id` matches the name's own reference or any reference the name is related through
 *   (`taxa_relations`); `neq`/`not_in`: none of them.
 * - `fact_type` and `fact_value` test the profile facts of the (accepted) taxon; given together
 *   they must hold for the SAME fact, e.g. `fact_type=neophyte&fact_value=true`; `neq`/`not_in`
 *   ask for a fact whose type (value) differs, e.g. `fact_type=neophyte&fact_value[neq]=true`.
 * - `group` is the taxa group name (e.g. `vascular_plants`), `taxa_group_id` its id.
 * - `common_name` is the deprecated alias of `vernacular_name` (accepted on names, taxa and
 *   profiles, answered with a `Deprecation` header); it is not part of these specs.
 */
import { OPS, type FilterOperation, type FilterSpec } from './grammar.js';

/** Operations on fact_type (fact_value adds iw_eq, iw_contains); null checks make no sense on one fact. */
const FACT_OPERATIONS: readonly FilterOperation[] = ['eq', 'neq', 'in', 'not_in'];

/** Filters of GET /public/v5/taxonomy/taxa and /taxa/profiles (accepted taxa). */
export const TAXA_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  reference_id: { type: 'integer', operations: OPS.code },
  rank: { type: 'string', operations: OPS.code },
  taxonomic_status: { type: 'string', operations: OPS.code },
  group: { type: 'string', operations: OPS.code },
  taxa_group_id: { type: 'integer', operations: OPS.code },
  scientific_name: { type: 'string', operations: OPS.text },
  vernacular_name: { type: 'string', operations: OPS.text },
  genus: { type: 'string', operations: OPS.text },
  family: { type: 'string', operations: OPS.text },
  fact_type: { type: 'string', operations: FACT_OPERATIONS },
  fact_value: { type: 'string', operations: [...FACT_OPERATIONS, 'iw_eq', 'iw_contains'] },
};

/** Filters of GET /public/v5/taxonomy/names (every name record, synonyms included). */
export const NAME_FILTERS: FilterSpec = {
  ...TAXA_FILTERS,
  /** The accepted taxon of the name (its own id for an accepted name). */
  accepted_taxon_id: { type: 'integer', operations: OPS.code },
};

/** Filters of GET /public/v5/taxonomy/taxa/{id}/relations. */
export const RELATION_FILTERS: FilterSpec = {
  relation_type: { type: 'string', operations: OPS.code },
  reference_id: { type: 'integer', operations: OPS.code },
  related_taxon_id: { type: 'integer', operations: OPS.code },
};

/** Filters of GET /public/v5/taxonomy/references (checklists). */
export const REFERENCE_FILTERS: FilterSpec = {
  id: { type: 'integer', operations: OPS.ordered },
  title: { type: 'string', operations: OPS.text },
};

/** Sortable fields of names and taxa; without `sort` the service orders accepted names first, then by match and name. */
export const NAME_SORTABLE = [
  'id', 'scientific_name', 'rank', 'taxonomic_status', 'group', 'genus', 'family',
  'vernacular_name_de', 'vernacular_name_fr', 'vernacular_name_it', 'vernacular_name_en',
] as const;

/** Sortable fields of a taxon's relations; without `sort`: relation_type, then reference, then related taxon. */
export const RELATION_SORTABLE = ['relation_type', 'reference_id', 'related_taxon_id'] as const;

/** Sortable fields of the references; without `sort`: id. */
export const REFERENCE_SORTABLE = ['id', 'title', 'short_title'] as const;

/**
 * Reference tables from `resources/demo/reference/` (compiled demo data, see its README.md):
 * vocabularies, taxa groups, taxa references, taxa, taxa relations, taxa facts, habitats.
 */
import type { Db } from '../open.js';
import { readCsv, type CsvRow } from './resources.js';

const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

/** Which taxa reference lists a taxon (codes of the `taxa_relations_reference` vocabulary). */
export const TAXA_REFERENCE = {
  swissChecklist: 1,
  floraHelvetica: 2,
  foenInvasive2022: 3,
  infoFloraBlackWatch2014: 4,
  floraAlpina: 5,
  gbifBackbone: 6,
} as const;

/** Inserts every row of vocabularies.csv; returns the row count. */
export function seedVocabularies(db: Db, path: string): number {
  const ins = db.prepare(
    'INSERT INTO vocabularies (field_name, code, label_en, label_de, label_fr, label_it, dwc_value) VALUES (?,?,?,?,?,?,?)',
  );
  const rows = readCsv(path);
  for (const r of rows) {
    ins.run(r.field_name, Number(r.code), orNull(r.label_en), orNull(r.label_de), orNull(r.label_fr), orNull(r.label_it), orNull(r.dwc_value));
  }
  return rows.length;
}

/** Row counts of the taxonomy tables. */
export interface TaxaCounts {
  taxa: number;
  taxa_groups: number;
  taxa_references: number;
  taxa_relations: number;
  taxa_facts: number;
}

/**
 * Fills taxa_groups (distinct `group`, in file order), taxa_references (ids and titles from the
 * `taxa_relations_reference` vocabulary, which must be seeded first), taxa (id = taxon_id;
 * accepted rows point to themselves), taxa_relations and taxa_facts from taxa.csv.
 *
 * Relations (demo assumptions, not authoritative): every accepted vascular-plant row is `listed_in`
 * the Swiss Checklist (1), those of rank species or subspecies also in Flora Helvetica (2); invasive taxa in the
 * FOEN list (3); invasive and potentially invasive taxa in the Info Flora Black/Watch List (4);
 * the ecospat alpine-grassland species (taxon ids 3–66) in Flora alpina (5); every row in the
 * GBIF Backbone (6); each synonym also `synonym_of` its accepted taxon in 1 (plants) or 6.
 */
export function seedTaxa(db: Db, path: string): TaxaCounts {
  const rows = readCsv(path);
  const groups = [...new Set(rows.map((r) => r.group).filter((g): g is string => !!g))];
  const groupId = new Map(groups.map((g, i) => [g, i + 1]));
  const insGroup = db.prepare('INSERT INTO taxa_groups (id, name) VALUES (?, ?)');
  for (const [name, id] of groupId) insGroup.run(id, name);

  const refs = db
    .prepare("SELECT code, label_en FROM vocabularies WHERE field_name = 'taxa_relations_reference' ORDER BY code")
    .all() as Array<{ code: number; label_en: string | null }>;
  const insRef = db.prepare('INSERT INTO taxa_references (id, title, short_title) VALUES (?, ?, ?)');
  for (const r of refs) {
    const title = r.label_en ?? `Reference ${r.code}`;
    insRef.run(r.code, title, title.replace(/\s*\(.*$/, ''));
  }

  const insTaxon = db.prepare(`INSERT INTO taxa (id, scientific_name, genus, family, rank, taxonomic_status,
    accepted_taxon_id, group_id, reference_id, vernacular_name_de, vernacular_name_fr, vernacular_name_it,
    vernacular_name_en, swiss_invasive_status, neophyte) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insRel = db.prepare(
    'INSERT OR IGNORE INTO taxa_relations (taxon_id, reference_id, relation_type, related_taxon_id) VALUES (?,?,?,?)',
  );
  const insFact = db.prepare('INSERT INTO taxa_facts (taxon_id, fact_type, fact_value) VALUES (?,?,?)');
  let relations = 0;
  let facts = 0;
  const rel = (taxon: number, ref: number, type: string, related: number | null): void => {
    relations += insRel.run(taxon, ref, type, related).changes;
  };
  for (const r of rows) {
    const id = Number(r.taxon_id);
    const accepted = r.taxonomic_status === 'accepted';
    const plant = r.group === 'vascular_plants';
    insTaxon.run(
      id, r.scientific_name, orNull(r.genus), orNull(r.family), r.rank, r.taxonomic_status,
      accepted ? id : Number(r.accepted_taxon_id), groupId.get(r.group ?? '') ?? null,
      plant ? TAXA_REFERENCE.swissChecklist : TAXA_REFERENCE.gbifBackbone,
      orNull(r.vernacular_de), orNull(r.vernacular_fr), orNull(r.vernacular_it), orNull(r.vernacular_en),
      orNull(r.swiss_invasive_status), r.neophyte === 'true' ? 1 : r.neophyte === 'false' ? 0 : null,
    );
    seedTaxonRelations(r, id, accepted, plant, rel);
    if (r.swiss_invasive_status) facts += insFact.run(id, 'swiss_invasive_status', r.swiss_invasive_status).changes;
    if (r.neophyte) facts += insFact.run(id, 'neophyte', r.neophyte).changes;
  }
  return { taxa: rows.length, taxa_groups: groups.length, taxa_references: refs.length, taxa_relations: relations, taxa_facts: facts };
}

function seedTaxonRelations(
  r: CsvRow,
  id: number,
  accepted: boolean,
  plant: boolean,
  rel: (taxon: number, ref: number, type: string, related: number | null) => void,
): void {
  const speciesRank = r.rank === 'species' || r.rank === 'subspecies';
  rel(id, TAXA_REFERENCE.gbifBackbone, 'listed_in', null);
  if (!accepted) {
    rel(id, plant ? TAXA_REFERENCE.swissChecklist : TAXA_REFERENCE.gbifBackbone, 'synonym_of', Number(r.accepted_taxon_id));
    return;
  }
  if (plant) rel(id, TAXA_REFERENCE.swissChecklist, 'listed_in', null);
  if (plant && speciesRank) rel(id, TAXA_REFERENCE.floraHelvetica, 'listed_in', null);
  if (r.swiss_invasive_status === 'invasive') rel(id, TAXA_REFERENCE.foenInvasive2022, 'listed_in', null);
  if (r.swiss_invasive_status) rel(id, TAXA_REFERENCE.infoFloraBlackWatch2014, 'listed_in', null);
  if (id >= 3 && id <= 66) rel(id, TAXA_REFERENCE.floraAlpina, 'listed_in', null);
}

/** Inserts habitats.csv (TypoCH); `level` = number of dot-separated code segments. Returns the count. */
export function seedHabitats(db: Db, path: string): number {
  const ins = db.prepare(
    'INSERT INTO habitats (id, code, parent_code, level, name_de, name_fr, name_it, name_en) VALUES (?,?,?,?,?,?,?,?)',
  );
  const rows = readCsv(path);
  rows.forEach((r, i) => {
    const code = r.code ?? '';
    ins.run(i + 1, code, orNull(r.parent_code), code.split('.').length, orNull(r.name_de), orNull(r.name_fr), orNull(r.name_it), orNull(r.name_en));
  });
  return rows.length;
}

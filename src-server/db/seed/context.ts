/**
 * What the generators need to know about an already seeded database (reference data, people,
 * projects, places), read back from the tables so that seedDemo and seedSynthetic share it.
 */
import { createAdminIndex, type AdminIndex } from '../../geo/admin-units.js';
import type { Db } from '../open.js';
import { MUNICIPALITIES_SQL, municipalitiesFromRows, type Municipality, type MunicipalityRow } from './places.js';
import { DEMO_PROJECTS, type ProjectKey } from './projects.js';

/** A taxon as the generators use it. */
export interface TaxonInfo {
  id: number;
  scientific_name: string;
  group: string | null;
  neophyte: number | null;
  swiss_invasive_status: string | null;
  /** Names of its synonyms (for `verbatim_identification` variety). */
  synonyms: string[];
}

/** Read-only facts about the seeded database. */
export interface SeedContext {
  /** Project id by key; throws when a demo project is missing. */
  projects: Record<ProjectKey, number>;
  /** Person ids by demo username. */
  accounts: Record<'steward' | 'manager' | 'curator' | 'visitor', number>;
  /** Generated demo people other than the account holders. */
  demoPeople: number[];
  /** Full name by person id (for `identified_by`). */
  personName: Map<number, string>;
  /** Validator person ids by project key (may be empty). */
  validators: Record<ProjectKey, number[]>;
  /** Accepted taxa of rank species or subspecies. */
  species: TaxonInfo[];
  taxonById: Map<number, TaxonInfo>;
  /** Habitat ids. */
  habitats: number[];
  municipalities: Municipality[];
  /** Municipalities by canton id. */
  municipalitiesByCanton: Map<number, Municipality[]>;
  municipalityById: Map<number, Municipality>;
  adminIndex: AdminIndex;
}

/** The rows a {@link SeedContext} is built from: one query each ({@link SEED_CONTEXT_SQL}), the same SQL on both stores. */
export interface SeedContextRows {
  projects: Array<{ id: number; project_name: string }>;
  validators: Array<{ project_id: number; person_id: number }>;
  accounts: Array<{ username: string; person_id: number }>;
  people: Array<{ id: number; first_name: string | null; last_name: string; generated: number }>;
  taxa: Array<{ id: number; scientific_name: string; rank: string; taxonomic_status: string; accepted_taxon_id: number | null;
    neophyte: number | null; swiss_invasive_status: string | null; grp: string | null }>;
  habitats: Array<{ id: number }>;
  municipalities: MunicipalityRow[];
}

/** The query of each part of {@link SeedContextRows} (no parameters; SQLite and PostgreSQL alike). */
export const SEED_CONTEXT_SQL: Record<keyof SeedContextRows, string> = {
  projects: 'SELECT id, project_name FROM projects',
  validators: "SELECT project_id, person_id FROM policies WHERE role = 'validator' ORDER BY id",
  accounts: 'SELECT username, person_id FROM accounts',
  people: 'SELECT id, first_name, last_name, generated FROM people ORDER BY id',
  taxa: `SELECT t.id, t.scientific_name, t.rank, t.taxonomic_status, t.accepted_taxon_id, t.neophyte,
      t.swiss_invasive_status, g.name AS grp FROM taxa t LEFT JOIN taxa_groups g ON g.id = t.group_id ORDER BY t.id`,
  habitats: 'SELECT id FROM habitats ORDER BY id',
  municipalities: MUNICIPALITIES_SQL,
};

/**
 * Loads the {@link SeedContext} from the SQLite store.
 * @throws Error when the demo projects or account holders are not in the database (seedDemo not run).
 */
export function loadSeedContext(db: Db): SeedContext {
  return buildSeedContext(loadSeedContextRows(db));
}

/** The rows of the {@link SeedContext} from the SQLite store (plain objects: a worker thread can be given them). */
export function loadSeedContextRows(db: Db): SeedContextRows {
  return Object.fromEntries(Object.entries(SEED_CONTEXT_SQL).map(([part, sql]) => [part, db.prepare(sql).all()])) as unknown as SeedContextRows;
}

/**
 * Builds the {@link SeedContext} from its rows, read from either store.
 * @throws Error when the demo projects or account holders are missing (seedDemo not run).
 */
export function buildSeedContext(rows: SeedContextRows): SeedContext {
  const projects = {} as Record<ProjectKey, number>;
  const validators = {} as Record<ProjectKey, number[]>;
  const projectIds = new Map(rows.projects.map((p) => [p.project_name, p.id]));
  for (const p of DEMO_PROJECTS) {
    const id = projectIds.get(p.project_name);
    if (id === undefined) throw new Error(`Demo project "${p.project_name}" is missing: run seedDemo first`);
    projects[p.key] = id;
    validators[p.key] = rows.validators.filter((v) => v.project_id === id).map((v) => v.person_id);
  }
  const accounts = Object.fromEntries(rows.accounts.map((a) => [a.username, a.person_id])) as SeedContext['accounts'];
  for (const u of ['steward', 'manager', 'curator', 'visitor'] as const) {
    if (accounts[u] === undefined) throw new Error(`Demo account "${u}" is missing: run seedDemo first`);
  }
  const holders = new Set(Object.values(accounts));
  const people = rows.people;
  const personName = new Map(people.map((p) => [p.id, p.first_name ? `${p.first_name} ${p.last_name}` : p.last_name]));
  const demoPeople = people.filter((p) => p.generated === 1 && !holders.has(p.id)).map((p) => p.id);

  const taxa = rows.taxa;
  const taxonById = new Map<number, TaxonInfo>();
  for (const t of taxa) {
    if (t.taxonomic_status !== 'accepted') continue;
    taxonById.set(t.id, { id: t.id, scientific_name: t.scientific_name, group: t.grp, neophyte: t.neophyte,
      swiss_invasive_status: t.swiss_invasive_status, synonyms: [] });
  }
  for (const t of taxa) {
    if (t.taxonomic_status === 'synonym' && t.accepted_taxon_id !== null) taxonById.get(t.accepted_taxon_id)?.synonyms.push(t.scientific_name);
  }
  const species = taxa
    .filter((t) => t.taxonomic_status === 'accepted' && (t.rank === 'species' || t.rank === 'subspecies'))
    .map((t) => taxonById.get(t.id) as TaxonInfo);

  const habitats = rows.habitats.map((h) => h.id);
  const municipalities = municipalitiesFromRows(rows.municipalities);
  const municipalitiesByCanton = new Map<number, Municipality[]>();
  for (const m of municipalities) {
    const list = municipalitiesByCanton.get(m.canton_id) ?? [];
    list.push(m);
    municipalitiesByCanton.set(m.canton_id, list);
  }
  const adminIndex = createAdminIndex(municipalities.map((m) => ({ ...m, unit_type: 'municipality' })));
  return {
    projects, accounts, demoPeople, personName, validators, species, taxonById, habitats, municipalities,
    municipalitiesByCanton, municipalityById: new Map(municipalities.map((m) => [m.id, m])), adminIndex,
  };
}

/**
 * Reference data and observations for renderer tests: a few vocabularies, taxa (with a synonym),
 * people, projects and administrative units, and a fake `observations.list` over generated rows.
 * `installReference(desk)` / `installObservations(desk, n)` make a FakeDesk answer with them.
 */
import type { ObservationListInput, ObservationPage } from '../../src-shared/contract/observations.js';
import type { AdministrativeUnit, PersonSummary, ProjectSummary, TaxonName, VocabularyEntry } from '../../src-shared/contract/reference.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { FakeDesk } from './fake-desk.js';

const vocab = (field_name: string, code: number, en: string, de: string, fr: string, it: string): VocabularyEntry =>
  ({ field_name, code, label_en: en, label_de: de, label_fr: fr, label_it: it, dwc_value: null });

/** A few vocabularies, with the reference service's labels. */
export const VOCABULARIES: VocabularyEntry[] = [
  vocab('validation', 2, 'valid (certain or very likely)', 'gültig (sicher oder sehr wahrscheinlich)', 'valide (certain ou très probable)', 'valido (certo o molto probabile)'),
  vocab('validation', 1, 'not validated (pending)', 'nicht validiert (ausstehend)', 'non validé (en attente)', 'non validato (in attesa)'),
  vocab('validation', 5, 'invalid (rejected)', 'ungültig (abgelehnt)', 'invalide (rejeté)', 'non valido (respinto)'),
  vocab('occurrence_status', 1, 'present', 'vorhanden', 'présent', 'presente'),
  vocab('occurrence_status', 2, 'absent', 'nicht vorhanden', 'absent', 'assente'),
  vocab('identification_qualifier', 2, 'cf. (compare with; uncertain)', 'cf. (vergleiche; unsicher)', 'cf. (à comparer ; incertain)', 'cf. (confronta; incerto)'),
  vocab('basis_of_record', 1, 'Human observation', 'Beobachtung', 'Observation humaine', 'Osservazione umana'),
  vocab('event_type', 1, 'observation', 'Beobachtung', 'observation', 'osservazione'),
  vocab('date_precision', 1, 'day', 'Tag', 'jour', 'giorno'),
  { field_name: 'doc_type', code: 1, label_en: 'photo', label_de: null, label_fr: null, label_it: null, dwc_value: 'StillImage' },
];

/** Taxa: two accepted, one synonym of the first. */
export const TAXA: TaxonName[] = [
  {
    id: 2, scientific_name: 'Dianthus sylvestris Wulfen', taxonomic_status: 'accepted', accepted_taxon_id: 2, accepted_scientific_name: 'Dianthus sylvestris Wulfen',
    vernacular_name_en: 'Wood pink', vernacular_name_de: 'Stein-Nelke', vernacular_name_fr: null, vernacular_name_it: 'Garofano selvatico', taxa_group_id: 1,
  },
  {
    id: 40, scientific_name: 'Dianthus carthusianorum L.', taxonomic_status: 'accepted', accepted_taxon_id: 40, accepted_scientific_name: 'Dianthus carthusianorum L.',
    vernacular_name_en: 'Carthusian pink', vernacular_name_de: 'Kartäuser-Nelke', vernacular_name_fr: 'Œillet des Chartreux', vernacular_name_it: null, taxa_group_id: 1,
  },
  {
    id: 390, scientific_name: 'Dianthus inodorus (L.) Gaertn.', taxonomic_status: 'synonym', accepted_taxon_id: 2, accepted_scientific_name: 'Dianthus sylvestris Wulfen',
    vernacular_name_en: null, vernacular_name_de: null, vernacular_name_fr: null, vernacular_name_it: null, taxa_group_id: 1,
  },
];

/** People of the register. */
export const PEOPLE: PersonSummary[] = [
  { id: 1, first_name: 'Sabine', last_name: 'Steiner' },
  { id: 7, first_name: 'Marco', last_name: 'Bernasconi' },
  { id: 8, first_name: null, last_name: 'Herbarium Lugano' },
];

/** Projects the steward may read. */
export const PROJECTS: ProjectSummary[] = [
  { id: 1, project_name: 'Flora of Ticino', my_role: 'validator' },
  { id: 2, project_name: 'Neophyte control Lugano', my_role: 'viewer' },
];

/** Cantons and municipalities. */
export const UNITS: AdministrativeUnit[] = [
  { id: 10021, name: 'Ticino', unit_type: 'canton', canton_id: null },
  { id: 5192, name: 'Lugano', unit_type: 'municipality', canton_id: 10021 },
  { id: 10003, name: 'Luzern', unit_type: 'canton', canton_id: null },
];

/** A plausible observation with id `id`. */
export function observation(id: number, overrides: Partial<Observation> = {}): Observation {
  return {
    occurrence_id: id, dataset_id: 1, taxon_id: 2, event_date: '2024-06-14T09:30:00.000+02:00', basis_of_record: 1,
    validation: 1, occurrence_status: 1, recorded_by_id: [7], municipality_id: 5192, verbatim_identification: 'Dianthus sylvestris',
    ...overrides,
  };
}

function matches(query: string | undefined, ...texts: Array<string | null | undefined>): boolean {
  const q = (query ?? '').toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(q));
}

/** Makes the reference methods of `desk` answer from the tables above. */
export function installReference(desk: FakeDesk): void {
  desk.fn('reference.vocabularies').mockImplementation(async () => VOCABULARIES);
  desk.fn('reference.taxaGroups').mockImplementation(async () => [{ id: 1, name: 'vascular_plants' }, { id: 2, name: 'birds' }]);
  desk.fn('reference.projects').mockImplementation(async () => PROJECTS);
  desk.fn('reference.taxonNames').mockImplementation(async (input: { query?: string; ids?: number[] }) =>
    TAXA.filter((t) => (input.ids ? input.ids.includes(t.id) : matches(input.query, t.scientific_name, t.vernacular_name_en, t.vernacular_name_de))));
  desk.fn('reference.people').mockImplementation(async (input: { query?: string; ids?: number[] }) =>
    PEOPLE.filter((p) => (input.ids ? input.ids.includes(p.id) : matches(input.query, p.first_name, p.last_name))));
  desk.fn('reference.administrativeUnits').mockImplementation(async (input: { query?: string; ids?: number[] }) =>
    UNITS.filter((u) => (input.ids ? input.ids.includes(u.id) : matches(input.query, u.name))));
}

/** Makes `observations.list` page through `count` generated observations (ids 1…count). */
export function installObservations(desk: FakeDesk, count: number, all = count * 2): void {
  desk.fn('observations.list').mockImplementation(async (input: ObservationListInput): Promise<ObservationPage> => {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 100;
    const rows = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => observation(offset + i + 1));
    // as the service: totals only when asked for (the contract's default asks)
    return input.with_total === false ? { rows, total: null, filtered_total: null } : { rows, total: all, filtered_total: count };
  });
}

import { defineStore } from 'pinia';
import { computed, markRaw, shallowReactive } from 'vue';
import type { AdministrativeUnit, PersonSummary, ProjectSummary, TaxonName } from '../../src-shared/contract/reference.js';
import type { Language } from '../../src-shared/contract/settings.js';
import { getDesk } from '../bridge/index.js';
import { i18n } from '../i18n/index.js';
import { useSessionStore } from './session.js';

/** The kinds of records shown by name instead of by id. */
export type NameKind = 'taxon' | 'person' | 'unit' | 'project';

/** The contract caps id lookups at this many ids per call. */
export const MAX_IDS_PER_CALL = 1000;

type RecordOf<K extends NameKind> = { taxon: TaxonName; person: PersonSummary; unit: AdministrativeUnit; project: ProjectSummary }[K];

/** "First Last" (or the last name alone). */
export function personName(person: PersonSummary): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/** The vernacular name of a taxon in `language`, or null when it has none there. */
export function vernacularName(taxon: TaxonName, language: Language): string | null {
  return taxon[`vernacular_name_${language}`] ?? null;
}

/**
 * Names of taxa, people, administrative units and projects by id, for tables and chips: ids are
 * collected for a moment and resolved in batches (`desk.reference.* {ids}`, at most 1000 per call),
 * each id once per server profile. An id the service does not return is remembered as unknown
 * (shown as `#id`). Pickers hand in what their searches found, so chips need no extra request.
 */
export const useReferenceNamesStore = defineStore('referenceNames', () => {
  const session = useSessionStore();
  const maps = {
    taxon: shallowReactive(new Map<number, TaxonName | null>()),
    person: shallowReactive(new Map<number, PersonSummary | null>()),
    unit: shallowReactive(new Map<number, AdministrativeUnit | null>()),
    project: shallowReactive(new Map<number, ProjectSummary | null>()),
  };
  const queued: Record<Exclude<NameKind, 'project'>, Set<number>> = { taxon: new Set(), person: new Set(), unit: new Set() };
  const inFlight: Record<NameKind, Set<number>> = { taxon: new Set(), person: new Set(), unit: new Set(), project: new Set() };
  let flush: Promise<void> | null = null;
  let projectsLoad: Promise<void> | null = null;
  let projectsLoaded = false;
  let profile: string | null | undefined;

  const language = computed(() => i18n.global.locale.value as Language);

  /** Forgets everything when the server profile changed since the last call. */
  function followProfile(): void {
    const current = session.state?.profile_id ?? null;
    if (profile === current) return;
    profile = current;
    for (const map of Object.values(maps)) map.clear();
    projectsLoaded = false;
  }

  /** Adds records a search returned (pickers), so their names are known. */
  function remember<K extends NameKind>(kind: K, records: readonly RecordOf<K>[]): void {
    followProfile();
    const map = maps[kind] as Map<number, RecordOf<K> | null>;
    for (const record of records) map.set(record.id, markRaw(record));
  }

  async function fetchBatch(kind: Exclude<NameKind, 'project'>, ids: number[]): Promise<void> {
    const desk = getDesk();
    const call = (chunk: number[]) => {
      const input = { ids: chunk, limit: chunk.length };
      if (kind === 'taxon') return desk.reference.taxonNames(input);
      if (kind === 'person') return desk.reference.people(input);
      return desk.reference.administrativeUnits(input);
    };
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
      const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
      for (const id of chunk) inFlight[kind].add(id);
      try {
        const found = await call(chunk);
        const map = maps[kind] as Map<number, RecordOf<typeof kind> | null>;
        for (const record of found) map.set(record.id, markRaw(record));
        for (const id of chunk) if (!map.has(id)) map.set(id, null);
      } catch (error) {
        console.warn(`names of ${kind} could not be read`, error);
      } finally {
        for (const id of chunk) inFlight[kind].delete(id);
      }
    }
  }

  function loadProjects(): Promise<void> {
    if (projectsLoaded) return Promise.resolve();
    projectsLoad ??= (async () => {
      try {
        const projects = await getDesk().reference.projects({ right: 'read' });
        for (const project of projects) maps.project.set(project.id, markRaw(project));
        projectsLoaded = true;
      } catch (error) {
        console.warn('project names could not be read', error);
      } finally {
        projectsLoad = null;
      }
    })();
    return projectsLoad;
  }

  /** Makes sure the names of `ids` are (being) read; resolves once they are. */
  function request(kind: NameKind, ids: Iterable<number | null | undefined>): Promise<void> {
    followProfile();
    if (kind === 'project') return loadProjects();
    let added = false;
    for (const id of ids) {
      if (typeof id !== 'number' || maps[kind].has(id) || inFlight[kind].has(id)) continue;
      queued[kind].add(id);
      added = true;
    }
    if (!added) return flush ?? Promise.resolve();
    flush ??= Promise.resolve().then(async () => {
      flush = null;
      const batches = (Object.keys(queued) as Array<keyof typeof queued>).map((k) => {
        const batch = [...queued[k]];
        queued[k].clear();
        return batch.length ? fetchBatch(k, batch) : Promise.resolve();
      });
      await Promise.all(batches);
    });
    return flush;
  }

  /** The record of `id`: undefined while unknown, null when the service does not know it. */
  function get<K extends NameKind>(kind: K, id: number): RecordOf<K> | null | undefined {
    return (maps[kind] as Map<number, RecordOf<K> | null>).get(id);
  }

  /** A taxon's names for display: scientific, and vernacular in the UI language (or null). */
  function taxon(id: number | null | undefined): { scientific: string; vernacular: string | null } | null {
    if (typeof id !== 'number') return null;
    const record = maps.taxon.get(id);
    if (!record) return { scientific: `#${id}`, vernacular: null };
    return { scientific: record.scientific_name, vernacular: vernacularName(record, language.value) };
  }

  /** The display name of a person, project or unit; `#id` while unknown. */
  function name(kind: Exclude<NameKind, 'taxon'>, id: number | null | undefined): string {
    if (typeof id !== 'number') return '';
    if (kind === 'person') {
      const person = maps.person.get(id);
      return person ? personName(person) : `#${id}`;
    }
    if (kind === 'project') return maps.project.get(id)?.project_name ?? `#${id}`;
    return maps.unit.get(id)?.name ?? `#${id}`;
  }

  return { remember, request, get, taxon, name };
});

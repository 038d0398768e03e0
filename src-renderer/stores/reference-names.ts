import { useQueryCache } from '@pinia/colada';
import { defineStore } from 'pinia';
import { computed, markRaw, reactive } from 'vue';
import type { AdministrativeUnit, PersonSummary, ProjectSummary, TaxonName } from '../../src-shared/contract/reference.js';
import type { Language } from '../../src-shared/contract/settings.js';
import { getDesk } from '../bridge/index.js';
import { useCachedEntry } from '../data/cached-state.js';
import { projectsWithRightQuery } from '../data/projects-with-right.js';
import { scopedKey, type DataDomain } from '../data/query-keys.js';
import { sessionScope } from '../data/signed-in-scope.js';
import { i18n } from '../i18n/index.js';
import { useSessionStore } from './session.js';

/** The kinds of records shown by name instead of by id. */
export type NameKind = 'taxon' | 'person' | 'unit' | 'project';

/** The contract caps id lookups at this many ids per call. */
export const MAX_IDS_PER_CALL = 1000;

/** The kinds looked up by id in batches (projects come from the one list of readable projects). */
type BatchKind = Exclude<NameKind, 'project'>;

/** Where each kind's names live in the data layer: a renamed person belongs to the `people` domain. */
const NAME_DOMAIN: Record<BatchKind, DataDomain> = { taxon: 'reference', person: 'people', unit: 'reference' };

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
 * Names of taxa, people, administrative units and projects by id, for tables and chips, in the
 * data layer's cache of the signed-in scope (another person or server never sees them): ids are
 * collected for a moment and resolved in batches (`desk.reference.* {ids}`, at most 1000 per
 * call), each id once per scope, into one map per kind (key `[scope, domain, 'names', kind]`).
 * An id the service does not return is remembered as unknown (shown as `#id`). Pickers hand in
 * what their searches found, so chips need no extra request. Project names are the readable
 * projects (projects-with-right.ts, the list the project pickers and rights checks share). The
 * store itself holds only the queue of ids on their way.
 */
export const useReferenceNamesStore = defineStore('referenceNames', () => {
  const session = useSessionStore();
  const queryCache = useQueryCache();
  const scope = (): string => sessionScope(session);
  const namesKey = (kind: BatchKind, at = scope()) => scopedKey(at, NAME_DOMAIN[kind], 'names', kind);
  const projectsQuery = () => projectsWithRightQuery(scope(), 'read');
  const queued: Record<BatchKind, Set<number>> = { taxon: new Set(), person: new Set(), unit: new Set() };
  let inFlight: Record<BatchKind, Set<number>> = { taxon: new Set(), person: new Set(), unit: new Set() };
  let inFlightScope = '';
  let flush: Promise<void> | null = null;

  const language = computed(() => i18n.global.locale.value as Language);

  const knownNames = {
    taxon: useCachedEntry<Map<number, TaxonName | null>>(() => namesKey('taxon')),
    person: useCachedEntry<Map<number, PersonSummary | null>>(() => namesKey('person')),
    unit: useCachedEntry<Map<number, AdministrativeUnit | null>>(() => namesKey('unit')),
  };
  const readableProjects = useCachedEntry<ProjectSummary[]>(() => projectsQuery().key);

  /** The names known of `kind` in the signed-in scope (reactive per id: a batch arriving re-renders the readers of its ids). */
  function known<K extends BatchKind>(kind: K): ReadonlyMap<number, RecordOf<K> | null> | undefined {
    return knownNames[kind].value?.state.value.data as ReadonlyMap<number, RecordOf<K> | null> | undefined;
  }

  /** Puts records (and ids found to be unknown) into the names of `kind` in scope `at`, unless that scope is gone. */
  function store<K extends BatchKind>(kind: K, at: string, records: readonly RecordOf<K>[], unknown: readonly number[] = []): void {
    if (at !== scope()) return;
    const key = namesKey(kind, at);
    // One reactive Map per kind and scope, filled in place: Vue tracks a Map's entries one key at a
    // time, so a batch arriving re-renders only the readers of its ids (a table row reading one
    // taxon is not re-rendered because the detail asked for another person). Put into the cache once.
    const stored = queryCache.getQueryData<Map<number, RecordOf<K> | null>>(key);
    const map = stored ?? (reactive(new Map()) as Map<number, RecordOf<K> | null>);
    for (const record of records) map.set(record.id, markRaw(record));
    for (const id of unknown) if (!map.has(id)) map.set(id, null);
    if (!stored) queryCache.setQueryData(key, map);
  }

  // Projects by id, one Map per answer of the projects list.
  const projectMaps = new WeakMap<readonly ProjectSummary[], ReadonlyMap<number, ProjectSummary>>();
  function projectById(id: number): ProjectSummary | undefined {
    const projects = readableProjects.value?.state.value.data;
    if (!projects) return undefined;
    let map = projectMaps.get(projects);
    if (!map) projectMaps.set(projects, (map = new Map(projects.map((project) => [project.id, project]))));
    return map.get(id);
  }

  /** Adds records a search returned (pickers), so their names are known. */
  function remember<K extends BatchKind>(kind: K, records: readonly RecordOf<K>[]): void {
    store(kind, scope(), records);
  }

  async function fetchBatch(kind: BatchKind, ids: number[], at: string): Promise<void> {
    const desk = getDesk();
    const call = (chunk: number[]) => {
      const input = { ids: chunk, limit: chunk.length };
      if (kind === 'taxon') return desk.reference.taxonNames(input);
      if (kind === 'person') return desk.reference.people(input);
      return desk.reference.administrativeUnits(input);
    };
    const waiting = inFlight[kind];
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
      const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
      for (const id of chunk) waiting.add(id);
      try {
        store(kind, at, (await call(chunk)) as RecordOf<typeof kind>[], chunk);
      } catch (error) {
        console.warn(`names of ${kind} could not be read`, error);
      } finally {
        for (const id of chunk) waiting.delete(id);
      }
    }
  }

  function loadProjects(): Promise<void> {
    return queryCache.refresh(queryCache.ensure(projectsQuery())).then(
      () => undefined,
      (error: unknown) => console.warn('project names could not be read', error),
    );
  }

  /** Makes sure the names of `ids` are (being) read in the signed-in scope; resolves once they are. */
  function request(kind: NameKind, ids: Iterable<number | null | undefined>): Promise<void> {
    if (kind === 'project') return loadProjects();
    const at = scope();
    if (at !== inFlightScope) {
      // what is on its way was asked for another scope: its answers will be dropped
      inFlight = { taxon: new Set(), person: new Set(), unit: new Set() };
      inFlightScope = at;
    }
    const map = known(kind);
    let added = false;
    for (const id of ids) {
      if (typeof id !== 'number' || map?.has(id) || inFlight[kind].has(id)) continue;
      queued[kind].add(id);
      added = true;
    }
    if (!added) return flush ?? Promise.resolve();
    flush ??= Promise.resolve().then(async () => {
      flush = null;
      // the scope when the batch leaves: ids queued before a switch of user are read for the new one
      const at = scope();
      const batches = (Object.keys(queued) as BatchKind[]).map((k) => {
        const batch = [...queued[k]];
        queued[k].clear();
        return batch.length ? fetchBatch(k, batch, at) : Promise.resolve();
      });
      await Promise.all(batches);
    });
    return flush;
  }

  /** The record of `id`: undefined while unknown, null when the service does not know it. */
  function get<K extends NameKind>(kind: K, id: number): RecordOf<K> | null | undefined {
    if (kind === 'project') return projectById(id) as RecordOf<K> | undefined;
    return known(kind as BatchKind)?.get(id) as RecordOf<K> | null | undefined;
  }

  /** A taxon's names for display: scientific, and vernacular in the UI language (or null). */
  function taxon(id: number | null | undefined): { scientific: string; vernacular: string | null } | null {
    if (typeof id !== 'number') return null;
    const record = known('taxon')?.get(id);
    if (!record) return { scientific: `#${id}`, vernacular: null };
    return { scientific: record.scientific_name, vernacular: vernacularName(record, language.value) };
  }

  /** The display name of a person, project or unit; `#id` while unknown. */
  function name(kind: Exclude<NameKind, 'taxon'>, id: number | null | undefined): string {
    if (typeof id !== 'number') return '';
    if (kind === 'person') {
      const person = known('person')?.get(id);
      return person ? personName(person) : `#${id}`;
    }
    if (kind === 'project') return projectById(id)?.project_name ?? `#${id}`;
    return known('unit')?.get(id)?.name ?? `#${id}`;
  }

  return { remember, request, get, taxon, name };
});

/**
 * Named filters of the observation workspace, kept in the renderer's localStorage per server
 * profile (filters name projects, people and taxa of one server). Stored as the address query
 * (query-codec `queryKey`), so a saved filter is read back through the same robust decoder.
 * Nothing is added to the desk contract for this; it could move to main's preferences later.
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import { useSessionStore } from '../../stores/session.js';

/** One saved filter. */
export interface SavedFilter {
  name: string;
  /** The route query as a URL query string (without `?`). */
  query: string;
  /** ISO 8601 instant. */
  saved_at: string;
}

/** Where the list of a profile is kept. */
export const STORAGE_PREFIX = 'observation-desk.saved-filters.';
/** Names longer than this are cut. */
export const MAX_NAME_LENGTH = 80;
/** A steward keeps a handful; more than this is a mistake. */
export const MAX_SAVED = 100;

/** A storage as localStorage offers it (tests pass their own). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isSavedFilter(value: unknown): value is SavedFilter {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && entry.name.trim() !== '' && typeof entry.query === 'string' && typeof entry.saved_at === 'string';
}

/** The saved filters of a profile, sorted by name; an unreadable entry is skipped, never fatal. */
export function readSavedFilters(profileId: string, storage: KeyValueStorage): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_PREFIX + profileId) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isSavedFilter).slice(0, MAX_SAVED).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

/** Writes the list of a profile. */
export function writeSavedFilters(profileId: string, list: readonly SavedFilter[], storage: KeyValueStorage): void {
  storage.setItem(STORAGE_PREFIX + profileId, JSON.stringify(list.slice(0, MAX_SAVED)));
}

/** The trimmed, length-capped name. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH);
}

/** The list with `entry` added, replacing one of the same name (case-insensitive). */
export function withFilter(list: readonly SavedFilter[], entry: SavedFilter): SavedFilter[] {
  const name = cleanName(entry.name);
  const rest = list.filter((item) => item.name.toLocaleLowerCase() !== name.toLocaleLowerCase());
  return [...rest, { ...entry, name }].sort((a, b) => a.name.localeCompare(b.name));
}

/** The list without the filter named `name`. */
export function withoutFilter(list: readonly SavedFilter[], name: string): SavedFilter[] {
  return list.filter((item) => item.name !== name);
}

/** What {@link useSavedFilters} gives the workspace. */
export interface SavedFilters {
  list: ComputedRef<SavedFilter[]>;
  /** Whether a filter of that name exists (saving replaces it). */
  has(name: string): boolean;
  save(name: string, query: string): void;
  remove(name: string): void;
}

/** The saved filters of the server profile in use, following profile changes. */
export function useSavedFilters(storage: KeyValueStorage = window.localStorage): SavedFilters {
  const session = useSessionStore();
  const profileId = computed(() => session.state?.profile_id ?? 'default');
  const entries = ref<SavedFilter[]>([]);
  watch(profileId, (id) => (entries.value = readSavedFilters(id, storage)), { immediate: true });

  function update(next: SavedFilter[]): void {
    entries.value = next;
    writeSavedFilters(profileId.value, next, storage);
  }

  return {
    list: computed(() => entries.value),
    has: (name) => entries.value.some((item) => item.name.toLocaleLowerCase() === cleanName(name).toLocaleLowerCase()),
    save: (name, query) => update(withFilter(entries.value, { name, query, saved_at: new Date().toISOString() })),
    remove: (name) => update(withoutFilter(entries.value, name)),
  };
}

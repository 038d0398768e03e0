/**
 * Named filters of the observation workspace, kept in main's workspace state
 * (stores/workspace-state.ts) under `saved-filters`: per server profile and user, because
 * filters name projects, people and taxa of one server. Stored as the address query (query-codec
 * `queryKey`), so a saved filter is read back through the same robust decoder.
 */
import { computed, type ComputedRef } from 'vue';
import { usePersistedRef } from '../../stores/workspace-state.js';

/** One saved filter. */
export type SavedFilter = {
  name: string;
  /** The route query as a URL query string (without `?`). */
  query: string;
  /** ISO 8601 instant. */
  saved_at: string;
};

/** The workspace state key of the list. */
export const SAVED_FILTERS_KEY = 'saved-filters';
/** Names longer than this are cut. */
export const MAX_NAME_LENGTH = 80;
/** A steward keeps a handful; more than this is a mistake. */
export const MAX_SAVED = 100;

function isSavedFilter(value: unknown): value is SavedFilter {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && entry.name.trim() !== '' && typeof entry.query === 'string' && typeof entry.saved_at === 'string';
}

/** The saved filters as stored, sorted by name; an unreadable entry is skipped, never fatal. */
export function parseSavedFilters(raw: unknown): SavedFilter[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isSavedFilter).slice(0, MAX_SAVED).sort((a, b) => a.name.localeCompare(b.name));
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

/** The saved filters of the signed-in user on the server profile in use. */
export function useSavedFilters(): SavedFilters {
  const { value: entries } = usePersistedRef<SavedFilter[]>(SAVED_FILTERS_KEY, { fallback: [], parse: parseSavedFilters });

  function update(next: SavedFilter[]): void {
    entries.value = next.slice(0, MAX_SAVED);
  }

  return {
    list: computed(() => entries.value),
    has: (name) => entries.value.some((item) => item.name.toLocaleLowerCase() === cleanName(name).toLocaleLowerCase()),
    save: (name, query) => update(withFilter(entries.value, { name, query, saved_at: new Date().toISOString() })),
    remove: (name) => update(withoutFilter(entries.value, name)),
  };
}

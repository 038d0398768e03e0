import type { FakeDesk } from './fake-desk.js';

/**
 * Makes `workspaceState.get/put/remove` of a fake desk work on `stored` (key → value), like
 * main's store on disk; tests read and preset entries through the map (e.g. a draft kept from
 * an earlier session). Returns the map.
 */
export function installWorkspaceState(desk: FakeDesk, stored = new Map<string, unknown>()): Map<string, unknown> {
  desk.fn('workspaceState.get').mockImplementation(async ({ key }: { key: string }) => ({ value: stored.get(key) ?? null }));
  desk.fn('workspaceState.put').mockImplementation(async ({ key, value }: { key: string; value: unknown }) => {
    stored.set(key, value);
    return { key, saved_at: new Date().toISOString() };
  });
  desk.fn('workspaceState.remove').mockImplementation(async ({ key }: { key: string }) => {
    stored.delete(key);
    return { key };
  });
  return stored;
}

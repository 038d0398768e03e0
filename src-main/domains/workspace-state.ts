/**
 * What the workspace keeps between launches (desk methods `workspaceState.*`,
 * src-shared/contract/workspace-state.ts): one JSON file per server profile and signed-in user
 * under `dir`, written atomically by `conf` at every change so a crash loses at most the edit
 * being typed. Values are opaque JSON to main; the renderer validates what it reads back.
 */
import { DeskError, WorkspaceStateEntry, type WorkspaceStateJson, type WorkspaceStateKey } from '../../src-shared/contract/index.js';
import type { KeyValueStore } from '../platform.js';
import { createFileKeyValueStore } from '../settings/key-value-stores.js';

/** The file's record of one key: the value and when it was written (ISO 8601, UTC). */
interface StoredEntry {
  /** Checked against WorkspaceStateValue when it was put (the file is ours alone). */
  value: WorkspaceStateJson;
  saved_at: string;
}

/** Options of {@link WorkspaceState}. */
export interface WorkspaceStateOptions {
  /** Folder of the state files (created on the first write). */
  dir: string;
  /**
   * The current profile and user as a file-name-safe string (src-main/domains/doc-files.ts
   * `docFileScope`), or null when nobody is signed in.
   */
  scope: () => string | null;
  /** Opens the store of one scope (default: a `conf` JSON file `state-<scope>.json` in `dir`). */
  open?: (dir: string, name: string) => KeyValueStore;
  now?: () => number;
}

const notSignedIn = (): DeskError =>
  new DeskError({ status: 401, code: 'not-signed-in', message: 'Sign in to keep drafts and workspace settings.', fields: [] });

function isStoredEntry(raw: unknown): raw is StoredEntry {
  return typeof raw === 'object' && raw !== null && 'value' in raw && typeof (raw as StoredEntry).saved_at === 'string';
}

/** The per-profile, per-user workspace state (see the file comment). */
export class WorkspaceState {
  private readonly stores = new Map<string, KeyValueStore>();
  private readonly open: (dir: string, name: string) => KeyValueStore;
  private readonly now: () => number;

  constructor(private readonly options: WorkspaceStateOptions) {
    this.open = options.open ?? createFileKeyValueStore;
    this.now = options.now ?? Date.now;
  }

  /** The store of the signed-in user; throws DeskError 401 `not-signed-in` without one. */
  private store(): KeyValueStore {
    const scope = this.options.scope();
    if (!scope) throw notSignedIn();
    let store = this.stores.get(scope);
    if (!store) {
      store = this.open(this.options.dir, `state-${scope}`);
      this.stores.set(scope, store);
    }
    return store;
  }

  /** The value stored under `key`, or null (also for an entry that is not ours to read). */
  get(key: WorkspaceStateKey): WorkspaceStateJson | null {
    const raw = this.store().get(key);
    return isStoredEntry(raw) ? raw.value : null;
  }

  /** Stores `value` under `key`; resolves after the file was written. */
  put(key: WorkspaceStateKey, value: WorkspaceStateJson): WorkspaceStateEntry {
    const saved_at = new Date(this.now()).toISOString();
    this.store().set(key, { value, saved_at } satisfies StoredEntry);
    return { key, saved_at };
  }

  /** Removes `key` (a missing key is fine). */
  remove(key: WorkspaceStateKey): void {
    this.store().delete(key);
  }

  /** Keys starting with `prefix`, newest first. */
  list(prefix: string): WorkspaceStateEntry[] {
    const store = this.store();
    const entries: WorkspaceStateEntry[] = [];
    for (const key of store.keys?.() ?? []) {
      if (!key.startsWith(prefix)) continue;
      const raw = store.get(key);
      const parsed = isStoredEntry(raw) ? WorkspaceStateEntry.safeParse({ key, saved_at: raw.saved_at }) : null;
      if (parsed?.success) entries.push(parsed.data);
    }
    return entries.sort((a, b) => b.saved_at.localeCompare(a.saved_at));
  }
}

/**
 * A small in-memory cache of reference data (vocabularies, taxa groups, habitats, administrative
 * unit lookups) for the active server profile: every entry is dropped as soon as the scope (the
 * profile id and its service URL) differs from the one the entries were loaded for, so another
 * profile, or the same profile pointed at another service, never sees them. Loads are
 * single-flight; a failed load is not kept.
 */

/** Options of {@link ProfileCache}. */
export interface ProfileCacheOptions {
  /** The current scope, read on every call, e.g. `${profile.id}\n${service_base_url}`. */
  scope: () => string;
  /** Keep at most this many entries, least recently used dropped first (default: unbounded). */
  maxEntries?: number;
}

/** See the file comment. */
export class ProfileCache {
  private loadedFor: string | null = null;
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(private readonly options: ProfileCacheOptions) {}

  /**
   * The value under `key` for the current scope: the cached (or pending) one, else `load()`'s,
   * which is kept unless it rejects. Rejects with what `load` rejects with.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.follow();
    const existing = this.entries.get(key) as Promise<T> | undefined;
    if (existing) {
      this.entries.delete(key);
      this.entries.set(key, existing); // most recently used last
      return existing;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    const max = this.options.maxEntries;
    if (max !== undefined) {
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= max) break;
        this.entries.delete(oldest);
      }
    }
    return pending;
  }

  /** Drops every entry (e.g. on request of the user). */
  clear(): void {
    this.entries.clear();
  }

  /** Number of entries held (for tests). */
  get size(): number {
    this.follow();
    return this.entries.size;
  }

  private follow(): void {
    const scope = this.options.scope();
    if (scope !== this.loadedFor) {
      this.entries.clear();
      this.loadedFor = scope;
    }
  }
}

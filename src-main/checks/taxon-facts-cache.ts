/**
 * Taxon facts held in main per taxon (issue 13): loaded once (single flight), kept for
 * `ttlMs` (default 30 minutes: validations by others reach the desk that late at most), dropped
 * when the profile (or its service URL) changes, when the validated codes change, or when a
 * validation of one of the taxon's records is set here. A failed load is not kept. Each taxon
 * has a generation that grows whenever its facts are dropped, so results computed from old
 * facts can be told apart.
 */
import type { TaxonFacts } from './taxon-facts.js';
import type { TaxonFactsLoader } from './taxon-facts-loader.js';

/** Options of {@link TaxonFactsCache}. */
export interface TaxonFactsCacheOptions {
  load: TaxonFactsLoader;
  /** The current scope, e.g. `${profile.id}\n${service_base_url}`. */
  scope: () => string;
  /** Default 30 minutes. */
  ttlMs?: number;
  /** Taxa held at most, least recently used dropped first (default 2000). */
  maxTaxa?: number;
  now?: () => number;
}

interface Entry {
  facts: Promise<TaxonFacts>;
  loaded_at_ms: number;
  codes: string;
}

/** See the file comment. */
export class TaxonFactsCache {
  private readonly entries = new Map<number, Entry>();
  private readonly generations = new Map<number, number>();
  private scope: string | null = null;
  private epoch = 0;

  constructor(private readonly options: TaxonFactsCacheOptions) {}

  /** The facts of `taxon_id` for these validated codes (cached or loaded). Rejects with the loader's error. */
  get(taxon_id: number, validated_codes: readonly number[]): Promise<TaxonFacts> {
    this.follow();
    const now = (this.options.now ?? Date.now)();
    const codes = validated_codes.join(',');
    const entry = this.entries.get(taxon_id);
    if (entry && entry.codes === codes && now - entry.loaded_at_ms < (this.options.ttlMs ?? 30 * 60_000)) {
      this.entries.delete(taxon_id);
      this.entries.set(taxon_id, entry);
      return entry.facts;
    }
    if (entry) this.invalidate(taxon_id);
    const facts = this.options.load(taxon_id, validated_codes);
    const fresh: Entry = { facts, loaded_at_ms: now, codes };
    this.entries.set(taxon_id, fresh);
    facts.catch(() => {
      if (this.entries.get(taxon_id) === fresh) this.entries.delete(taxon_id);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= (this.options.maxTaxa ?? 2000)) break;
      this.invalidate(oldest);
    }
    return facts;
  }

  /** Drops the facts of one taxon (a validation of one of its records changed). */
  invalidate(taxon_id: number): void {
    this.entries.delete(taxon_id);
    this.generations.set(taxon_id, this.generation(taxon_id) + 1);
  }

  /** Drops every taxon's facts. */
  clear(): void {
    this.entries.clear();
    this.generations.clear();
    this.epoch++;
  }

  /** A number that changes whenever the facts of `taxon_id` are dropped (a result keeps the one it was computed with). */
  generation(taxon_id: number): number {
    this.follow();
    return this.epoch * 1_000_000 + (this.generations.get(taxon_id) ?? 0);
  }

  /** Number of taxa held (tests, benchmark). */
  get size(): number {
    return this.entries.size;
  }

  private follow(): void {
    const scope = this.options.scope();
    if (scope !== this.scope) {
      if (this.scope !== null) this.clear();
      this.scope = scope;
    }
  }
}

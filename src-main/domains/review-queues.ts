/**
 * Review queues and the steward's scope (issue 13): kept per server profile and user in the
 * workspace state (keys {@link QUEUES_KEY}, {@link SCOPE_KEY}), resolved into the observation
 * list's clauses and counted through the interface (`with_total`, one row per request). The
 * taxa of a queue's profile fact are read once per profile (GET /public/v5/taxonomy/taxa with
 * `fact_type`/`fact_value`, paged) and kept in memory.
 */
import { z } from 'zod';
import {
  CHECK_IDS,
  DeskError,
  type CheckId,
  ReviewQueue,
  StewardScope,
  type FilterClauseInput,
  type QueueProgress,
  type ResolvedQueue,
  type ReviewQueueInput,
  type TaxonFact,
} from '../../src-shared/contract/index.js';
import { Id } from '../../src-shared/schemas/common.js';
import type { ApiClient } from '../api/client.js';
import type { ObservationsDomain } from './observations.js';
import { fetchAllPages } from './paging.js';
import type { ProfileCache } from './reference-cache.js';
import type { ReferenceDomain } from './reference.js';
import { BUILTIN_QUEUES } from './review-queue-defaults.js';
import type { WorkspaceState } from './workspace-state.js';
import type { ChecksService } from '../checks/checks-service.js';

/** Workspace state keys of the user's own queues and of the scope. */
export const QUEUES_KEY = 'review-queues';
export const SCOPE_KEY = 'steward-scope';
/** The contract's limit of values in one `in` list (and of the address). */
const MAX_IN_VALUES = 10_000;

const EMPTY_SCOPE: StewardScope = { taxa_group_ids: [], canton_ids: [] };
const TaxonId = z.looseObject({ id: Id });

/** What {@link ReviewQueues} works with. */
export interface ReviewQueuesDeps {
  state: WorkspaceState;
  observations: ObservationsDomain;
  reference: ReferenceDomain;
  api: ApiClient;
  /** Per-profile cache of the taxa of a fact. */
  cache: ProfileCache;
  /**
   * The ids a scan flagged with any of `flags` (the checks engine's results), or null when no
   * scan knows of them; absent until the checks engine is composed in.
   */
  flagged?: (flags: readonly string[]) => number[] | null;
  /** Ids for new queues (tests make them predictable). */
  newId?: () => string;
}

const conflict = (message: string): DeskError => new DeskError({ status: 409, code: 'conflict', message, fields: [] });
const notFound = (id: string): DeskError => new DeskError({ status: 404, code: 'not-found', message: `There is no review queue "${id}".`, fields: [] });

/** The queues and scope of the signed-in user (see the file comment). Throws DeskError 401 `not-signed-in` without a session. */
export class ReviewQueues {
  constructor(private readonly deps: ReviewQueuesDeps) {}

  /** The shipped queues, then the user's own (sorted by name), and the scope. An unreadable stored queue is skipped. */
  list(): { queues: ReviewQueue[]; scope: StewardScope } {
    return { queues: [...BUILTIN_QUEUES, ...this.own()], scope: this.scope() };
  }

  /** Creates or replaces a queue of the user. Throws 409 `conflict` for a shipped queue's id. */
  save(input: ReviewQueueInput): ReviewQueue {
    if (input.id && BUILTIN_QUEUES.some((queue) => queue.id === input.id)) throw conflict('The shipped queues cannot be changed; save a copy under another name.');
    const queue = ReviewQueue.parse({ ...input, id: input.id ?? (this.deps.newId ?? (() => `q${Date.now().toString(36)}`))(), builtin: null });
    const others = this.own().filter((existing) => existing.id !== queue.id);
    this.deps.state.put(QUEUES_KEY, [...others, queue]);
    return queue;
  }

  /** Removes a queue of the user. Throws 409 `conflict` for a shipped queue. */
  remove(id: string): void {
    if (BUILTIN_QUEUES.some((queue) => queue.id === id)) throw conflict('The shipped queues cannot be removed.');
    this.deps.state.put(QUEUES_KEY, this.own().filter((queue) => queue.id !== id));
  }

  /** The steward's scope (empty: no limit). */
  scope(): StewardScope {
    const parsed = StewardScope.safeParse(this.deps.state.get(SCOPE_KEY));
    return parsed.success ? parsed.data : EMPTY_SCOPE;
  }

  /** Stores the scope; every queue applies it from now on. */
  setScope(scope: StewardScope): StewardScope {
    const clean = { taxa_group_ids: [...new Set(scope.taxa_group_ids)], canton_ids: [...new Set(scope.canton_ids)] };
    this.deps.state.put(SCOPE_KEY, clean);
    return clean;
  }

  /** The queue `id` in the list's terms (see ResolvedQueue). Throws 404 `not-found`, and the service's DeskError. */
  async resolve(id: string, options: { flags?: boolean } = {}): Promise<ResolvedQueue> {
    const queue = this.find(id);
    return this.build(queue, queue.not_validated, options.flags ?? true);
  }

  /**
   * What is left of queue `id`: the resolved queue's filtered total and first record, and the
   * same queue whatever the validation (two list requests of one row with `with_total`; one when
   * the queue does not ask for "not validated").
   */
  async progress(id: string): Promise<QueueProgress> {
    const queue = this.find(id);
    const [open, whole] = await Promise.all([this.build(queue, queue.not_validated), queue.not_validated ? this.build(queue, false) : null]);
    if (open.empty_reason) return { left: 0, total: 0, first_occurrence_id: null, empty_reason: open.empty_reason };
    const page = (resolved: ResolvedQueue) => this.deps.observations.list({
      clauses: resolved.clauses, right: 'validate', offset: 0, limit: 1, sort: resolved.sort, dir: resolved.dir, with_total: true,
    });
    const [left, all] = await Promise.all([page(open), whole ? page(whole) : null]);
    return { left: left.filtered_total, total: (all ?? left).filtered_total, first_occurrence_id: left.rows[0]?.occurrence_id ?? null, empty_reason: null };
  }

  private async build(queue: ReviewQueue, notValidated: boolean, withFlags = true): Promise<ResolvedQueue> {
    const clauses: FilterClauseInput[] = [...queue.clauses, ...scopeClauses(this.scope())];
    const resolved = (empty_reason: ResolvedQueue['empty_reason']): ResolvedQueue => ({ clauses, sort: queue.sort, dir: queue.dir, empty_reason });
    if (notValidated) clauses.push({ field: 'validation', operation: 'eq', value: await this.notValidatedCode() });
    if (queue.taxon_fact) {
      const taxa = await this.taxaWith(queue.taxon_fact);
      if (taxa.length === 0) return resolved('no-taxa');
      clauses.push({ field: 'taxon_id', operation: 'in', value: taxa.slice(0, MAX_IN_VALUES) });
    }
    if (withFlags && queue.flags.length > 0 && this.deps.flagged) {
      const ids = this.deps.flagged(queue.flags);
      if (!ids || ids.length === 0) return resolved('no-flagged');
      clauses.push({ field: 'occurrence_id', operation: 'in', value: ids.slice(0, MAX_IN_VALUES) });
    }
    return resolved(null);
  }

  private find(id: string): ReviewQueue {
    const queue = this.list().queues.find((candidate) => candidate.id === id);
    if (!queue) throw notFound(id);
    return queue;
  }

  private own(): ReviewQueue[] {
    const raw = this.deps.state.get(QUEUES_KEY);
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry) => {
      const parsed = ReviewQueue.safeParse(entry);
      return parsed.success && parsed.data.builtin === null ? [parsed.data] : [];
    }).sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * "Not validated": the first code of the `validation` vocabulary, the one triage's key 1 sets
   * (docs/interface-notes.md "review queues"). Throws DeskError `unexpected-answer` without one.
   */
  private async notValidatedCode(): Promise<number> {
    const codes = (await this.deps.reference.vocabularies()).filter((entry) => entry.field_name === 'validation').map((entry) => entry.code);
    if (codes.length === 0) throw new DeskError({ status: 0, code: 'unexpected-answer', message: 'The service has no validation vocabulary.', fields: [] });
    return Math.min(...codes);
  }

  private taxaWith(fact: TaxonFact): Promise<number[]> {
    return this.deps.cache.get(`taxa-fact:${fact.fact_type}=${fact.fact_value}`, async () => {
      const taxa = await fetchAllPages(this.deps.api, {
        path: '/public/v5/taxonomy/taxa',
        filters: [{ field: 'fact_type', operation: 'eq', value: fact.fact_type }, { field: 'fact_value', operation: 'eq', value: fact.fact_value }],
      }, TaxonId, { maxItems: MAX_IN_VALUES });
      return taxa.map((taxon) => taxon.id);
    });
  }
}

/** The scope as list clauses: `taxa_group_id[in]`, `location_id[in]` (cantons are administrative units). */
export function scopeClauses(scope: StewardScope): FilterClauseInput[] {
  const clauses: FilterClauseInput[] = [];
  if (scope.taxa_group_ids.length) clauses.push({ field: 'taxa_group_id', operation: 'in', value: scope.taxa_group_ids });
  if (scope.canton_ids.length) clauses.push({ field: 'location_id', operation: 'in', value: scope.canton_ids });
  return clauses;
}

/**
 * The records the checks engine flagged (kept results of the last scan and of pages checked since)
 * with any of `flags`, at most the contract's 10,000 values of one `in` list; null when none is
 * flagged (nothing scanned yet, or nothing found), so the queue says so instead of listing nothing.
 */
export function flaggedByChecks(checks: ChecksService, flags: readonly string[]): number[] | null {
  const ids = flags.filter((flag): flag is CheckId => (CHECK_IDS as readonly string[]).includes(flag));
  if (ids.length === 0) return null;
  const found = checks.engine.kept.flagged(ids, checks.engine.settingsEpoch, MAX_IN_VALUES).occurrence_ids;
  return found.length ? found : null;
}

import { z } from 'zod';
import { FilterClauseInput } from './observations.js';
import { Id } from '../schemas/common.js';

/** Ids of the three shipped queues; their names are the renderer's messages (`reviewQueues.builtin.<id>`). */
export const BUILTIN_QUEUE_IDS = ['outside-known-range', 'not-validated-oldest', 'likely-duplicates'] as const;
export type BuiltinQueueId = (typeof BUILTIN_QUEUE_IDS)[number];

/** A taxon profile fact that picks the queue's taxa (e.g. `neophyte` = `true`), resolved by main into `taxon_id[in]`. */
export const TaxonFact = z.object({ fact_type: z.string().min(1).max(64), fact_value: z.string().min(1).max(200) });
export type TaxonFact = z.infer<typeof TaxonFact>;

/**
 * A review queue (issue 13): a named filter + flags + order, kept per user by main. `clauses` are
 * the observation list's filter (interface v5 grammar); `not_validated` adds "validation is the
 * first code of the `validation` vocabulary" (the triage key 1, "not validated" in the reference
 * service): what is left to do; without it nothing counts as done. `taxon_fact` narrows to the
 * taxa with that profile fact. `flags` are check ids (src-shared/contract/checks.ts): only records
 * a scan flagged with one of them. `builtin` names a shipped queue (its name is the UI's).
 */
export const ReviewQueue = z.object({
  id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(80),
  clauses: z.array(FilterClauseInput).max(40),
  not_validated: z.boolean(),
  taxon_fact: TaxonFact.nullable(),
  flags: z.array(z.string().min(1).max(64)).max(20),
  sort: z.string().min(1).max(64),
  dir: z.enum(['asc', 'desc']),
  builtin: z.enum(BUILTIN_QUEUE_IDS).nullable(),
});
export type ReviewQueue = z.infer<typeof ReviewQueue>;

/** A queue as the renderer sends it to be saved: a new one has no id; shipped ones cannot be changed. */
export const ReviewQueueInput = ReviewQueue.omit({ id: true, builtin: true }).extend({ id: ReviewQueue.shape.id.optional() });
export type ReviewQueueInput = z.infer<typeof ReviewQueueInput>;

/**
 * A steward's scope, applied to every queue at once: taxa groups (`taxa_group_id[in]`) and
 * cantons (administrative unit ids, `location_id[in]`); empty = no limit.
 */
export const StewardScope = z.object({
  taxa_group_ids: z.array(Id).max(100),
  canton_ids: z.array(Id).max(30),
});
export type StewardScope = z.infer<typeof StewardScope>;

/**
 * A queue resolved into the observation list's terms: every clause (the queue's, the scope's, the
 * taxa of its fact, not validated, the flagged ids), its order and the right `validate`.
 * `empty_reason`: the queue cannot match anything (no taxon has the fact; no record carries the
 * flags yet), said instead of an empty list without a reason.
 */
export const ResolvedQueue = z.object({
  clauses: z.array(FilterClauseInput).max(50),
  sort: z.string(),
  dir: z.enum(['asc', 'desc']),
  empty_reason: z.enum(['no-taxa', 'no-flagged']).nullable(),
});
export type ResolvedQueue = z.infer<typeof ResolvedQueue>;

/**
 * What is left of a queue: `left` matching now, `total` the same queue whatever the validation
 * (the service's X-Filtered-Total of two `with_total` requests of one row each), and the first
 * record to open in triage. Null counts: the service sent no totals. `empty_reason` as in
 * {@link ResolvedQueue} (then both counts are 0): with `no-flagged`, checking the queue's records
 * (`checks.scan` over the resolved clauses) fills it.
 */
export const QueueProgress = z.object({
  left: z.number().int().nullable(),
  total: z.number().int().nullable(),
  first_occurrence_id: Id.nullable(),
  empty_reason: z.enum(['no-taxa', 'no-flagged']).nullable(),
});
export type QueueProgress = z.infer<typeof QueueProgress>;

const QueueRef = z.object({ id: ReviewQueue.shape.id });

/** Desk methods of the review queues (issue 13), per server profile and signed-in user. */
export const REVIEW_QUEUE_METHODS = {
  /** The user's queues (the shipped ones first) and scope. */
  'reviewQueues.list': { input: z.void(), output: z.object({ queues: z.array(ReviewQueue), scope: StewardScope }) },
  /** Creates (no id) or replaces a queue of the user; a shipped queue's id is a 409 `conflict`. */
  'reviewQueues.save': { input: ReviewQueueInput, output: ReviewQueue },
  /** Removes a queue of the user (a shipped one: 409 `conflict`; a missing one is fine). */
  'reviewQueues.remove': { input: QueueRef, output: QueueRef },
  'reviewQueues.setScope': { input: StewardScope, output: StewardScope },
  /**
   * The queue in the list's terms, with the scope (404 `not-found` for an unknown id). With
   * `flags: false` the flagged ids are left out: the records a scan must check to fill the queue.
   */
  'reviewQueues.resolve': { input: QueueRef.extend({ flags: z.boolean().default(true) }), output: ResolvedQueue },
  /** What is left of the queue (two requests of one row to the service). */
  'reviewQueues.progress': { input: QueueRef, output: QueueProgress },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

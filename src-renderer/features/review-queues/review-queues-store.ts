/**
 * The signed-in user's review queues and scope (kept by main, `desk.reviewQueues`) and what is
 * left of each ("37 of 120 left"), read when the Queues list shows and after the scope changes.
 */
import { defineStore } from 'pinia';
import { reactive, ref } from 'vue';
import type { QueueProgress, ReviewQueue, StewardScope } from '../../../src-shared/contract/review-queues.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import type { DeskError } from '../../../src-shared/contract/errors.js';

/** The progress of one queue as the list shows it: loading, the counts, or why they are missing. */
export type ProgressState = { status: 'loading' } | { status: 'done'; progress: QueueProgress } | { status: 'error'; error: DeskError };

/** See the file comment. */
export const useReviewQueuesStore = defineStore('reviewQueues', () => {
  const queues = ref<ReviewQueue[]>([]);
  const scope = ref<StewardScope>({ taxa_group_ids: [], canton_ids: [] });
  const progress = reactive(new Map<string, ProgressState>());
  const loaded = ref(false);

  /** Reads the queues and scope, then each queue's progress (in parallel; one failing does not hide the others). Rejects with the DeskError of the list. */
  async function load(): Promise<void> {
    const answer = await getDesk().reviewQueues.list();
    queues.value = answer.queues;
    scope.value = answer.scope;
    loaded.value = true;
    await refreshProgress();
  }

  async function refreshProgress(): Promise<void> {
    await Promise.all(queues.value.map(async (queue) => {
      progress.set(queue.id, { status: 'loading' });
      try {
        progress.set(queue.id, { status: 'done', progress: await getDesk().reviewQueues.progress({ id: queue.id }) });
      } catch (error) {
        progress.set(queue.id, { status: 'error', error: toDeskError(error) });
      }
    }));
  }

  /** Stores the scope and counts every queue again. Rejects with the DeskError (the previous scope stays). */
  async function setScope(next: StewardScope): Promise<void> {
    scope.value = await getDesk().reviewQueues.setScope(next);
    await refreshProgress();
  }

  /** Removes a queue of the user. */
  async function remove(id: string): Promise<void> {
    await getDesk().reviewQueues.remove({ id });
    queues.value = queues.value.filter((queue) => queue.id !== id);
    progress.delete(id);
  }

  /** Renames a queue of the user (main keeps it under the same id). Rejects with the DeskError; the old name stays. */
  async function rename(id: string, name: string): Promise<ReviewQueue> {
    const queue = queues.value.find((candidate) => candidate.id === id);
    if (!queue) throw new Error(`No queue ${id}.`);
    const { builtin: _builtin, ...input } = queue;
    const saved = await getDesk().reviewQueues.save({ ...input, name });
    queues.value = queues.value.map((candidate) => (candidate.id === id ? saved : candidate));
    return saved;
  }

  return { queues, scope, progress, loaded, load, refreshProgress, setScope, remove, rename };
});

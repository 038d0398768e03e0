import type { ReviewQueues } from '../domains/review-queues.js';
import type { DomainHandlers } from './handlers.js';

/** `reviewQueues.*` over {@link ReviewQueues} (src-shared/contract/review-queues.ts). */
export function reviewQueueHandlers(queues: ReviewQueues): DomainHandlers<'reviewQueues'> {
  return {
    'reviewQueues.list': async () => queues.list(),
    'reviewQueues.save': async (input) => queues.save(input),
    'reviewQueues.remove': async ({ id }) => {
      queues.remove(id);
      return { id };
    },
    'reviewQueues.setScope': async (scope) => queues.setScope(scope),
    'reviewQueues.resolve': async ({ id, flags }) => queues.resolve(id, { flags }),
    'reviewQueues.progress': async ({ id }) => queues.progress(id),
  };
}

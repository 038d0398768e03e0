/** What the review queues (issue 13) offer the other features. */

/** "Save as review queue" for the workspace (props clauses, flags, sort, dir). */
export { default as SaveAsQueue } from './SaveAsQueue.vue';

/** What the observation form (create, edit, delete) offers the other features. */

/** Edit and delete buttons of one observation, shown in the detail (props observation). */
export { default as DetailWriteActions } from './DetailWriteActions.vue';

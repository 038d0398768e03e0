/** What the public neophyte screens offer the other features. */

/** "What the public sees" of a project: its observations beside their public form (the project page). */
export { default as ProjectPublicView } from './ProjectPublicView.vue';

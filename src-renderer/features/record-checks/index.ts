/** What the checks on screen (issue 13) offer the other features. */

/** The detail's "Checks" section (prop observation). */
export { default as ChecksSection } from './ChecksSection.vue';
/** The checks' definitions and the results of the records on screen. */
export { useChecksStore } from './checks-store.js';

/** What the checks on screen (issue 13) offer the other features. */

/** The detail's "Checks" section (prop observation). */
export { default as ChecksSection } from './ChecksSection.vue';
/** The checks' definitions and the results of the records on screen. */
export { useChecksStore } from './checks-store.js';
/** Follows one background scan (start, progress, stop). */
export { useScan, type ScanFollower } from './use-scan.js';
/** The workspace's "Checks" menu: "has flag X" and "Check all N matching" (props clauses, right, matching). */
export { default as WorkspaceChecks } from './WorkspaceChecks.vue';

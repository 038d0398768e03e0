/** What validation (the panel, triage, bulk validation) offers the other features. */

/** Loads BulkValidateDialog.vue (props selectedIds, clauses, filteredTotal, visible; emits done) as its own chunk. */
export const loadBulkValidateDialog = () => import('./BulkValidateDialog.vue');
/** The validation panel of one observation (status, presence, comment; save and undo). */
export { default as ValidationPanel } from './ValidationPanel.vue';
/** The validation history of one observation. */
export { default as ValidationHistory } from './ValidationHistory.vue';
/** The mine/theirs dialog of a validation someone else saved meanwhile. */
export { default as ValidationConflictDialog } from './ValidationConflictDialog.vue';
/** The dialog listing the triage keys. */
export { default as TriageKeysDialog } from './TriageKeysDialog.vue';
/** The user's triage setting (on/off), kept in the workspace state. */
export { useTriageSettings } from './triage-settings.js';
/** Validation drafts, saves and their undo, per observation. */
export { useValidationStore } from './validation-store.js';
/** Keyboard triage over a list of ids: move, validate with a key, prefetch the next record. */
export { useTriage, type Triage } from './useTriage.js';
/** The triage action a key press means. */
export { actionOf } from './triage-keys.js';
/** The validation status codes in key order (vocabulary `validation`). */
export { useValidationCodes } from './useValidationCodes.js';
/** What a bulk validation may touch: "all matching" narrowed to the validatable projects, and the validatable selection. */
export { validatableClauses, validatableSelection } from './validate-scope.js';

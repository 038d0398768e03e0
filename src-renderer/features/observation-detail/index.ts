/**
 * What the observation detail (one record: its fields, documents, sub-resources, validation
 * beside it) offers the other features. Everything else in this folder is its own.
 */

/** Loads ObservationDetail.vue (props occurrenceId, position; emits changed, next, previous) as its own chunk. */
export const loadObservationDetail = () => import('./ObservationDetail.vue');
/** The cache of whole observation records (record + sub-resources), shared by detail, triage, forms and documents. */
export { useObservationRecords, type ObservationRecord } from './record-cache.js';
/** A field's value as the detail shows it (vocabulary labels, names, dates, units). */
export { displayValue } from './format-value.js';
/** The detail's field groups in display order (Darwin Core names). */
export { FIELD_GROUPS } from './observation-fields.js';
/** The names and labels the detail's values need, and the warm-up of a record's lookups before it shows. */
export { useDetailLookups, warmRecord } from './useDetailLookups.js';

/** What the documents screen offers the other features. */

/** Loads PickDocumentsDialog.vue (attach existing documents to an observation) as its own chunk. */
export const loadPickDocumentsDialog = () => import('./PickDocumentsDialog.vue');
/** Reading an observation's documents again, and detaching one. */
export { detachDoc, refreshObservationDocs } from './observation-docs.js';

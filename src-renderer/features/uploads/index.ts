/** What uploads (the queue, its drawer, the add-files dialog) offers the other features. */

/** The upload queue (items, progress, add, cancel, retry), reachable from every screen. */
export { useUploadsStore } from './uploads-store.js';
/** The top bar's uploads button with its drawer and dialog. */
export { default as UploadQueueButton } from './UploadQueueButton.vue';
/** The project-or-private choice of an uploaded document's owner. */
export { default as ProjectOrPrivate } from './ProjectOrPrivate.vue';
/** Files dropped anywhere on the window (the drop zone of a screen that takes files). */
export { useFileDrop } from './use-file-drop.js';

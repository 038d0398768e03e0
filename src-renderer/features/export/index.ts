/** What the export offers the other features. */

/** Loads ExportDialog.vue (props clauses, filteredTotal, selectedIds, visibleColumns, description, fileName; v-model:visible) as its own chunk. */
export const loadExportDialog = () => import('./ExportDialog.vue');

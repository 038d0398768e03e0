/**
 * The parts of the workspace other parts of the app provide, loaded lazily so the table's first
 * rows do not wait for them: the map (OpenLayers), the observation detail and the bulk
 * validation dialog. A part that fails to load shows a short notice in its place instead of
 * breaking the workspace.
 */
import { defineAsyncComponent, defineComponent, h } from 'vue';
import { useI18n } from 'vue-i18n';
import { loadObservationDetail } from '../observation-detail/index.js';
import { loadBulkValidateDialog } from '../validation/index.js';
import { loadExportDialog } from '../export/index.js';

/** A quiet notice in place of a part that could not be loaded. */
function unavailable(key: 'observations.map.unavailable' | 'observations.detail.unavailable') {
  return defineComponent({
    name: 'PartUnavailable',
    setup() {
      const { t } = useI18n();
      return () => h('div', { class: 'part-unavailable muted', role: 'note' }, t(key));
    },
  });
}

/** ObservationMap.vue of src-renderer/map (props clauses, selectedIds, drawPolygon, …; emits select, polygon). */
export const ObservationMapPart = defineAsyncComponent({
  loader: () => import('../../map/ObservationMap.vue'),
  errorComponent: unavailable('observations.map.unavailable'),
  onError(error, _retry, fail) {
    console.warn('the map could not be loaded', error);
    fail();
  },
});

/** ObservationDetail.vue of features/observation-detail (props occurrenceId, position; emits changed, next, previous). */
export const ObservationDetailPart = defineAsyncComponent({
  loader: loadObservationDetail,
  errorComponent: unavailable('observations.detail.unavailable'),
  onError(error, _retry, fail) {
    console.warn('the observation detail could not be loaded', error);
    fail();
  },
});

/** BulkValidateDialog.vue of features/validation (props selectedIds, clauses, filteredTotal, visible; emits done). */
export const BulkValidateDialogPart = defineAsyncComponent(loadBulkValidateDialog);

/** ExportDialog.vue of features/export (props clauses, filteredTotal, selectedIds, visibleColumns, description; v-model:visible). */
export const ExportDialogPart = defineAsyncComponent(loadExportDialog);

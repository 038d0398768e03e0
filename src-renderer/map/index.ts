/**
 * The map components, loaded lazily: OpenLayers (about 150 KB gzipped) is fetched only when a
 * map is first shown, never with the initial JavaScript. Use these instead of importing the .vue
 * files, e.g. `<ObservationMapAsync :clauses … />`; the props and events are those of
 * ObservationMap.vue and FootprintEditor.vue.
 */
import { defineAsyncComponent } from 'vue';

/** ObservationMap.vue, loaded on first use. */
export const ObservationMapAsync = defineAsyncComponent(() => import('./ObservationMap.vue'));

/** FootprintEditor.vue, loaded on first use. */
export const FootprintEditorAsync = defineAsyncComponent(() => import('./FootprintEditor.vue'));

/** FootprintPreview.vue (a read-only map of one footprint), loaded on first use. */
export const FootprintPreviewAsync = defineAsyncComponent(() => import('./FootprintPreview.vue'));

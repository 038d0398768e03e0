/** The layer manager of Settings (map layers of one's own, issue 18). */
export { default as MapLayersSection } from './MapLayersSection.vue';

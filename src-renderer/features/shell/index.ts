/** What the app's frame (layout, top bar, navigation, session gate) offers the app's root. */

/** The app's frame around the routed screen. */
export { default as AppLayout } from './AppLayout.vue';

import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'vite';
import { DESK_NAMES } from '../src-shared/contract/desk.js';

/**
 * Build of the renderer (the Vue app) into `out/renderer` with relative asset paths (`base: './'`),
 * so the same files load from Electron's custom protocol and from browser mode's static host.
 * electron.vite.config.ts reuses this file for its `renderer` section; `rendererConfig` is the
 * plain object for that.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Constants written into the renderer at build (and test) time: the desk contract's method and
 * event names, read from its zod tables here in Node so the bundle needs neither
 * (src-renderer/bridge/contract-names.ts).
 */
export const rendererDefine = {
  __DESK_NAMES__: JSON.stringify(DESK_NAMES),
};

export const rendererConfig: UserConfig = {
  root,
  base: './',
  plugins: [vue()],
  define: {
    // Vue and vue-i18n feature flags of their esm-bundler builds: PrimeVue needs the Options API;
    // no devtools in production; vue-i18n in Composition API mode only (drops the legacy API).
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'true',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
    ...rendererDefine,
  },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome120',
    // Below this size an asset is inlined; fonts stay files so the CSP need not allow data: fonts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // zod's builders (`z.object(…)`) have no side effects; saying so lets the bundler drop the
        // contract's unused schemas, so the initial chunk (bridge, stores, shell) carries no zod —
        // only the lazily loaded settings form does. Never call `z.config()` in shared code
        // for its effect alone: it would be dropped here.
        manualPureFunctions: ['z'],
        // Our components are `<script setup>` only, so a .vue module has no effect of its own: one
        // that nothing renders is dropped even when a feature's index.ts re-exports it (otherwise
        // the top bar's import of the uploads index would pull the documents' form parts into the
        // initial chunk). Their styles still come with every component that is used.
        moduleSideEffects: (id: string) => !/[\\/]src-renderer[\\/].*\.vue$/.test(id),
      },
      output: {
        // Named vendor chunks (stable for caching, readable in the size report). PrimeVue is left
        // to automatic splitting so components used by one lazy screen stay in that screen's chunk.
        codeSplitting: {
          groups: [
            { name: 'vue', test: /node_modules[\\/](@vue|vue|vue-router|pinia|vue-i18n|@intlify|@vueuse)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // OpenLayers and proj4: imported only by the lazily loaded map components (src-renderer/map).
            { name: 'ol', test: /node_modules[\\/](ol|rbush|quickselect|earcut|pbf)[\\/]/ },
            { name: 'proj4', test: /node_modules[\\/](proj4|mgrs|wkt-parser|geographiclib-geodesic)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
};

export default defineConfig(rendererConfig);

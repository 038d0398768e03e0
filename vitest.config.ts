import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import { rendererDefine } from './src-renderer/vite.config.js';

/**
 * Four projects: `unit` (pure Node, no service), `integration` (the reference service over
 * HTTP, seeded once per run by test/global-setup.ts), `renderer` (the Vue app's stores,
 * bridge and components in happy-dom, tests beside the code) and `renderer-mocked` (its files that
 * mock a module). `npx vitest run --project unit` runs one, `--project 'renderer*'` both renderer ones.
 *
 * Two workers: vitest's default is one fewer than the cores, so a single worker on the two-core
 * machines the suite runs on, while much of a file's time is waiting (imports, happy-dom, the
 * service, timers) that a second file can fill. Files stay independent: each integration file
 * copies the seeded template (test/global-setup.ts), each renderer file starts from what a
 * window of its own would hold (src-renderer/testing/fresh-window.ts). `npm test` runs this first
 * (`npm run test:vitest`), alone: beside the end-to-end journeys its real-time limits ran out (session 28).
 */
/**
 * The PostgreSQL half (test/integration/postgres/, test/helpers/postgres.ts) needs a server:
 * without `OBSERVATION_TEST_DATABASE_URL` and outside CI its folder is left out, with the reason
 * on standard error (under CI it runs and fails without a server).
 */
const postgresLeftOut = !process.env.OBSERVATION_TEST_DATABASE_URL && !process.env.CI;
if (postgresLeftOut) process.stderr.write('test/integration/postgres/ left out: no PostgreSQL configured (OBSERVATION_TEST_DATABASE_URL; see README "PostgreSQL")\n');

/** Renderer files that mock a module (`vi.mock`): each keeps modules of its own. */
const RENDERER_MODULE_MOCKS = [
  'src-renderer/features/neophytes/PublicNeophyteScreens.test.ts',
  'src-renderer/features/observation-form/ObservationFormView.test.ts',
  'src-renderer/features/observations/ObservationsTable.test.ts',
  'src-renderer/features/observations/ObservationsView.test.ts',
  'src-renderer/features/reference/unit-map.test.ts',
  'src-renderer/map/FootprintEditor.test.ts',
  'src-renderer/map/FootprintPreview.test.ts',
  'src-renderer/map/ObservationMap.test.ts',
];

/** A project of renderer files in happy-dom with the renderer's Vue plugin and build constants; `test` its own options. */
function rendererProject(test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean; setupFiles?: string[] }) {
  return {
    plugins: [vue()],
    // A copy each: vitest takes the entries out of the object it is given.
    define: { ...rendererDefine },
    test: { environment: 'happy-dom' as const, testTimeout: 30_000, ...test },
  };
}

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Each file its own modules: with isolate: false (23 s less CPU) xlsx-geojson-reader.test.ts
          // failed after other files in a clean clone's order (exceljs read no sheets), 26 Nov 2026.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: postgresLeftOut ? ['test/integration/postgres/**'] : [],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      rendererProject({
        name: 'renderer',
        include: ['src-renderer/**/*.test.ts'],
        exclude: RENDERER_MODULE_MOCKS,
        // The files of a worker share its modules (Vue, PrimeVue, OpenLayers, the app's) and its
        // happy-dom, imported once instead of per file; fresh-window.ts puts back before each file
        // what a window of its own would hold (the document, the bridge, the map layer feed, the
        // base map's sources, the layer choices, the language, Pinia).
        isolate: false,
        setupFiles: ['src-renderer/testing/fresh-window.ts'],
      }),
      // Their vi.mock would stay in force for the files after them in a shared worker.
      rendererProject({ name: 'renderer-mocked', include: RENDERER_MODULE_MOCKS }),
    ],
  },
});

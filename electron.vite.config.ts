import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererConfig } from './src-renderer/vite.config.js';

/**
 * Build of the desktop app (`npm run build` = `electron-vite build`) into `out/`:
 *
 * - `out/main/index.js` — the main process (ES module; package.json `"type": "module"`), entry
 *   src-main/host/electron.ts. Dependencies stay external `import`s from node_modules (packaged
 *   by electron-builder) except electron-store, which is bundled (ESM-only, and its `conf`
 *   chain is small). Native modules (better-sqlite3, sharp) must stay external.
 * - `out/preload/index.cjs` — the preload, ONE self-contained CommonJS file: a sandboxed preload
 *   can `require` only `electron` and a few built-ins, so nothing may be externalised or split
 *   (electron-vite "Limitations of sandboxing"); `.cjs` because the package is `"type": "module"`.
 * - `out/renderer/` — the Vue app, with the renderer's own Vite settings (src-renderer/vite.config.ts).
 */
const root = import.meta.dirname;

/** Packages bundled into main instead of being imported from node_modules at run time. */
const BUNDLED_INTO_MAIN = ['electron-store'];

/**
 * The reference service finds its demo data relative to its source file
 * (`new URL('../../../resources/demo/', import.meta.url)` in src-server/db/seed/resources.ts), which
 * is wrong once bundled into out/main. In the main bundle that constant reads the folder from
 * `OBSERVATION_DESK_DEMO_DIR` (set by src-main/host/electron-sandbox.ts before it imports the
 * service), falling back to the original expression. The build fails when the pattern changes, so
 * a refactor of the service cannot silently break the packaged sandbox.
 */
function demoResourcesDir(): Plugin {
  const pattern = "fileURLToPath(new URL('../../../resources/demo/', import.meta.url))";
  return {
    name: 'observation-desk:demo-resources-dir',
    enforce: 'pre', // before the TypeScript transform, on the source text
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('src-server/db/seed/resources.ts')) return null;
      if (!code.includes(pattern)) this.error(`demo-resources-dir: expected ${pattern} in ${id}`);
      return { code: code.replace(pattern, `(process.env.OBSERVATION_DESK_DEMO_DIR ?? ${pattern})`), map: null };
    },
  };
}

/**
 * The reference service starts its cluster worker from a file beside its own module
 * (src-server/domain/cluster-worker-file.ts), which a single main bundle does not have. In the main
 * build that module is replaced by one importing the worker through electron-vite's `?modulePath`:
 * cluster-worker.ts is bundled as a file of its own in out/main and the module returns its path,
 * whichever chunk it lands in. The build fails when the module no longer exports `clusterWorkerFile`.
 */
function clusterWorkerFile(): Plugin {
  const suffix = 'src-server/domain/cluster-worker-file.ts';
  return {
    name: 'observation-desk:cluster-worker-file',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith(suffix)) return null;
      if (!readFileSync(id, 'utf8').includes('export function clusterWorkerFile(): URL')) this.error(`cluster-worker-file: expected clusterWorkerFile() in ${id}`);
      return [
        "import { pathToFileURL } from 'node:url';",
        "import workerPath from './cluster-worker.ts?modulePath';",
        'export function clusterWorkerFile() { return pathToFileURL(workerPath); }',
      ].join('\n');
    },
  };
}

export default defineConfig({
  main: {
    plugins: [demoResourcesDir(), clusterWorkerFile()],
    build: {
      outDir: resolve(root, 'out/main'),
      externalizeDeps: { exclude: BUNDLED_INTO_MAIN },
      rolldownOptions: {
        input: { index: resolve(root, 'src-main/host/electron.ts') },
        external: ['better-sqlite3', 'sharp'],
      },
      sourcemap: true,
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src-main/host/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
      sourcemap: true,
    },
  },
  renderer: {
    ...rendererConfig,
    build: {
      ...rendererConfig.build,
      outDir: resolve(root, 'out/renderer'),
      // electron-vite looks for src/renderer/index.html by default; ours is src-renderer/index.html.
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
});

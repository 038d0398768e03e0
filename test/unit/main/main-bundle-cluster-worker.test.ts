import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { MainConfigFactory } from 'electron-vite';
import { build, type InlineConfig } from 'vite';
import { openDatabase } from '../../../src-server/db/open.js';
import type { NeophyteGridRequest } from '../../../src-server/domain/neophyte-grid.js';
import { NEOPHYTE_SCOPE } from '../../../src-server/domain/neophyte-public.js';

/**
 * The desktop's main bundle (electron.vite.config.ts) runs the reference service in-process; its
 * cluster tiles are built by a worker thread started from a file. The main build is made here
 * (main only, into a folder under out/ so that node_modules resolve) and the worker it points at
 * must exist and answer a tile.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(root, 'out', `.test-main-bundle-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bundle-worker-'));

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main bundle', () => {
  it('carries the cluster worker as a file of its own and starts it from where the service looks', async () => {
    const { default: config } = (await import('../../../electron.vite.config.js')) as { default: { main: ConstructorParameters<typeof MainConfigFactory>[0] } };
    const main = await new MainConfigFactory(structuredClone({ ...config.main, plugins: [] }), {}, { root }).build();
    // structuredClone drops functions: the project's plugins are passed as they are.
    main.plugins = [...(main.plugins ?? []), ...(config.main.plugins ?? [])];
    await build({ ...(main as InlineConfig), configFile: false, logLevel: 'silent', build: { ...main.build, outDir, sourcemap: false } });

    // What the replaced clusterWorkerFile() resolves: a path relative to the chunk holding it.
    const paths = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).flatMap((f) =>
      [...readFileSync(join(outDir, f), 'utf8').matchAll(/join(?:\$\d+)?\(import\.meta\.dirname, "([^"]*cluster-worker[^"]*)"\)/g)].map((m) => join(outDir, dirname(f), m[1]!)));
    expect(paths).toHaveLength(1);
    const workerFile = paths[0]!;
    expect(existsSync(workerFile)).toBe(true);

    const file = join(dataDir, 'observations.sqlite');
    openDatabase(file).close();
    const worker = new Worker(workerFile, { workerData: { file } });
    try {
      const answer = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        // A public neophyte tile of the empty store: its statements run in the bundled worker (a problem would come back without a collection).
        worker.postMessage({ id: 1, request: { kind: 'neophytes', key: 'k', where: NEOPHYTE_SCOPE, fullproperties: false, tile: { z: 0, x: 0, y: 0 } } satisfies NeophyteGridRequest });
      });
      expect(answer).toEqual({ id: 1, collection: { type: 'FeatureCollection', features: [] } });
    } finally {
      await worker.terminate();
    }
  }, 180_000);
});

import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The file URL of the cluster worker's script (cluster-worker.ts or its compiled `.js` twin),
 * beside this module when the service runs from its sources or a plain compile. In the desktop's
 * main bundle this module is replaced by the `clusterWorkerFile` plugin of electron.vite.config.ts,
 * which bundles cluster-worker.ts as a file of its own (electron-vite's `?modulePath`) and returns
 * its path, so the bundled sandbox service builds its clusters off the main thread too.
 */
export function clusterWorkerFile(): URL {
  return new URL(`./cluster-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
}

/**
 * Finding the Electron executable for the launcher (scripts/start.ts) without downloading it.
 *
 * `require('electron')` from Node returns the executable's path, but when the binary is missing
 * (as on the build machines, where it cannot be downloaded) electron 45's index.js runs its
 * installer, which tries the network. This reads the same `path.txt` the package writes after a
 * successful download and checks the file instead, so the launcher can say plainly what is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the Electron binary is, or why there is none. */
export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

/**
 * The Electron executable of the `electron` package in `packageDir` (its folder), honouring
 * `ELECTRON_OVERRIDE_DIST_PATH` like the package does.
 */
export function findElectronBinary(packageDir: string, env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const path = join(override, relative || 'electron');
    return existsSync(path) ? { found: true, path } : { found: false, reason: `ELECTRON_OVERRIDE_DIST_PATH has no Electron executable (${path})` };
  }
  if (!relative) return { found: false, reason: 'the Electron binary was never downloaded (node_modules/electron/path.txt is missing)' };
  const path = join(packageDir, 'dist', relative);
  return existsSync(path) ? { found: true, path } : { found: false, reason: `the Electron binary is missing (${path})` };
}

/** The folder of the installed `electron` package, resolved from `fromFile` (a path or file URL). */
export function electronPackageDir(fromFile: string): string {
  return dirname(createRequire(fromFile).resolve('electron/package.json'));
}

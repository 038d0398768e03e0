/**
 * Playwright global setup: starts browser mode (`npx tsx scripts/web.ts --no-open --build`: the
 * reference service with the demo data, a fresh renderer build, the web host with in-memory
 * settings), waits for the launch URL line and passes it to the specs as `DESK_URL`. The returned
 * teardown stops the whole process group it started (npx, tsx, node), and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { WEB_URL_LINE_PREFIX } from '../../src-shared/contract/browser-wire.js';

const ROOT = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 240_000;
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Starts browser mode; resolves with the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A throw-away service data folder: the journeys must not depend on, or change, a developer's own sandbox.
  const dataDir = mkdtempSync(join(tmpdir(), 'obs-e2e-'));
  // Drafts and saved filters likewise: a fresh workspace-state folder per run.
  const stateDir = mkdtempSync(join(tmpdir(), 'obs-e2e-state-'));
  const child = spawn('npx', ['tsx', 'scripts/web.ts', '--no-open', '--build', '--data-dir', dataDir, '--state-dir', stateDir], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The dev-only map page (/dev/map) is built in for the map specs; production builds leave it out.
    env: { ...process.env, FORCE_COLOR: '0', VITE_DESK_DEV_ROUTES: '1' },
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser mode printed no URL within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)), START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(`${line}\n`);
      if (line.startsWith(WEB_URL_LINE_PREFIX)) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code} before printing its URL:\n${output.join('')}`));
    });
  }).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });

  process.env.DESK_URL = url;
  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  };
}

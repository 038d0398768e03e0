/**
 * Playwright global setup: starts browser mode once per worker (`npx tsx scripts/web.ts --no-open`:
 * the reference service with the demo data, the web host with in-memory settings; the first with
 * `--build`, a fresh renderer build), waits for each launch URL line and passes them to the specs
 * (`DESK_URL_<worker>`). The returned teardown stops the process groups it started (npx, tsx,
 * node), and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FullConfig } from '@playwright/test';
import { WEB_URL_LINE_PREFIX } from '../../src-shared/contract/browser-wire.js';

const ROOT = join(import.meta.dirname, '..', '..');
// The hosts start at once (one per worker, one of them building the renderer), beside the
// typecheck under `npm test`: 240 s ran out for four on a machine at load 15 (session 28). A limit, not a wait.
const START_TIMEOUT_MS = 480_000;
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

/** One browser mode: its launch URL, and how to stop it and remove its folders. */
interface Host {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts one browser mode with a throw-away service data folder and workspace-state folder (the
 * journeys must not depend on, or change, a developer's own sandbox, drafts or saved filters);
 * `build` rebuilds the renderer first.
 */
async function startHost(build: boolean): Promise<Host> {
  const dataDir = mkdtempSync(join(tmpdir(), 'obs-e2e-'));
  const stateDir = mkdtempSync(join(tmpdir(), 'obs-e2e-state-'));
  const removeFolders = (): void => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  };
  const child = spawn('npx', ['tsx', 'scripts/web.ts', '--no-open', build ? '--build' : '--no-build', '--data-dir', dataDir, '--state-dir', stateDir], {
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
    removeFolders();
    throw error;
  });
  return {
    url,
    async close() {
      await stop(child);
      removeFolders();
    },
  };
}

/**
 * Starts one browser mode per worker, all at once (the renderer built once, by the first), and passes worker
 * n's launch URL as `DESK_URL_<n>` (helpers.ts `deskUrl`), the first also as `DESK_URL`; resolves
 * with the teardown. A host per worker: every tab of a host shares its one session.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const hosts: Host[] = [];
  const closeAll = async (): Promise<void> => {
    await Promise.all(hosts.map((host) => host.close()));
  };
  // All at once: the others seed their services while the first builds. They serve that build
  // from the same folder, read per request (src-main/host/web-static.ts), and no test starts
  // before every host, the first after its build, has printed its URL.
  const started = await Promise.allSettled(Array.from({ length: Math.max(config.workers, 1) }, (_, index) => startHost(index === 0)));
  for (const result of started) if (result.status === 'fulfilled') hosts.push(result.value);
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  for (const [index, host] of hosts.entries()) process.env[`DESK_URL_${index}`] = host.url;
  process.env.DESK_URL = hosts[0]!.url;
  return closeAll;
}

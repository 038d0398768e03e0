import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** Runs `npm run server`'s entry point; resolves once it printed its line, with everything it printed. */
const startCli = (args: string[]): Promise<ServiceProcess> => startServiceProcess(args);

function copyTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'obs-cli-'));
  dirs.push(dir);
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  return dir;
}

describe('npm run server -- [--port N] [--host] [--data-dir DIR] [--synthetic N]', () => {
  it('prints exactly one line with the resolved port, answers, and stops cleanly on SIGTERM and SIGINT', async () => {
    const dir = copyTemplate();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await startCli(['--port', '0', '--data-dir', dir]);
      expect(server.stdout).toHaveLength(1);
      const m = /^Observation service listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(server.stdout[0]!);
      expect(m).not.toBeNull();
      expect(Number(m![2])).toBeGreaterThan(0);
      const res = await fetch(`${m![1]}/public/v5/vocabularies?field_name=validation`);
      expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(5);
      expect(await server.stop(signal)).toBe(0);
    }
  });

  it('adds synthetic observations once and reuses the data folder on the next start', async () => {
    const dir = copyTemplate();
    const count = (): number => {
      const db = new Database(join(dir, 'observations.sqlite'), { readonly: true });
      try {
        return db.prepare("SELECT count(*) FROM observations WHERE source_record_id LIKE 'synthetic:%'").pluck().get() as number;
      } finally {
        db.close();
      }
    };
    let server = await startCli(['--data-dir', dir, '--synthetic', '50']);
    await server.stop('SIGTERM');
    expect(count()).toBe(50);
    server = await startCli(['--data-dir', dir, '--synthetic', '50']);
    await server.stop('SIGTERM');
    expect(count()).toBe(50);
  });

  it('refuses a bad port with a message and a non-zero exit', async () => {
    await expect(startCli(['--port', 'abc'])).rejects.toThrow(/exited with 1/);
  });
});

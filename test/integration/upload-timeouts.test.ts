/**
 * Issue 11 §1: an upload that never finishes its body no longer holds a connection and a
 * temporary file for ever (idle and whole-body timeouts, here shortened to a second or two),
 * and temporary files left by a crash are swept when the service starts.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index.js';
import { startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

const BOUNDARY = 'never-ending';
const tmpFiles = (server: RunningServer): string[] => {
  const dir = join(server.dataDir, 'files', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/**
 * Starts a multipart POST /docs that sends its fields and the start of a file, then stalls (or
 * trickles a byte every 20 ms). `closedAfterMs` is set when the server closes the connection.
 */
function stalledUpload(server: RunningServer, token: string, dataset_id: number, keepTrickling = false): { closedAfterMs?: number } {
  const started = Date.now();
  const state: { closedAfterMs?: number } = {};
  const req = request(`${server.url}/rest/v5/docs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const onClose = (): void => { state.closedAfterMs ??= Date.now() - started; };
  req.on('error', onClose).on('close', onClose);
  req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="doc[dataset_id]"\r\n\r\n${dataset_id}\r\n`);
  req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="doc[doc_type]"\r\n\r\n1\r\n`);
  req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="doc[file]"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  req.write(Buffer.alloc(64 * 1024, 1));
  if (keepTrickling) {
    const timer = setInterval(() => { if (req.destroyed) clearInterval(timer); else req.write('x'); }, 20);
  }
  req.on('close', () => req.destroy());
  return state;
}

describe('uploads that never finish', () => {
  let server: RunningServer;
  let curator: string;
  let dataset_id: number;

  beforeAll(async () => {
    // Long enough that a loaded machine neither misses the temporary file nor lets the trickle
    // (every 20 ms) fall silent for an idle period; short enough to keep the file quick.
    server = await startTestServer({ uploadTimeouts: { idleMs: 1000, bodyMs: 2500 } });
    curator = (await loginWithPkce(server.url, 'curator')).access_token;
    dataset_id = server.db.prepare("SELECT project_id FROM policies p JOIN accounts a ON a.person_id = p.person_id WHERE a.username = 'curator' AND p.role = 'editor' LIMIT 1").pluck().get() as number;
  });
  afterAll(() => server?.close());

  it('closes a stalled upload after the idle timeout and removes its temporary file', async () => {
    const upload = stalledUpload(server, curator, dataset_id);
    await expect.poll(() => tmpFiles(server).length, { timeout: 5000 }).toBe(1); // the file part reached the disk
    // Without the idle timeout the connection stays open for ever; how late it closes on a loaded machine is not the point.
    await expect.poll(() => upload.closedAfterMs, { timeout: 15_000 }).toBeGreaterThanOrEqual(950);
    await expect.poll(() => tmpFiles(server), { timeout: 5000 }).toEqual([]);
  });

  it('closes an upload that trickles past the whole-body timeout', async () => {
    const upload = stalledUpload(server, curator, dataset_id, true);
    // Closed by the whole-body timeout (2.5 s), not the idle one (1 s), and not left open for ever.
    await expect.poll(() => upload.closedAfterMs, { timeout: 20_000 }).toBeGreaterThanOrEqual(2450);
    await expect.poll(() => tmpFiles(server), { timeout: 5000 }).toEqual([]);
  });
});

describe('temporary files at start', () => {
  it('are swept when the service starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'obs-sweep-'));
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    mkdirSync(join(dataDir, 'files', 'tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'tmp', 'left-by-a-crash.part'), 'half a photo');
    const server = await startServer({ dataDir, port: 0 });
    try {
      expect(tmpFiles(server)).toEqual([]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Issue 11 §1: an image of huge pixel dimensions (a 16,000 × 16,000 PNG compresses to a few
 * hundred KB) is stored without a thumbnail instead of being decoded whole in the service.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync, openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflate, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

/** One PNG chunk: length, type, data, CRC-32 of type and data (PNG spec §5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A valid 8-bit greyscale PNG of `side` × `side` black pixels, streamed through deflate (never `side`² bytes in memory). */
async function hugePng(side: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, filter 0, no interlace
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(out)), chunk('IEND', Buffer.alloc(0))]);
}

let server: RunningServer;
let curator: string;
let dataset_id: number;
const dir = mkdtempSync(join(tmpdir(), 'obs-huge-png-'));

beforeAll(async () => {
  server = await startTestServer();
  curator = (await loginWithPkce(server.url, 'curator')).access_token;
  dataset_id = server.db.prepare("SELECT project_id FROM policies p JOIN accounts a ON a.person_id = p.person_id WHERE a.username = 'curator' AND p.role = 'editor' LIMIT 1").pluck().get() as number;
});
afterAll(async () => { await server?.close(); rmSync(dir, { recursive: true, force: true }); });

/** Uploads a black square PNG of `side` px and expects it stored (201); returns the document. */
async function uploadSquarePng(side: number): Promise<any> {
  const path = join(dir, `${side}.png`);
  writeFileSync(path, await hugePng(side));
  const form = new FormData();
  form.append('doc[dataset_id]', String(dataset_id));
  form.append('doc[doc_type]', String(server.db.prepare("SELECT min(code) FROM vocabularies WHERE field_name = 'doc_type'").pluck().get()));
  form.append('doc[file]', await openAsBlob(path, { type: 'image/png' }), 'huge.png');
  const res = await fetch(`${server.url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${curator}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: unknown }).data;
}

describe('image pixel limits', () => {
  it('stores a 16,000 × 16,000 PNG without a thumbnail', async () => {
    const doc = await uploadSquarePng(16_000);
    expect(doc.mimetype).toBe('image/png');
    expect(doc.thumbnail_urls).toEqual({});
    expect((await api(server.url, `/rest/v5/docs/${doc.id}/thumbnail`, { token: curator })).status).toBe(404);
  });

  it('still makes the thumbnail of an ordinary PNG', async () => {
    expect((await uploadSquarePng(400)).thumbnail_urls).toHaveProperty('small');
  });
});

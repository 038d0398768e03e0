/**
 * Documents and the upload queue through the desk handlers (the dispatcher, zod included)
 * against the reference service: uploads of the demo photos with progress events and attach,
 * the documents list and its filters, metadata (with 422 field errors), replace, attach/detach,
 * delete, a 413 with its message, EXIF suggestions, and a 200 MB upload with the process's
 * resident memory growth bounded.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { UploadItem } from '../../../src-shared/contract/documents.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

const PHOTOS = resolve('resources/demo/photos');
const photos = readdirSync(PHOTOS).filter((name) => name.endsWith('.jpg')).map((name) => join(PHOTOS, name));
const MIB = 1024 * 1024;

let server: RunningServer;
let desk: TestDesk;
let dir: string;
let docType: number;
let observation: Observation;

/** Polls uploads.list until every given item is in a final state; returns them. */
async function settled(ids: readonly string[], timeout = 30_000): Promise<UploadItem[]> {
  let items: UploadItem[] = [];
  await expect
    .poll(async () => {
      items = (await call(desk, 'uploads.list', undefined)).filter((item) => ids.includes(item.id));
      return items.every((item) => ['done', 'failed', 'cancelled'].includes(item.state));
    }, { timeout, interval: 50 })
    .toBe(true);
  return items;
}
/** Handles of local files, as the native dialog or a drop would give them (the renderer never names a path). */
async function handles(paths: readonly string[], of: TestDesk = desk): Promise<string[]> {
  return Promise.all(paths.map(async (path) => (await of.services.documents.files.register(path)).handle));
}
const progressEvents = (id: string): UploadItem[] =>
  desk.events.flatMap((event) => (event.name === 'uploads.progress' && event.payload.id === id ? [event.payload] : []));

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'desk-uploads-'));
  desk = await signedInDesk(server, 'manager', { dataDir: join(dir, 'desk-data') });
  const vocabularies = await call(desk, 'reference.vocabularies', undefined);
  docType = vocabularies.find((entry) => entry.field_name === 'doc_type')!.code;
  const page = await call(desk, 'observations.list', { clauses: [{ field: 'event_date', operation: 'is_not_null' }, { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((5.9 45.8,10.5 45.8,10.5 47.9,5.9 47.9,5.9 45.8))' }], right: 'write', limit: 1, sort: 'occurrence_id' });
  observation = page.rows[0]!;
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads through the queue', () => {
  it('uploads the demo photos with progress events, attaches them, and shows them in the observation', async () => {
    const before = await call(desk, 'observationDocs.list', { occurrence_id: observation.occurrence_id });
    const queued = await call(desk, 'uploads.enqueue', { files: await handles(photos), doc_type: docType, dataset_id: observation.dataset_id, doc_rem: 'Field photo', attach_to_occurrence_id: observation.occurrence_id });
    // the first two start at once (two at a time)
    expect(queued.map((item) => item.state)).toEqual(photos.map((_, i) => (i < 2 ? 'uploading' : 'queued')));
    const done = await settled(queued.map((item) => item.id));
    expect(done.map((item) => [item.state, item.attach_error])).toEqual(photos.map(() => ['done', null]));
    for (const item of done) {
      expect(item.bytes_sent).toBe(statSync(item.path).size);
      expect(item.document).toMatchObject({ original_file_name: item.file_name, dataset_id: observation.dataset_id, doc_rem: 'Field photo', doc_type: docType, mimetype: 'image/jpeg' });
      expect(item.document!.file_url).toBe(`/desk-file/doc/${item.document!.id}/file`);
      const states = progressEvents(item.id).map((event) => event.state);
      expect(states[0]).toBe('queued');
      expect(states).toContain('uploading');
      expect(states.at(-1)).toBe('done');
    }
    const after = await call(desk, 'observationDocs.list', { occurrence_id: observation.occurrence_id });
    expect(after.map((doc) => doc.id).sort()).toEqual([...before.map((doc) => doc.id), ...done.map((item) => item.document!.id)].sort());
  });

  it('has no native dialog without a host that gives one (browser mode): the browser\'s own picker is used instead', async () => {
    expect(await call(desk, 'uploads.chooseFiles', undefined)).toEqual({ files: [], dialog_available: false });
  });

  it('refuses a file path named by the renderer, and handles it did not issue, before anything is queued', async () => {
    const before = (await call(desk, 'uploads.list', undefined)).length;
    for (const named of [photos[0]!, '/etc/passwd', 'relative.jpg']) {
      const error = await deskError(call(desk, 'uploads.enqueue', { files: [named], doc_type: docType }));
      expect(error.toShape()).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'files.0' }] });
      expect((await deskError(call(desk, 'documents.replaceFile', { id: 1, file: named }))).code).toBe('invalid-input');
      expect((await deskError(call(desk, 'exif.read', { file: named }))).code).toBe('invalid-input');
      expect((await deskError(call(desk, 'documents.suggestObservations', { file: named }))).code).toBe('invalid-input');
    }
    const [good] = await handles([photos[0]!]);
    const unknown = await deskError(call(desk, 'uploads.enqueue', { files: [good!, 'fh_AAAAAAAAAAAAAAAAAAAAAA'], doc_type: docType }));
    expect(unknown.toShape()).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'files.1' }] });
    expect((await call(desk, 'uploads.list', undefined)).length).toBe(before);
  });

  it('reports a 422 from the service on the upload with the field at fault', async () => {
    const [item] = await call(desk, 'uploads.enqueue', { files: await handles([photos[0]!]), doc_type: 9999 });
    const [failed] = await settled([item!.id]);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: { status: 422, code: 'validation', fields: [{ field: 'doc_type' }] } });
    expect(failed!.error!.message).toContain(`“${item!.file_name}”`);
  });

  it('replaces a document\'s file through the queue', async () => {
    const [first] = await settled((await call(desk, 'uploads.enqueue', { files: await handles([photos[0]!]), doc_type: docType })).map((i) => i.id));
    const id = first!.document!.id;
    const fileBytes = async (): Promise<number> => {
      const answer = await desk.services.docFiles.serve({ id, variant: 'file' });
      expect(answer.status).toBe(200);
      return typeof answer.body === 'string' ? answer.body.length : (await new Response(answer.body).arrayBuffer()).byteLength;
    };
    expect(await fileBytes()).toBe(statSync(photos[0]!).size); // now in main's desk-file cache
    const replaced = await call(desk, 'documents.replaceFile', { id, file: (await handles([photos[1]!]))[0]! });
    expect(replaced).toMatchObject({ kind: 'replace', target_doc_id: id });
    const [done] = await settled([replaced.id]);
    expect(done).toMatchObject({ state: 'done', document: { id, size_in_bytes: statSync(photos[1]!).size } });
    expect((await call(desk, 'documents.get', { id })).size_in_bytes).toBe(statSync(photos[1]!).size);
    // the cached copy of the old file is gone: the picture shown is the new one at once
    expect(await fileBytes()).toBe(statSync(photos[1]!).size);
  });

  it('clears finished items', async () => {
    const left = await call(desk, 'uploads.clearFinished', undefined);
    expect(left.filter((item) => ['done', 'failed', 'cancelled'].includes(item.state))).toEqual([]);
    expect(desk.events.some((event) => event.name === 'uploads.removed')).toBe(true);
  });
});

describe('documents', () => {
  it('lists with filters and totals: project, file name, attached or not, type', async () => {
    const uploaded = await settled((await call(desk, 'uploads.enqueue', { files: await handles([photos[2]!]), doc_type: docType, dataset_id: observation.dataset_id! })).map((i) => i.id));
    const doc = uploaded[0]!.document!;
    const byName = await call(desk, 'documents.list', { file_name: doc.file_name.slice(3, 15), dataset_id: [observation.dataset_id!], limit: 1000 });
    expect(byName.rows.map((d) => d.id)).toContain(doc.id);
    expect(byName.filtered_total).toBe(byName.rows.length);
    expect(byName.total).toBeGreaterThanOrEqual(byName.filtered_total!);
    const unattached = await call(desk, 'documents.list', { with_observation: false, dataset_id: [observation.dataset_id!], limit: 1000 });
    expect(unattached.rows.map((d) => d.id)).toContain(doc.id);
    const attached = await call(desk, 'documents.list', { with_observation: true, limit: 1000 });
    expect(attached.rows.map((d) => d.id)).not.toContain(doc.id);
    const otherType = await call(desk, 'documents.list', { doc_type: [docType + 1000], limit: 10 });
    expect(otherType.rows).toEqual([]);
    expect(JSON.stringify(byName.rows)).not.toContain('/rest/v5/');
  });

  it('attaches and detaches (detaching twice counts as done), edits the caption, maps 422 fields, deletes', async () => {
    const [item] = await settled((await call(desk, 'uploads.enqueue', { files: await handles([photos[0]!]), doc_type: docType })).map((i) => i.id));
    const id = item!.document!.id;
    const ref = { occurrence_id: observation.occurrence_id, doc_id: id };
    expect(await call(desk, 'observationDocs.attach', ref)).toMatchObject({ id, file_url: `/desk-file/doc/${id}/file` });
    expect((await call(desk, 'observationDocs.list', { occurrence_id: observation.occurrence_id })).map((d) => d.id)).toContain(id);
    expect(await call(desk, 'observationDocs.detach', ref)).toEqual(ref);
    expect(await call(desk, 'observationDocs.detach', ref)).toEqual(ref);
    expect((await call(desk, 'observationDocs.list', { occurrence_id: observation.occurrence_id })).map((d) => d.id)).not.toContain(id);
    await expect(deskError(call(desk, 'observationDocs.detach', { occurrence_id: 999_999_999, doc_id: id }))).resolves.toMatchObject({ code: 'not-found' });

    expect(await call(desk, 'documents.updateMetadata', { id, changes: { doc_rem: 'Spur pointing upwards', original_file_name: 'orchis.jpg' } })).toMatchObject({ doc_rem: 'Spur pointing upwards', original_file_name: 'orchis.jpg' });
    const invalid = await deskError(call(desk, 'documents.updateMetadata', { id, changes: { doc_type: 9999 } }));
    expect(invalid.toShape()).toMatchObject({ status: 422, code: 'validation', fields: [{ field: 'doc_type' }] });
    const local = await deskError(call(desk, 'documents.updateMetadata', { id, changes: {} }));
    expect(local.code).toBe('invalid-input');

    expect(await call(desk, 'documents.remove', { id })).toEqual({ id });
    await expect(deskError(call(desk, 'documents.get', { id }))).resolves.toMatchObject({ status: 404, code: 'not-found' });
  });
});

describe('EXIF suggestions', () => {
  it('suggests the observation of the same day within 500 m of the photo, for a file and for a stored document', async () => {
    const { decimal_longitude: x, decimal_latitude: y, event_date } = observation as Observation & { decimal_longitude: number; decimal_latitude: number; event_date: string };
    const dms = (value: number): string => {
      const abs = Math.abs(value);
      const d = Math.floor(abs);
      const m = Math.floor((abs - d) * 60);
      return `${d}/1 ${m}/1 ${Math.round(((abs - d) * 60 - m) * 60 * 1000)}/1000`;
    };
    const path = join(dir, 'field-photo.jpg');
    writeFileSync(path, await sharp({ create: { width: 40, height: 30, channels: 3, background: '#385' } }).jpeg().withExif({
      IFD2: { DateTimeOriginal: `${event_date.slice(0, 10).replaceAll('-', ':')} 12:00:00` },
      IFD3: { GPSLatitudeRef: y >= 0 ? 'N' : 'S', GPSLatitude: dms(y), GPSLongitudeRef: x >= 0 ? 'E' : 'W', GPSLongitude: dms(x) },
    }).toBuffer());
    const exif = await call(desk, 'exif.read', { file: (await handles([path]))[0]! });
    expect(exif.captured_at!.slice(0, 10)).toBe(event_date.slice(0, 10));
    expect(exif.longitude).toBeCloseTo(x, 5);

    const fromFile = await call(desk, 'documents.suggestObservations', { file: (await handles([path]))[0]! });
    expect(fromFile.reason).toBeNull();
    expect(fromFile.observations[0]!.occurrence_id).toBe(observation.occurrence_id);
    expect(fromFile.distances_in_meters[0]).toBeLessThan(1);
    for (const found of fromFile.observations) expect((found as Observation & { event_date: string }).event_date.slice(0, 10)).toBe(event_date.slice(0, 10));

    const [item] = await settled((await call(desk, 'uploads.enqueue', { files: await handles([path]), doc_type: docType })).map((i) => i.id));
    const fromDoc = await call(desk, 'documents.suggestObservations', { doc_id: item!.document!.id });
    expect(fromDoc.observations.map((o) => o.occurrence_id)).toEqual(fromFile.observations.map((o) => o.occurrence_id));

    const plain = await call(desk, 'documents.suggestObservations', { file: (await handles([photos[0]!]))[0]! });
    expect(plain).toMatchObject({ observations: [], reason: 'unreadable' });
  });
});

describe('limits', () => {
  it('says clearly that a file is too large (413) and does not retry it', async () => {
    const small = await startTestServer({ maxUploadBytes: 64 * 1024 });
    const other = await signedInDesk(small, 'manager', { dataDir: join(dir, 'small-data') });
    try {
      const big = join(dir, 'big-scan.tif');
      writeFileSync(big, Buffer.alloc(MIB, 1));
      const [item] = await call(other, 'uploads.enqueue', { files: await handles([big], other), doc_type: docType });
      let failed: UploadItem | undefined;
      await expect.poll(async () => (failed = (await call(other, 'uploads.list', undefined)).find((i) => i.id === item!.id))?.state, { timeout: 20_000 }).toBe('failed');
      expect(failed).toMatchObject({ attempts: 1, error: { status: 413, code: 'too-large' } });
      expect(failed!.error!.message).toMatch(/^“big-scan\.tif” \(1\.0 MB\) is larger than the service accepts\./);
    } finally {
      await other.services.dispose();
      await small.close();
    }
  });

  it('uploads 200 MB with the resident memory of the process growing by at most 64 MB', async () => {
    const path = join(dir, 'large.bin');
    const block = Buffer.alloc(8 * MIB);
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
    const fd = openSync(path, 'w');
    for (let i = 0; i < 25; i++) writeSync(fd, block);
    closeSync(fd);
    globalThis.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    try {
      const [item] = await call(desk, 'uploads.enqueue', { files: await handles([path]), doc_type: docType });
      const [done] = await settled([item!.id], 120_000);
      expect(done).toMatchObject({ state: 'done', bytes_sent: 200 * MIB, document: { size_in_bytes: 200 * MIB } });
      const uploading = progressEvents(item!.id).filter((event) => event.state === 'uploading' && event.bytes_sent > 0);
      expect(uploading.length).toBeGreaterThanOrEqual(1);
      expect(uploading.some((event) => event.rate_bytes_per_s > 0 && event.eta_ms !== null)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    const growthMib = (peak - baseline) / MIB;
    console.info(`200 MB upload: RSS growth ${growthMib.toFixed(1)} MiB (service in the same process)`);
    expect(growthMib).toBeLessThanOrEqual(64);
  }, 180_000);
});

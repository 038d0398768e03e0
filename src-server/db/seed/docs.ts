/**
 * Demo documents: the three CC0 / public-domain photos of resources/demo/photos, copied into the
 * service's files folder under several stored names (one file per document), with thumbnails,
 * attached to a dozen observations. File work is async and happens before the DB transaction;
 * {@link seedDocs} then writes the rows synchronously.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createThumbnail } from '../../files/thumbnails.js';
import type { Db } from '../open.js';
import type { SeedContext } from './context.js';

/** Which observations a demo document goes to. */
type Target = 'flora' | 'garden' | 'neophyte';

/** Photo sources (resources/demo/photos) by short key. */
const PHOTOS = {
  blossom: 'cc0_spring1_pxhere-1225335_640.jpg',
  blackthorn: 'cc0_prunus-spinosa_maxpixel-2308289_640.jpg',
  vegetables: 'pd_vegetables_commons-Landwirtschaftliches_Hauptfest_Gemuese_640.jpg',
} as const;

/** Per target observation (in order): the photos attached to it. 12 observations, 18 documents. */
const PLAN: Array<{ target: Target; photos: Array<keyof typeof PHOTOS> }> = [
  { target: 'flora', photos: ['blossom', 'blossom'] },
  { target: 'flora', photos: ['blossom'] },
  { target: 'flora', photos: ['blossom'] },
  { target: 'flora', photos: ['blossom', 'blossom'] },
  { target: 'garden', photos: ['vegetables', 'blackthorn', 'vegetables'] },
  { target: 'garden', photos: ['blackthorn'] },
  { target: 'garden', photos: ['vegetables', 'vegetables'] },
  { target: 'garden', photos: ['blackthorn'] },
  { target: 'garden', photos: ['vegetables'] },
  { target: 'neophyte', photos: ['blackthorn', 'blossom'] },
  { target: 'neophyte', photos: ['blackthorn'] },
  { target: 'neophyte', photos: ['blackthorn'] },
];

/** One stored demo document file. */
export interface DemoDocFile {
  /** Index in the attachment plan (which target observation). */
  plan: number;
  target: Target;
  folder_name: string;
  file_name: string;
  original_file_name: string;
  mimetype: string;
  size_in_bytes: number;
  /** Relative to filesDir, '/'-separated. */
  storage_path: string;
  /** Relative to filesDir, or null when no thumbnail could be made. */
  thumbnail_path: string | null;
}

/**
 * Copies the photos into `filesDir/observations/` (one copy per document, named
 * `demo-<nnn>-<photo>.jpg`) and writes 320 px JPEG thumbnails into `filesDir/thumbnails/`.
 * @throws when a photo cannot be read or filesDir cannot be written.
 */
export async function prepareDocFiles(filesDir: string, photosDir: string): Promise<DemoDocFile[]> {
  await mkdir(join(filesDir, 'observations'), { recursive: true });
  const files: DemoDocFile[] = [];
  let n = 0;
  for (const [plan, entry] of PLAN.entries()) {
    for (const photo of entry.photos) {
      n++;
      const fileName = `demo-${String(n).padStart(3, '0')}-${photo}.jpg`;
      const storage = `observations/${fileName}`;
      const thumb = `thumbnails/${fileName}`;
      await copyFile(join(photosDir, PHOTOS[photo]), join(filesDir, storage));
      const made = await createThumbnail(join(filesDir, storage), join(filesDir, thumb), 320);
      files.push({
        plan, target: entry.target, folder_name: 'observations', file_name: fileName,
        original_file_name: n <= 3 ? PHOTOS[photo] : `IMG_${String(2000 + n * 37)}.JPG`,
        mimetype: 'image/jpeg', size_in_bytes: (await stat(join(filesDir, storage))).size,
        storage_path: storage, thumbnail_path: made ? thumb : null,
      });
    }
  }
  return files;
}

/**
 * Inserts the docs rows (doc_type 1 = photo, owner = the curator, generated = 1) and links them
 * to observations: the most recent Dianthus sylvestris records of the flora project, the first
 * garden-survey records, the first Prunus laurocerasus records of the neophyte projects.
 * @returns counts of docs and observation_docs rows written.
 */
export function seedDocs(db: Db, ctx: SeedContext, files: readonly DemoDocFile[], now: string): { docs: number; links: number } {
  const ids = (sql: string, ...params: unknown[]): Array<{ occurrence_id: number; dataset_id: number }> =>
    db.prepare(sql).all(...params) as Array<{ occurrence_id: number; dataset_id: number }>;
  const targets: Record<Target, Array<{ occurrence_id: number; dataset_id: number }>> = {
    flora: ids(`SELECT occurrence_id, dataset_id FROM observations WHERE dataset_id = ? AND event_type = 1 AND taxon_id IN
      (SELECT id FROM taxa WHERE scientific_name LIKE 'Dianthus sylvestris%') ORDER BY event_date_utc DESC, occurrence_id LIMIT 4`, ctx.projects.flora),
    garden: ids('SELECT occurrence_id, dataset_id FROM observations WHERE dataset_id = ? ORDER BY occurrence_id LIMIT 5', ctx.projects.garden),
    neophyte: ids(`SELECT occurrence_id, dataset_id FROM observations WHERE dataset_id IN (?,?,?) AND taxon_id IN
      (SELECT id FROM taxa WHERE scientific_name LIKE 'Prunus laurocerasus%') ORDER BY occurrence_id LIMIT 3`,
      ctx.projects.neoTI, ctx.projects.neoZH, ctx.projects.neoVD),
  };
  const firstOfTarget = new Map<Target, number>();
  PLAN.forEach((p, i) => { if (!firstOfTarget.has(p.target)) firstOfTarget.set(p.target, i); });
  const insDoc = db.prepare(`INSERT INTO docs (doc_type, folder_name, file_name, original_file_name, mimetype, size_in_bytes,
    dataset_id, doc_rem, owner, storage_path, thumbnail_path, generated, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insLink = db.prepare('INSERT INTO observation_docs (occurrence_id, doc_id) VALUES (?, ?)');
  let docs = 0;
  let links = 0;
  for (const f of files) {
    const obs = targets[f.target][f.plan - (firstOfTarget.get(f.target) ?? 0)];
    const docId = Number(insDoc.run(1, f.folder_name, f.file_name, f.original_file_name, f.mimetype, f.size_in_bytes,
      obs?.dataset_id ?? null, 'Demo photo (CC0 / public domain, see resources/demo/photos/README.md); not taken at this observation.',
      ctx.accounts.curator, f.storage_path, f.thumbnail_path, 1, now, now).lastInsertRowid);
    docs++;
    if (obs) links += insLink.run(obs.occurrence_id, docId).changes;
  }
  return { docs, links };
}

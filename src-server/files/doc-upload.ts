/**
 * Storing uploads as documents: POST /docs (a new document) and PUT /docs/{id} (a new file for an
 * existing document; id and metadata stay), interface v5 §Endpoints "Documents".
 */
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { assertRight } from '../http/rights.js';
import { invalidBody, type FieldError } from '../http/problem.js';
import { DOC_PARTS, DocUploadFieldsSchema, type DocUploadFields } from '../../src-shared/schemas/doc.js';
import { readUpload, type Upload, type UploadedFile } from './upload.js';
import { discardTemp, docFileRelPath, moveIntoStore, removeStoredFiles, safeFileName } from './store.js';
import { makeDocThumbnail } from './doc-thumbnail.js';
import { assertDocRight, assertDocType, assertProjectExists, loadDoc, type DocRow } from './docs-repo.js';
import { zodFieldErrors } from '../http/body.js';

/** Text parts of POST /docs: part name → field. */
const CREATE_FIELDS: Readonly<Record<string, string>> = {
  [DOC_PARTS.dataset_id]: 'dataset_id',
  [DOC_PARTS.doc_type]: 'doc_type',
  [DOC_PARTS.doc_rem]: 'doc_rem',
  [DOC_PARTS.folder_name]: 'folder_name',
};
const V4_PARTS: Readonly<Record<string, string>> = {
  'doc[project_id]': `Renamed in v5: send ${DOC_PARTS.dataset_id}.`,
};
const METADATA_HINT = 'PUT /docs/{id} replaces the file only; change metadata with PUT /docs/{id}/metadatas.';

const partName = (field: string): string => `doc[${field}]`;

/** Deletes the temporary file when `work` throws, then rethrows. */
async function orDiscard<T>(file: UploadedFile | undefined, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardTemp(file?.tempPath);
    throw error;
  }
}

function requireFile(upload: Upload): UploadedFile {
  if (!upload.file) throw invalidBody([{ field: DOC_PARTS.file, message: `The file part ${DOC_PARTS.file} is missing.` }]);
  return upload.file;
}

/**
 * Rights and validity of POST /docs fields, in the order: 403 (no write right on an existing
 * project), 422 (field errors, including a missing file, an unknown project, a doc_type outside
 * the vocabulary).
 */
async function checkCreateFields(ctx: ServiceContext, request: FastifyRequest, upload: Upload): Promise<DocUploadFields> {
  const caller = callerOf(request);
  const rawDataset = upload.fields.dataset_id;
  if (rawDataset !== undefined && /^\d+$/.test(rawDataset)) {
    await assertProjectExists(ctx.store, Number(rawDataset), DOC_PARTS.dataset_id);
    await assertRight(ctx.store, caller, Number(rawDataset), 'write');
  }
  const errors: FieldError[] = [];
  const parsed = DocUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) errors.push(...zodFieldErrors(parsed.error).map((e) => ({ ...e, field: partName(e.field) })));
  if (!upload.file) errors.push({ field: DOC_PARTS.file, message: `The file part ${DOC_PARTS.file} is missing.` });
  if (errors.length || !parsed.success) throw invalidBody(errors, 'The upload form is invalid.');
  await assertDocType(ctx.store, parsed.data.doc_type, DOC_PARTS.doc_type);
  return parsed.data;
}

/**
 * POST /docs: reads the multipart upload, checks it, stores the file under `docs/<id>/` and
 * makes its thumbnail. The caller becomes the owner; without `doc[dataset_id]` the document is
 * private to them. Throws 403/413/415/422 as {@link readUpload} and the checks above describe.
 */
export async function createDocFromUpload(ctx: ServiceContext, request: FastifyRequest): Promise<DocRow> {
  const caller = callerOf(request);
  const upload = await readUpload(request, {
    filesDir: ctx.filesDir,
    maxBytes: ctx.maxUploadBytes,
    timeouts: ctx.uploadTimeouts,
    filePart: DOC_PARTS.file,
    fields: CREATE_FIELDS,
    hints: V4_PARTS,
    // fields sent before the file: refuse (403, 422) before storing the bytes
    beforeFile: async (fields) => {
      if (fields.dataset_id !== undefined && /^\d+$/.test(fields.dataset_id)) {
        await assertProjectExists(ctx.store, Number(fields.dataset_id), DOC_PARTS.dataset_id);
        await assertRight(ctx.store, caller, Number(fields.dataset_id), 'write');
      }
      if (fields.doc_type !== undefined && /^\d+$/.test(fields.doc_type)) await assertDocType(ctx.store, Number(fields.doc_type), DOC_PARTS.doc_type);
    },
  });
  const fields = await orDiscard(upload.file, () => checkCreateFields(ctx, request, upload));
  const file = requireFile(upload);
  const fileName = safeFileName(file.originalName);
  const now = new Date().toISOString();
  const id = await orDiscard(file, () => ctx.store.transaction(async (tx) => {
    const { id: newId } = (await tx.get<{ id: number }>(`INSERT INTO docs (doc_type, folder_name, file_name, original_file_name, mimetype, size_in_bytes,
      dataset_id, doc_rem, owner, storage_path, thumbnail_path, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '', NULL, ?, ?) RETURNING id`,
    [fields.doc_type, fields.folder_name ?? null, fileName, file.originalName || null, file.mimetype, file.size,
      fields.dataset_id ?? null, fields.doc_rem ?? null, caller.person_id, now, now]))!;
    await tx.run('UPDATE docs SET storage_path = ? WHERE id = ?', [docFileRelPath(newId, fileName), newId]);
    return newId;
  }));
  const storage_path = docFileRelPath(id, fileName);
  try {
    await moveIntoStore(ctx.filesDir, file.tempPath, storage_path);
  } catch (error) {
    await ctx.store.run('DELETE FROM docs WHERE id = ?', [id]);
    await discardTemp(file.tempPath);
    throw error;
  }
  const thumbnail = await makeDocThumbnail(ctx.filesDir, { id, storage_path, mimetype: file.mimetype });
  if (thumbnail) await ctx.store.run('UPDATE docs SET thumbnail_path = ? WHERE id = ?', [thumbnail, id]);
  return loadDoc(ctx.store, id);
}

/** Store-relative paths that no other document row than `id` points at (safe to delete). */
export async function unsharedPaths(ctx: Pick<ServiceContext, 'store'>, id: number, paths: ReadonlyArray<string | null>): Promise<string[]> {
  const unshared: string[] = [];
  for (const p of paths) {
    if (p && !(await ctx.store.get('SELECT 1 AS ok FROM docs WHERE id <> ? AND (storage_path = ? OR thumbnail_path = ?) LIMIT 1', [id, p, p]))) unshared.push(p);
  }
  return unshared;
}

/**
 * PUT /docs/{id}: replaces the stored file (multipart, one part `doc[file]`, no other parts).
 * Keeps id, doc_type, doc_rem, dataset_id, folder_name and owner; sets file_name,
 * original_file_name, mimetype and size from the new file and remakes the thumbnail.
 * Throws 404 (no document), 403 (no write right, checked before the body is read), 413, 415, 422.
 */
export async function replaceDocFile(ctx: ServiceContext, request: FastifyRequest, id: number): Promise<DocRow> {
  const caller = callerOf(request);
  const before = await loadDoc(ctx.store, id);
  await assertDocRight(ctx.store, caller, before, 'write');
  const hints = Object.fromEntries([...Object.keys(CREATE_FIELDS), ...Object.keys(V4_PARTS)].map((name) => [name, METADATA_HINT]));
  const upload = await readUpload(request, { filesDir: ctx.filesDir, maxBytes: ctx.maxUploadBytes, timeouts: ctx.uploadTimeouts, filePart: DOC_PARTS.file, fields: {}, hints });
  const file = requireFile(upload);
  const current = await orDiscard(file, () => loadDoc(ctx.store, id)); // deleted meanwhile: 404
  const fileName = safeFileName(file.originalName);
  const storage_path = docFileRelPath(id, fileName);
  await orDiscard(file, () => moveIntoStore(ctx.filesDir, file.tempPath, storage_path));
  await ctx.store.run(`UPDATE docs SET file_name = ?, original_file_name = ?, mimetype = ?, size_in_bytes = ?, storage_path = ?,
    thumbnail_path = NULL, updated_at = ? WHERE id = ?`, [fileName, file.originalName || null, file.mimetype, file.size, storage_path, new Date().toISOString(), id]);
  const stale = current.storage_path !== storage_path ? [current.storage_path] : [];
  const thumbnail = await makeDocThumbnail(ctx.filesDir, { id, storage_path, mimetype: file.mimetype });
  if (thumbnail) await ctx.store.run('UPDATE docs SET thumbnail_path = ? WHERE id = ?', [thumbnail, id]);
  if (current.thumbnail_path && current.thumbnail_path !== thumbnail) stale.push(current.thumbnail_path);
  await removeStoredFiles(ctx.filesDir, await unsharedPaths(ctx, id, stale));
  return loadDoc(ctx.store, id);
}

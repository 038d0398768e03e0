import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { callerOf } from '../http/context.js';
import { accessFirst } from '../http/access-first.js';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { ifMatch, setEtag } from '../http/etag.js';
import { Envelope, NoContent, bodySchema, idParams, listQuery } from '../http/route-schemas.js';
import { multipartRequestBody } from '../http/openapi.js';
import { assertRight, parseRight } from '../http/rights.js';
import { notFound } from '../http/problem.js';
import { DOC_FILTERS } from '../../src-shared/filters/documents.js';
import { DOC_PARTS, DOC_REM_MAX, DocMetadataUpdateSchema, DocumentSchema } from '../../src-shared/schemas/doc.js';
import { isHead, setTotals } from '../query/list.js';
import {
  DOC_SORTABLE, assertDocRight, assertOwnDoc, assertDocType, assertProjectExists, baseUrlOf, deleteDoc, docRightSql, listDocs, loadDoc, toDocument,
  updateDocMetadata,
} from '../files/docs-repo.js';
import { createDocFromUpload, replaceDocFile, unsharedPaths } from '../files/doc-upload.js';
import { requireMultipart } from '../files/upload.js';
import { removeStoredFiles, storePath } from '../files/store.js';
import { sendStoredFile } from '../files/serve.js';


/** The file part of an upload, as the OpenAPI document describes it (the route reads it as a stream). */
const filePart = z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream', description: 'The file; its type is read from its bytes, not from the part\'s Content-Type.' });

/** The parts of POST /docs (files/doc-upload.ts checks them against DocUploadFieldsSchema). */
const DocUploadParts = z.object({
  [DOC_PARTS.file]: filePart,
  [DOC_PARTS.doc_type]: z.string().meta({ description: 'Document type: a code of the doc_type vocabulary.' }),
  [DOC_PARTS.dataset_id]: z.string().optional().meta({ description: 'The project (v4: doc[project_id]); without it the document belongs to the uploader alone.' }),
  [DOC_PARTS.doc_rem]: z.string().max(DOC_REM_MAX).optional().meta({ description: 'Remarks.' }),
  [DOC_PARTS.folder_name]: z.string().optional().meta({ description: 'A folder name shown with the document.' }),
});

/** The one part of PUT /docs/{id}: metadata changes go to PUT /docs/{id}/metadatas. */
const DocReplaceParts = z.object({ [DOC_PARTS.file]: filePart });
/** Fields of a Document that a client may read but never send in PUT /docs/{id}/metadatas. */
const READ_ONLY = ['id', 'file_name', 'file_url', 'thumbnail_urls', 'mimetype', 'owner', 'size_in_bytes'];
/** Fields v5 removed from documents (and v4's project_id). */
const REMOVED = ['authorizations', 'last_modified_when', 'project_id'];

const docListQuery = listQuery({
  filters: DOC_FILTERS, sortable: DOC_SORTABLE, options: ['right'],
  optionHelp: { right: 'The right the caller needs on the documents: read (default), write, validate or manage.' },
});

/**
 * /rest/v5/docs and its sub-paths (interface v5 §Endpoints "Documents"); every path needs the
 * bearer token; other methods 405. Registers @fastify/multipart (streaming only, limits per
 * request) in its own encapsulated scope, so multipart bodies are accepted on these routes only.
 * Upload bodies are read by files/doc-upload.ts (not described in the OpenAPI document).
 *
 * - GET/HEAD /docs: list; filters id, dataset_id, file_name, original_file_name, with_observation, doc_type;
 *   `right` (read|write|validate|manage, default read); offset, limit, sort, dir, with_total.
 * - POST /docs: multipart upload → 201 `{data: Document}` (see files/doc-upload.ts).
 * - GET /docs/{id} → `{data: Document}`; PUT → replaces the file; DELETE → 204, files removed,
 *   detached from observations.
 * - PUT /docs/{id}/metadatas: JSON body of src-shared/schemas/doc.ts DocMetadataUpdateSchema.
 * - GET/HEAD /docs/{id}/file and /docs/{id}/thumbnail: the bytes (read right).
 */
export async function docRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: app.maxUploadBytes } });
    registerDocRoutes(scope);
  });
}

function registerDocRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { store } = app;
  const tags = ['documents'];
  const params = idParams('document');
  const bumpObservations = (): void => { app.observationsVersion.value += 1; };

  api.get('/rest/v5/docs', {
    schema: { summary: 'List the documents the caller has a right on', tags, querystring: docListQuery, response: { 200: Envelope(z.array(DocumentSchema)) } },
  }, async (request, reply) => {
    const p = request.query;
    const result = await listDocs(store, [docRightSql('d', callerOf(request), parseRight(p.options.right), store.dialect)], p, isHead(request));
    setTotals(reply, result);
    const base = baseUrlOf(request);
    return envelope(result.rows.map((row) => toDocument(row, base)));
  });

  api.post('/rest/v5/docs', {
    schema: { summary: 'Upload a document (multipart/form-data: doc[file], doc[doc_type], doc[dataset_id] …)', tags, response: { 201: Envelope(DocumentSchema) } },
    config: { swaggerTransform: multipartRequestBody(DocUploadParts) },
    onRequest: requireMultipart, // 415 before reading a body that is not multipart
  }, async (request, reply) => {
    const row = await createDocFromUpload(app, request);
    return reply.code(201).header('Location', `/rest/v5/docs/${row.id}`).send(envelope(toDocument(row, baseUrlOf(request))));
  });
  allowOnly(app, '/rest/v5/docs', ['GET', 'POST']);

  api.get('/rest/v5/docs/:id', {
    schema: { summary: 'One document (read right)', tags, params, response: { 200: Envelope(DocumentSchema) } },
  }, async (request, reply) => {
    const doc = await loadDoc(store, request.params.id);
    await assertDocRight(store, callerOf(request), doc, 'read');
    setEtag(reply, doc);
    return envelope(toDocument(doc, baseUrlOf(request)));
  });

  api.put('/rest/v5/docs/:id', {
    schema: { summary: 'Replace the file of a document (multipart/form-data: doc[file]; write right)', tags, params, response: { 200: Envelope(DocumentSchema) } },
    config: { swaggerTransform: multipartRequestBody(DocReplaceParts) },
    onRequest: requireMultipart,
  }, async (request) => {
    const row = await replaceDocFile(app, request, request.params.id);
    return envelope(toDocument(row, baseUrlOf(request)));
  });

  api.delete('/rest/v5/docs/:id', {
    schema: { summary: 'Delete a document and its files (write right); it is detached from every observation', tags, params, response: { 204: NoContent } },
  }, async (request, reply) => {
    const before = await loadDoc(store, request.params.id);
    await assertDocRight(store, callerOf(request), before, 'write');
    const doc = await deleteDoc(store, before.id, ifMatch(request, `Document ${before.id}`));
    bumpObservations();
    await removeStoredFiles(app.filesDir, await unsharedPaths(app, doc.id, [doc.storage_path, doc.thumbnail_path]));
    return reply.code(204).send();
  });
  allowOnly(app, '/rest/v5/docs/:id', ['GET', 'PUT', 'DELETE']);

  api.put('/rest/v5/docs/:id/metadatas', {
    schema: {
      summary: 'Change the metadata of a document (write right; absent fields keep their value)', tags, params,
      body: bodySchema(DocMetadataUpdateSchema, { readOnly: READ_ONLY, removed: REMOVED, resourceName: 'doc' }),
      response: { 200: Envelope(DocumentSchema) },
    },
    preValidation: accessFirst(params, async (request, { id }) => assertDocRight(store, callerOf(request), await loadDoc(store, id), 'write')),
  }, async (request, reply) => {
    const caller = callerOf(request);
    const before = await loadDoc(store, request.params.id);
    await assertDocRight(store, caller, before, 'write');
    const body = request.body;
    if (body.dataset_id !== undefined && body.dataset_id !== null && body.dataset_id !== before.dataset_id) {
      await assertProjectExists(store, body.dataset_id, 'dataset_id');
      await assertRight(store, caller, body.dataset_id, 'write');
    }
    if (body.doc_type !== undefined) await assertDocType(store, body.doc_type, 'doc_type');
    const stored = await updateDocMetadata(store, before.id, (doc) => {
      const next = { ...doc, ...body };
      // a document without project is private to its owner: only the owner may make it so
      if (next.dataset_id === null && doc.dataset_id !== null) assertOwnDoc(caller, doc);
      return next;
    }, ifMatch(request, `Document ${before.id}`));
    if (body.doc_type !== undefined || body.dataset_id !== undefined) bumpObservations();
    setEtag(reply, stored);
    return envelope(toDocument(stored, baseUrlOf(request)));
  });
  allowOnly(app, '/rest/v5/docs/:id/metadatas', ['PUT']);

  api.get('/rest/v5/docs/:id/file', { schema: { ...storedFileSchema('The stored file, as uploaded'), params } }, async (request, reply) => {
    const doc = await loadDoc(store, request.params.id);
    await assertDocRight(store, callerOf(request), doc, 'read');
    return sendStoredFile(request, reply, {
      path: storePath(app.filesDir, doc.storage_path),
      mimetype: doc.mimetype ?? 'application/octet-stream',
      downloadName: doc.original_file_name ?? doc.file_name,
      tag: `doc-${doc.id}`,
    });
  });
  allowOnly(app, '/rest/v5/docs/:id/file', ['GET']);

  api.get('/rest/v5/docs/:id/thumbnail', { schema: { ...storedFileSchema('The small thumbnail (JPEG, at most 320 px)'), params } }, async (request, reply) => {
    const doc = await loadDoc(store, request.params.id);
    await assertDocRight(store, callerOf(request), doc, 'read');
    if (!doc.thumbnail_path) throw notFound(`Document ${doc.id} has no thumbnail.`);
    return sendStoredFile(request, reply, {
      path: storePath(app.filesDir, doc.thumbnail_path),
      downloadName: `thumbnail-${doc.id}`,
      tag: `doc-${doc.id}-small`,
    });
  });
  allowOnly(app, '/rest/v5/docs/:id/thumbnail', ['GET']);
}

/** Declared answers of a stored file (files/serve.ts): the bytes, one byte range, or not modified. */
function storedFileSchema(summary: string) {
  const bytes = { content: { '*/*': { schema: z.string().meta({ description: 'The bytes, with the stored Content-Type.' }) } } };
  return {
    summary, tags: ['documents'],
    response: {
      200: { description: 'The bytes; `ETag`, `Cache-Control: private`, `Content-Disposition`.', ...bytes },
      206: { description: 'One byte range (`Range: bytes=…`).', ...bytes },
      304: z.undefined().meta({ description: 'Not modified (`If-None-Match`); no body.' }),
    },
  };
}

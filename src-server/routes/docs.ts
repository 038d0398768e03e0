import { z } from 'zod';
import { pathId } from '../http/path-id.js';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import multipart from '@fastify/multipart';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { assertRight, parseRight } from '../http/rights.js';
import { notFound } from '../http/problem.js';
import { DOC_FILTERS } from '../../src-shared/filters/documents.js';
import { DocMetadataUpdateSchema } from '../../src-shared/schemas/doc.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { isHead, setTotals } from '../query/list.js';
import {
  DOC_SORTABLE, assertDocRight, assertDocType, assertProjectExists, baseUrlOf, listDocs, loadDoc, docRightSql, toDocument,
} from '../files/docs-repo.js';
import { createDocFromUpload, replaceDocFile, unsharedPaths } from '../files/doc-upload.js';
import { requireMultipart } from '../files/upload.js';
import { removeStoredFiles, storePath } from '../files/store.js';
import { sendStoredFile } from '../files/serve.js';

/** Fields of a Document that a client may read but never send in PUT /docs/{id}/metadatas. */
const READ_ONLY = ['id', 'file_name', 'file_url', 'thumbnail_urls', 'mimetype', 'owner', 'size_in_bytes'];
/** Fields v5 removed from documents (and v4's project_id). */
const REMOVED = ['authorizations', 'last_modified_when', 'project_id'];

const docId = (request: FastifyRequest): number => pathId((request.params as { id?: string }).id);

/** Fastify route options that answer 415 before reading a non-multipart body. */
const multipartOnly = (handler: RouteHandlerMethod) => ({ options: { onRequest: requireMultipart }, handler });

/**
 * /rest/v5/docs and its sub-paths (interface v5 §Endpoints "Documents"); every path needs the
 * bearer token. Registers @fastify/multipart (streaming only, limits per request) in its own
 * encapsulated scope, so multipart bodies are accepted on these routes only.
 *
 * - GET/HEAD /docs: list; filters id, dataset_id, file_name, original_file_name, with_observation, doc_type;
 *   `right` (read|write|validate|manage, default read); offset, limit, sort, dir, with_total.
 * - POST /docs: multipart upload → 201 `{data: Document}` (see files/doc-upload.ts).
 * - GET /docs/{id} → `{data: Document}`; PUT → replaces the file; DELETE → 204, files removed,
 *   detached from observations.
 * - PUT /docs/{id}/metadatas: JSON body of src-shared/schemas/doc.ts DocMetadataUpdateSchema.
 * - GET/HEAD /docs/{id}/file and /docs/{id}/thumbnail: the bytes (read right).
 */
export async function docRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: ctx.maxUploadBytes } });
    registerDocRoutes(scope, ctx);
  });
}

function registerDocRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const bumpObservations = (): void => { ctx.observationsVersion.value += 1; };

  resource(app, '/rest/v5/docs', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const p = parseListQuery(searchParamsOf(request.url), { filters: DOC_FILTERS, sortable: DOC_SORTABLE, options: ['right'] });
      const right = parseRight(p.options.right);
      const result = listDocs(ctx.db, [docRightSql('d', caller, right)], p, isHead(request));
      setTotals(reply, result);
      const base = baseUrlOf(request);
      return envelope(result.rows.map((row) => toDocument(row, base)));
    },
    POST: multipartOnly(async (request, reply) => {
      const row = await createDocFromUpload(ctx, request);
      return reply.code(201).header('Location', `/rest/v5/docs/${row.id}`).send(envelope(toDocument(row, baseUrlOf(request))));
    }),
  });

  resource(app, '/rest/v5/docs/:id', {
    GET: async (request, reply) => {
      const doc = loadDoc(ctx.db, docId(request));
      assertDocRight(ctx.db, callerOf(request), doc, 'read');
      setEtag(reply, doc);
      return envelope(toDocument(doc, baseUrlOf(request)));
    },
    PUT: multipartOnly(async (request) => {
      const row = await replaceDocFile(ctx, request, docId(request));
      return envelope(toDocument(row, baseUrlOf(request)));
    }),
    DELETE: async (request, reply) => {
      const doc = loadDoc(ctx.db, docId(request));
      assertDocRight(ctx.db, callerOf(request), doc, 'write');
      assertIfMatch(request, () => loadDoc(ctx.db, doc.id), `Document ${doc.id}`);
      const files = unsharedPaths(ctx, doc.id, [doc.storage_path, doc.thumbnail_path]);
      ctx.db.transaction(() => {
        ctx.db.prepare('DELETE FROM observation_docs WHERE doc_id = ?').run(doc.id);
        ctx.db.prepare('DELETE FROM docs WHERE id = ?').run(doc.id);
      })();
      bumpObservations();
      await removeStoredFiles(ctx.filesDir, files);
      return reply.code(204).send();
    },
  });

  resource(app, '/rest/v5/docs/:id/metadatas', {
    PUT: async (request, reply) => {
      const caller = callerOf(request);
      const doc = loadDoc(ctx.db, docId(request));
      assertDocRight(ctx.db, caller, doc, 'write');
      const body = parseBody(DocMetadataUpdateSchema, request.body, { readOnly: READ_ONLY, removed: REMOVED, resourceName: 'doc' });
      if (body.dataset_id !== undefined && body.dataset_id !== null && body.dataset_id !== doc.dataset_id) {
        assertProjectExists(ctx.db, body.dataset_id, 'dataset_id');
        assertRight(ctx.db, caller, body.dataset_id, 'write');
      }
      if (body.doc_type !== undefined) assertDocType(ctx.db, body.doc_type, 'doc_type');
      const next = { ...doc, ...body };
      assertIfMatch(request, () => doc, `Document ${doc.id}`);
      // a document without project is private to its owner: only the owner may make it so
      if (next.dataset_id === null && doc.dataset_id !== null) assertDocRight(ctx.db, caller, { ...doc, dataset_id: null }, 'write');
      ctx.db.prepare(`UPDATE docs SET doc_type = ?, doc_rem = ?, dataset_id = ?, folder_name = ?, original_file_name = ?, updated_at = ?
        WHERE id = ?`).run(next.doc_type, next.doc_rem, next.dataset_id, next.folder_name, next.original_file_name, new Date().toISOString(), doc.id);
      if (body.doc_type !== undefined || body.dataset_id !== undefined) bumpObservations();
      const stored = loadDoc(ctx.db, doc.id);
      setEtag(reply, stored);
      return envelope(toDocument(stored, baseUrlOf(request)));
    },
  });

  resource(app, '/rest/v5/docs/:id/file', {
    GET: { options: { schema: storedFileSchema('The stored file, as uploaded') }, handler: async (request, reply) => {
      const doc = loadDoc(ctx.db, docId(request));
      assertDocRight(ctx.db, callerOf(request), doc, 'read');
      return sendStoredFile(request, reply, {
        path: storePath(ctx.filesDir, doc.storage_path),
        mimetype: doc.mimetype ?? 'application/octet-stream',
        downloadName: doc.original_file_name ?? doc.file_name,
        tag: `doc-${doc.id}`,
      });
    } },
  });

  resource(app, '/rest/v5/docs/:id/thumbnail', {
    GET: { options: { schema: storedFileSchema('The small thumbnail (JPEG, at most 320 px)') }, handler: async (request, reply) => {
      const doc = loadDoc(ctx.db, docId(request));
      assertDocRight(ctx.db, callerOf(request), doc, 'read');
      if (!doc.thumbnail_path) throw notFound(`Document ${doc.id} has no thumbnail.`);
      return sendStoredFile(request, reply, {
        path: storePath(ctx.filesDir, doc.thumbnail_path),
        downloadName: `thumbnail-${doc.id}`,
        tag: `doc-${doc.id}-small`,
      });
    } },
  });
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

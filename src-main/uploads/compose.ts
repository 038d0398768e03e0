/**
 * Composition of the documents domain and the upload queue over the REST client (used by
 * src-main/services.ts): the queue saved in `queueDir`, its events pushed on the
 * desk event bus, and uploaded documents with desk-file URLs (the handlers of
 * src-shared/contract/documents.ts are assembled in src-main/ipc/handlers.ts).
 */
import type { ApiClient } from '../api/client.js';
import type { DocFileUrlBuilder } from '../domains/doc-file-urls.js';
import { webDocFileUrl } from '../domains/doc-file-urls.js';
import { DocumentsDomain } from '../domains/documents.js';
import { withDeskFileUrls } from '../domains/observation-docs.js';
import type { ObservationsDomain } from '../domains/observations.js';
import type { DeskEvents } from '../ipc/events.js';
import type { DeskLogger } from '../platform.js';
import { httpUploadAttempt, type UploadClientFactory } from './attempt.js';
import { UploadQueue, type UploadQueueOptions, type UploadSession } from './queue.js';
import { fileUploadStore } from './store.js';

/** Inputs of {@link createDocumentServices}. */
export interface DocumentServicesDeps {
  api: ApiClient;
  /** An API client of the active profile over a given transport (uploads bypass fetch, see ./http-transport.ts). */
  uploadClient: UploadClientFactory;
  observations: ObservationsDomain;
  events: DeskEvents;
  /** Folder of the queue file (`upload-queue.json`). */
  queueDir: string;
  /** Main's own folders (data, state): files below them are never uploaded. */
  privateDirs: readonly string[];
  /** The signed-in session's scope, null when signed out (see UploadQueueOptions.session). */
  session(): UploadSession | null;
  docFileUrl?: DocFileUrlBuilder;
  /** Called when a document's file changed (replaced or removed): main's desk-file cache drops its copies. */
  fileChanged?: (doc_id: number) => Promise<void>;
  /** Replaces parts of the queue (tests: retry policy, clock, attempt). */
  queue?: Partial<UploadQueueOptions>;
  log: DeskLogger;
}

/** The composed documents domain and upload queue. */
export interface DocumentServices {
  documents: DocumentsDomain;
  queue: UploadQueue;
}

/** Composes documents and uploads; reads the saved queue (items that were live come back `interrupted`). */
export function createDocumentServices(deps: DocumentServicesDeps): DocumentServices {
  const url = deps.docFileUrl ?? webDocFileUrl;
  const documents = new DocumentsDomain(deps.api, url);
  const attempt = httpUploadAttempt(deps.uploadClient);
  const queue = new UploadQueue({
    attempt: async (job, hooks) => {
      const document = await attempt(job, hooks);
      if (job.kind === 'replace' && job.target_doc_id) await deps.fileChanged?.(job.target_doc_id);
      return withDeskFileUrls(document, url);
    },
    attach: (occurrence_id, doc_id) => documents.attach(occurrence_id, doc_id),
    store: fileUploadStore(deps.queueDir, deps.log),
    emit: (item) => deps.events.emit('uploads.progress', item),
    emitRemoved: (ids) => deps.events.emit('uploads.removed', { ids }),
    session: deps.session,
    forbiddenRoots: deps.privateDirs,
    log: deps.log,
    ...deps.queue,
  });
  return { documents, queue };
}

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
import type { Document } from '../../src-shared/schemas/doc.js';
import { httpUploadAttempt, type AttemptHooks, type UploadAttempt, type UploadClientFactory, type UploadJob } from './attempt.js';
import { FileHandles } from './file-handles.js';
import { findLostUpload, markedRemark, unmark, uploadMarker } from './upload-marker.js';
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
  /** Whether the active profile's service answers now (the service monitor's check): uploads waiting for it start at once. */
  serviceAnswers?: () => Promise<boolean>;
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
  /** The file handles the handlers resolve; hosts register the files a user gives (drop, browser upload). */
  files: FileHandles;
}

/**
 * One `POST /docs` of a queue item that creates its document at most once (./upload-marker.ts):
 * a repeated POST first looks for the document a lost answer may have created; the POST carries
 * the item's marker in `doc_rem`, taken out again once the document is known.
 */
async function createOnce(documents: DocumentsDomain, attempt: UploadAttempt, job: UploadJob & { item: NonNullable<UploadJob['item']> }, hooks: AttemptHooks): Promise<Document> {
  const marker = uploadMarker(job.item.id);
  const remark = job.doc_rem ?? null;
  if (job.item.repeat) {
    const lost = await findLostUpload(documents, { marker, dataset_id: job.dataset_id ?? null, file_name: job.item.file_name, bytes_total: job.item.bytes_total });
    if (lost) return unmark(documents, lost, marker, remark);
  }
  const created = await attempt({ ...job, doc_rem: markedRemark(remark, marker) }, hooks);
  return unmark(documents, created, marker, remark);
}

/** Composes documents and uploads; reads the saved queue (items that were live come back `interrupted`). */
export function createDocumentServices(deps: DocumentServicesDeps): DocumentServices {
  const url = deps.docFileUrl ?? webDocFileUrl;
  const documents = new DocumentsDomain(deps.api, url);
  const attempt = httpUploadAttempt(deps.uploadClient);
  const queue = new UploadQueue({
    attempt: async (job, hooks) => {
      if (job.kind === 'create' && job.item) return withDeskFileUrls(await createOnce(documents, attempt, { ...job, item: job.item }, hooks), url);
      const document = await attempt(job, hooks);
      if (job.kind === 'replace' && job.target_doc_id) await deps.fileChanged?.(job.target_doc_id);
      return withDeskFileUrls(document, url);
    },
    attach: (occurrence_id, doc_id) => documents.attach(occurrence_id, doc_id),
    store: fileUploadStore(deps.queueDir, deps.log),
    emit: (item) => deps.events.emit('uploads.progress', item),
    emitRemoved: (ids) => deps.events.emit('uploads.removed', { ids }),
    session: deps.session,
    serviceAnswers: deps.serviceAnswers,
    forbiddenRoots: deps.privateDirs,
    log: deps.log,
    ...deps.queue,
  });
  const files = new FileHandles();
  return { documents, queue, files };
}

import type { DocumentsDomain } from '../domains/documents.js';
import { suggestObservations, type SuggestDeps } from '../domains/documents-suggest.js';
import { readExif } from '../uploads/exif.js';
import type { FileHandles } from '../uploads/file-handles.js';
import type { UploadQueue } from '../uploads/queue.js';
import type { DomainHandlers } from './handlers.js';

/** What the document handlers act on. */
export interface DocumentHandlersDeps extends SuggestDeps {
  documents: DocumentsDomain;
  queue: UploadQueue;
  /** The handles of the files the user gave (the renderer names no path). */
  files: FileHandles;
  /**
   * The host's native open dialog (Electron's `dialog.showOpenDialog`, host/electron-files.ts):
   * the chosen paths, [] when cancelled. Absent in browser mode (no native dialog).
   */
  chooseFiles?: () => Promise<string[]>;
}

/** The handlers of documents, uploads and EXIF (src-shared/contract/documents.ts), except `observationDocs.list`. */
export type DocumentHandlers = DomainHandlers<'documents'> &
  DomainHandlers<'uploads'> &
  DomainHandlers<'exif'> &
  Pick<DomainHandlers<'observationDocs'>, 'observationDocs.attach' | 'observationDocs.detach'>;

/**
 * `documents.*`, `uploads.*`, `exif.read`, `observationDocs.attach|detach`: inputs already
 * validated by the dispatcher; service errors arrive as DeskError with the problem's `fields`.
 * `documents.replaceFile` goes through the upload queue (progress, cancel, retry like any upload).
 */
export function documentHandlers(deps: DocumentHandlersDeps): DocumentHandlers {
  const { documents, queue, files } = deps;
  return {
    'documents.list': (input) => documents.list(input),
    'documents.get': ({ id }) => documents.get(id),
    'documents.updateMetadata': ({ id, changes, base }) => documents.updateMetadata(id, changes, base),
    'documents.remove': ({ id, base }) => documents.remove(id, base),
    'documents.replaceFile': ({ id, file }) => queue.replace(id, files.resolve([file], 'file', true)[0]!),
    'documents.suggestObservations': ({ file, ...input }) =>
      suggestObservations(deps, { ...input, path: file === undefined ? undefined : files.resolve([file], 'file', true)[0] }),
    'observationDocs.attach': ({ occurrence_id, doc_id }) => documents.attach(occurrence_id, doc_id),
    'observationDocs.detach': ({ occurrence_id, doc_id }) => documents.detach(occurrence_id, doc_id),
    'uploads.enqueue': ({ files: handles, ...input }) => queue.enqueue({ ...input, paths: files.resolve(handles, 'files') }),
    'uploads.list': async () => queue.list(),
    'uploads.cancel': async ({ ids }) => queue.cancel(ids),
    'uploads.retry': ({ ids }) => queue.retry(ids),
    'uploads.clearFinished': async () => queue.clearFinished(),
    'uploads.chooseFiles': async () => {
      if (!deps.chooseFiles) return { files: [], dialog_available: false };
      const chosen = await Promise.all((await deps.chooseFiles()).map((path) => files.register(path).catch(() => null)));
      return { files: chosen.filter((file) => file !== null), dialog_available: true };
    },
    'exif.read': ({ file }) => readExif(files.resolve([file], 'file', true)[0]!),
  };
}

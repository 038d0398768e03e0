/**
 * One upload attempt over HTTP: `POST /rest/v5/docs` (kind `create`) or `PUT /rest/v5/docs/{id}`
 * (kind `replace`) with the streamed multipart body (./multipart.ts) over http.request
 * (./http-transport.ts), through an API client (bearer token, one renewal and retry after a 401,
 * errors as DeskError). No overall timeout (a
 * large file may take hours); instead the attempt fails as `stalled` when no byte went out and no
 * answer came for `stallMs`.
 */
import { DeskError } from '../../src-shared/contract/index.js';
import { stat } from 'node:fs/promises';
import { DocumentSchema, type Document } from '../../src-shared/schemas/doc.js';
import type { ApiClient } from '../api/client.js';
import { multipartTransport } from './http-transport.js';
import { uploadForm, type UploadFields, type UploadForm } from './multipart.js';

/** What one attempt uploads. */
export interface UploadJob extends UploadFields {
  kind: 'create' | 'replace';
  path: string;
  /** The document whose file is replaced (kind `replace`). */
  target_doc_id?: number | null;
  /** The queue item it belongs to (./upload-marker.ts marks and looks for lost uploads with it). */
  item?: {
    id: string;
    file_name: string;
    bytes_total: number;
    /** A POST of this item was started before: the service may already hold its document. */
    repeat: boolean;
  };
}

/** Hooks of one attempt. */
export interface AttemptHooks {
  /** Aborts the attempt (cancel): it then rejects with DeskError `cancelled`. */
  signal: AbortSignal;
  /** Bytes of the body handed to the network so far in this attempt (restarts at 0 when the body is sent again after a 401). */
  onBytes(bytesSent: number): void;
}

/** Runs one attempt; resolves with the created or replaced document, rejects with a DeskError. */
export type UploadAttempt = (job: UploadJob, hooks: AttemptHooks) => Promise<Document>;

/** Default time without progress before an attempt counts as stalled (ms). */
export const STALL_MS = 120_000;

/** The DeskError of a file that cannot be read. */
function fileError(error: unknown, path: string): DeskError {
  const code = (error as { code?: string }).code;
  const missing = code === 'ENOENT' || code === 'ENOTDIR';
  return new DeskError({
    status: 0,
    code: missing ? 'file-missing' : 'file-unreadable',
    message: missing ? `The file ${path} no longer exists.` : `The file ${path} cannot be read (${code ?? String(error)}).`,
    fields: [],
  });
}

/** Makes an API client over `transport` (the active profile's base URL and the session's tokens). */
export type UploadClientFactory = (transport: typeof fetch) => ApiClient;

/**
 * The {@link UploadAttempt}: an API client over the multipart transport (./http-transport.ts),
 * so the token, the 401 renewal and the error mapping are the client's own. The stall watchdog
 * restarts with every chunk sent; when it fires the request is aborted and the attempt rejects
 * with DeskError `stalled` (status 0, retried by the queue). A file that changed or vanished
 * rejects with `file-changed` / `file-missing` (not retried).
 */
export function httpUploadAttempt(client: UploadClientFactory, stallMs = STALL_MS): UploadAttempt {
  return async (job, hooks) => {
    const stall = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => stall.abort(), stallMs);
    };
    let size: number | undefined;
    const openForm = async (): Promise<UploadForm> => {
      try {
        const opened = await uploadForm(job.path, job);
        size = opened.file_size_in_bytes;
        return opened;
      } catch (error) {
        throw fileError(error, job.path);
      }
    };
    const transport = multipartTransport(openForm, (bytes) => {
      watch();
      hooks.onBytes(bytes);
    });
    const path = job.kind === 'replace' ? `/rest/v5/docs/${job.target_doc_id}` : '/rest/v5/docs';
    watch();
    try {
      const answer = await client(transport).request(
        { method: job.kind === 'replace' ? 'PUT' : 'POST', path, timeoutMs: 0, signal: AbortSignal.any([hooks.signal, stall.signal]) },
        DocumentSchema,
      );
      return answer.data;
    } catch (error) {
      if (stall.signal.aborted && !hooks.signal.aborted) {
        throw new DeskError({ status: 0, code: 'stalled', message: `The upload of ${job.path} made no progress for ${Math.round(stallMs / 1000)} s.`, fields: [] });
      }
      if (error instanceof DeskError && error.code === 'network') await assertFileUnchanged(job.path, size);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * After a failure without answer: throws `file-missing` when the file is gone, `file-changed`
 * when its size is no longer the one being sent (the transport then fails, which looks like a
 * network failure, but retrying would not help). Returns when the file looks the same.
 */
async function assertFileUnchanged(path: string, sentSize: number | undefined): Promise<void> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    throw fileError(error, path);
  }
  if (sentSize !== undefined && sentSize !== size) {
    throw new DeskError({ status: 0, code: 'file-changed', message: `The file ${path} changed while it was being uploaded. Retry to send it as it is now.`, fields: [] });
  }
}

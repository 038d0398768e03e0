/**
 * Safe concurrent edits of single records (issue 11 §3; docs/interface-notes.md "ETag and
 * If-Match"). A write names the record as the form started from it (`base`); main then makes
 * sure nobody changed the record since, whichever kind of service it talks to:
 *
 * - a service that sends a strong `ETag` (RFC 9110 §8.8.3) on its single resources gets
 *   `If-Match` with the tag of that very version; its 412 Precondition Failed becomes a conflict;
 * - a service without ETags (strict interface v5; a weak tag counts as none, since `If-Match`
 *   compares strongly) gets the record read again right before the PUT or DELETE, compared
 *   with `base`. A write landing in between those two calls is not caught: the interface
 *   offers nothing better.
 *
 * Which kind a service is comes from the answers themselves (an `ETag` header or none), never
 * from its name. A conflict is DeskError `conflict` (status 412) carrying the record as the
 * service now holds it in `current` ("theirs"), so that the form can merge and send again with
 * that as its new base.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import type { ApiClient, ApiResponse } from './client.js';

/** A version of a record as main last saw it with a strong ETag: the digest of its fields and the tag. */
interface SeenVersion {
  digest: string;
  etag: string;
}

/** One write of {@link VersionedRecords.write}. */
export interface VersionedWrite {
  method: 'PUT' | 'DELETE';
  /** Where the write goes, e.g. `/rest/v5/observations/12` or `/rest/v5/docs/7/metadatas`. */
  path: string;
  /**
   * The single resource whose version `base` is, when the write goes elsewhere (a document's
   * metadata are written at `/docs/{id}/metadatas` but versioned as `/docs/{id}`); default `path`.
   */
  versionPath?: string;
  /** The JSON body of a PUT. */
  body?: unknown;
  /**
   * The record as the form started from it (what a read of the version path answered); null
   * when there was none (a sub-resource being created: someone else's meanwhile is a conflict);
   * undefined writes without any precondition (last write wins, as before).
   */
  base?: unknown;
  /** Names the record in messages, e.g. `Observation 12`. */
  what: string;
}

/** How many versions are remembered (least recently used go first); beyond it a write reads again. */
export const VERSION_MEMORY_SIZE = 2000;

/**
 * The digest of a record's fields, independent of key order and of absent vs `undefined` keys
 * (safe-stable-stringify rather than JSON.stringify, whose key order follows insertion).
 */
export function recordDigest(record: unknown): string {
  return createHash('sha256').update(stringify(record) ?? '').digest('base64url');
}

/** A strong entity tag (`"…"`), or null for none or a weak one (`W/"…"`, useless in If-Match). */
export function strongEtag(headers: Headers): string | null {
  const etag = headers.get('etag')?.trim();
  return etag && /^"[^"]*"$/.test(etag) ? etag : null;
}

/** The DeskError of a write that started from an older version than `current`. */
export function versionConflict(what: string, current: Record<string, unknown>): DeskError {
  return new DeskError({
    status: 412,
    code: 'conflict',
    message: `${what} was changed by someone else since you opened it.`,
    fields: [],
    current,
  });
}

/**
 * Reads and writes single records with their versions (see the module comment). One instance
 * per domain; versions are remembered by path (a record of another profile with the same path
 * never matches a base's digest, and if it did the service's 412 would still stop the write).
 */
export class VersionedRecords {
  private readonly seen = new Map<string, SeenVersion>();

  constructor(private readonly api: ApiClient, private readonly maxEntries = VERSION_MEMORY_SIZE) {}

  /**
   * GET `path` (with `query`, e.g. `srid`) parsed by `schema`, remembering its strong ETag.
   * Throws the client's DeskErrors (`not-found`, `forbidden` …).
   */
  async read<T>(path: string, schema: z.ZodType<T>, query?: Record<string, number | undefined>): Promise<T> {
    const answer = await this.api.request({ path, query }, schema);
    this.remember(path, answer);
    return answer.data;
  }

  /**
   * PUT or DELETE `path` provided the record is still the version `base` (see the module
   * comment); the answer's `data` parsed by `schema` (null for a 204). Throws DeskError
   * `conflict` (412, `current` = the record now) when it is not, `not-found` when the record
   * was deleted meanwhile, and the client's other DeskErrors.
   */
  async write<T>(write: VersionedWrite, schema: z.ZodType<T>): Promise<ApiResponse<T | null>> {
    const versionPath = write.versionPath ?? write.path;
    const ifMatch = write.base === undefined ? null : await this.precondition(write, schema);
    let answer: ApiResponse<T | null>;
    try {
      answer = await this.api.request({
        method: write.method, path: write.path, body: write.body, headers: ifMatch ? { 'if-match': ifMatch } : undefined,
      }, write.method === 'DELETE' ? (schema.nullable() as z.ZodType<T | null>) : schema);
    } catch (error) {
      if (error instanceof DeskError && error.status === 412) throw versionConflict(write.what, await this.readCurrent(write, schema));
      throw error;
    }
    if (write.method === 'DELETE') this.seen.delete(versionPath);
    else this.remember(versionPath, answer);
    return answer;
  }

  /**
   * The `If-Match` tag for a write from `base`, or null (no ETag, or a record that was none and
   * still is); throws the conflict when the record moved on.
   */
  private async precondition<T>(write: VersionedWrite, schema: z.ZodType<T>): Promise<string | null> {
    if (write.base === null) {
      const current = await this.readIfAny(write, schema);
      if (current) throw versionConflict(write.what, current.data as Record<string, unknown>);
      return null;
    }
    const digest = recordDigest(write.base);
    const known = this.seen.get(write.versionPath ?? write.path);
    if (known?.digest === digest) return known.etag;
    const answer = await this.readAnswer(write, schema);
    if (recordDigest(answer.data) !== digest) throw versionConflict(write.what, answer.data as Record<string, unknown>);
    return strongEtag(answer.headers);
  }

  private async readCurrent<T>(write: VersionedWrite, schema: z.ZodType<T>): Promise<Record<string, unknown>> {
    return (await this.readAnswer(write, schema)).data as Record<string, unknown>;
  }

  /** GET of the record being written, or null when there is none (404). */
  private async readIfAny<T>(write: VersionedWrite, schema: z.ZodType<T>): Promise<ApiResponse<T> | null> {
    try {
      return await this.readAnswer(write, schema);
    } catch (error) {
      if (error instanceof DeskError && error.status === 404) return null;
      throw error;
    }
  }

  /** GET of the record being written; a 404 says it was deleted meanwhile. */
  private async readAnswer<T>(write: VersionedWrite, schema: z.ZodType<T>): Promise<ApiResponse<T>> {
    const versionPath = write.versionPath ?? write.path;
    try {
      const answer = await this.api.request({ path: versionPath }, schema);
      this.remember(versionPath, answer);
      return answer;
    } catch (error) {
      if (error instanceof DeskError && error.status === 404) {
        this.seen.delete(versionPath);
        throw new DeskError({ ...error.toShape(), message: `${write.what} was deleted by someone else since you opened it.` });
      }
      throw error;
    }
  }

  private remember(path: string, answer: ApiResponse<unknown>): void {
    const etag = strongEtag(answer.headers);
    this.seen.delete(path);
    if (!etag || answer.data === null) return;
    this.seen.set(path, { digest: recordDigest(answer.data), etag });
    if (this.seen.size > this.maxEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
  }
}

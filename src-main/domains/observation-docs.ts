/**
 * Documents attached to an observation (GET /rest/v5/observations/{id}/docs), with their
 * `file_url` and `thumbnail_urls` rewritten to desk-file URLs (doc-file-urls.ts): the service's
 * URLs need a bearer token, which `<img>` cannot send and the renderer never holds.
 */
import type { Document } from '../../src-shared/schemas/doc.js';
import { DocumentSchema } from '../../src-shared/schemas/doc.js';
import type { ApiClient } from '../api/client.js';
import type { DocFileUrlBuilder } from './doc-file-urls.js';
import { fetchAllPages } from './paging.js';

/**
 * The document with desk-file URLs: `file_url` → the `file` variant; every entry of
 * `thumbnail_urls` (the reference service has `small`) → the `thumbnail` variant, so an empty
 * object stays empty (no thumbnail could be made). Other fields are kept as they are.
 */
export function withDeskFileUrls(doc: Document, url: DocFileUrlBuilder): Document {
  const thumbnails = Object.fromEntries(Object.keys(doc.thumbnail_urls).map((size) => [size, url(doc.id, 'thumbnail')]));
  return { ...doc, file_url: url(doc.id, 'file'), thumbnail_urls: thumbnails };
}

/** Documents of observations. */
export class ObservationDocs {
  constructor(
    private readonly api: ApiClient,
    private readonly url: DocFileUrlBuilder,
  ) {}

  /**
   * Every document attached to observation `id` that the caller may read, in the service's order
   * (by id), read page by page, with desk-file URLs. Throws DeskError `not-found` (no such
   * observation), `forbidden` (no read right).
   */
  async list(id: number): Promise<Document[]> {
    const docs = await fetchAllPages(this.api, { path: `/rest/v5/observations/${id}/docs` }, DocumentSchema);
    return docs.map((doc) => withDeskFileUrls(doc, this.url));
  }
}

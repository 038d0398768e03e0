/**
 * Documents of the v5 service (interface v5 §Endpoints "Documents"): the list with typed filters,
 * one document, metadata, delete, and attaching to / detaching from observations
 * (`/observations/{id}/docs/{doc_id}`). Uploads and file replacement go through the queue
 * (src-main/uploads/). Every document leaves main with desk-file URLs (observation-docs.ts).
 */
import { z } from 'zod';
import type { DocumentListInput, DocumentPage } from '../../src-shared/contract/documents.js';
import { DeskError } from '../../src-shared/contract/index.js';
import type { FilterClause } from '../../src-shared/filters/grammar.js';
import { DocumentSchema, type DocMetadataUpdate, type Document } from '../../src-shared/schemas/doc.js';
import type { ApiClient } from '../api/client.js';
import { VersionedRecords } from '../api/versioned-records.js';
import type { DocFileUrlBuilder } from './doc-file-urls.js';
import { withDeskFileUrls } from './observation-docs.js';

/** `documents.list` input after the contract's defaults. */
export type DocumentListRequest = z.output<typeof DocumentListInput>;

/** The GET /docs filter clauses of a {@link DocumentListInput} (interface v5 rule 4). */
export function documentListClauses(input: Pick<DocumentListInput, 'dataset_id' | 'file_name' | 'with_observation' | 'doc_type'>): FilterClause[] {
  const clauses: FilterClause[] = [];
  if (input.dataset_id?.length) clauses.push({ field: 'dataset_id', operation: 'in', value: input.dataset_id });
  if (input.file_name) {
    // a comma or tilde would make the value a list (a 400 without `in`); `*` matches them instead
    clauses.push({ field: 'file_name', operation: 'iw_contains', value: input.file_name.replace(/[,~]/g, '*') });
  }
  if (input.with_observation !== undefined) clauses.push({ field: 'with_observation', operation: 'eq', value: input.with_observation });
  if (input.doc_type?.length) clauses.push({ field: 'doc_type', operation: 'in', value: input.doc_type });
  return clauses;
}

const docPath = (id: number): string => `/rest/v5/docs/${id}`;

/** Documents: list, read, metadata, delete, attach and detach. */
export class DocumentsDomain {
  private readonly versions: VersionedRecords;
  /**
   * A document as the renderer holds it (desk-file URLs): versions are compared in that form,
   * since a write's `base` comes from the renderer.
   */
  private readonly outgoing: z.ZodType<Document>;

  constructor(
    private readonly api: ApiClient,
    private readonly url: DocFileUrlBuilder,
  ) {
    this.versions = new VersionedRecords(api);
    this.outgoing = DocumentSchema.transform((doc) => this.out(doc));
  }

  private out(doc: Document): Document {
    return withDeskFileUrls(doc, this.url);
  }

  /**
   * One page of GET /rest/v5/docs with `with_total=true`; totals null when the service omits
   * them. Throws DeskError `bad-request` (400, e.g. a sort the service refuses), `network` …
   */
  async list(input: DocumentListRequest): Promise<DocumentPage> {
    const page = await this.api.request(
      {
        path: '/rest/v5/docs',
        query: { with_total: true, right: input.right, offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir },
        filters: documentListClauses(input),
      },
      z.array(DocumentSchema),
    );
    return { rows: page.data.map((doc) => this.out(doc)), total: page.total, filtered_total: page.filtered_total };
  }

  /** GET /rest/v5/docs/{id}, keeping its ETag for a later write. Throws DeskError `not-found`, `forbidden`. */
  async get(id: number): Promise<Document> {
    return this.versions.read(docPath(id), this.outgoing);
  }

  /**
   * PUT /rest/v5/docs/{id}/metadatas with the changed fields, provided the document is still
   * `base` when given (api/versioned-records.ts); a 422 comes back with its `fields`, a
   * document changed meanwhile as 412 `conflict` with the current document.
   */
  async updateMetadata(id: number, changes: DocMetadataUpdate, base?: Document): Promise<Document> {
    const answer = await this.versions.write({
      method: 'PUT', path: `${docPath(id)}/metadatas`, versionPath: docPath(id), body: changes, base, what: `Document ${id}`,
    }, this.outgoing);
    return answer.data!;
  }

  /**
   * DELETE /rest/v5/docs/{id} (the service detaches it from every observation), provided it is
   * still `base` when given; 412 `conflict` with the current document when it changed.
   */
  async remove(id: number, base?: Document): Promise<{ id: number }> {
    await this.versions.write({ method: 'DELETE', path: docPath(id), base, what: `Document ${id}` }, this.outgoing);
    return { id };
  }

  /** PUT /rest/v5/observations/{occurrence_id}/docs/{doc_id} (idempotent): the attached document. */
  async attach(occurrence_id: number, doc_id: number): Promise<Document> {
    const answer = await this.api.request({ method: 'PUT', path: `/rest/v5/observations/${occurrence_id}/docs/${doc_id}` });
    const parsed = DocumentSchema.safeParse(answer.data);
    // a service answering 204 (or another body) is fine: read the document
    return parsed.success ? this.out(parsed.data) : this.get(doc_id);
  }

  /**
   * DELETE /rest/v5/observations/{occurrence_id}/docs/{doc_id}. A 404 when the observation and
   * document exist (it was not attached) counts as done; a 404 for either of them is thrown.
   */
  async detach(occurrence_id: number, doc_id: number): Promise<{ occurrence_id: number; doc_id: number }> {
    try {
      await this.api.request({ method: 'DELETE', path: `/rest/v5/observations/${occurrence_id}/docs/${doc_id}` });
    } catch (error) {
      if (!(error instanceof DeskError) || error.status !== 404) throw error;
      await this.api.request({ path: `/rest/v5/observations/${occurrence_id}` });
      await this.get(doc_id);
    }
    return { occurrence_id, doc_id };
  }
}

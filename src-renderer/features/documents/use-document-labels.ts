import { useI18n } from 'vue-i18n';
import type { Document } from '../../../src-shared/schemas/doc.js';
import { useReferenceNamesStore } from '../../stores/reference-names.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import { formatBytes } from '../../i18n/upload-format.js';
import { useUploadsStore } from '../uploads/index.js';

/** How a document is named and described on screen (see {@link useDocumentLabels}). */
export interface DocumentLabels {
  /** The name people know it by: the original file name, else the stored one. */
  name(doc: Document): string;
  /** The `doc_type` label in the UI language ('' when none). */
  type(doc: Document): string;
  /** The project's name, or "Private" for a document without project. */
  project(doc: Document): string;
  /** The uploader's name ('' when unknown). */
  owner(doc: Document): string;
  /** The size as `1.2 MB` ('' when the service gave none). */
  size(doc: Document): string;
  /** A PrimeIcons class for a document without preview (PDF, spreadsheet, other file). */
  icon(doc: Document): string;
  /** The thumbnail URL (null when there is none), after a replaced file with its version. */
  thumbnail(doc: Document): string | null;
  /** The URL of the image shown large: the file for images, else the thumbnail. */
  large(doc: Document): string | null;
  /** Asks for the names these labels use (projects, owners, vocabularies). */
  prime(docs: readonly Document[]): void;
}

/** Names, types, projects, sizes and images of documents in the UI language (reactive: names that arrive later re-render). */
export function useDocumentLabels(): DocumentLabels {
  const { t, locale } = useI18n();
  const names = useReferenceNamesStore();
  const vocabularies = useVocabulariesStore();
  const uploads = useUploadsStore();

  const thumbnail = (doc: Document): string | null => (doc.thumbnail_urls.small ? uploads.versioned(doc.thumbnail_urls.small, doc.id) : null);
  return {
    name: (doc) => doc.original_file_name || doc.file_name,
    type: (doc) => vocabularies.label('doc_type', doc.doc_type),
    project: (doc) => (doc.dataset_id === null ? t('documents.private') : names.name('project', doc.dataset_id)),
    owner: (doc) => (doc.owner === null ? '' : names.name('person', doc.owner)),
    size: (doc) => (typeof doc.size_in_bytes === 'number' ? formatBytes(doc.size_in_bytes, locale.value) : ''),
    icon: (doc) => {
      const type = doc.mimetype ?? '';
      if (type === 'application/pdf') return 'pi pi-file-pdf';
      if (type.startsWith('image/')) return 'pi pi-image';
      if (/spreadsheet|excel|csv/.test(type)) return 'pi pi-file-excel';
      if (/word|opendocument\.text/.test(type)) return 'pi pi-file-word';
      return 'pi pi-file';
    },
    thumbnail,
    large: (doc) => ((doc.mimetype ?? '').startsWith('image/') ? uploads.versioned(doc.file_url, doc.id) : thumbnail(doc)),
    prime: (docs) => {
      void vocabularies.ensureLoaded().catch(() => undefined);
      void names.request('project', []);
      void names.request('person', docs.map((doc) => doc.owner));
    },
  };
}

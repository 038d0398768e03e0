/**
 * A small in-memory documents service behind a FakeDesk, for the documents screen's and the
 * upload dialog's component tests: documents with list filters and totals, metadata updates
 * (a remark of "service-refuses" is answered with a 422 on `doc_rem`, like the service's field
 * errors), delete (both from a `base` version when given: fake-versions.ts), attach/detach, EXIF suggestions, the upload queue's calls, and the reference
 * data the screen names things with.
 */
import type { ObservationSuggestions, UploadItem } from '../../src-shared/contract/documents.js';
import { DeskError } from '../../src-shared/contract/errors.js';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import type { Document } from '../../src-shared/schemas/doc.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { FakeDesk } from './fake-desk.js';
import { assertVersion } from './fake-versions.js';
import { makeDocument, makeUploadItem } from './upload-items.js';

const docType = (code: number, en: string, de: string): VocabularyEntry =>
  ({ field_name: 'doc_type', code, label_en: en, label_de: de, label_fr: `${en} (fr)`, label_it: `${en} (it)`, dwc_value: null });

/** The fake's state, open to the tests. */
export interface FakeDocuments {
  docs: Map<number, Document>;
  /** Document ids attached to each observation. */
  attached: Map<number, Set<number>>;
  uploads: UploadItem[];
  /** What `documents.suggestObservations` answers. */
  suggestions: ObservationSuggestions;
  /** What `observations.list` answers (the attach dialog's search). */
  observations: Observation[];
}

/** Installs the fake on `desk` with `docs` (default: three photos of project 1 and a PDF of project 2). */
export function installFakeDocuments(desk: FakeDesk, docs: Document[] = [
  makeDocument(1, { original_file_name: 'Orchis.jpg', doc_rem: 'Flowering spike' }),
  makeDocument(2, { original_file_name: 'Dianthus.jpg' }),
  makeDocument(3, { original_file_name: 'Habitat.jpg' }),
  makeDocument(4, { original_file_name: 'Field sheet.pdf', mimetype: 'application/pdf', thumbnail_urls: {}, dataset_id: 2, doc_type: 3 }),
]): FakeDocuments {
  const state: FakeDocuments = {
    docs: new Map(docs.map((doc) => [doc.id, doc])),
    attached: new Map([[7, new Set([1])]]),
    uploads: [],
    suggestions: { exif: { captured_at: null, longitude: null, latitude: null }, observations: [], distances_in_meters: [], reason: 'unreadable' },
    observations: [],
  };
  let nextUpload = 1;
  const handle = (method: Parameters<FakeDesk['fn']>[0], run: (input: never) => unknown): void => {
    desk.fn(method).mockImplementation(async (input: never) => structuredClone(run(input)));
  };
  const doc = (id: number): Document => {
    const found = state.docs.get(id);
    if (!found) throw new DeskError({ status: 404, code: 'not-found', message: 'No such document.', fields: [] });
    return found;
  };
  const isAttached = (id: number): boolean => [...state.attached.values()].some((ids) => ids.has(id));

  handle('documents.list', (input: { dataset_id?: number[]; file_name?: string; with_observation?: boolean; doc_type?: number[]; offset: number; limit: number }) => {
    const all = [...state.docs.values()].sort((a, b) => b.id - a.id);
    const matching = all.filter((d) => (!input.dataset_id || input.dataset_id.includes(d.dataset_id ?? -1))
      && (!input.file_name || d.file_name.toLowerCase().includes(input.file_name.toLowerCase()))
      && (input.with_observation === undefined || isAttached(d.id) === input.with_observation)
      && (!input.doc_type || input.doc_type.includes(d.doc_type ?? -1)));
    return { rows: matching.slice(input.offset ?? 0, (input.offset ?? 0) + (input.limit ?? 100)), total: all.length, filtered_total: matching.length };
  });
  handle('documents.get', ({ id }: { id: number }) => doc(id));
  handle('documents.updateMetadata', ({ id, changes, base }: { id: number; changes: Partial<Document>; base?: Document }) => {
    assertVersion(`Document ${id}`, doc(id), base);
    if (changes.doc_rem === 'service-refuses') {
      throw new DeskError({ status: 422, code: 'validation', message: 'Some fields are not valid.', fields: [{ field: 'doc_rem', message: 'Refused by the service.' }] });
    }
    const next = { ...doc(id), ...changes };
    state.docs.set(id, next);
    return next;
  });
  handle('documents.remove', ({ id, base }: { id: number; base?: Document }) => {
    assertVersion(`Document ${id}`, doc(id), base);
    state.docs.delete(id);
    return { id };
  });
  handle('documents.suggestObservations', () => state.suggestions);
  handle('documents.replaceFile', ({ id, file }: { id: number; file: string }) => {
    const item = makeUploadItem(`u${nextUpload++}`, { kind: 'replace', target_doc_id: id, path: file, file_name: file });
    state.uploads.push(item);
    return item;
  });
  handle('observationDocs.list', ({ occurrence_id }: { occurrence_id: number }) => [...(state.attached.get(occurrence_id) ?? [])].map(doc));
  handle('observationDocs.attach', ({ occurrence_id, doc_id }: { occurrence_id: number; doc_id: number }) => {
    if (occurrence_id === 666) throw new DeskError({ status: 403, code: 'forbidden', message: 'You may not change observation 666.', fields: [] });
    const set = state.attached.get(occurrence_id) ?? new Set<number>();
    set.add(doc_id);
    state.attached.set(occurrence_id, set);
    return doc(doc_id);
  });
  handle('observationDocs.detach', ({ occurrence_id, doc_id }: { occurrence_id: number; doc_id: number }) => {
    state.attached.get(occurrence_id)?.delete(doc_id);
    return { occurrence_id, doc_id };
  });
  handle('observations.list', () => ({ rows: state.observations, total: state.observations.length, filtered_total: state.observations.length }));
  handle('uploads.list', () => state.uploads);
  handle('uploads.enqueue', (input: { files: string[]; doc_type: number; dataset_id?: number; doc_rem?: string; attach_to_occurrence_id?: number }) => {
    const created = input.files.map((file) => makeUploadItem(`u${nextUpload++}`, {
      path: file, file_name: file, doc_type: input.doc_type, dataset_id: input.dataset_id ?? null,
      doc_rem: input.doc_rem ?? null, attach_to_occurrence_id: input.attach_to_occurrence_id ?? null,
    }));
    state.uploads.push(...created);
    return created;
  });
  handle('uploads.cancel', ({ ids }: { ids: string[] }) => {
    state.uploads = state.uploads.map((item) => (ids.includes(item.id) ? { ...item, state: 'cancelled' as const } : item));
    return state.uploads;
  });
  handle('uploads.retry', ({ ids }: { ids: string[] }) => {
    state.uploads = state.uploads.map((item) => (ids.includes(item.id) ? { ...item, state: 'queued' as const, error: null } : item));
    return state.uploads;
  });
  handle('uploads.clearFinished', () => (state.uploads = state.uploads.filter((item) => !['done', 'failed', 'cancelled'].includes(item.state))));
  handle('uploads.chooseFiles', () => ({ files: [], dialog_available: false }));
  handle('reference.vocabularies', () => [docType(1, 'Photo', 'Foto'), docType(2, 'Herbarium sheet', 'Herbarbeleg'), docType(3, 'Field sheet', 'Feldprotokoll')]);
  handle('reference.projects', () => [{ id: 1, project_name: 'Flora Ticino' }, { id: 2, project_name: 'Neophytes Ticino' }]);
  handle('reference.people', () => [{ id: 3, first_name: 'Claire', last_name: 'Rochat' }]);
  handle('reference.taxonNames', () => [{ id: 100, scientific_name: 'Prunus spinosa', vernacular_name_en: 'Blackthorn', vernacular_name_de: 'Schwarzdorn', vernacular_name_fr: null, vernacular_name_it: null }]);
  handle('reference.administrativeUnits', () => [{ id: 5192, name: 'Lugano', unit_type: 'municipality' }]);
  return state;
}

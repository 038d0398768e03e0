import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { answerConflict, conflictChoice } from '../../testing/conflict-dialog.js';
import { createFakeDesk, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { makeDocument, makeUploadItem } from '../../testing/upload-items.js';
import { useUploadsStore } from '../uploads/index.js';
import { makeObservation } from '../../testing/fake-observations.js';
import { RELOAD_AFTER_UPLOAD_MS } from './documents-store.js';
import { installFakeDocuments, type FakeDocuments } from '../../testing/fake-documents.js';

let app: MountedApp | undefined;
let service: FakeDocuments;

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView), h(Toast), h(ConfirmDialog)]) });

afterEach(() => {
  useUploadsStore().dispose();
  app?.wrapper.unmount();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

async function open(path = '/documents', setup?: (s: FakeDocuments) => void): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('session.get').mockResolvedValue(sessionState('signed-in'));
  service = installFakeDocuments(desk);
  setup?.(service);
  app = await mountApp(Root, path, desk);
  await vi.waitFor(() => expect(document.querySelector('[data-testid="documents-screen"]')).not.toBeNull(), { timeout: 5000 });
  await flushPromises();
  await flushPromises();
  return app;
}

const all = (selector: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(selector)];
const one = (selector: string): HTMLElement => document.querySelector<HTMLElement>(selector)!;
const text = (selector: string): string => (one(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cardNames = (): string[] => all('[data-testid="document-card"] .doc-card__name').map((e) => e.textContent!.trim());

async function type(selector: string, value: string): Promise<void> {
  const input = one(selector) as HTMLInputElement | HTMLTextAreaElement;
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await flushPromises();
}

describe('the documents screen', () => {
  it('shows the documents as a gallery with counts, names, types and projects', async () => {
    await open();
    expect(cardNames()).toEqual(['Field sheet.pdf', 'Habitat.jpg', 'Dianthus.jpg', 'Orchis.jpg']);
    expect(text('[data-testid="documents-counts"]')).toBe('1–4 of 4 matching, 4 in total');
    const orchis = one('[data-doc-id="1"]');
    expect(orchis.querySelector('img')!.getAttribute('src')).toBe('desk-file://doc/1/thumbnail');
    expect(orchis.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(orchis.textContent).toContain('Photo · Flora Ticino');
    expect(orchis.textContent).toContain('Flowering spike');
    expect(one('[data-doc-id="4"]').textContent).toContain('No preview');
  });

  it('keeps the filters in the address and reads the list with them; says when nothing matches', async () => {
    await open();
    await type('[data-testid="documents-filter-name"] input, input[data-testid="documents-filter-name"]', 'photo-2');
    await vi.waitFor(() => expect(app!.router.currentRoute.value.query).toEqual({ 'file_name[iw_contains]': 'photo-2' }), { timeout: 3000 });
    await flushPromises();
    expect(app!.desk.fn('documents.list')).toHaveBeenLastCalledWith({ file_name: 'photo-2', offset: 0, limit: 100, sort: 'id', dir: 'desc' });
    expect(cardNames()).toEqual(['Dianthus.jpg']);

    await app!.router.push({ path: '/documents', query: { 'file_name[iw_contains]': 'nothing-like-it', 'with_observation[eq]': 'true' } });
    await flushPromises();
    expect(app!.desk.fn('documents.list')).toHaveBeenLastCalledWith({ file_name: 'nothing-like-it', with_observation: true, offset: 0, limit: 100, sort: 'id', dir: 'desc' });
    expect(text('[data-testid="documents-empty"]')).toContain('No document matches these filters');
    expect(text('[data-testid="documents-counts"]')).toBe('None matching, 4 in total');

    one('[data-testid="documents-filter-clear"]').click();
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toEqual({});
    expect(cardNames()).toHaveLength(4);
  });

  it('shows a table with sortable headers; switching the view reads nothing again', async () => {
    await open('/documents?view=table');
    const rows = all('[data-testid="documents-table"] tbody tr');
    expect(rows).toHaveLength(4);
    expect(rows[3]!.textContent).toContain('Orchis.jpg');
    expect(rows[3]!.textContent).toContain('Flora Ticino');
    expect(rows[0]!.textContent).toContain('application/pdf');
    const calls = app!.desk.fn('documents.list').mock.calls.length;
    all('[data-testid="documents-table"] th').find((th) => th.textContent?.includes('Size'))!.click();
    await flushPromises();
    expect(app!.router.currentRoute.value.query).toMatchObject({ sort: 'size_in_bytes', view: 'table' });
    expect(app!.desk.fn('documents.list')).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'size_in_bytes' }));
    const afterSort = app!.desk.fn('documents.list').mock.calls.length;
    expect(afterSort).toBe(calls + 1);
    await app!.router.push({ path: '/documents', query: { ...app!.router.currentRoute.value.query, view: 'gallery' } });
    await flushPromises();
    expect(app!.desk.fn('documents.list').mock.calls.length).toBe(afterSort);
    expect(cardNames()).toHaveLength(4);
  });

  it('edits a caption: the shared schema checks first, the service’s 422 lands on the field and keeps the edit', async () => {
    await open();
    one('[data-doc-id="1"] .doc-card__main').click();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/documents/1'), { timeout: 10_000 });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-form"]')).not.toBeNull(), { timeout: 5000 });
    await flushPromises();
    expect(text('[data-testid="document-facts"]')).toContain('photo-1.jpg');
    expect(text('[data-testid="document-facts"]')).toContain('image/jpeg · 146 kB');

    // the download name cleared: our own check, nothing sent
    await type('#document-1-original_file_name', '');
    one('[data-testid="document-save"]').click();
    await flushPromises();
    expect(text('[data-testid="document-1-original_file_name-error"]')).toBe('Please fill in this field.');
    expect(app!.desk.fn('documents.updateMetadata')).not.toHaveBeenCalled();

    await type('#document-1-original_file_name', 'Orchis mascula.jpg');
    await type('#document-1-doc_rem', 'service-refuses');
    one('[data-testid="document-save"]').click();
    await flushPromises();
    expect(app!.desk.fn('documents.updateMetadata')).toHaveBeenLastCalledWith({ id: 1, changes: { doc_rem: 'service-refuses', original_file_name: 'Orchis mascula.jpg' }, base: service.docs.get(1) });
    expect(text('[data-testid="document-1-doc_rem-error"]')).toBe('Refused by the service.');
    expect((one('#document-1-doc_rem') as HTMLTextAreaElement).value).toBe('service-refuses');

    await type('#document-1-doc_rem', 'Orchis mascula, flowering spike');
    one('[data-testid="document-save"]').click();
    await flushPromises();
    expect(service.docs.get(1)).toMatchObject({ doc_rem: 'Orchis mascula, flowering spike', original_file_name: 'Orchis mascula.jpg' });
    expect(one('[data-doc-id="1"]').textContent).toContain('Orchis mascula, flowering spike');
    expect(document.body.textContent).toContain('Saved the details of “Orchis mascula.jpg”');
  });

  it('asks mine or theirs per field when someone else changed the document meanwhile, and saves from their version', async () => {
    await open('/documents/1');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-form"]')).not.toBeNull(), { timeout: 5000 });
    await flushPromises();
    const theirs = { ...service.docs.get(1)!, doc_rem: 'Their caption', folder_name: 'Valle Maggia' };
    service.docs.set(1, theirs);
    await type('#document-1-doc_rem', 'My caption');
    one('[data-testid="document-save"]').click();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="record-conflict-dialog"]')).not.toBeNull(), { timeout: 5000 });
    expect(text('[data-testid="conflict-row-doc_rem"]')).toContain('My caption');
    expect(text('[data-testid="conflict-row-doc_rem"]')).toContain('Their caption');
    expect(conflictChoice('doc_rem', 'mine').checked).toBe(true);
    expect(conflictChoice('folder_name', 'theirs').checked).toBe(true);
    await answerConflict('save');
    expect(app!.desk.fn('documents.updateMetadata')).toHaveBeenLastCalledWith({ id: 1, changes: { doc_rem: 'My caption' }, base: theirs });
    expect(service.docs.get(1)).toMatchObject({ doc_rem: 'My caption', folder_name: 'Valle Maggia' });
  });

  it('says what someone else changed before deleting a document, and keeps it when asked to', async () => {
    await open('/documents/2');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-delete"]')).not.toBeNull(), { timeout: 5000 });
    service.docs.set(2, { ...service.docs.get(2)!, doc_rem: 'Kept for the herbarium' });
    one('[data-testid="document-delete"]').click();
    await flushPromises();
    all('button').find((b) => b.textContent?.trim() === 'Delete' && b.closest('.p-dialog, [role="alertdialog"], [data-pc-name="confirmdialog"]'))!.click();
    await vi.waitFor(() => expect(document.body.textContent).toContain('Someone else changed this record since you opened it'), { timeout: 5000 });
    expect(document.body.textContent).toContain('Kept for the herbarium');
    all('button').find((b) => b.textContent?.trim() === 'Keep it')!.click();
    await flushPromises();
    expect(service.docs.has(2)).toBe(true);
    await vi.waitFor(() => expect(text('[data-testid="document-detail"]')).toContain('Dianthus.jpg'), { timeout: 5000 });
  });

  it('deletes a document after asking', async () => {
    await open('/documents/2');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-delete"]')).not.toBeNull(), { timeout: 5000 });
    one('[data-testid="document-delete"]').click();
    await flushPromises();
    expect(document.body.textContent).toContain('“Dianthus.jpg” will be deleted for good');
    all('button').find((b) => b.textContent?.trim() === 'Delete' && b.closest('.p-dialog, [role="alertdialog"], [data-pc-name="confirmdialog"]'))!.click();
    await flushPromises();
    expect(app!.desk.fn('documents.remove')).toHaveBeenCalledWith({ id: 2, base: makeDocument(2, { original_file_name: 'Dianthus.jpg' }) });
    expect(cardNames()).toEqual(['Field sheet.pdf', 'Habitat.jpg', 'Orchis.jpg']);
    expect(app!.router.currentRoute.value.path).toBe('/documents');
    expect(text('[data-testid="documents-counts"]')).toBe('1–3 of 3 matching, 3 in total');
  });

  it('reads a document not on the page from the address, and says when it does not exist', async () => {
    await open('/documents/99');
    await vi.waitFor(() => expect(text('[data-testid="document-detail"]')).toContain('This document does not exist'), { timeout: 5000 });
    expect(app!.desk.fn('documents.get')).toHaveBeenCalledWith({ id: 99 });
  });

  it('attaches to suggested and found observations, and lists what failed', async () => {
    await open('/documents/3', (s) => {
      s.suggestions = {
        exif: { captured_at: '2025-06-14T10:42:00+02:00', longitude: 8.95, latitude: 46.0 },
        observations: [makeObservation(21)], distances_in_meters: [120.4], reason: null,
      };
      s.observations = [makeObservation(22), makeObservation(666)];
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-attach"]')).not.toBeNull(), { timeout: 5000 });
    one('[data-testid="document-attach"]').click();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="attach-suggestions"]')).not.toBeNull(), { timeout: 5000 });
    await flushPromises();
    expect(app!.desk.fn('documents.suggestObservations')).toHaveBeenCalledWith({ doc_id: 3, limit: 20 });
    expect(text('[data-testid="attach-exif"]')).toMatch(/Taken 14 Jun 2025, \d\d:42 at 46\.00000, 8\.95000/);
    const suggestion = text('[data-testid="attach-suggestions"]');
    expect(suggestion).toContain('Blackthorn');
    expect(suggestion).toContain('120 m away');
    expect(suggestion).toContain('#21');

    // a search needs a criterion
    one('[data-testid="attach-find"]').click();
    await flushPromises();
    expect(document.body.textContent).toContain('Give an observation number, a taxon or a date.');
    await type('#attach-occurrence', '22');
    one('#attach-occurrence').dispatchEvent(new Event('blur'));
    await flushPromises();
    one('[data-testid="attach-find"]').click();
    await flushPromises();
    expect(app!.desk.fn('observations.list')).toHaveBeenLastCalledWith({
      clauses: [{ field: 'occurrence_id', operation: 'eq', value: 22 }], right: 'write', offset: 0, limit: 50, sort: 'event_date', dir: 'desc',
    });

    for (const id of [21, 22, 666]) {
      (one(`[data-occurrence-id="${id}"] input`) as HTMLInputElement).click();
      await flushPromises();
    }
    expect(text('[data-testid="attach-dialog"]')).toContain('Chosen: 3');
    one('[data-testid="attach-submit"]').click();
    await flushPromises();
    await flushPromises();
    expect([...service.attached].filter(([, ids]) => ids.has(3)).map(([id]) => id).sort()).toEqual([21, 22]);
    expect(text('[data-testid="attach-failures"]')).toContain('Not attached to observation 666: You may not change observation 666.');
    expect(document.body.textContent).toContain('“Habitat.jpg” was attached to observations: 2');
  });

  it('reads the page again when a batch of uploads finishes, and shows a replaced file in place', async () => {
    await open('/documents/1');
    const calls = app!.desk.fn('documents.list').mock.calls.length;
    vi.useFakeTimers();
    service.docs.set(9, makeDocument(9, { original_file_name: 'New.jpg' }));
    app!.desk.emit('uploads.progress', makeUploadItem('a', { state: 'done', document: makeDocument(9) }));
    app!.desk.emit('uploads.progress', makeUploadItem('b', { state: 'done', document: makeDocument(10) }));
    await vi.advanceTimersByTimeAsync(RELOAD_AFTER_UPLOAD_MS + 10);
    vi.useRealTimers();
    await flushPromises();
    expect(app!.desk.fn('documents.list').mock.calls.length).toBe(calls + 1);
    expect(cardNames()[0]).toBe('New.jpg');

    app!.desk.emit('uploads.progress', makeUploadItem('r', { kind: 'replace', target_doc_id: 1, state: 'done', document: makeDocument(1, { original_file_name: 'Orchis.jpg', size_in_bytes: 2 * 1024 * 1024 }) }));
    await flushPromises();
    expect(one('[data-doc-id="1"] img').getAttribute('src')).toBe('desk-file://doc/1/thumbnail?v=1');
    expect(text('[data-testid="document-facts"]')).toContain('2 MB');
  });
});

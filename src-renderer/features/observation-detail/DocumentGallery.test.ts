import { useQueryCache } from '@pinia/colada';
import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computed, defineComponent, h } from 'vue';
import { sessionScope } from '../../data/signed-in-scope.js';
import { useSessionStore } from '../../stores/session.js';
import { createFakeDesk, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { installFakeDocuments, type FakeDocuments } from '../../testing/fake-documents.js';
import { makeUploadItem } from '../../testing/upload-items.js';
import { useUploadsStore } from '../uploads/index.js';
import { makeObservation } from '../../testing/fake-observations.js';
import DocumentGallery from './DocumentGallery.vue';
import { recordKey, useObservationRecords } from './record-cache.js';

let app: MountedApp | undefined;
let service: FakeDocuments;

/** The gallery of observation 7 (project 1) over the record cache, as the detail shows it. */
const Root = defineComponent({
  setup() {
    const records = useObservationRecords();
    const docs = computed(() => {
      const part = records.peek(7)?.docs;
      return part?.ok ? part.value : [];
    });
    return () => h('div', [h(DocumentGallery, { docs: docs.value, occurrenceId: 7, datasetId: 1 }), h(Toast), h(ConfirmDialog)]);
  },
});

afterEach(() => {
  useUploadsStore().dispose();
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

async function open(): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('session.get').mockResolvedValue(sessionState('signed-in'));
  service = installFakeDocuments(desk);
  service.attached.set(7, new Set([1, 4]));
  app = await mountApp(Root, '/', desk);
  // a cached record, as the detail holds it
  useQueryCache().setQueryData(recordKey(sessionScope(useSessionStore()), 7), {
    observation: makeObservation(7, { dataset_id: 1 }),
    validation: { validation: 1, v_presence_status: null, comment: null, validated_by: null, validated_at: null, history: [] },
    docs: { ok: true, value: [service.docs.get(1)!, service.docs.get(4)!] },
    supplement: { ok: true, value: null },
    neophyte: { ok: true, value: null },
  });
  await flushPromises();
  await flushPromises();
  return app;
}

const all = (selector: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(selector)];
const thumbIds = (): string[] => all('[data-testid="document-thumbnail"]').map((e) => e.dataset.docId!);

describe('the photos of an observation', () => {
  it('detaches a photo after asking, and shows the documents as the service now holds them', async () => {
    await open();
    expect(thumbIds()).toEqual(['1']);
    expect(document.body.textContent).toContain('Field sheet.pdf');
    all('[data-testid="document-detach"]')[0]!.click();
    await flushPromises();
    expect(document.body.textContent).toContain('“Orchis.jpg” will no longer be attached to observation 7. The document itself stays.');
    // "No" first: nothing happens
    all('button').find((b) => b.textContent?.trim() === 'Cancel')!.click();
    await flushPromises();
    expect(app!.desk.fn('observationDocs.detach')).not.toHaveBeenCalled();

    all('[data-testid="document-detach"]')[0]!.click();
    await flushPromises();
    all('button').find((b) => b.textContent?.trim() === 'Detach')!.click();
    await flushPromises();
    await flushPromises();
    expect(app!.desk.fn('observationDocs.detach')).toHaveBeenCalledWith({ occurrence_id: 7, doc_id: 1 });
    expect(thumbIds()).toEqual([]);
    expect(document.body.textContent).toContain('“Orchis.jpg” was detached');
  });

  it('"Add photos" uploads new files for this observation, or attaches documents of the project', async () => {
    await open();
    all('[data-testid="docs-add"]')[0]!.click();
    await flushPromises();
    all('[role="menuitem"]').find((item) => item.textContent?.includes('Upload new files'))!.querySelector<HTMLElement>('a, div, span')!.click();
    await flushPromises();
    expect(useUploadsStore().addRequest ?? {}).toEqual({ attach_to_occurrence_id: 7, dataset_id: 1 });

    all('[data-testid="docs-add"]')[0]!.click();
    await flushPromises();
    all('[role="menuitem"]').find((item) => item.textContent?.includes('project’s documents'))!.querySelector<HTMLElement>('a, div, span')!.click();
    await vi.waitFor(() => expect(all('[data-testid="pick-document"]').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(app!.desk.fn('documents.list')).toHaveBeenLastCalledWith({ dataset_id: [1], offset: 0, limit: 100, sort: 'id', dir: 'desc' });
    const orchis = all('[data-testid="pick-document"]').find((e) => e.dataset.docId === '1')!;
    expect(orchis.textContent).toContain('Already attached');
    expect(orchis.querySelector<HTMLInputElement>('input')!.disabled).toBe(true);
    all('[data-testid="pick-document"]').find((e) => e.dataset.docId === '3')!.querySelector<HTMLInputElement>('input')!.click();
    await flushPromises();
    all('[data-testid="pick-document"]').find((e) => e.dataset.docId === '2')!.querySelector<HTMLInputElement>('input')!.click();
    await flushPromises();
    all('[data-testid="pick-submit"]')[0]!.click();
    await flushPromises();
    await flushPromises();
    expect(app!.desk.fn('observationDocs.attach').mock.calls.map(([input]) => input)).toEqual([{ occurrence_id: 7, doc_id: 3 }, { occurrence_id: 7, doc_id: 2 }]);
    expect(thumbIds().sort()).toEqual(['1', '2', '3']);
    expect(document.body.textContent).toContain('Documents attached to observation 7: 2');
  });

  it('reads the photos again when an upload attached to this observation finishes', async () => {
    await open();
    const before = app!.desk.fn('observationDocs.list').mock.calls.length;
    service.attached.get(7)!.add(2);
    app!.desk.emit('uploads.progress', makeUploadItem('x', { state: 'done', attach_to_occurrence_id: 8, document: service.docs.get(3)! }));
    await flushPromises();
    expect(app!.desk.fn('observationDocs.list').mock.calls.length).toBe(before);
    app!.desk.emit('uploads.progress', makeUploadItem('y', { state: 'done', attach_to_occurrence_id: 7, document: service.docs.get(2)! }));
    await flushPromises();
    await flushPromises();
    expect(app!.desk.fn('observationDocs.list')).toHaveBeenLastCalledWith({ occurrence_id: 7 });
    expect(thumbIds().sort()).toEqual(['1', '2']);
  });
});

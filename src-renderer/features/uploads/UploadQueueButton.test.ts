import { flushPromises } from '@vue/test-utils';
import Toast from 'primevue/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { createFakeDesk, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { installFakeDocuments, type FakeDocuments } from '../../testing/fake-documents.js';
import { makeUploadItem } from '../../testing/upload-items.js';
import UploadQueueButton from './UploadQueueButton.vue';
import { useUploadsStore } from './uploads-store.js';

let app: MountedApp | undefined;
let service: FakeDocuments;

const Root = defineComponent({ setup: () => () => h('div', [h(UploadQueueButton), h(Toast)]) });

afterEach(() => {
  useUploadsStore().dispose();
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

async function open(setup?: (s: FakeDocuments) => void): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('session.get').mockResolvedValue(sessionState('signed-in'));
  service = installFakeDocuments(desk);
  setup?.(service);
  app = await mountApp(Root, '/', desk);
  await flushPromises();
  return app;
}

const body = (): HTMLElement => document.body;
const byTestId = (id: string): HTMLElement[] => [...body().querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

async function openDrawer(): Promise<void> {
  app!.wrapper.get('[data-testid="uploads-button"]').element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await vi.waitFor(() => expect(byTestId('upload-drawer')).toHaveLength(1), { timeout: 5000 });
  await flushPromises();
}

describe('the upload queue in the top bar', () => {
  it('shows progress, rate and time left, errors in plain words, and offers interrupted uploads again', async () => {
    await open((s) => {
      s.uploads = [
        makeUploadItem('a', { file_name: 'IMG_2041.jpg', state: 'uploading', bytes_sent: 1024 * 1024, rate_bytes_per_s: 512 * 1024, eta_ms: 4000, attempts: 1 }),
        makeUploadItem('b', {
          file_name: 'sheet.tif', state: 'failed',
          error: { status: 422, code: 'validation', message: 'x', fields: [{ field: 'doc[doc_type]', message: 'Unknown code 99.' }] },
        }),
        makeUploadItem('c', { file_name: 'old.jpg', state: 'interrupted', bytes_sent: 500 }),
      ];
    });
    const button = app!.wrapper.get('[data-testid="uploads-button"]');
    expect(button.text()).toContain('3');
    expect(button.attributes('aria-label')).toBe('Uploads: 2 need your attention');
    await vi.waitFor(() => expect(body().textContent).toContain('Uploads were interrupted when Observation Desk stopped: 1'), { timeout: 10_000 });

    await openDrawer();
    const rows = byTestId('upload-item');
    expect(rows.map((row) => row.dataset.state)).toEqual(['uploading', 'failed', 'interrupted']);
    expect(plain(rows[0]!.querySelector('[data-testid="upload-numbers"]')!.textContent)).toMatch(/^1 MB of 3 MB · 512 kB\/s · 4 secs? left$/);
    expect(rows[0]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('33');
    const error = plain(rows[1]!.querySelector('[data-testid="upload-error"]')!.textContent);
    expect(error).toContain('The service refused the details of “sheet.tif”.');
    expect(error).toContain('Document type: Unknown code 99.');
    expect(plain(byTestId('upload-summary')[0]!.textContent)).toContain('Uploading: 1 · Failed: 1');

    rows[0]!.querySelector<HTMLElement>('[data-testid="upload-cancel"]')!.click();
    await flushPromises();
    expect(app!.desk.fn('uploads.cancel')).toHaveBeenCalledWith({ ids: ['a'] });
    expect(byTestId('upload-item')[0]!.dataset.state).toBe('cancelled');

    byTestId('upload-retry-interrupted')[0]!.click();
    await flushPromises();
    expect(app!.desk.fn('uploads.retry')).toHaveBeenCalledWith({ ids: ['c'] });
    expect(byTestId('upload-interrupted')).toHaveLength(0);

    byTestId('upload-clear')[0]!.click();
    await flushPromises();
    expect(app!.desk.fn('uploads.clearFinished')).toHaveBeenCalled();
    expect(byTestId('upload-item').map((row) => row.dataset.state)).toEqual(['queued']);
  });

  it('follows progress events while open', async () => {
    await open();
    await openDrawer();
    expect(byTestId('upload-empty')).toHaveLength(1);
    app!.desk.emit('uploads.progress', makeUploadItem('z', { file_name: 'new.jpg', state: 'uploading', bytes_sent: 2 * 1024 * 1024, rate_bytes_per_s: 1024 * 1024, eta_ms: 1000, attempts: 1 }));
    await flushPromises();
    expect(byTestId('upload-item')).toHaveLength(1);
    expect(byTestId('upload-progress')[0]!.getAttribute('aria-valuenow')).toBe('66');
    app!.desk.emit('uploads.progress', makeUploadItem('z', { file_name: 'new.jpg', state: 'done', bytes_sent: 3 * 1024 * 1024, document: null }));
    await flushPromises();
    expect(byTestId('upload-item')[0]!.dataset.state).toBe('done');
    expect(byTestId('upload-progress')).toHaveLength(0);
  });

  it('checks the "Add files" form before queueing, keeps it on main’s refusal, then queues and shows the drawer', async () => {
    await open();
    useUploadsStore().requestAdd({ attach_to_occurrence_id: 7, dataset_id: 1 });
    const a = { handle: `fh_${'a'.repeat(22)}`, file_name: 'a.jpg', size_in_bytes: 3 };
    const b = { handle: `fh_${'b'.repeat(22)}`, file_name: 'b.jpg', size_in_bytes: 4 };
    await vi.waitFor(() => expect(byTestId('upload-dialog')).toHaveLength(1), { timeout: 5000 });
    await flushPromises();
    const dialog = byTestId('upload-dialog')[0]!;
    expect(dialog.textContent).toContain('Add photos to observation 7');

    // nothing entered: two field errors, no call
    dialog.querySelector<HTMLElement>('[data-testid="upload-submit"]')!.click();
    await flushPromises();
    expect(dialog.querySelector('[data-testid="upload-files-error"]')!.textContent).toContain('Please fill in this field.');
    expect(dialog.querySelector('[data-testid="upload-doc_type-error"]')!.textContent).toContain('Please fill in this field.');
    expect(app!.desk.fn('uploads.enqueue')).not.toHaveBeenCalled();

    // two files dropped while the dialog is open (handles, as main issued them)
    useUploadsStore().requestAdd({ files: [a, b] });
    await flushPromises();
    expect(dialog.textContent).toContain('a.jpg');
    // the files given clear the field's error
    expect(dialog.querySelector('[data-testid="upload-files-error"]')).toBeNull();
    dialog.querySelector<HTMLElement>('[data-vocabulary="doc_type"]')!.click();
    await flushPromises();
    await vi.waitFor(() => expect([...body().querySelectorAll('[role="option"]')].some((o) => o.textContent?.includes('Photo'))).toBe(true), { timeout: 10_000 });
    // PrimeVue's Select chooses on mousedown
    [...body().querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes('Photo'))!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await flushPromises();

    app!.desk.fn('uploads.enqueue').mockRejectedValueOnce(new DeskError({ status: 400, code: 'invalid-input', message: 'x', fields: [{ field: 'files.1', message: 'No such file: b.jpg' }] }));
    dialog.querySelector<HTMLElement>('[data-testid="upload-submit"]')!.click();
    await flushPromises();
    expect(app!.desk.fn('uploads.enqueue')).toHaveBeenLastCalledWith({ files: [a.handle, b.handle], doc_type: 1, dataset_id: 1, attach_to_occurrence_id: 7 });
    expect(dialog.querySelector('[data-testid="upload-files-error"]')!.textContent).toContain('No such file: b.jpg');
    expect(dialog.textContent).toContain('b.jpg');

    dialog.querySelector<HTMLElement>('[data-testid="upload-submit"]')!.click();
    await flushPromises();
    expect(service.uploads.map((item) => item.path)).toEqual([a.handle, b.handle]);
    await vi.waitFor(() => expect(byTestId('upload-drawer')).toHaveLength(1), { timeout: 5000 });
    expect(useUploadsStore().drawerOpen).toBe(true);
    expect(byTestId('upload-dialog')).toHaveLength(0);
  });
});

import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { ObservationListInput } from '../../../src-shared/contract/observations.js';
import { refusesDocIdFilter } from '../../data/document-observations.js';
import { createFakeDesk, sessionState } from '../../testing/fake-desk.js';
import { installFakeDocuments } from '../../testing/fake-documents.js';
import { makeObservation } from '../../testing/fake-observations.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { useUploadsStore } from '../uploads/index.js';

let app: MountedApp | undefined;
const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });

afterEach(() => {
  useUploadsStore().dispose();
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

const strictRefusal = (): DeskError => new DeskError({ status: 400, code: 'bad-request', message: 'Unknown filter.', fields: [{ field: 'doc_id[eq]', message: 'Unknown filter field.' }] });

/** Opens `/documents/<id>` on a service answering `observations.list` with `list`. */
async function open(id: number, list: (input: ObservationListInput) => unknown): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('session.get').mockResolvedValue(sessionState('signed-in'));
  installFakeDocuments(desk);
  desk.fn('observations.list').mockImplementation(async (input: ObservationListInput) => list(input));
  app = await mountApp(Root, `/documents/${id}`, desk);
  await vi.waitFor(() => expect(document.querySelector('[data-testid="document-observations"]')).not.toBeNull(), { timeout: 5000 });
  await flushPromises();
  return app;
}

const text = (selector: string): string => (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const docIdCalls = (): ObservationListInput[] => app!.desk.fn('observations.list').mock.calls
  .map(([input]) => input as ObservationListInput)
  .filter((input) => input.clauses.some((c) => c.field === 'doc_id'));

describe("a document's observations", () => {
  it('lists the observations the document is attached to, newest first, with links to them, a page at a time', async () => {
    const all = Array.from({ length: 25 }, (_, i) => makeObservation(500 + i));
    await open(1, (input) => ({ rows: all.slice(input.offset ?? 0, (input.offset ?? 0) + (input.limit ?? 100)), total: 900, filtered_total: all.length }));
    await vi.waitFor(() => expect(text('#doc-obs-heading')).toBe('Attached to 25 observations'), { timeout: 5000 });
    expect(docIdCalls()[0]).toMatchObject({ clauses: [{ field: 'doc_id', operation: 'eq', value: 1 }], offset: 0, limit: 20, sort: 'event_date', dir: 'desc' });
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="document-observation"]')];
    expect(rows).toHaveLength(20);
    await vi.waitFor(() => expect(rows[0]!.textContent).toContain('Blackthorn'));
    expect(rows[0]!.textContent).toContain('Prunus spinosa');
    expect(rows[0]!.textContent).toContain('#500');
    expect(rows[0]!.querySelector('[data-testid="document-observation-link"]')!.getAttribute('href')).toBe('/observations/500');
    expect(text('[data-testid="document-observations"] [data-pc-section="current"]')).toBe('1–20 of 25');
    document.querySelector<HTMLElement>('[data-testid="document-observations"] button[data-pc-section="next"]')!.click();
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="document-observation"]')).toHaveLength(5), { timeout: 5000 });
    expect(docIdCalls().at(-1)).toMatchObject({ offset: 20 });
  });

  it('offers the taxon page beside each observation\'s link, and the link still opens the observation', async () => {
    await open(1, () => ({ rows: [makeObservation(500)], total: 900, filtered_total: 1 }));
    const row = () => document.querySelector<HTMLElement>('[data-testid="document-observation"]')!;
    await vi.waitFor(() => expect(row().textContent).toContain('Blackthorn'), { timeout: 5000 });
    const book = row().querySelector<HTMLAnchorElement>('[data-testid="taxon-link"]')!;
    expect(book.getAttribute('href')).toBe('/taxa/100');
    expect(book.getAttribute('aria-label')).toBe('Taxon page of Prunus spinosa');
    const record = row().querySelector<HTMLAnchorElement>('[data-testid="document-observation-link"]')!;
    expect(record.textContent).toContain('Blackthorn');
    expect(record.querySelector('[data-testid="taxon-link"]')).toBeNull();
    expect(record.getAttribute('href')).toBe('/observations/500');
    book.click();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/taxa/100'), { timeout: 5000 });
  });

  it('says so when the document is attached to no observation the person may see', async () => {
    await open(1, () => ({ rows: [], total: 900, filtered_total: 0 }));
    await vi.waitFor(() => expect(text('[data-testid="document-observations"]')).toContain('not attached to any observation you may see'), { timeout: 5000 });
    expect(text('#doc-obs-heading')).toBe('Attached to no observation');
  });

  it('says the service cannot list them when it refuses the filter, and asks no more in this scope', async () => {
    await open(1, () => { throw strictRefusal(); });
    await vi.waitFor(() => expect(text('[data-testid="document-observations-unsupported"]')).toBe('This service cannot list the observations a document is attached to.'), { timeout: 5000 });
    expect(document.querySelector('[data-testid="document-observations"] .p-message-error')).toBeNull();
    await app!.router.push('/documents/2');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="document-detail"] h2')?.textContent).toContain('Dianthus'), { timeout: 5000 });
    await flushPromises();
    expect(text('[data-testid="document-observations-unsupported"]')).toContain('cannot list');
    expect(docIdCalls()).toHaveLength(1);
  });

  it('shows any other failure as an error that can be retried', async () => {
    let fail = true;
    await open(1, () => {
      if (fail) throw new DeskError({ status: 503, code: 'server', message: 'The service is away.', fields: [] });
      return { rows: [makeObservation(7)], total: 1, filtered_total: 1 };
    });
    await vi.waitFor(() => expect(text('[data-testid="document-observations"]')).toContain('could not be loaded'), { timeout: 5000 });
    fail = false;
    document.querySelector<HTMLElement>('[data-testid="document-observations"] button')!.click();
    await vi.waitFor(() => expect(text('#doc-obs-heading')).toBe('Attached to 1 observation'), { timeout: 5000 });
  });
});

describe('refusesDocIdFilter', () => {
  it('takes a 400 naming doc_id, or naming nothing, as the filter refused; not other 400s or other errors', () => {
    expect(refusesDocIdFilter(strictRefusal())).toBe(true);
    expect(refusesDocIdFilter(new DeskError({ status: 400, code: 'bad-request', message: 'The service could not accept this request.', fields: [] }))).toBe(true);
    expect(refusesDocIdFilter(new DeskError({ status: 400, code: 'bad-request', message: 'Unknown parameter doc_id', fields: [{ field: 'query', message: 'x' }] }))).toBe(true);
    expect(refusesDocIdFilter(new DeskError({ status: 400, code: 'bad-request', message: 'Bad sort.', fields: [{ field: 'sort', message: 'Unknown sort field.' }] }))).toBe(false);
    expect(refusesDocIdFilter(new DeskError({ status: 500, code: 'server', message: 'doc_id', fields: [] }))).toBe(false);
  });
});

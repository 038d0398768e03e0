import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installReference } from '../../testing/fake-reference.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { makeUploadItem } from '../../testing/upload-items.js';
import { useUploadsStore } from '../uploads/index.js';
import { draftTarget } from './draft-targets.js';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
});

const Root = defineComponent({ setup: () => () => h('div', [h(RouterView)]) });

describe('the overview\'s "Your work"', () => {
  it('counts the observations waiting for the user\'s validation, the stalled uploads and the kept drafts, each linked to where the work goes on', async () => {
    const desk = createFakeDesk();
    installReference(desk);
    desk.fn('observations.list').mockResolvedValue({ rows: [], total: 5000, filtered_total: 1234 });
    desk.fn('uploads.list').mockResolvedValue([makeUploadItem('a', { state: 'interrupted' }), makeUploadItem('b', { state: 'failed' }), makeUploadItem('c', { state: 'done' })]);
    await desk.workspaceState.put({ key: 'draft:observation:12', value: { values: {} } });
    await desk.workspaceState.put({ key: 'draft:releve:new', value: { values: {} } });
    app = await mountApp(Root, '/', desk);
    await useUploadsStore().init();
    await flushPromises();
    await flushPromises();
    const work = app.wrapper.get('[data-testid="my-work"]');
    // pending = the validation vocabulary's lowest code (1), among the projects the user may validate
    expect(desk.fn('observations.list')).toHaveBeenCalledWith({ clauses: [{ field: 'validation', operation: 'in', value: [1] }], right: 'validate', limit: 1, with_total: true });
    const pending = work.get('[data-testid="my-work-pending"] a');
    expect(pending.text()).toBe('Observations waiting for your validation: 1,234');
    expect(decodeURIComponent(pending.attributes('href') ?? '')).toBe('/observations?validation[in]=1&right=validate');
    expect(work.get('[data-testid="my-work-uploads"]').text()).toContain('Uploads interrupted or failed: 2');
    await work.get('[data-testid="my-work-uploads"] button').trigger('click');
    expect(useUploadsStore().drawerOpen).toBe(true);
    const drafts = work.findAll('[data-testid="my-work-draft"]');
    expect(work.get('[data-testid="my-work-drafts"]').text()).toContain('Unsaved drafts: 2');
    expect(drafts.map((draft) => draft.get('a').text()).sort()).toEqual(['New relevé', 'Observation #12']);
    expect(drafts.map((draft) => draft.get('a').attributes('href')).sort()).toEqual(['/observations/12/edit', '/releves/new']);
  });

  it('says when nothing waits', async () => {
    const desk = createFakeDesk();
    installReference(desk);
    desk.fn('observations.list').mockResolvedValue({ rows: [], total: 5000, filtered_total: 0 });
    app = await mountApp(Root, '/', desk);
    await flushPromises();
    await flushPromises();
    const work = app.wrapper.get('[data-testid="my-work"]');
    expect(work.get('[data-testid="my-work-pending"]').text()).toBe('No observation waits for your validation.');
    expect(work.get('[data-testid="my-work-uploads"]').text()).toBe('No upload waits to be resumed.');
    expect(work.get('[data-testid="my-work-drafts"]').text()).toBe('No unsaved draft.');
  });
});

describe('draftTarget', () => {
  it('maps a draft key to the form page that offers it again', () => {
    expect(draftTarget('draft:observation:new')).toEqual({ kind: 'observation', id: null, to: { name: 'observation-new' } });
    expect(draftTarget('draft:project:3')).toEqual({ kind: 'project', id: 3, to: { name: 'project-edit', params: { id: '3' } } });
    expect(draftTarget('draft:document:8')).toEqual({ kind: 'document', id: 8, to: { name: 'documents', params: { id: '8' } } });
    expect(draftTarget('draft:person:new').to).toEqual({ name: 'person-new' });
    expect(draftTarget('draft:supplement:4')).toEqual({ kind: null, id: null, to: null });
    expect(draftTarget('draft:releve:abc')).toEqual({ kind: 'releve', id: null, to: null });
  });
});

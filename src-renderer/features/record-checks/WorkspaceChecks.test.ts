import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import type { CheckDefinition, ScanProgress } from '../../../src-shared/contract/checks.js';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { useChecksStore } from './checks-store.js';
import WorkspaceChecks from './WorkspaceChecks.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const RANGE: CheckDefinition = {
  id: 'within_known_range', severity: 'warning', standard: 'NBN Record Cleaner', parameters: [], uses_taxon_facts: true,
  names: { en: 'Outside the known range', de: 'Ausserhalb des bekannten Areals', fr: 'Hors de l’aire connue', it: 'Fuori dall’areale noto' },
};
const progress = (extra: Partial<ScanProgress>): ScanProgress => ({
  scan_id: 's1', state: 'running', total: 120, checked: 0, flagged_records: 0, not_run_records: 0, flag_counts: {},
  started_at: '2026-11-26T10:00:00.000Z', finished_at: null, error: null, ...extra,
});

async function open(): Promise<{ app: MountedApp; clauses: { value: FilterClauseInput[] } }> {
  const desk = createFakeDesk();
  desk.fn('checks.definitions').mockResolvedValue([RANGE]);
  const clauses = ref<FilterClauseInput[]>([{ field: 'taxon_id', operation: 'in', value: [187] }]);
  const Root = defineComponent({
    setup: () => () => h(WorkspaceChecks, { clauses: clauses.value, right: null, matching: 120, 'onUpdate:clauses': (next: FilterClauseInput[]) => void (clauses.value = next) }),
  });
  const mounted = await mountApp(Root, '/', desk);
  mounted.wrapper.get('[data-testid="workspace-checks-button"]').trigger('click');
  await flushPromises();
  return { app: mounted, clauses };
}

const click = async (testid: string): Promise<void> => {
  (document.querySelector(`[data-testid="${testid}"]`) as HTMLElement).click();
  await flushPromises();
};

describe('WorkspaceChecks', () => {
  it('"has flag" narrows the filter by occurrence_id[in] to the flagged records, keeping the other clauses', async () => {
    const opened = await open();
    app = opened.app;
    app.desk.fn('checks.flaggedIds').mockResolvedValue({ occurrence_ids: [4, 9], truncated: false });
    useChecksStore().workspaceFlags = ['within_known_range'];
    await flushPromises();
    await click('workspace-has-flag-apply');
    expect(app.desk.fn('checks.flaggedIds')).toHaveBeenCalledWith({ check_ids: ['within_known_range'], limit: 1000 });
    expect(opened.clauses.value).toEqual([{ field: 'taxon_id', operation: 'in', value: [187] }, { field: 'occurrence_id', operation: 'in', value: [4, 9] }]);
  });

  it('says that nothing was checked yet instead of showing an empty list', async () => {
    const opened = await open();
    app = opened.app;
    app.desk.fn('checks.flaggedIds').mockResolvedValue({ occurrence_ids: [], truncated: false });
    useChecksStore().workspaceFlags = ['within_known_range'];
    await flushPromises();
    await click('workspace-has-flag-apply');
    expect(document.querySelector('[data-testid="workspace-has-flag-notice"]')?.textContent).toContain('Nothing was checked yet');
    expect(opened.clauses.value).toHaveLength(1);
  });

  it('"Check all N matching" scans the filter in main with progress and Stop, then sums up the flags per check', async () => {
    const opened = await open();
    app = opened.app;
    await vi.waitFor(() => expect(useChecksStore().definitions).toHaveLength(1));
    app.desk.fn('checks.scan').mockResolvedValue(progress({}));
    app.desk.fn('checks.cancelScan').mockResolvedValue(progress({}));
    await click('workspace-scan-start');
    expect(app.desk.fn('checks.scan')).toHaveBeenCalledWith({ clauses: [{ field: 'taxon_id', operation: 'in', value: [187] }] });
    app.desk.emit('checks.scanProgress', progress({ checked: 60 }));
    await flushPromises();
    expect(document.body.textContent).toContain('Checked 60 of 120');
    await click('workspace-scan-stop');
    expect(app.desk.fn('checks.cancelScan')).toHaveBeenCalledWith({ scan_id: 's1' });
    app.desk.emit('checks.scanProgress', progress({ state: 'cancelled', checked: 80, flagged_records: 3, flag_counts: { within_known_range: 3 } }));
    await flushPromises();
    const summary = document.querySelector('[data-testid="workspace-scan-summary"]')?.textContent ?? '';
    expect(summary).toContain('Stopped after 80 (kept): 3 flagged.');
    expect(summary).toContain('Outside the known range: 3');
  });
});

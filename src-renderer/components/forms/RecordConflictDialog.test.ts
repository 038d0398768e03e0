import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, shallowRef } from 'vue';
import { i18n, setLocale } from '../../i18n/index.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { installReference } from '../../testing/fake-reference.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import type { FieldSpec } from './field-spec.js';
import { conflictRows, type ConflictChoices } from './record-conflict.js';
import RecordConflictDialog from './RecordConflictDialog.vue';
import type { PendingConflict } from './use-conflict-merge.js';

const FIELDS: FieldSpec[] = [
  { name: 'taxon_id', kind: 'taxon' },
  { name: 'occurrence_status', kind: 'code', vocabulary: 'occurrence_status' },
  { name: 'recorded_by_id', kind: 'people', multiple: true },
  { name: 'coordinate_uncertainty_in_meters', kind: 'number', unit: 'metres' },
  { name: 'occurrence_remarks', kind: 'longText', maxLength: 10_000 },
  { name: 'is_public', kind: 'boolean' },
];
const LABELS: Record<string, string> = {
  taxon_id: 'Taxon', occurrence_status: 'Occurrence status', recorded_by_id: 'Recorded by',
  coordinate_uncertainty_in_meters: 'Uncertainty', occurrence_remarks: 'Remarks', is_public: 'Public',
};
const BASE = { taxon_id: 2, occurrence_status: 1, recorded_by_id: [7], coordinate_uncertainty_in_meters: 10, occurrence_remarks: 'wet meadow', is_public: false };
// mine: remarks, uncertainty and public typed; theirs: taxon, status, remarks and uncertainty saved meanwhile;
// public, which only the user changed, is no conflict (not asked); people unchanged by anyone
const MINE = { ...BASE, occurrence_remarks: 'drained meadow', coordinate_uncertainty_in_meters: 25, is_public: true };
const THEIRS = { ...BASE, taxon_id: 40, occurrence_status: 2, occurrence_remarks: null, coordinate_uncertainty_in_meters: 15 };

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  i18n.global.locale.value = 'en';
  document.body.innerHTML = '';
});

/** Mounts the dialog with the three-way conflict above; `answers` collects what it resolved with. */
async function openDialog(): Promise<{ answers: Array<ConflictChoices | null> }> {
  const answers: Array<ConflictChoices | null> = [];
  const pending = shallowRef<PendingConflict | null>(null);
  pending.value = {
    rows: conflictRows(FIELDS, BASE, MINE, THEIRS),
    resolve: (choices) => {
      answers.push(choices);
      pending.value = null;
    },
  };
  const Host = defineComponent({ setup: () => () => h(RecordConflictDialog, { conflict: pending.value, labelOf: (name: string) => LABELS[name] ?? name }) });
  const desk = createFakeDesk();
  installReference(desk);
  app = await mountApp(Host, '/', desk);
  await flushPromises();
  return { answers };
}

const dialog = (): HTMLElement => document.body.querySelector('[data-testid="record-conflict-dialog"]') as HTMLElement;
const row = (name: string): HTMLElement => dialog().querySelector(`[data-testid="conflict-row-${name}"]`) as HTMLElement;
const cells = (name: string): string[] => [...row(name).querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim() ?? '');
const radio = (name: string, side: 'mine' | 'theirs'): HTMLInputElement => dialog().querySelector(`#conflict-${name}-${side}`) as HTMLInputElement;
const click = async (testId: string): Promise<void> => {
  (document.body.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
  await flushPromises();
};

describe('RecordConflictDialog', () => {
  it('shows each differing field with both values as the form shows them, and who changed it', async () => {
    await openDialog();
    const rows = [...dialog().querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-testid'));
    expect(rows).toEqual(['conflict-row-taxon_id', 'conflict-row-occurrence_status', 'conflict-row-coordinate_uncertainty_in_meters', 'conflict-row-occurrence_remarks']);
    expect(cells('taxon_id')).toEqual(['Taxon changed by someone else', 'Wood pink · Dianthus sylvestris Wulfen', 'Carthusian pink · Dianthus carthusianorum L.']);
    expect(cells('occurrence_status')).toEqual(['Occurrence status changed by someone else', 'present', 'absent']);
    expect(cells('coordinate_uncertainty_in_meters')).toEqual(['Uncertainty changed by you and by someone else', '25 m', '15 m']);
    expect(cells('occurrence_remarks')).toEqual(['Remarks changed by you and by someone else', 'drained meadow', 'empty']);
  });

  it('keeps what the user changed and takes the rest from the saved record, unless chosen otherwise per field', async () => {
    const { answers } = await openDialog();
    expect(radio('occurrence_remarks', 'mine').checked).toBe(true);
    expect(radio('taxon_id', 'theirs').checked).toBe(true);
    radio('occurrence_remarks', 'theirs').click();
    radio('taxon_id', 'mine').click();
    await flushPromises();
    await click('conflict-save');
    expect(answers).toEqual([{ taxon_id: 'mine', occurrence_status: 'theirs', coordinate_uncertainty_in_meters: 'mine', occurrence_remarks: 'theirs' }]);
    expect(dialog()).toBeNull();
  });

  it('chooses every field at once', async () => {
    const { answers } = await openDialog();
    await click('conflict-all-theirs');
    expect(radio('occurrence_remarks', 'theirs').checked).toBe(true);
    await click('conflict-all-mine');
    await click('conflict-save');
    expect(answers).toEqual([{ taxon_id: 'mine', occurrence_status: 'mine', coordinate_uncertainty_in_meters: 'mine', occurrence_remarks: 'mine' }]);
  });

  it('answers null on cancel, so the form stays as typed', async () => {
    const { answers } = await openDialog();
    await click('conflict-cancel');
    expect(answers).toEqual([null]);
  });

  it('speaks German, values included', async () => {
    await setLocale('de');
    await openDialog();
    expect(dialog().textContent).toContain('Jemand anderes hat diesen Datensatz geändert');
    expect(cells('occurrence_status')).toEqual(['Occurrence status von jemand anderem geändert', 'vorhanden', 'nicht vorhanden']);
    expect(cells('occurrence_remarks').at(-1)).toBe('leer');
    expect(cells('taxon_id')[1]).toBe('Stein-Nelke · Dianthus sylvestris Wulfen');
  });
});


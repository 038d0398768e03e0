import { useI18n } from 'vue-i18n';
import { useRouter } from 'vue-router';
import { useObservationsStore, emptyQuery, encodeQuery } from '../observations/index.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { useNotify } from '../../components/feedback/useNotify.js';
import type { ObservationForm } from './use-observation-form.js';

/**
 * What the form page does around a save: saves (which drops the draft), puts the saved observation into
 * the workspace (its row, the detail's cache), says so, and after a create goes on as the edit of
 * the new observation (`/observations/<id>/edit`, computed fields filled). `showInWorkspace`
 * opens the workspace filtered to one observation, with its detail open.
 */
export function useAfterSave(form: ObservationForm) {
  const { t } = useI18n();
  const notify = useNotify();
  const router = useRouter();
  const store = useObservationsStore();
  const records = useObservationRecords();

  async function save(): Promise<void> {
    const outcome = await form.save();
    if (!outcome) return;
    if (outcome === 'unchanged') {
      notify.success(t('observationForm.unchanged'));
      return;
    }
    const id = outcome.saved.occurrence_id;
    store.replaceRow(outcome.saved);
    records.invalidate([id]);
    notify.success(t(outcome.created ? 'observationForm.created' : 'observationForm.saved', { id }));
    if (outcome.created) await router.replace({ name: 'observation-edit', params: { occurrence_id: String(id) } });
  }

  async function showInWorkspace(id: number): Promise<void> {
    const query = encodeQuery({ ...emptyQuery(), clauses: [{ field: 'occurrence_id', operation: 'eq', value: id }] });
    // The record's own address opens its detail (features/observations/use-detail-address.ts).
    await router.push({ name: 'observation', params: { occurrence_id: String(id) }, query });
  }

  return { save, showInWorkspace };
}

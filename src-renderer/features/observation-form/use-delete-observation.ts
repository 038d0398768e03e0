import { useI18n } from 'vue-i18n';
import { getDesk } from '../../bridge/index.js';
import { useAsk } from '../../components/feedback/useAsk.js';
import { useObservationsStore } from '../observations/index.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { useNotify } from '../../components/feedback/useNotify.js';

/**
 * Deleting an observation (DELETE /observations/{id} through `observations.remove`): asks first,
 * naming the observation; then removes it from the workspace list and its selection (the detail
 * closes) and forgets its cached record. Resolves to whether it was deleted; a failure is
 * reported and changes nothing.
 */
export function useDeleteObservation(): (occurrenceId: number, name: string) => Promise<boolean> {
  const { t } = useI18n();
  const ask = useAsk();
  const notify = useNotify();
  const store = useObservationsStore();
  const records = useObservationRecords();

  return async (occurrenceId, name) => {
    const confirmed = await ask({
      header: t('observationForm.delete.title'),
      message: t('observationForm.delete.body', { name, id: occurrenceId }),
      acceptLabel: t('observationForm.delete.confirm'),
      rejectLabel: t('observationForm.delete.keep'),
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await getDesk().observations.remove({ occurrence_id: occurrenceId });
    } catch (error) {
      notify.error(error);
      return false;
    }
    store.removeRow(occurrenceId);
    records.invalidate([occurrenceId]);
    notify.success(t('observationForm.delete.done', { id: occurrenceId }));
    return true;
  };
}

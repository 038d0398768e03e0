import { useI18n } from 'vue-i18n';
import { Observation } from '../../../src-shared/schemas/observation.js';
import { getDesk } from '../../bridge/index.js';
import { valuesOf } from '../../components/forms/form-values.js';
import { useVersionedDelete } from '../../components/forms/use-versioned-delete.js';
import { useAsk } from '../../components/feedback/useAsk.js';
import { useObservationsStore } from '../observations/index.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { useNotify } from '../../components/feedback/useNotify.js';
import { fieldLabelKey, OBSERVATION_FORM_FIELDS as FIELDS } from './observation-form-fields.js';

/**
 * Deleting an observation (DELETE /observations/{id} through `observations.remove`): asks first,
 * naming the observation; deletes the version shown (`observation`): when someone else changed
 * it meanwhile, says what changed and asks again. Then removes it from the workspace list and
 * its selection (the detail closes) and forgets its cached record. Resolves to whether it was
 * deleted; a failure is reported and changes nothing.
 */
export function useDeleteObservation(): (observation: Observation, name: string) => Promise<boolean> {
  const { t } = useI18n();
  const ask = useAsk();
  const notify = useNotify();
  const store = useObservationsStore();
  const records = useObservationRecords();
  const removeVersion = useVersionedDelete();

  return async (observation, name) => {
    const occurrenceId = observation.occurrence_id;
    const confirmed = await ask({
      header: t('observationForm.delete.title'),
      message: t('observationForm.delete.body', { name, id: occurrenceId }),
      acceptLabel: t('observationForm.delete.confirm'),
      rejectLabel: t('observationForm.delete.keep'),
      danger: true,
    });
    if (!confirmed) return false;
    try {
      const deleted = await removeVersion({
        base: observation,
        remove: (base) => getDesk().observations.remove({ occurrence_id: occurrenceId, base }),
        schema: Observation,
        fields: FIELDS,
        valuesOf: (record) => valuesOf(FIELDS, record),
        labelOf: (field) => t(fieldLabelKey(field)),
      });
      if (!deleted) {
        // kept after seeing what changed: the detail shows the current version
        void records.load(occurrenceId, { force: true }).catch(() => undefined);
        return false;
      }
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

import { useI18n } from 'vue-i18n';
import type { z } from 'zod';
import { toDeskError } from '../../bridge/index.js';
import { useAsk } from '../feedback/useAsk.js';
import type { FieldSpec, FormValues } from './field-spec.js';
import { changedFields, isVersionConflict } from './record-conflict.js';
import { MAX_MERGES } from './use-conflict-merge.js';
import { useValueText } from './use-value-text.js';

/** One delete from a known version of a record. */
export interface VersionedDelete<T> {
  /** The record as the page shows it (sent as the delete's `base`). */
  base: T;
  /** The desk call, e.g. `(base) => getDesk().releves.remove({ id, base })`. */
  remove: (base: T) => Promise<unknown>;
  /** The record's shared zod schema (what the conflict's `current` is parsed with). */
  schema: z.ZodType<T>;
  /** The fields the changes are told in (the record's form fields), with their labels. */
  fields: readonly FieldSpec[];
  valuesOf: (record: T) => FormValues;
  labelOf: (name: string) => string;
}

/**
 * Deletes from the version the user saw (issue 11 §3): when someone else changed the record
 * meanwhile (DeskError `conflict` with `current`), says what changed, field by field as the form
 * shows it ("Remarks: wet meadow → flooded"), and asks again; yes deletes the current version.
 * Resolves to whether it was deleted (false: the user kept it); any other error is thrown.
 */
export function useVersionedDelete(): <T>(request: VersionedDelete<T>) => Promise<boolean> {
  const { t } = useI18n();
  const ask = useAsk();
  const values = useValueText();

  return async <T>(request: VersionedDelete<T>): Promise<boolean> => {
    let base = request.base;
    for (let asked = 0; ; asked += 1) {
      try {
        await request.remove(base);
        return true;
      } catch (cause) {
        const error = toDeskError(cause);
        const current = isVersionConflict(error) && asked < MAX_MERGES ? request.schema.safeParse(error.current) : null;
        if (!current?.success) throw error;
        const rows = changedFields(request.fields, request.valuesOf(base), request.valuesOf(current.data));
        const changes = rows.map((row) => t('forms.conflict.change', {
          field: request.labelOf(row.field.name), before: values.text(row.field, row.mine), after: values.text(row.field, row.theirs),
        }));
        const again = await ask({
          header: t('forms.conflict.deleteTitle'),
          message: changes.length ? t('forms.conflict.deleteBody', { changes: changes.join('; ') }) : t('forms.conflict.deleteHidden'),
          acceptLabel: t('forms.conflict.deleteAnyway'),
          rejectLabel: t('forms.conflict.keep'),
          danger: true,
        });
        if (!again) return false;
        base = current.data;
      }
    }
  };
}

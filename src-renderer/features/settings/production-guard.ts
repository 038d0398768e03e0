/**
 * The one guard every bulk change goes through: on a profile marked production it asks first
 * ("“Canton of Bern” is a production server. This changes 240 observations there."); elsewhere
 * it lets the change run without a question.
 */
import { useI18n } from 'vue-i18n';
import { useAsk } from '../../components/feedback/useAsk.js';
import { useProfilesStore } from '../../stores/profiles.js';
import { useProfileName } from './profile-name.js';

/** Resolves to true when a bulk change of `count` observations may run (asked on production). */
export type BulkChangeGuard = (count: number) => Promise<boolean>;

/** The guard for the active profile; call in a component's setup. */
export function useProductionGuard(): BulkChangeGuard {
  const { t } = useI18n();
  const ask = useAsk();
  const profiles = useProfilesStore();
  const profileName = useProfileName();
  return async (count) => {
    if (!profiles.loaded) await profiles.load();
    const profile = profiles.active;
    if (!profile?.is_production) return true;
    return ask({
      header: t('serverBadge.bulkTitle'),
      message: t('serverBadge.bulkMessage', { name: profileName(profile), count }),
      acceptLabel: t('serverBadge.bulkAccept'),
      rejectLabel: t('serverBadge.bulkReject'),
      danger: true,
    });
  };
}

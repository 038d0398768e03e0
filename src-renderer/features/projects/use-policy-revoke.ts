import { useI18n } from 'vue-i18n';
import { getDesk } from '../../bridge/index.js';
import { useAsk } from '../../components/feedback/useAsk.js';
import { useNotify } from '../../components/feedback/useNotify.js';
import { useInvalidate } from '../../data/use-invalidate.js';

/** The policy a revoke names: its ids, and the person and project by name for the question. */
export interface RevokedPolicy {
  project_id: number;
  policy_id: number;
  person_name: string;
  project_name: string;
}

/**
 * "Remove the role": asks first (naming the person and the project), then revokes the policy
 * (`projects.revokePolicy`); a refusal (the last manager: 409) is an error toast in the service's
 * words. Afterwards the policies, the person's roles and the user's own rights are read again.
 * Resolves true when the role was removed.
 */
export function usePolicyRevoke(): (policy: RevokedPolicy) => Promise<boolean> {
  const { t } = useI18n();
  const ask = useAsk();
  const notify = useNotify();
  const invalidate = useInvalidate();
  return async (policy) => {
    const confirmed = await ask({
      header: t('projects.policy.revokeTitle'),
      message: t('projects.policy.revokeBody', { person: policy.person_name, project: policy.project_name }),
      acceptLabel: t('projects.policy.revokeAccept'),
      rejectLabel: t('projects.policy.revokeKeep'),
      danger: true,
    });
    if (!confirmed) return false;
    const done = await notify.run(() => getDesk().projects.revokePolicy({ id: policy.project_id, policy_id: policy.policy_id }));
    if (!done) return false;
    notify.success(t('projects.policy.revoked', { person: policy.person_name }));
    await invalidate('projects', 'people');
    return true;
  };
}

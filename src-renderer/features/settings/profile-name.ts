/**
 * The name of a server profile as shown: the built-in sandbox (`is_sandbox`) in the UI language
 * ("Local sandbox", "Lokale Sandbox" …) while its stored name is still main's default
 * (SANDBOX_PROFILE_NAME); any other name, and a renamed sandbox, exactly as stored.
 */
import { useI18n } from 'vue-i18n';
import { SANDBOX_PROFILE_NAME, type ServerProfile } from '../../../src-shared/contract/settings.js';

/** The shown name of `profile`; `sandboxName` is the translated "Local sandbox". */
export function profileDisplayName(profile: Pick<ServerProfile, 'name' | 'is_sandbox'>, sandboxName: string): string {
  return profile.is_sandbox && profile.name === SANDBOX_PROFILE_NAME ? sandboxName : profile.name;
}

/** {@link profileDisplayName} bound to the component's vue-i18n (follows the UI language when used in a template). */
export function useProfileName(): (profile: Pick<ServerProfile, 'name' | 'is_sandbox'>) => string {
  const { t } = useI18n();
  return (profile) => profileDisplayName(profile, t('profileName.sandbox'));
}

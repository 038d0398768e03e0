import { ROLES_WITH_RIGHT, type ProjectRight } from '../../../src-shared/domain/project-rights.js';
import type { RightsHintMessages } from './messages/en.js';

/** An action a screen does not offer for lack of a right (a key of `rightsHint.actions`). */
export type HiddenAction = keyof RightsHintMessages['rightsHint']['actions'];

/** One action left out, and the right it needs (src-shared/domain/project-rights.ts). */
export interface HiddenForRight {
  action: HiddenAction;
  right: ProjectRight;
}

/**
 * The sentence saying why `hidden.action` is not offered: the roles granting `hidden.right`, from
 * the most rights down ("“Manager” or “Validator”"), quoted and joined with the language's "or"
 * (Intl.ListFormat, disjunction). `scope` says whether any project or the one on screen counts.
 * `t` is vue-i18n's translate function; role names come from `projects.roles`.
 */
export function rightsHintText(
  t: (key: string, values?: Record<string, unknown>) => string,
  locale: string,
  hidden: HiddenForRight,
  scope: 'any' | 'this',
): string {
  const names = [...ROLES_WITH_RIGHT[hidden.right]].reverse().map((role) => t('rightsHint.quoted', { name: t(`projects.roles.${role}`) }));
  const roles = new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
  return t(scope === 'this' ? 'rightsHint.thisProject' : 'rightsHint.anyProject', { action: t(`rightsHint.actions.${hidden.action}`), roles });
}

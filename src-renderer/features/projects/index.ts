/** What the project screens offer the other features. */

/** A person's name as the registers show it (last, first). */
export { personName } from './policy-groups.js';
/** A link to the observation workspace filtered by a project or a person. */
export { observationsLink } from './workspace-links.js';
/** The grant / change dialog of roles (policy writes, where the service offers them). */
export { default as PolicyDialog } from './PolicyDialog.vue';
/** What the role dialog does: grant on a project, grant to a person, or change a role. */
export type { PolicyTarget } from './policy-form.js';
/** "Remove the role": asks, revokes the policy, reads the roles and rights again. */
export { usePolicyRevoke } from './use-policy-revoke.js';

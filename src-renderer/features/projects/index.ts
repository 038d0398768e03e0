/** What the project screens offer the other features. */

/** A person's name as the registers show it (last, first). */
export { personName } from './policy-groups.js';
/** A link to the observation workspace filtered by a project or a person. */
export { observationsLink } from './workspace-links.js';

/** What the settings screens offer the other features. */

/** A server profile's name in the UI language (the built-in sandbox named in it). */
export { useProfileName } from './profile-name.js';

/** The coloured badge of the server profile in use (top bar). */
export { default as ServerBadge } from './ServerBadge.vue';

/** Asks before a bulk change on a production profile; every bulk action goes through it. */
export { useProductionGuard, type BulkChangeGuard } from './production-guard.js';

/** The badge colour of a profile (its own, red for production, else neutral). */
export { badgeColorOf } from './server-badge.js';

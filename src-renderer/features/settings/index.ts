/** What the settings screens offer the other features. */

/** A server profile's name in the UI language (the built-in sandbox named in it). */
export { useProfileName } from './profile-name.js';

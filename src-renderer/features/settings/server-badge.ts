/**
 * How a server profile is marked on screen: the badge colour it shows (its own, else red for a
 * production server, else neutral), and the window title naming it.
 */
import type { BadgeColor, ServerProfile } from '../../../src-shared/contract/settings.js';

/** The colour the badge of `profile` shows; null: neutral. */
export function badgeColorOf(profile: Pick<ServerProfile, 'badge_color' | 'is_production'>): BadgeColor | null {
  return profile.badge_color ?? (profile.is_production ? 'red' : null);
}

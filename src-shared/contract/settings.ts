import { z } from 'zod';
import { MessageParams } from './main-messages.js';

/** The UI languages (vue-i18n locales; also the authorize URL's language suffix). */
export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The name main gives the built-in sandbox profile. The renderer shows it in the UI language
 * while the stored name is still this one (a renamed sandbox keeps its own name).
 */
export const SANDBOX_PROFILE_NAME = 'Local sandbox';

/** Grant used by a server profile (interface v5, Authentication: the two allowed flows). */
export const GRANT_TYPES = ['authorization_code', 'client_credentials'] as const;

/**
 * Colours of the badge that says which server is in use (top bar); each carries white text at
 * WCAG AA contrast (src-renderer/features/shell/ServerBadge.vue).
 */
export const BADGE_COLORS = ['slate', 'blue', 'green', 'amber', 'red', 'purple'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

/**
 * A server profile as the renderer sees it: never the secret itself, only whether one is stored.
 * `service_base_url` is `{base_url}` (API under `/rest/v5`, `/public/v5`); `auth_server_url` is
 * `{auth_url}` (`/oauth2/authorize`, `/oauth2/token`).
 */
export const ServerProfile = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(100),
  service_base_url: z.url({ protocol: /^https?$/ }),
  auth_server_url: z.url({ protocol: /^https?$/ }),
  client_id: z.string().trim().min(1).max(200),
  grant_type: z.enum(GRANT_TYPES),
  has_client_secret: z.boolean(),
  /** True for the built-in "Local sandbox" profile (reference service started by the app). */
  is_sandbox: z.boolean(),
  /** A production server: bulk changes there ask first (absent: not production). */
  is_production: z.boolean().optional(),
  /** The colour of the server badge (absent: neutral, or red for a production server). */
  badge_color: z.enum(BADGE_COLORS).optional(),
});
export type ServerProfile = z.infer<typeof ServerProfile>;

/**
 * A profile as the renderer sends it to be saved or tested. `client_secret` is write-only:
 * omitted = keep the stored one, `null` = forget it. A new profile has no `id`.
 */
export const ServerProfileInput = ServerProfile.omit({ id: true, has_client_secret: true, is_sandbox: true }).extend({
  id: z.string().min(1).optional(),
  client_secret: z.string().min(1).max(500).nullable().optional(),
});
export type ServerProfileInput = z.infer<typeof ServerProfileInput>;

/** The profiles and which one is in use. */
export const ProfileList = z.object({ profiles: z.array(ServerProfile), active_id: z.string() });
export type ProfileList = z.infer<typeof ProfileList>;

/**
 * Result of "Test connection": one line per check, in plain words (`message`, English). `code`
 * and `params` (main-messages.ts: CONNECTION_CHECK_MESSAGES, NETWORK_FAILURE_MESSAGES) let the
 * renderer say it in the UI language; absent from an older main.
 */
export const ConnectionReport = z.object({
  ok: z.boolean(),
  checks: z.array(z.object({
    name: z.enum(['service', 'public-api', 'authorization-server', 'token-endpoint']),
    ok: z.boolean(),
    message: z.string(),
    code: z.string().min(1).optional(),
    params: MessageParams.optional(),
  })),
});
export type ConnectionReport = z.infer<typeof ConnectionReport>;

/** User preferences kept by main. */
export const Preferences = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(['system', 'light', 'dark']),
});
export type Preferences = z.infer<typeof Preferences>;

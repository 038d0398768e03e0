import { z } from 'zod';
import { MessageParams } from './main-messages.js';

/** The signed-in person as far as the token tells (ID token claims or the token's account). */
export const SessionUser = z.object({
  username: z.string(),
  display_name: z.string(),
  /** The person id in the service's people register, when the server tells it. */
  person_id: z.number().int().positive().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * The session as the renderer sees it (no token ever crosses to the renderer).
 * `expired`: a refresh failed; the renderer asks to sign in again and keeps what is on screen.
 */
export const SessionState = z.object({
  status: z.enum(['signed-out', 'signing-in', 'signed-in', 'expired']),
  profile_id: z.string(),
  user: SessionUser.nullable(),
  /** When the access token expires, ISO 8601; null when signed out. */
  expires_at: z.string().nullable(),
  /**
   * Where main keeps the refresh token while signed in: `encrypted` (OS secret storage, survives a
   * restart) or `memory` (only while the app runs: browser mode, or no OS encryption such as
   * Linux's `basic_text` backend — the renderer says that the user signs in again after a
   * restart). Absent when there is no refresh token (signed out, client credentials).
   */
  refresh_token_storage: z.enum(['encrypted', 'memory']).optional(),
});
export type SessionState = z.infer<typeof SessionState>;

/**
 * Whether the active profile's service answers (the shell shows a clear screen when it does not).
 * `message` is English; `code` and `params` (main-messages.ts: SERVICE_STATUS_MESSAGES,
 * NETWORK_FAILURE_MESSAGES) let the renderer say it in the UI language; absent from an older main.
 */
export const ServiceStatus = z.object({
  reachable: z.boolean(),
  service_base_url: z.string(),
  message: z.string(),
  code: z.string().min(1).optional(),
  params: MessageParams.optional(),
});
export type ServiceStatus = z.infer<typeof ServiceStatus>;

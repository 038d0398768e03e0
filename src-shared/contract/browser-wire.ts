/**
 * Browser mode's transport of the desk contract (ARCHITECTURE.md "Browser mode"): the same
 * methods and events as IPC, over HTTP on 127.0.0.1.
 *
 * - `POST /desk/<method name>` (e.g. `/desk/session.signIn`), body = the JSON input (empty for
 *   methods without input), answer 200 with a JSON `DeskResult` (errors travel inside it).
 * - `GET /desk/events`: `text/event-stream`, one SSE event per desk event
 *   (`event: session.changed`, `data: <JSON payload>`).
 * - The per-launch secret: the printed URL carries it once as `?secret=…`; the host answers by
 *   setting the cookie {@link SECRET_COOKIE} (HttpOnly, SameSite=Strict, Path=/) and redirecting
 *   to `/`. Every request without the right cookie (or {@link SECRET_HEADER}) gets 403, as does
 *   a `Host` header other than `127.0.0.1:<port>` or `localhost:<port>` (DNS rebinding). No CORS
 *   headers are ever sent.
 */
export const DESK_HTTP_PREFIX = '/desk/';
export const DESK_EVENTS_PATH = '/desk/events';
export const SECRET_COOKIE = 'desk_secret';
export const SECRET_HEADER = 'x-desk-secret';
export const SECRET_QUERY = 'secret';
/** The line `npm run web` prints, followed by the URL (with `?secret=`), alone on its line. */
export const WEB_URL_LINE_PREFIX = 'http://127.0.0.1:';

/**
 * Browser mode's transport of the desk contract (ARCHITECTURE.md "Browser mode"): the same
 * methods and events as IPC, over HTTP on 127.0.0.1.
 *
 * - `POST /desk/<method name>` (e.g. `/desk/session.signIn`), body = the JSON input (empty for
 *   methods without input), answer 200 with a JSON `DeskResult` (errors travel inside it).
 * - `GET /desk/events`: `text/event-stream`, one SSE event per desk event
 *   (`event: session.changed`, `data: <JSON payload>`).
 * - The per-launch secret (no cookie: cookies are not separated by port, so every other local
 *   server would receive one): the launch URL carries it in its fragment,
 *   `http://127.0.0.1:<port>/#desk_secret=<secret>`, which never reaches a server; the page moves
 *   it to `sessionStorage` (this tab only) and sends it as the {@link SECRET_HEADER} header on
 *   every desk call and on the event stream (fetched, so it can carry a header). A request
 *   without the right header gets 403; a state-changing one also when its `Origin` is not the
 *   host's own or its `Sec-Fetch-Site` is not `same-origin`. The app's static files need no
 *   secret (they hold none). `<img>` cannot send a header: each `/desk-file/doc/<id>/<variant>`
 *   URL main hands out carries its own token (`?t=`, an HMAC of that path and an expiry, see
 *   src-main/host/web-doc-file-tokens.ts), good for that one file only.
 * - A `Host` header other than `127.0.0.1:<port>` or `localhost:<port>` gets 403 (DNS
 *   rebinding). No CORS headers are ever sent.
 */
export const DESK_HTTP_PREFIX = '/desk/';
export const DESK_EVENTS_PATH = '/desk/events';
/**
 * `PUT /desk/upload`: the bytes of a file the user picked or dropped in the page (body), its name
 * percent-encoded in `x-desk-file-name`; answered with a `DeskResult<ChosenFile>` (a file handle).
 * Browser mode's way to give main a file without naming a path.
 */
export const DESK_UPLOAD_PATH = '/desk/upload';
export const SECRET_HEADER = 'x-desk-secret';
/** Key of the launch URL's fragment that carries the secret: `#desk_secret=<secret>`. */
export const LAUNCH_FRAGMENT_KEY = 'desk_secret';
/** Query parameter of a desk-file URL's own token. */
export const DOC_FILE_TOKEN_QUERY = 't';
/** The line `npm run web` prints, followed by the URL (with `?secret=`), alone on its line. */
export const WEB_URL_LINE_PREFIX = 'http://127.0.0.1:';

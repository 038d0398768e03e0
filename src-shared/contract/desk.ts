import { z } from 'zod';
import { ConnectionReport, Preferences, ProfileList, ServerProfile, ServerProfileInput } from './settings.js';
import { ServiceStatus, SessionState } from './session.js';
import { OBSERVATION_METHODS } from './observations.js';
import { REFERENCE_METHODS } from './reference.js';
import { DOCUMENT_EVENTS, DOCUMENT_METHODS, type ChosenFile } from './documents.js';
import { WORKSPACE_STATE_METHODS } from './workspace-state.js';
import { PROJECT_METHODS } from './projects.js';
import { PEOPLE_METHODS } from './people.js';
import { RELEVE_METHODS } from './releves.js';
import { CHECK_EVENTS, CHECK_METHODS } from './checks.js';
import { EXPORT_EVENTS, EXPORT_METHODS } from './exports.js';
import { TAXONOMY_METHODS } from './taxonomy.js';
import { PUBLIC_NEOPHYTE_METHODS } from './public-neophytes.js';
import { COMMENT_TEMPLATE_METHODS } from './comment-templates.js';
import { REVIEW_QUEUE_METHODS } from './review-queues.js';
import { IMPORT_EVENTS, IMPORT_METHODS } from './imports.js';
import { MAP_LAYER_METHODS } from './map-layers.js';
import type { DeskNames } from './desk-proxy.js';

/**
 * The `window.desk` contract between renderer and main (ARCHITECTURE.md "Processes"): every
 * method by `domain.method` name with the zod schema of its input and output. Main validates
 * every input with it (over IPC and over browser mode's HTTP alike); the preload and the
 * browser bridge build the same object from these names ({@link DESK_NAMES}, ./desk-proxy.ts). Add a domain's methods here first.
 */
export const DESK_METHODS = {
  'session.get': { input: z.void(), output: SessionState },
  /** Runs the PKCE login in the system browser (a new tab in browser mode); resolves when done or failed. */
  'session.signIn': { input: z.void(), output: SessionState },
  'session.signOut': { input: z.void(), output: SessionState },
  'service.status': { input: z.void(), output: ServiceStatus },
  'profiles.list': { input: z.void(), output: ProfileList },
  'profiles.save': { input: ServerProfileInput, output: ServerProfile },
  'profiles.remove': { input: z.object({ id: z.string().min(1) }), output: ProfileList },
  /** Switches profile; signs out of the previous one. */
  'profiles.activate': { input: z.object({ id: z.string().min(1) }), output: SessionState },
  'profiles.testConnection': { input: ServerProfileInput, output: ConnectionReport },
  'preferences.get': { input: z.void(), output: Preferences },
  'preferences.set': { input: Preferences.partial(), output: Preferences },
  ...OBSERVATION_METHODS,
  ...REFERENCE_METHODS,
  ...WORKSPACE_STATE_METHODS,
  ...DOCUMENT_METHODS,
  ...PROJECT_METHODS,
  ...PEOPLE_METHODS,
  ...RELEVE_METHODS,
  ...CHECK_METHODS,
  ...EXPORT_METHODS,
  ...TAXONOMY_METHODS,
  ...PUBLIC_NEOPHYTE_METHODS,
  ...COMMENT_TEMPLATE_METHODS,
  ...REVIEW_QUEUE_METHODS,
  ...IMPORT_METHODS,
  ...MAP_LAYER_METHODS,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type DeskMethodName = keyof typeof DESK_METHODS;
export type DeskInput<M extends DeskMethodName> = z.input<(typeof DESK_METHODS)[M]['input']>;
export type DeskOutput<M extends DeskMethodName> = z.output<(typeof DESK_METHODS)[M]['output']>;

/** Events main pushes to the renderer, with their payload schemas. */
export const DESK_EVENTS = {
  /** Any change of the session, including `expired` after a failed refresh. */
  'session.changed': SessionState,
  'service.status': ServiceStatus,
  /**
   * Browser mode only: open this URL in the tab the bridge opened on the user's click (the login
   * page). In Electron, main opens the system browser itself.
   */
  'browser.open': z.object({ url: z.url() }),
  ...DOCUMENT_EVENTS,
  ...CHECK_EVENTS,
  ...EXPORT_EVENTS,
  ...IMPORT_EVENTS,
} as const satisfies Record<string, z.ZodType>;

export type DeskEventName = keyof typeof DESK_EVENTS;
export type DeskEventPayload<E extends DeskEventName> = z.output<(typeof DESK_EVENTS)[E]>;

type Domain<K extends string> = K extends `${infer D}.${string}` ? D : never;
type Call<K extends DeskMethodName> = [DeskInput<K>] extends [void]
  ? () => Promise<DeskOutput<K>>
  : (input: DeskInput<K>, options?: DeskCallOptions) => Promise<DeskOutput<K>>;

/**
 * Options of one desk call (methods with an input). `signal`: aborting it rejects the call at once
 * with DeskError `cancelled`. Browser mode also closes the HTTP request (freeing one of the
 * browser's six connections to the host) and main aborts its call to the service; over Electron's
 * IPC the answer is only ignored (an AbortSignal cannot cross contextBridge).
 */
export interface DeskCallOptions {
  signal?: AbortSignal;
}

/**
 * The object the renderer calls: `desk.session.signIn()`, `desk.profiles.save(p)`, and
 * `desk.on('session.changed', listener)` (returns an unsubscribe function). Failed calls reject
 * with a `DeskError` (./errors.ts).
 */
export type DeskApi = {
  [D in Domain<DeskMethodName>]: { [K in DeskMethodName as K extends `${D}.${infer M}` ? M : never]: Call<K> };
} & {
  on<E extends DeskEventName>(event: E, listener: (payload: DeskEventPayload<E>) => void): () => void;
  /**
   * A handle for a `File` the user dropped or picked in an `<input type=file>` (the renderer never
   * learns or names its path): Electron's preload takes its path with `webUtils.getPathForFile`
   * and main registers it (channel {@link FILE_FROM_USER_CHANNEL}); browser mode sends its bytes
   * (`PUT /desk/upload`). Rejects with a DeskError `invalid-input` for a File that is not the
   * user's (made by script). Absent where the host gives neither.
   */
  fileFromUser?: (file: File) => Promise<ChosenFile>;
};

/** The contract's names for {@link buildDeskApi} (./desk-proxy.ts); the renderer gets them at build time. */
export const DESK_NAMES: DeskNames = {
  methods: Object.keys(DESK_METHODS) as DeskMethodName[],
  events: Object.keys(DESK_EVENTS) as DeskEventName[],
};

/** Electron's IPC channel of {@link DeskApi.fileFromUser}: the preload sends the path it took from the File. */
export const FILE_FROM_USER_CHANNEL = 'desk-file-from-user';

/** The IPC channel of a method (Electron) and the HTTP path in browser mode: `desk:<name>`, `/desk/<name>`. */
export const ipcChannel = (name: DeskMethodName): string => `desk:${name}`;
export const ipcEventChannel = (name: DeskEventName): string => `desk-event:${name}`;

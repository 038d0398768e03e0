/**
 * The composition root of main's services, shared by both hosts: the Electron host wires
 * `dispatch` to ipcMain and `events` to the window; browser mode wires them to HTTP and SSE
 * (src-main/host/web.ts). Only the {@link PlatformAdapters} differ between the two.
 */
import { ApiClient } from './api/client.js';
import { createChecksService, type ChecksService } from './checks/checks-service.js';
import type { DocFiles } from './domains/doc-files.js';
import { createWorkspaceDomains, type WorkspaceDomains } from './domains/workspace.js';
import { docFileScope } from './domains/doc-files.js';
import { WorkspaceState } from './domains/workspace-state.js';
import { ServiceMonitor, SERVICE_CHECK_INTERVAL_MS } from './api/service-status.js';
import { OAuthServers } from './auth/oauth-server.js';
import { SessionManager } from './auth/session.js';
import { TokenVault } from './auth/token-vault.js';
import { createDispatcher, type DeskDispatch } from './ipc/dispatch.js';
import { DeskEvents } from './ipc/events.js';
import { createDeskHandlers, type DeskHandlers } from './ipc/handlers.js';
import { consoleLogger, type DeskLogger, type PlatformAdapters } from './platform.js';
import { createDocumentServices, type DocumentServices } from './uploads/compose.js';
import { UPLOADS_FOLDER } from './uploads/store.js';
import { join } from 'node:path';
import { SettingsStore } from './settings/settings-store.js';
import { ExportJobs, type ExportDestinations } from './export/export-jobs.js';
import { CommentTemplates } from './settings/comment-templates.js';
import { ReviewQueues, flaggedByChecks } from './domains/review-queues.js';
import { ProfileCache } from './domains/reference-cache.js';
import { ImportJobs } from './import/import-jobs.js';
import { MapLayers } from './map-layers/map-layers-store.js';

/** Options of {@link createDeskServices}. */
export interface DeskServicesOptions {
  /** URL of the reference service the host started (`RunningServer.url`): the "Local sandbox" profile. */
  sandboxUrl?: string;
  /** Folder for main's own files (the document cache `doc-cache/`); created by whichever code writes there first. */
  dataDir: string;
  /**
   * Folder of the workspace state (drafts, saved filters; src-main/domains/workspace-state.ts),
   * one file per profile and user. Default `<dataDir>/workspace-state`.
   */
  stateDir?: string;
  /** An event bus created by the host (browser mode's `openBrowser` emits on it); a new one otherwise. */
  events?: DeskEvents;
  /** Period of the background service check in ms (default 30 000; 0 = off, e.g. in tests). */
  serviceCheckIntervalMs?: number;
  /** Loopback listener timeout in ms (default five minutes; tests shorten it). */
  loopbackTimeoutMs?: number;
  /** Clock for token expiry (tests move it). */
  now?: () => number;
  /** fetch used for every request of main (tests count or fail requests with it). */
  fetch?: typeof fetch;
  /** The host's native file dialog for `uploads.chooseFiles` (Electron: host/electron-files.ts); absent in browser mode. */
  chooseFiles?: () => Promise<string[]>;
  /**
   * Where exports go: Electron's save dialog (`chooseFile`); browser mode's signed download
   * address (`downloadUrl`). Default: files in `<dataDir>/exports`, no download address.
   */
  exportDestinations?: Partial<ExportDestinations>;
  /** Overrides of the upload queue (tests: retry policy, clock). */
  uploadQueue?: DocumentServicesOptionsQueue;
  log?: DeskLogger;
}

/** See {@link DeskServicesOptions.uploadQueue}. */
type DocumentServicesOptionsQueue = Parameters<typeof createDocumentServices>[0]['queue'];

/** Everything a host needs. */
export interface DeskServices {
  /** Calls a desk method: validates the input, runs it, answers a DeskResult (never rejects). */
  dispatch: DeskDispatch;
  /** Events to push to the renderer (`session.changed`, `service.status`, `browser.open`). */
  events: DeskEvents;
  /** The handler table behind {@link dispatch} (for tests and later domains). */
  handlers: DeskHandlers;
  session: SessionManager;
  settings: SettingsStore;
  /** The v5 REST client of the active profile (later domains build on it). */
  api: ApiClient;
  serviceMonitor: ServiceMonitor;
  /** Document files and thumbnails for the hosts' `desk-file` routes (src-main/domains/doc-files.ts). */
  docFiles: DocFiles;
  /** The workspace domains behind the observation and reference handlers. */
  domains: WorkspaceDomains;
  /** Documents and the upload queue (src-main/uploads/compose.ts). */
  documents: DocumentServices;
  /** The automatic checks (src-main/checks/). */
  checks: ChecksService;
  /** The exports of this run (browser mode's host serves their downloads). */
  exports: ExportJobs;
  /** The imports of this desk (src-main/import/). */
  imports: ImportJobs;
  /**
   * Origins the system browser may be sent to for sign-in: every profile's authorization server
   * (for the Electron host's `openExternal` allow-list). Read it at call time: profiles change.
   */
  authorizationServerOrigins(): string[];
  /** Map layers of one's own; their tile origins are the hosts' CSP allow-list (`mapLayers.tileOrigins()`). */
  mapLayers: MapLayers;
  /** Resolves once the saved session was restored (or not); calls wait for it by themselves. */
  ready: Promise<void>;
  /** Stops the background check and any pending sign-in. Does not sign out. */
  dispose(): Promise<void>;
}

/**
 * Composes settings, session, API client, service monitor and the IPC handler table over the
 * platform adapters, restores the saved session (in the background) and starts the periodic
 * service check. Throws only when the storage adapter throws while loading.
 */
export function createDeskServices(platform: PlatformAdapters, options: DeskServicesOptions): DeskServices {
  const log = options.log ?? consoleLogger;
  const events = options.events ?? new DeskEvents(log);
  const settings = new SettingsStore({
    storage: platform.storage,
    secretStorage: platform.secretStorage,
    sandboxUrl: options.sandboxUrl,
    log,
  });
  const servers = new OAuthServers({ fetch: options.fetch });
  const session = new SessionManager({
    settings,
    servers,
    vault: new TokenVault(platform.storage, platform.secretStorage, log),
    events,
    openBrowser: (url) => platform.openBrowser(url),
    now: options.now,
    loopbackTimeoutMs: options.loopbackTimeoutMs,
    log,
  });
  const baseUrl = (): string => settings.activeProfile().service_base_url;
  const language = (): string => settings.preferences().language;
  const api = new ApiClient({ baseUrl, session, fetch: options.fetch, language });
  const serviceMonitor = new ServiceMonitor({ baseUrl, events, fetch: options.fetch });
  const domains = createWorkspaceDomains({
    api, session, settings, dataDir: options.dataDir, docFileUrl: platform.docFileUrl, now: options.now, log,
  });
  const stateDir = options.stateDir ?? join(options.dataDir, 'workspace-state');
  const workspaceState = new WorkspaceState({
    dir: stateDir,
    // Not the URL: the sandbox profile's port changes at every launch, and its drafts must stay.
    scope: () => {
      const scope = session.scope();
      return scope && docFileScope(scope);
    },
    now: options.now,
  });
  const documentServices = createDocumentServices({
    api, uploadClient: (transport) => new ApiClient({ baseUrl, session, fetch: transport, timeoutMs: 0, language }),
    observations: domains.observations, events,
    // beside the workspace state: a user's own state (browser mode's e2e gives a fresh folder per run)
    queueDir: join(stateDir, UPLOADS_FOLDER), privateDirs: [options.dataDir, stateDir],
    session: () => {
      const scope = session.scope();
      return scope && { scope: docFileScope(scope), profile_id: scope.profile_id };
    },
    serviceAnswers: async () => (await serviceMonitor.check()).reachable,
    docFileUrl: platform.docFileUrl, queue: options.uploadQueue, log,
    fileChanged: (doc_id) => domains.docFiles.forget(doc_id),
  });
  // uploads wait for their profile and a session: look again when the session changes
  events.subscribe((event) => {
    if (event.name === 'session.changed') documentServices.queue.resume();
  });
  const checks = createChecksService({
    api, observations: domains.observations, reference: domains.reference, storage: platform.storage, events, now: options.now,
    profileId: () => settings.activeProfile().id,
    profileScope: () => `${settings.activeProfile().id}\n${baseUrl()}`,
  });
  const exports = new ExportJobs({
    api, reference: domains.reference, now: options.now,
    contact: () => {
      const user = session.state().user;
      return { name: user?.display_name || user?.username || 'Observation Desk', email: user?.username.includes('@') ? user.username : null };
    },
  }, { downloadDir: join(options.dataDir, 'exports'), ...options.exportDestinations }, (job) => events.emit('exports.progress', job));
  const reviewQueues = new ReviewQueues({
    state: workspaceState, observations: domains.observations, reference: domains.reference, api,
    cache: new ProfileCache({ scope: () => `${settings.activeProfile().id}\n${baseUrl()}` }),
    flagged: (flags) => flaggedByChecks(checks, flags),
  });
  const commentTemplates = new CommentTemplates({ storage: platform.storage, profileId: () => settings.activeProfile().id, log });
  const imports = new ImportJobs({
    observations: domains.observations, reference: domains.reference, files: documentServices.files,
    // beside the upload queue: a user's own state
    dir: join(stateDir, 'imports'),
    scope: () => {
      const scope = session.scope();
      return scope && docFileScope(scope);
    },
    emit: (view) => events.emit('imports.progress', view),
    now: options.now && (() => new Date(options.now!())),
    language,
  });
  const mapLayers = new MapLayers({ storage: platform.storage, profileId: () => settings.activeProfile().id, log });
  const handlers = createDeskHandlers({
    session, settings, servers, serviceMonitor, api, domains, workspaceState, documents: documentServices, checks, exports, imports, chooseFiles: options.chooseFiles, fetch: options.fetch,
    commentTemplates, reviewQueues, mapLayers,
  });
  const ready = session.restore();
  serviceMonitor.start(options.serviceCheckIntervalMs ?? SERVICE_CHECK_INTERVAL_MS);

  return {
    dispatch: createDispatcher(handlers, log),
    events,
    handlers,
    session,
    settings,
    api,
    serviceMonitor,
    docFiles: domains.docFiles,
    domains,
    documents: documentServices,
    checks,
    exports,
    imports,
    mapLayers,
    authorizationServerOrigins: () => [
      ...new Set(settings.list().profiles.flatMap((profile) => {
        try {
          return [new URL(profile.auth_server_url).origin];
        } catch {
          return [];
        }
      })),
    ],
    ready,
    async dispose() {
      serviceMonitor.stop();
      documentServices.queue.dispose();
      exports.dispose();
      checks.dispose();
      imports.dispose();
      session.cancelSignIn();
      await ready;
    },
  };
}

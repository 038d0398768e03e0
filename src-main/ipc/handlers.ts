/**
 * The one handler table of the `window.desk` contract: every method's handler, assembled here
 * from the domain handler files beside this one (src-main/ipc/<domain>.ts) and nowhere else.
 * Both hosts reach it through the one dispatcher (./dispatch.ts): Electron's IPC
 * (host/electron-ipc.ts) and browser mode's HTTP (host/web.ts).
 */
import type { z } from 'zod';
import type { DESK_METHODS, DeskMethodName, DeskOutput } from '../../src-shared/contract/index.js';
import type { ApiClient } from '../api/client.js';
import type { ServiceMonitor } from '../api/service-status.js';
import type { OAuthServers } from '../auth/oauth-server.js';
import type { SessionManager } from '../auth/session.js';
import type { WorkspaceDomains } from '../domains/workspace.js';
import type { WorkspaceState } from '../domains/workspace-state.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { DeskCallContext } from './dispatch.js';
import type { DocumentServices } from '../uploads/compose.js';
import type { ChecksService } from '../checks/checks-service.js';
import { checkHandlers } from './checks.js';
import { browseHandlers } from './browse.js';
import { documentHandlers } from './documents.js';
import { exportHandlers } from './exports.js';
import { importHandlers } from './imports.js';
import type { ImportJobs } from '../import/import-jobs.js';
import type { ExportJobs } from '../export/export-jobs.js';
import { observationHandlers } from './observations.js';
import { peopleHandlers } from './people.js';
import { preferencesHandlers } from './preferences.js';
import { profilesHandlers } from './profiles.js';
import { projectHandlers } from './projects.js';
import { referenceHandlers } from './reference.js';
import { releveHandlers } from './releves.js';
import { serviceHandlers } from './service.js';
import { sessionHandlers } from './session.js';
import { workspaceStateHandlers } from './workspace-state.js';
import { commentTemplateHandlers } from './comment-templates.js';
import type { CommentTemplates } from '../settings/comment-templates.js';
import { reviewQueueHandlers } from './review-queues.js';
import type { ReviewQueues } from '../domains/review-queues.js';
import { mapLayerHandlers } from './map-layers.js';
import type { MapLayers } from '../map-layers/map-layers-store.js';

/** The input of method `M` after zod validation (defaults applied). */
export type DeskHandlerInput<M extends DeskMethodName> = z.output<(typeof DESK_METHODS)[M]['input']>;

/**
 * The handler of one desk method: validated input (and the host's call context: an abort signal
 * when the caller can go away) → output; throws DeskError for failures people should read.
 */
export type DeskHandler<M extends DeskMethodName> = (input: DeskHandlerInput<M>, context?: DeskCallContext) => Promise<DeskOutput<M>>;

/** Every method of the contract with its handler; the compiler checks that none is missing. */
export type DeskHandlers = { [M in DeskMethodName]: DeskHandler<M> };

/** The handlers of one domain (`session`, `profiles` …), as each src-main/ipc/<domain>.ts builds them. */
export type DomainHandlers<D extends string> = {
  [M in DeskMethodName as M extends `${D}.${string}` ? M : never]: DeskHandler<M>;
};

/** What the handlers act on: main's composed services (src-main/services.ts). */
export interface DeskHandlerDeps {
  session: SessionManager;
  settings: SettingsStore;
  servers: OAuthServers;
  serviceMonitor: ServiceMonitor;
  api: ApiClient;
  domains: WorkspaceDomains;
  workspaceState: WorkspaceState;
  documents: DocumentServices;
  /** The automatic checks (issue 13). */
  checks: ChecksService;
  /** Comment templates per server profile (issue 13). */
  commentTemplates: CommentTemplates;
  /** Review queues and the steward's scope, per profile and user (issue 13). */
  reviewQueues: ReviewQueues;
  /** The host's native open dialog for `uploads.chooseFiles`; absent in browser mode. */
  chooseFiles?: () => Promise<string[]>;
  /** The exports of this run (src-main/export/). */
  exports: ExportJobs;
  /** The imports of this desk (src-main/import/). */
  imports: ImportJobs;
  /** fetch of the connection test (tests replace it). */
  fetch?: typeof fetch;
  /** Map layers of one's own per server profile (issue 18). */
  mapLayers: MapLayers;
}

/** Assembles the handler table of every contract method (the type checks that none is missing or extra). */
export function createDeskHandlers(deps: DeskHandlerDeps): DeskHandlers {
  const { session, settings, domains, documents } = deps;
  return {
    ...sessionHandlers(session),
    ...profilesHandlers({ settings, session, servers: deps.servers, monitor: deps.serviceMonitor, fetch: deps.fetch }),
    ...preferencesHandlers(settings),
    ...serviceHandlers(deps.serviceMonitor),
    ...observationHandlers(domains),
    ...referenceHandlers(domains.reference),
    ...projectHandlers(domains.projects),
    ...peopleHandlers(domains.people),
    ...releveHandlers(domains.releves),
    ...browseHandlers(domains.taxonomy, domains.publicNeophytes),
    ...workspaceStateHandlers(deps.workspaceState),
    ...checkHandlers(deps.checks),
    ...exportHandlers(deps.exports),
    ...commentTemplateHandlers(deps.commentTemplates),
    ...reviewQueueHandlers(deps.reviewQueues),
    ...importHandlers(deps.imports),
    ...mapLayerHandlers({ layers: deps.mapLayers, files: documents.files, fetch: deps.fetch }),
    ...documentHandlers({
      documents: documents.documents, queue: documents.queue, files: documents.files, api: deps.api, observations: domains.observations, chooseFiles: deps.chooseFiles,
    }),
  };
}

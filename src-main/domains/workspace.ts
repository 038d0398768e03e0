/**
 * Composition of the workspace domains over the REST client (used by src-main/services.ts):
 * observations and their sub-resources and documents, reference lookups with their per-profile
 * caches, projects, people and relevés, and the document file proxy behind `desk-file:` with its
 * disk cache under dataDir. Their IPC handlers are assembled with all others in src-main/ipc/handlers.ts.
 */
import { join } from 'node:path';
import type { ApiClient } from '../api/client.js';
import type { SessionManager } from '../auth/session.js';
import type { DeskLogger } from '../platform.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { DocFileCache } from './doc-file-cache.js';
import { webDocFileUrl, type DocFileUrlBuilder } from './doc-file-urls.js';
import { DocFiles, docFileScope } from './doc-files.js';
import { ObservationDocs } from './observation-docs.js';
import { ObservationSubresources } from './observation-subresources.js';
import { ObservationsDomain } from './observations.js';
import { PeopleDomain } from './people.js';
import { ProjectsDomain } from './projects.js';
import { RelevesDomain } from './releves.js';
import { ProfileCache } from './reference-cache.js';
import { ReferenceDomain } from './reference.js';
import { PublicNeophytesDomain } from './public-neophytes.js';
import { TAXON_PAGES_KEPT, TaxonomyDomain } from './taxonomy.js';

/** Folder of the document cache below the services' dataDir. */
export const DOC_CACHE_FOLDER = 'doc-cache';

/** Inputs of {@link createWorkspaceDomains}. */
export interface WorkspaceDeps {
  api: ApiClient;
  session: SessionManager;
  settings: SettingsStore;
  /** Main's data folder; the document cache lives in `<dataDir>/doc-cache`. */
  dataDir: string;
  /** The platform's desk-file URL form (default: browser mode's `/desk-file/doc/…`). */
  docFileUrl?: DocFileUrlBuilder;
  now?: () => number;
  log: DeskLogger;
}

/** The composed domains. */
export interface WorkspaceDomains {
  observations: ObservationsDomain;
  subresources: ObservationSubresources;
  docs: ObservationDocs;
  reference: ReferenceDomain;
  projects: ProjectsDomain;
  people: PeopleDomain;
  releves: RelevesDomain;
  /** The taxonomy browser's pages (public endpoints). */
  taxonomy: TaxonomyDomain;
  /** The public neophyte observations (public endpoints). */
  publicNeophytes: PublicNeophytesDomain;
  /** The document file proxy for the hosts' `desk-file` routes. */
  docFiles: DocFiles;
}

/** Composes the domains; creates nothing on disk until the first document is fetched. */
export function createWorkspaceDomains(deps: WorkspaceDeps): WorkspaceDomains {
  const { api, session, settings } = deps;
  const profileScope = (): string => {
    const profile = settings.activeProfile();
    return `${profile.id}\n${profile.service_base_url}`;
  };
  const observations = new ObservationsDomain(api);
  const subresources = new ObservationSubresources(api);
  const docs = new ObservationDocs(api, deps.docFileUrl ?? webDocFileUrl);
  const reference = new ReferenceDomain(api, new ProfileCache({ scope: profileScope }), new ProfileCache({ scope: profileScope, maxEntries: 100 }));
  const projects = new ProjectsDomain(api);
  const people = new PeopleDomain(api, projects);
  const releves = new RelevesDomain(api);
  const taxonomy = new TaxonomyDomain(api, new ProfileCache({ scope: profileScope }), new ProfileCache({ scope: profileScope, maxEntries: TAXON_PAGES_KEPT }));
  const publicNeophytes = new PublicNeophytesDomain(api);
  const docFiles = new DocFiles({
    api,
    cache: new DocFileCache({ root: join(deps.dataDir, DOC_CACHE_FOLDER), log: deps.log }),
    scope: () => {
      const scope = session.scope();
      return scope && docFileScope(scope, settings.activeProfile().service_base_url);
    },
    now: deps.now,
    log: deps.log,
  });
  return {
    observations,
    subresources,
    docs,
    reference,
    projects,
    people,
    releves,
    taxonomy,
    publicNeophytes,
    docFiles,
  };
}

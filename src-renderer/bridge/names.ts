import type { DeskEventName, DeskMethodName } from '../../src-shared/contract/desk.js';

/**
 * Every method and event of the desk contract by name. Written out (instead of read from
 * DESK_METHODS / DESK_EVENTS at run time) so the initial bundle does not carry zod and the
 * contract's schemas: the checks below fail the type check when the contract gains a name that
 * is missing here, and bridge/names.test.ts compares both lists with the contract at run time.
 */
export const METHOD_NAMES = [
  'session.get',
  'session.signIn',
  'session.signOut',
  'service.status',
  'profiles.list',
  'profiles.save',
  'profiles.remove',
  'profiles.activate',
  'profiles.testConnection',
  'preferences.get',
  'preferences.set',
  'observations.list',
  'observations.ids',
  'observations.get',
  'observations.create',
  'observations.update',
  'observations.remove',
  'observations.clusterTile',
  'validations.get',
  'validations.set',
  'neophytes.get',
  'neophytes.put',
  'neophytes.remove',
  'supplements.get',
  'supplements.put',
  'supplements.remove',
  'observationDocs.list',
  'reference.vocabularies',
  'reference.taxonNames',
  'reference.taxaGroups',
  'reference.people',
  'reference.projects',
  'reference.administrativeUnits',
  'reference.habitats',
  'workspaceState.get',
  'workspaceState.put',
  'workspaceState.remove',
  'workspaceState.list',
  'documents.list',
  'documents.get',
  'documents.updateMetadata',
  'documents.remove',
  'documents.replaceFile',
  'documents.suggestObservations',
  'observationDocs.attach',
  'observationDocs.detach',
  'uploads.enqueue',
  'uploads.list',
  'uploads.cancel',
  'uploads.retry',
  'uploads.clearFinished',
  'uploads.chooseFiles',
  'exif.read',
  'projects.list',
  'projects.get',
  'projects.create',
  'projects.update',
  'projects.remove',
  'projects.relatedPolicies',
  'projects.holdings',
  'people.list',
  'people.get',
  'people.create',
  'people.projectRoles',
  'releves.list',
  'releves.get',
  'releves.create',
  'releves.update',
  'releves.remove',
] as const satisfies readonly DeskMethodName[];

/** See {@link METHOD_NAMES}. */
export const EVENT_NAMES = ['session.changed', 'service.status', 'browser.open', 'uploads.progress', 'uploads.removed'] as const satisfies readonly DeskEventName[];

type MissingMethods = Exclude<DeskMethodName, (typeof METHOD_NAMES)[number]>;
type MissingEvents = Exclude<DeskEventName, (typeof EVENT_NAMES)[number]>;
/** Compile-time completeness: a name added to the contract but not above turns `true` into a type error. */
export const NAMES_COMPLETE: [MissingMethods, MissingEvents] extends [never, never] ? true : { missing: MissingMethods | MissingEvents } = true;

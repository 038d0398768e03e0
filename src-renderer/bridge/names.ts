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
] as const satisfies readonly DeskMethodName[];

/** See {@link METHOD_NAMES}. */
export const EVENT_NAMES = ['session.changed', 'service.status', 'browser.open'] as const satisfies readonly DeskEventName[];

type MissingMethods = Exclude<DeskMethodName, (typeof METHOD_NAMES)[number]>;
type MissingEvents = Exclude<DeskEventName, (typeof EVENT_NAMES)[number]>;
/** Compile-time completeness: a name added to the contract but not above turns `true` into a type error. */
export const NAMES_COMPLETE: [MissingMethods, MissingEvents] extends [never, never] ? true : { missing: MissingMethods | MissingEvents } = true;

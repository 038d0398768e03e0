import type { ObservationDocs } from '../domains/observation-docs.js';
import type { ObservationSubresources } from '../domains/observation-subresources.js';
import type { ObservationsDomain } from '../domains/observations.js';
import type { DomainHandlers } from './handlers.js';

/** What the observation workspace handlers act on (src-main/domains/). */
export interface ObservationHandlersDeps {
  observations: ObservationsDomain;
  subresources: ObservationSubresources;
  docs: ObservationDocs;
}

/** The handlers of the observation workspace: `observations.*`, `validations.*`, `neophytes.*`, `supplements.*`, `observationDocs.*`. */
export type ObservationWorkspaceHandlers = DomainHandlers<'observations'> &
  DomainHandlers<'validations'> &
  DomainHandlers<'neophytes'> &
  DomainHandlers<'supplements'> &
  Pick<DomainHandlers<'observationDocs'>, 'observationDocs.list'>;

/**
 * The observation workspace methods of the contract (src-shared/contract/observations.ts),
 * inputs already validated by the dispatcher. Filter clauses are checked by the domain before
 * any request (DeskError `invalid-input` naming the field); service errors arrive as DeskError
 * with the problem's `errors` as `fields`.
 */
export function observationHandlers({ observations, subresources, docs }: ObservationHandlersDeps): ObservationWorkspaceHandlers {
  return {
    'observations.list': (input) => observations.list(input),
    'observations.ids': async ({ clauses, right }) => ({ ids: await observations.ids(clauses, right) }),
    'observations.get': ({ occurrence_id }) => observations.get(occurrence_id),
    'observations.create': (input) => observations.create(input),
    'observations.update': ({ occurrence_id, changes, base }) => observations.update(occurrence_id, changes, base),
    'observations.remove': ({ occurrence_id, base }) => observations.remove(occurrence_id, base),
    'observations.clusterTile': ({ z, x, y, clauses }, context) => observations.clusterTile({ z, x, y }, clauses, context?.signal),
    'validations.get': ({ occurrence_id }) => subresources.validation(occurrence_id),
    'validations.set': async ({ occurrence_id, validation, base }) => {
      const saved = await subresources.setValidation(occurrence_id, validation, base);
      observations.recent.validationSet(occurrence_id); // the taxon's validated records changed (checks, issue 13)
      return saved;
    },
    'neophytes.get': ({ occurrence_id }) => subresources.neophyte(occurrence_id),
    'neophytes.put': ({ occurrence_id, values, base }) => subresources.putNeophyte(occurrence_id, values, base),
    'neophytes.remove': ({ occurrence_id, base }) => subresources.removeNeophyte(occurrence_id, base),
    'supplements.get': ({ occurrence_id }) => subresources.supplement(occurrence_id),
    'supplements.put': ({ occurrence_id, values, base }) => subresources.putSupplement(occurrence_id, values, base),
    'supplements.remove': ({ occurrence_id, base }) => subresources.removeSupplement(occurrence_id, base),
    'observationDocs.list': ({ occurrence_id }) => docs.list(occurrence_id),
  };
}

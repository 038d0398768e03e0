import type { RelevesDomain } from '../domains/releves.js';
import type { DomainHandlers } from './handlers.js';

/**
 * `releves.*` (src-shared/contract/releves.ts), inputs already validated by the dispatcher.
 * Filter clauses are checked by the domain before any request (DeskError `invalid-input` naming
 * the field); service errors arrive as DeskError with the problem's `fields`.
 */
export function releveHandlers(releves: RelevesDomain): DomainHandlers<'releves'> {
  return {
    'releves.list': (input) => releves.list(input),
    'releves.get': ({ id, srid }) => releves.get(id, srid),
    'releves.create': (input) => releves.create(input),
    'releves.update': ({ id, changes, base }) => releves.update(id, changes, base),
    'releves.remove': ({ id, base }) => releves.remove(id, base),
  };
}

import type { PeopleDomain } from '../domains/people.js';
import type { DomainHandlers } from './handlers.js';

/**
 * `people.*` (src-shared/contract/people.ts), inputs already validated by the dispatcher;
 * service errors arrive as DeskError with the problem's `fields` (a 422 naming `last_name` …).
 */
export function peopleHandlers(people: PeopleDomain): DomainHandlers<'people'> {
  return {
    'people.list': (input) => people.list(input),
    'people.get': ({ id }) => people.get(id),
    'people.create': (input) => people.create(input),
    'people.projectRoles': ({ id }) => people.projectRoles(id),
  };
}

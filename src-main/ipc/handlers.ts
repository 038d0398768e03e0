import type { z } from 'zod';
import type { DESK_METHODS, DeskMethodName, DeskOutput } from '../../src-shared/contract/index.js';

/** The input of method `M` after zod validation (defaults applied). */
export type DeskHandlerInput<M extends DeskMethodName> = z.output<(typeof DESK_METHODS)[M]['input']>;

/** The handler of one desk method: validated input → output; throws DeskError for failures people should read. */
export type DeskHandler<M extends DeskMethodName> = (input: DeskHandlerInput<M>) => Promise<DeskOutput<M>>;

/** Every method of the contract with its handler; the compiler checks that none is missing. */
export type DeskHandlers = { [M in DeskMethodName]: DeskHandler<M> };

/** The handlers of one domain (`session`, `profiles` …), as each src-main/ipc/<domain>.ts builds them. */
export type DomainHandlers<D extends string> = {
  [M in DeskMethodName as M extends `${D}.${string}` ? M : never]: DeskHandler<M>;
};

/**
 * The one entry point of both transports (Electron IPC and browser mode's HTTP): a method name
 * and an untrusted input in, a {@link DeskResult} out. Unknown names are refused, every input is
 * validated with the contract's zod schema (ARCHITECTURE.md "Security baseline"), and every
 * failure becomes an {@link ApiErrorShape} (exceptions lose their shape across IPC).
 */
import type { z } from 'zod';
import {
  DESK_METHODS,
  DeskError,
  type ApiErrorShape,
  type DeskMethodName,
  type DeskResult,
} from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger } from '../platform.js';
import type { DeskHandlers } from './handlers.js';

/**
 * What a host knows about one call beyond its input: `signal` aborts when the caller is gone
 * (browser mode: the page closed the request), so the handler can stop its call to the service.
 */
export interface DeskCallContext {
  signal?: AbortSignal;
}

/** Calls a desk method by name; never rejects. */
export type DeskDispatch = (name: string, rawInput: unknown, context?: DeskCallContext) => Promise<DeskResult<unknown>>;

/** True when `name` is a method of the contract (own property of DESK_METHODS). */
export function isDeskMethodName(name: string): name is DeskMethodName {
  return Object.hasOwn(DESK_METHODS, name);
}

/** The zod issues as field errors: `field` is the issue's path joined with dots (`(input)` for the whole input). */
export function fieldsFromZodIssues(issues: readonly z.core.$ZodIssue[]): ApiErrorShape['fields'] {
  return issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(input)',
    message: issue.message,
  }));
}

/**
 * Builds the dispatcher over `handlers`:
 * - unknown name → `{ok: false, error: {status: 404, code: 'unknown-method'}}`;
 * - input failing `DESK_METHODS[name].input` → status 400, code `invalid-input`, the zod issues as fields;
 * - a DeskError thrown by the handler → its shape as is;
 * - any other error → status 500, code `internal`, a generic message (the error is logged, not sent).
 * The host's {@link DeskCallContext} goes to the handler as its second argument.
 * Outputs are not validated (main builds them).
 */
export function createDispatcher(handlers: DeskHandlers, log: DeskLogger = consoleLogger): DeskDispatch {
  return async (name, rawInput, context = {}) => {
    if (!isDeskMethodName(name)) {
      return { ok: false, error: { status: 404, code: 'unknown-method', message: `There is no desk method "${name}".`, fields: [] } };
    }
    const parsed = DESK_METHODS[name].input.safeParse(rawInput);
    if (!parsed.success) {
      const fields = fieldsFromZodIssues(parsed.error.issues);
      return {
        ok: false,
        error: { status: 400, code: 'invalid-input', message: `The input of ${name} is not valid: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, fields },
      };
    }
    try {
      const handler = handlers[name] as (input: unknown, context: DeskCallContext) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data, context) };
    } catch (error) {
      if (error instanceof DeskError) return { ok: false, error: error.toShape() };
      log.error(`desk method ${name} failed`, error);
      return {
        ok: false,
        error: { status: 500, code: 'internal', message: 'Something went wrong inside the app. The details are in its log.', fields: [] },
      };
    }
  };
}

import { ApiErrorShape, DeskError } from '../../src-shared/contract/errors.js';

/**
 * Error codes the renderer's transports add to the contract's codes (src-shared errors.ts):
 * `host-unreachable` when browser mode's local web host does not answer at all (fetch threw),
 * `host-error` when it answers with something that is not a DeskResult (403 without the launch
 * secret, 5xx), `unknown` for an error that arrived without its shape.
 */
export const HOST_UNREACHABLE = 'host-unreachable';
export const HOST_ERROR = 'host-error';
export const UNKNOWN_ERROR = 'unknown';

/** A DeskError for a fetch that threw (the web host is gone or the network stack refused). */
export function hostUnreachable(): DeskError {
  return new DeskError({ status: 0, code: HOST_UNREACHABLE, message: 'The local desk host does not answer.', fields: [] });
}

/** The DeskError of a call whose caller aborted it (DeskCallOptions.signal), as main's client gives it. */
export function callCancelled(): DeskError {
  return new DeskError({ status: 0, code: 'cancelled', message: 'Cancelled.', fields: [] });
}

/** A DeskError for an answer of the web host that is not a DeskResult. */
export function hostError(status: number, detail: string): DeskError {
  return new DeskError({ status, code: HOST_ERROR, message: `The local desk host answered HTTP ${status}: ${detail}`, fields: [] });
}

function isFieldList(value: unknown): value is ApiErrorShape['fields'] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null
    && typeof (entry as { field?: unknown }).field === 'string' && typeof (entry as { message?: unknown }).message === 'string');
}

/** Whether `value` carries the error shape (a plain object as it crosses IPC or HTTP). */
export function isErrorShape(value: unknown): value is ApiErrorShape {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.status === 'number' && typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

/**
 * Any rejection of a desk call as a DeskError. Needed in Electron: an Error thrown across
 * contextBridge arrives as a plain Error with only its message, so a preload should reject with
 * the plain error shape (which is copied whole); both arrive here as a DeskError.
 */
export function toDeskError(error: unknown): DeskError {
  if (error instanceof DeskError) return error;
  if (isErrorShape(error)) {
    const { fields, current, params } = error as { fields?: unknown; current?: unknown; params?: unknown };
    const record = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>) : undefined;
    const parsedParams = ApiErrorShape.shape.params.safeParse(params);
    return new DeskError({
      status: error.status, code: error.code, message: error.message, fields: isFieldList(fields) ? fields : [], current: record,
      params: parsedParams.success ? parsedParams.data : undefined,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DeskError({ status: 0, code: UNKNOWN_ERROR, message, fields: [] });
}

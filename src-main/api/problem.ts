/**
 * HTTP error answers of a v5 service → {@link DeskError}. The reference service answers RFC 9457
 * problem details (`type`, `title`, `status`, `detail`, `errors: [{field, message}]`); a real
 * deployment may answer anything, so every part is optional and the HTTP status decides the
 * `code` and, when the body says nothing usable, the message (docs/interface-notes.md).
 */
import { DeskError, type ApiErrorShape } from '../../src-shared/contract/index.js';

/** Stable `code` of an HTTP error status (ApiErrorShape.code). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400: return 'bad-request';
    case 401: return 'session-expired';
    case 403: return 'forbidden';
    case 404: return 'not-found';
    case 405: return 'method-not-allowed';
    case 409: return 'conflict';
    case 412: return 'conflict';
    case 413: return 'too-large';
    case 415: return 'unsupported-media-type';
    case 422: return 'validation';
    case 429: return 'rate-limited';
    default: return status >= 500 ? 'server' : 'http-error';
  }
}

/** A sentence for people when the answer carries no message of its own. */
export function messageForStatus(status: number): string {
  switch (status) {
    case 400: return 'The service could not accept this request.';
    case 401: return 'Your session has ended. Please sign in again.';
    case 403: return 'You do not have the right to do this.';
    case 404: return 'This was not found. It may have been deleted.';
    case 405: return 'The service does not allow this action here.';
    case 409: return 'This conflicts with the current state of the data.';
    case 412: return 'This was changed by someone else meanwhile.';
    case 413: return 'This is too large for the service.';
    case 415: return 'The service does not accept this type of content.';
    case 422: return 'Some fields are not valid.';
    case 429: return 'Too many requests. Please wait a moment and try again.';
    default:
      return status >= 500
        ? `The service had a problem (HTTP ${status}). Please try again later.`
        : `The service answered with HTTP ${status}.`;
  }
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The `errors` member of a problem, keeping only well-formed `{field, message}` items. */
export function problemFields(body: unknown): ApiErrorShape['fields'] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { field, message } = item as { field?: unknown; message?: unknown };
    return nonEmptyString(field) && nonEmptyString(message) ? [{ field, message }] : [];
  });
}

/**
 * Builds the error of an HTTP answer with status ≥ 400. `body` is the parsed JSON body, or the
 * text, or undefined. Message: the problem's `detail`, else its `title`, else
 * {@link messageForStatus}. An OAuth-style `{error, error_description}` body is read too.
 */
export function problemToDeskError(status: number, body: unknown): DeskError {
  let message: string | undefined;
  if (body && typeof body === 'object') {
    const { detail, title, error_description: description } = body as Record<string, unknown>;
    message = [detail, description, title].find(nonEmptyString);
  }
  return new DeskError({
    status,
    code: codeForStatus(status),
    message: message ?? messageForStatus(status),
    fields: problemFields(body),
  });
}

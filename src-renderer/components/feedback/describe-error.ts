import { DeskError } from '../../../src-shared/contract/errors.js';
import { HOST_ERROR, HOST_UNREACHABLE } from '../../bridge/index.js';

/** A translation function as vue-i18n's `t` (kept narrow so this module stays testable). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What a toast shows for an error; `null` when the error needs no toast. */
export type ErrorNotice = { summary: string; detail: string } | null;

const TITLE_BY_CODE: Record<string, string> = {
  network: 'errors.titles.network',
  [HOST_UNREACHABLE]: 'errors.titles.network',
  forbidden: 'errors.titles.forbidden',
  validation: 'errors.titles.validation',
  'invalid-input': 'errors.titles.validation',
  'bad-request': 'errors.titles.validation',
  'not-found': 'errors.titles.notFound',
  conflict: 'errors.titles.conflict',
  server: 'errors.titles.server',
};

/**
 * Turns any error of a desk call into plain words: a DeskError's own message under a title for
 * its code; network failures (the service or the local host not answering) in translated words
 * instead of a technical message. `cancelled` (the user's own doing) and `session-expired` (the
 * re-authentication dialog shows it) need no toast.
 */
export function describeError(error: unknown, t: Translate): ErrorNotice {
  if (error instanceof DeskError) {
    if (error.code === 'cancelled' || error.code === 'session-expired') return null;
    const summary = t(TITLE_BY_CODE[error.code] ?? 'errors.titles.unknown');
    if (error.code === 'network') return { summary, detail: t('errors.network') };
    if (error.code === HOST_UNREACHABLE) return { summary, detail: t('errors.hostUnreachable') };
    if (error.code === HOST_ERROR) return { summary, detail: t('errors.hostError', { status: error.status }) };
    return { summary, detail: error.message };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { summary: t('errors.titles.unknown'), detail };
}

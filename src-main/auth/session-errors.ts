/** The DeskErrors of the session, with their stable codes (ApiErrorShape.code). */
import { DeskError } from '../../src-shared/contract/index.js';

/** 401 `signed-out`: a call that needs a token while nobody is signed in. */
export const signedOutError = (): DeskError =>
  new DeskError({ status: 401, code: 'signed-out', message: 'Please sign in first.', fields: [] });

/** 401 `session-expired`: the tokens were refused and could not be renewed; sign in again. */
export const sessionExpiredError = (): DeskError =>
  new DeskError({ status: 401, code: 'session-expired', message: 'Your session has ended. Please sign in again.', fields: [] });

/** 0 `cancelled`: a sign-in replaced by another one, by sign-out or by a profile switch. */
export const signInCancelledError = (): DeskError =>
  new DeskError({ status: 0, code: 'cancelled', message: 'The sign-in was cancelled.', fields: [] });

import type { SessionManager } from '../auth/session.js';
import type { DomainHandlers } from './handlers.js';

/** `session.get`, `session.signIn`, `session.signOut` (src-main/auth/session.ts does the work). */
export function sessionHandlers(session: SessionManager): DomainHandlers<'session'> {
  return {
    'session.get': () => session.current(),
    'session.signIn': () => session.signIn(),
    'session.signOut': () => session.signOut(),
  };
}

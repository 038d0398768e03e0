import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { hostError, hostUnreachable } from '../../bridge/errors.js';
import { i18n } from '../../i18n/index.js';
import { describeError } from './describe-error.js';
import '../../testing/setup-messages.js';

const t = (key: string, params?: Record<string, unknown>) => i18n.global.t(key, params ?? {});
const error = (code: string, message = 'technical text') => new DeskError({ status: 0, code, message, fields: [] });

describe('describeError', () => {
  it('shows a DeskError\'s own message under a title for its code', () => {
    expect(describeError(new DeskError({ status: 403, code: 'forbidden', message: 'You may not validate in this project.', fields: [] }), t))
      .toEqual({ summary: 'Not allowed', detail: 'You may not validate in this project.' });
  });

  it('says network failures in plain words instead of technical text', () => {
    expect(describeError(error('network', 'ECONNREFUSED 127.0.0.1:9'), t)).toEqual({
      summary: 'No connection',
      detail: 'The service could not be reached. Check the network connection and the server address.',
    });
    expect(describeError(hostUnreachable(), t)?.detail).toBe('The local Observation Desk host does not answer. Is it still running?');
    expect(describeError(hostError(403, 'forbidden'), t)?.detail).toContain('(403)');
  });

  it('needs no toast for the user\'s own cancel nor for an expiry (the dialog shows it)', () => {
    expect(describeError(error('cancelled'), t)).toBeNull();
    expect(describeError(error('session-expired'), t)).toBeNull();
  });

  it('handles errors that are not DeskErrors', () => {
    expect(describeError(new Error('boom'), t)).toEqual({ summary: 'Something went wrong', detail: 'boom' });
  });
});

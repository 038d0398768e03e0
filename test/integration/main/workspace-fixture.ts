/**
 * Helpers of the workspace integration tests (observations*, reference*): a desk signed in on
 * the reference service as a demo user, and `call`, which goes through the dispatcher exactly
 * like the renderer (zod validation of the input included) and throws the DeskError it answers.
 */
import { DeskError, type DeskInput, type DeskMethodName, type DeskOutput } from '../../../src-shared/contract/index.js';
import type { RunningServer } from '../../../src-server/index.js';
import { composeDesk, scriptedBrowser, type ComposeOptions, type TestDesk } from './desk-fixture.js';

/** A desk on `server`, signed in as `username` (password = user name) through the real login page. */
export async function signedInDesk(server: RunningServer, username: string, options: ComposeOptions = {}): Promise<TestDesk> {
  const browser = scriptedBrowser({ username });
  const desk = composeDesk(server, { openBrowser: browser.openBrowser, ...options });
  await desk.services.session.signIn();
  return desk;
}

/** Calls desk method `name` through the dispatcher; resolves with its value or rejects with its DeskError. */
export async function call<M extends DeskMethodName>(desk: TestDesk, name: M, input: DeskInput<M>): Promise<DeskOutput<M>> {
  const result = await desk.services.dispatch(name, input);
  if (!result.ok) throw new DeskError(result.error);
  return result.value as DeskOutput<M>;
}

/** The rejection of `promise` as a DeskError (fails when it resolves or rejects with something else). */
export async function deskError(promise: Promise<unknown>): Promise<DeskError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DeskError) return error;
    throw error;
  }
  throw new Error('expected a DeskError, but the call succeeded');
}

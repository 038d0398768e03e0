/**
 * Setup file of the vitest project `renderer`, whose files share one happy-dom window per worker
 * (`isolate: false` in vitest.config.ts): before each file's tests the body and the web storage are
 * emptied, so that a file starts from the document a window of its own would give it, whatever the
 * file before it left there (a teleported dialog, a saved column choice).
 */
import { beforeAll } from 'vitest';

beforeAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

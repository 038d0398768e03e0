import { describe, expect, it } from 'vitest';
import { adoptLaunchCredential, CREDENTIAL_STORAGE_KEY, type LaunchPageLike } from './launch-credential.js';

function page(hash: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const fake: LaunchPageLike = {
    location: { hash, pathname: '/', search: '' },
    history: { replaceState: (_data, _unused, url) => replaced.push(url) },
    sessionStorage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) },
  };
  return { fake, storage, replaced };
}

describe('browser mode launch secret', () => {
  it('moves the secret from the address fragment into this tab\'s storage and off the address', () => {
    const { fake, storage, replaced } = page('#desk_secret=AbC-_12');
    expect(adoptLaunchCredential(fake)).toBe('AbC-_12');
    expect(storage.get(CREDENTIAL_STORAGE_KEY)).toBe('AbC-_12');
    expect(replaced).toEqual(['/#/']);
  });

  it('keeps the tab\'s secret on a reload and leaves the router\'s own fragments alone', () => {
    const { fake, replaced } = page('#/observations', { [CREDENTIAL_STORAGE_KEY]: 'kept' });
    expect(adoptLaunchCredential(fake)).toBe('kept');
    expect(replaced).toEqual([]);
    expect(adoptLaunchCredential(page('').fake)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { signedInScope } from '../../src-shared/contract/signed-in-scope.js';
import { docFileScope } from '../../src-main/domains/doc-files.js';

const claire = { username: 'claire', display_name: 'Claire Favre', person_id: 7 };

describe('the signed-in scope (profile and user) as one value', () => {
  it('is the profile and user of a session with a user, expired included; null without a user', () => {
    expect(signedInScope({ profile_id: 'sandbox', user: claire })).toEqual({ profile_id: 'sandbox', username: 'claire', key: 'sandbox\nclaire' });
    expect(signedInScope({ profile_id: 'sandbox', user: null })).toBeNull();
    expect(signedInScope(null)).toBeNull();
  });

  it('gives different keys to another user or another profile', () => {
    const keys = [
      signedInScope({ profile_id: 'sandbox', user: claire })?.key,
      signedInScope({ profile_id: 'sandbox', user: { ...claire, username: 'marc' } })?.key,
      signedInScope({ profile_id: 'canton', user: claire })?.key,
    ];
    expect(new Set(keys).size).toBe(3);
  });

  it('names per-user files as before, so saved drafts and queued uploads are found after an update', () => {
    const scope = signedInScope({ profile_id: 'sandbox', user: claire })!;
    expect(docFileScope(scope)).toBe('598ef269d8da24e4f21ba86897bb48ab');
  });
});

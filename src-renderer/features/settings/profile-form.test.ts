import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { SANDBOX } from '../../testing/fake-desk.js';
import { draftFromProfile, draftsDiffer, draftToInput, errorsFromDesk, firstErrorField, validateDraft, type ProfileDraft } from './profile-form.js';

const valid = (): ProfileDraft => ({
  ...draftFromProfile(),
  name: '  Canton of Bern  ',
  service_base_url: ' https://obs.be.example ',
  auth_server_url: 'https://login.be.example',
});

describe('profile form validation (shared ServerProfileInput schema)', () => {
  it('accepts a complete draft and trims the texts', () => {
    const result = validateDraft(valid(), false);
    expect(result).toEqual({
      ok: true,
      input: { name: 'Canton of Bern', service_base_url: 'https://obs.be.example', auth_server_url: 'https://login.be.example', client_id: 'observation-desk', grant_type: 'authorization_code' },
    });
  });

  it('says which field is wrong, in our own words: required, not a URL, too long', () => {
    const result = validateDraft({ ...valid(), name: ' ', service_base_url: 'obs.be.example', auth_server_url: '', client_id: 'x'.repeat(201) }, false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: { key: 'settings.validation.required' },
      service_base_url: { key: 'settings.validation.url' },
      auth_server_url: { key: 'settings.validation.required' },
      client_id: { key: 'settings.validation.tooLong', params: { max: 200 } },
    });
    expect(firstErrorField(result.errors)).toBe('name');
  });

  it('refuses URLs of other schemes', () => {
    const result = validateDraft({ ...valid(), service_base_url: 'ftp://obs.be.example' }, false);
    expect(result.ok ? null : result.errors.service_base_url).toEqual({ key: 'settings.validation.url' });
  });

  it('a new service client needs its secret', () => {
    const result = validateDraft({ ...valid(), grant_type: 'client_credentials' }, false);
    expect(result.ok ? null : result.errors).toEqual({ client_secret: { key: 'settings.validation.secretRequired' } });
    const withSecret = validateDraft({ ...valid(), grant_type: 'client_credentials', client_secret: 's3cret' }, false);
    expect(withSecret.ok && withSecret.input.client_secret).toBe('s3cret');
  });
});

describe('the write-only secret', () => {
  const stored = { ...SANDBOX, id: 'svc', is_sandbox: false, grant_type: 'client_credentials' as const, has_client_secret: true };

  it('is kept (not sent) unless replaced or forgotten', () => {
    const draft = draftFromProfile(stored);
    expect(draft.secretAction).toBe('keep');
    expect(draftToInput(draft, true)).not.toHaveProperty('client_secret');
    expect(draftToInput({ ...draft, secretAction: 'replace', client_secret: 'new' }, true).client_secret).toBe('new');
    expect(draftToInput({ ...draft, secretAction: 'forget' }, true).client_secret).toBeNull();
  });

  it('is forgotten when the profile turns into a personal sign-in (a public client has no secret)', () => {
    expect(draftToInput({ ...draftFromProfile(stored), grant_type: 'authorization_code' }, true).client_secret).toBeNull();
  });

  it('keeps the id of an existing profile', () => {
    expect(draftToInput(draftFromProfile(stored), true).id).toBe('svc');
  });
});

describe('field errors from main', () => {
  it('lands on the fields whatever the path looks like; the rest is kept apart', () => {
    const error = new DeskError({
      status: 422,
      code: 'validation',
      message: 'Invalid profile',
      fields: [
        { field: 'service_base_url', message: 'Not a URL' },
        { field: '/auth_server_url', message: 'Unreachable' },
        { field: 'body.client_id', message: 'Unknown client' },
        { field: 'profiles', message: 'Too many profiles' },
        { field: '', message: 'Something else' },
      ],
    });
    expect(errorsFromDesk(error)).toEqual({
      fields: { service_base_url: { text: 'Not a URL' }, auth_server_url: { text: 'Unreachable' }, client_id: { text: 'Unknown client' } },
      other: ['profiles: Too many profiles', 'Something else'],
    });
  });
});

describe('dirty check', () => {
  it('sees typed changes and secret actions', () => {
    const base = draftFromProfile(SANDBOX);
    expect(draftsDiffer(base, { ...base })).toBe(false);
    expect(draftsDiffer(base, { ...base, name: 'x' })).toBe(true);
    expect(draftsDiffer(base, { ...base, secretAction: 'forget' })).toBe(true);
  });
});

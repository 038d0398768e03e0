import type { ZodError } from 'zod';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { fieldNamed } from '../../components/forms/form-check.js';
import { GRANT_TYPES, ServerProfileInput, type BadgeColor, type ServerProfile } from '../../../src-shared/contract/settings.js';

/** The editable fields of a server profile, in form order (also the ids' suffixes). */
export const PROFILE_FIELDS = ['name', 'service_base_url', 'auth_server_url', 'client_id', 'grant_type', 'client_secret'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A field's message: an i18n key with parameters (our own checks) or main's text as it came. */
export type FieldMessage = { key: string; params?: Record<string, unknown> } | { text: string };
export type FieldErrors = Partial<Record<ProfileField, FieldMessage>>;

/** What happens to a stored client secret on save: kept, replaced by the typed one, or forgotten. */
export type SecretAction = 'keep' | 'replace' | 'forget';

/** The form's state: the profile's values as typed, plus the secret's action (the secret is write-only). */
export interface ProfileDraft {
  id?: string;
  name: string;
  service_base_url: string;
  auth_server_url: string;
  client_id: string;
  grant_type: (typeof GRANT_TYPES)[number];
  secretAction: SecretAction;
  client_secret: string;
  /** A production server (bulk changes ask first). */
  is_production: boolean;
  /** The badge colour; null: neutral (red for production). */
  badge_color: BadgeColor | null;
}

/** The client id of Observation Desk at the reference authorization server, a sensible default. */
export const DEFAULT_CLIENT_ID = 'observation-desk';

/** A draft for a new profile, or for editing `profile`. */
export function draftFromProfile(profile?: ServerProfile): ProfileDraft {
  if (!profile) {
    return {
      name: '',
      service_base_url: '',
      auth_server_url: '',
      client_id: DEFAULT_CLIENT_ID,
      grant_type: 'authorization_code',
      secretAction: 'replace',
      client_secret: '',
      is_production: false,
      badge_color: null,
    };
  }
  return {
    id: profile.id,
    name: profile.name,
    service_base_url: profile.service_base_url,
    auth_server_url: profile.auth_server_url,
    client_id: profile.client_id,
    grant_type: profile.grant_type,
    secretAction: profile.has_client_secret ? 'keep' : 'replace',
    client_secret: '',
    is_production: profile.is_production === true,
    badge_color: profile.badge_color ?? null,
  };
}

/**
 * The object sent to main, before validation: trimmed texts; `client_secret` only when it
 * changes (the typed secret, or `null` to forget it). A profile signing in people
 * (authorization code) is a public client and keeps no secret: a stored one is forgotten.
 */
export function draftToInput(draft: ProfileDraft, hasStoredSecret: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = {
    name: draft.name.trim(),
    service_base_url: draft.service_base_url.trim(),
    auth_server_url: draft.auth_server_url.trim(),
    client_id: draft.client_id.trim(),
    grant_type: draft.grant_type,
  };
  if (draft.id) input.id = draft.id;
  if (draft.is_production) input.is_production = true;
  if (draft.badge_color) input.badge_color = draft.badge_color;
  if (draft.grant_type === 'client_credentials') {
    if (draft.secretAction === 'replace' || !hasStoredSecret) input.client_secret = draft.client_secret;
    else if (draft.secretAction === 'forget') input.client_secret = null;
  } else if (hasStoredSecret) {
    input.client_secret = null;
  }
  return input;
}

type Issue = ZodError['issues'][number];

function messageFor(field: ProfileField, issue: Issue, value: unknown): FieldMessage {
  if (issue.code === 'too_big') return { key: 'settings.validation.tooLong', params: { max: Number(issue.maximum) } };
  if (field === 'client_secret') return { key: 'settings.validation.secretRequired' };
  if (field === 'service_base_url' || field === 'auth_server_url') {
    return typeof value === 'string' && value !== '' ? { key: 'settings.validation.url' } : { key: 'settings.validation.required' };
  }
  return { key: 'settings.validation.required' };
}

/** Result of {@link validateDraft}: the input ready for main, or one message per wrong field. */
export type DraftValidation = { ok: true; input: ServerProfileInput } | { ok: false; errors: FieldErrors };

/**
 * Checks a draft with the shared zod schema `ServerProfileInput` (the same main applies) and
 * turns its issues into one translated message per field.
 */
export function validateDraft(draft: ProfileDraft, hasStoredSecret: boolean): DraftValidation {
  const input = draftToInput(draft, hasStoredSecret);
  const parsed = ServerProfileInput.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = PROFILE_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = messageFor(field, issue, input[field]);
  }
  return { ok: false, errors };
}

/**
 * Maps the field errors of a failed save or test (DeskError.fields, from main's zod check or
 * the service's problem details) back onto the form: a field named `service_base_url`,
 * `/service_base_url` or `body.service_base_url` lands on that field; anything else is returned
 * in `other`, to be shown above the form.
 */
export function errorsFromDesk(error: DeskError): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const entry of error.fields) {
    const field = fieldNamed(PROFILE_FIELDS, entry.field);
    if (field && !fields[field]) fields[field] = { text: entry.message };
    else if (!field) other.push(entry.field ? `${entry.field}: ${entry.message}` : entry.message);
  }
  return { fields, other };
}

/** The first field (in form order) that has an error, to move the focus there. */
export function firstErrorField(errors: FieldErrors): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => errors[field]);
}

/** Whether two drafts differ in anything the user typed or chose. */
export function draftsDiffer(a: ProfileDraft, b: ProfileDraft): boolean {
  return PROFILE_FIELDS.some((field) => field !== 'client_secret' && a[field] !== b[field])
    || a.secretAction !== b.secretAction
    || a.client_secret !== b.client_secret
    || a.is_production !== b.is_production
    || a.badge_color !== b.badge_color;
}

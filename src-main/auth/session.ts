/**
 * The session of the active server profile (ARCHITECTURE.md "Data flow"): signs in and out,
 * holds the access token in memory, renews it single-flight shortly before it expires
 * (RFC 6749 §6), renews once after a 401 (RFC 6750 §3) and otherwise marks the session
 * `expired`, pushing `session.changed` so the renderer asks to sign in again and keeps its screen.
 * Switching to another profile keeps the one left signed in: its tokens wait in memory (and its
 * refresh token in the vault, per profile) until it is active again.
 */
import { DeskError, signedInScope, type SessionState, type SessionUser, type SignedInScope } from '../../src-shared/contract/index.js';
import type { BearerTokenSource } from '../api/client.js';
import { isNetworkFailure } from '../api/network-errors.js';
import type { DeskEvents } from '../ipc/events.js';
import { consoleLogger, type DeskLogger } from '../platform.js';
import type { StoredProfile } from '../settings/schema.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { obtainFirstTokens, renewTokens, resolveUser, revokeRefreshToken } from './grants.js';
import type { OAuthServers } from './oauth-server.js';
import type { TokenSet } from './pkce-sign-in.js';
import { sessionExpiredError, signInCancelledError, signedOutError } from './session-errors.js';
import type { RefreshTokenStorage, TokenVault } from './token-vault.js';

/** Renew this long before the access token expires (ms). */
export const REFRESH_LEEWAY_MS = 60_000;

/** Dependencies and knobs of {@link SessionManager}. */
export interface SessionManagerOptions {
  settings: SettingsStore;
  servers: OAuthServers;
  vault: TokenVault;
  events: DeskEvents;
  /** Platform adapter: shows the login page. */
  openBrowser: (url: string) => void | Promise<void>;
  /** Clock in ms since the epoch (tests move it). */
  now?: () => number;
  refreshLeewayMs?: number;
  /** Loopback listener timeout (ms), five minutes by default. */
  loopbackTimeoutMs?: number;
  log?: DeskLogger;
}

interface LiveTokens {
  access_token: string;
  /** ms since the epoch; null when the server did not say (`expires_in` missing). */
  expires_at: number | null;
  refresh_token: string | null;
}

/** A signed-in session of a profile that is not the active one. */
interface ParkedSession {
  tokens: LiveTokens;
  user: SessionUser | null;
  storage: RefreshTokenStorage | undefined;
}

/** The session of the active profile; the API client's {@link BearerTokenSource}. */
export class SessionManager implements BearerTokenSource {
  private status: SessionState['status'] = 'signed-out';
  private user: SessionUser | null = null;
  private tokens: LiveTokens | null = null;
  private storage: RefreshTokenStorage | undefined;
  private refreshing: Promise<LiveTokens> | null = null;
  private signInController: AbortController | null = null;
  private restoring: Promise<void> = Promise.resolve();
  /** Signed-in sessions of the profiles switched away from, by profile id. */
  private readonly parked = new Map<string, ParkedSession>();
  /** Bumped whenever the tokens are replaced or dropped: late results of older requests are ignored. */
  private generation = 0;
  private readonly now: () => number;
  private readonly log: DeskLogger;

  constructor(private readonly options: SessionManagerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? consoleLogger;
  }

  /**
   * Whose data main may read and write now: the active profile and its user while signed in
   * (null when signed out, signing in, or expired: per-user files wait for a live session).
   */
  scope(): SignedInScope | null {
    return this.status === 'signed-in' ? signedInScope(this.state()) : null;
  }

  /** The session as the renderer sees it (no token). */
  state(): SessionState {
    const state: SessionState = {
      status: this.status,
      profile_id: this.options.settings.activeProfile().id,
      user: this.user,
      expires_at: this.tokens?.expires_at != null ? new Date(this.tokens.expires_at).toISOString() : null,
    };
    if (this.tokens?.refresh_token && this.storage) state.refresh_token_storage = this.storage;
    return state;
  }

  /** {@link state} once a restore started at launch has finished. */
  async current(): Promise<SessionState> {
    await this.restoring;
    return this.state();
  }

  /**
   * At launch: renews the refresh token the vault kept for the active profile. Signed in on
   * success; otherwise signed out (a refused token is forgotten, after a network failure it is
   * kept for the next launch). Never throws; {@link current} and token calls wait for it.
   */
  restore(): Promise<void> {
    this.restoring = this.restoreSaved().catch((error: unknown) => this.log.warn('restoring the session failed', error));
    return this.restoring;
  }

  /**
   * Signs in to the active profile (a pending sign-in is cancelled first). Pushes
   * `session.changed` with `signing-in`, then with the result. Throws DeskError on failure
   * (`sign-in-failed`, `sign-in-timeout`, `cancelled`, `missing-secret`, `network`); the state
   * then returns to what it was (signed out, or expired with the user kept).
   */
  async signIn(): Promise<SessionState> {
    await this.restoring;
    this.signInController?.abort();
    const controller = new AbortController();
    this.signInController = controller;
    const before = { status: this.status };
    const { settings, servers } = this.options;
    const profile = settings.activeProfile();
    this.setStatus('signing-in');
    try {
      const secret = settings.clientSecret(profile.id);
      const config = await servers.configuration(profile, secret);
      const tokens = await obtainFirstTokens(config, {
        profile,
        clientSecret: secret,
        language: settings.preferences().language,
        openBrowser: this.options.openBrowser,
        loopbackTimeoutMs: this.options.loopbackTimeoutMs,
        signal: controller.signal,
      });
      if (controller.signal.aborted || settings.activeProfile().id !== profile.id) throw signInCancelledError();
      const user = await resolveUser(config, tokens, profile.client_id, null, this.log);
      if (controller.signal.aborted) throw signInCancelledError();
      this.generation += 1;
      this.accept(profile, tokens, user);
      this.emit();
      return this.state();
    } catch (error) {
      if (this.signInController === controller) {
        this.status = before.status === 'signing-in' ? 'signed-out' : before.status;
        this.emit();
      }
      throw error;
    } finally {
      if (this.signInController === controller) this.signInController = null;
    }
  }

  /**
   * Forgets the tokens (memory and vault), cancels a pending sign-in, pushes `session.changed`,
   * and revokes the refresh token at the server when it has a revocation endpoint (RFC 7009,
   * best effort). Never throws.
   */
  async signOut(): Promise<SessionState> {
    await this.restoring;
    this.signInController?.abort();
    this.signInController = null;
    const refreshToken = this.tokens?.refresh_token ?? null;
    const profile = this.options.settings.activeProfile();
    this.drop('signed-out');
    this.user = null;
    this.emit();
    if (refreshToken) await this.revoke(profile, refreshToken);
    return this.state();
  }

  /** Revokes a refresh token at the profile's authorization server (RFC 7009), best effort. Never throws. */
  private async revoke(profile: StoredProfile, refreshToken: string): Promise<void> {
    try {
      const config = await this.options.servers.configuration(profile, this.options.settings.clientSecret(profile.id));
      await revokeRefreshToken(config, refreshToken, this.log);
    } catch (error) {
      this.log.warn('sign-out: the authorization server could not be reached to revoke the token', error);
    }
  }

  /**
   * Makes `profileId` active, keeping the profile left signed in (its tokens are parked, not
   * revoked). The new profile is signed in again when it was before: from its parked tokens, or
   * from the vault's refresh token with one renewal; otherwise signed out. A pending sign-in of
   * the profile left is cancelled. Throws DeskError `not-found`.
   */
  async switchProfile(profileId: string): Promise<SessionState> {
    const { settings } = this.options;
    settings.profile(profileId);
    await this.restoring;
    // A renewal in flight would rotate the refresh token the parked session keeps.
    await this.refreshing?.catch(() => undefined);
    const from = settings.activeProfile().id;
    if (profileId === from) return this.state();
    this.signInController?.abort();
    this.signInController = null;
    if (this.status === 'signed-in' && this.tokens) this.parked.set(from, { tokens: this.tokens, user: this.user, storage: this.storage });
    this.generation += 1;
    this.tokens = null;
    this.user = null;
    this.storage = undefined;
    this.status = 'signed-out';
    settings.activate(profileId);
    const parked = this.parked.get(profileId);
    this.parked.delete(profileId);
    if (parked) {
      this.tokens = parked.tokens;
      this.user = parked.user;
      this.storage = parked.storage;
      this.status = 'signed-in';
    } else {
      await this.restore();
    }
    this.emit();
    return this.state();
  }

  /** Profiles other than the active one that are signed in (their tokens parked). */
  parkedProfileIds(): string[] {
    return [...this.parked.keys()];
  }

  /**
   * Forgets a profile that is not the active one (removed, or its server changed): its parked
   * tokens and its vault entry, revoking the refresh token at its server (best effort, RFC 7009;
   * `profile` is the profile as it was, with its old server). Never throws.
   */
  async forgetProfile(profile: StoredProfile): Promise<void> {
    const refreshToken = this.parked.get(profile.id)?.tokens.refresh_token ?? this.options.vault.load(profile.id)?.refresh_token ?? null;
    this.parked.delete(profile.id);
    this.options.vault.clear(profile.id);
    if (refreshToken) await this.revoke(profile, refreshToken);
  }

  /** Cancels a pending sign-in: its loopback listener closes and {@link signIn} rejects with `cancelled`. */
  cancelSignIn(): void {
    this.signInController?.abort();
  }

  /**
   * The access token for a bearer call (RFC 6750 §2.1), renewed single-flight when it expires
   * within the leeway (60 s). A still-valid token is returned when the renewal found no network.
   * Throws DeskError `signed-out`, `session-expired` (401) or `network`.
   */
  async accessToken(): Promise<string> {
    await this.restoring;
    const tokens = this.tokens;
    if (!tokens) throw this.status === 'expired' ? sessionExpiredError() : signedOutError();
    if (tokens.expires_at === null || tokens.expires_at - this.now() > (this.options.refreshLeewayMs ?? REFRESH_LEEWAY_MS)) {
      return tokens.access_token;
    }
    try {
      return (await this.refresh()).access_token;
    } catch (error) {
      // The service may be unreachable for a moment: a token that is still valid is still worth sending.
      if (isNetworkFailure(error) || (error instanceof DeskError && error.code === 'network')) {
        if (tokens === this.tokens && tokens.expires_at !== null && tokens.expires_at > this.now()) return tokens.access_token;
      }
      throw error;
    }
  }

  /**
   * After the API answered 401 to `token` (RFC 6750 §3 `invalid_token`): the newer token when
   * another caller already renewed, else one renewal (joined if running). A refused renewal
   * expires the session and throws DeskError `session-expired`.
   */
  async renewAfterUnauthorized(token: string): Promise<string> {
    await this.restoring;
    if (!this.tokens) throw this.status === 'expired' ? sessionExpiredError() : signedOutError();
    if (this.tokens.access_token !== token) return this.tokens.access_token;
    return (await this.refresh()).access_token;
  }

  /** Marks a signed-in session `expired` (tokens dropped, user kept) and pushes `session.changed`. */
  expire(): void {
    if (this.status !== 'signed-in' && this.status !== 'signing-in') return;
    this.drop('expired');
    this.emit();
  }

  /** One renewal at a time; concurrent callers share it (single-flight). */
  private refresh(): Promise<LiveTokens> {
    if (this.refreshing) return this.refreshing;
    const renewal = this.renew().finally(() => {
      if (this.refreshing === renewal) this.refreshing = null;
    });
    this.refreshing = renewal;
    return renewal;
  }

  private async renew(): Promise<LiveTokens> {
    const tokens = this.tokens;
    if (!tokens) throw signedOutError();
    const generation = this.generation;
    const { settings, servers } = this.options;
    const profile = settings.activeProfile();
    let fresh: TokenSet;
    let config;
    try {
      config = await servers.configuration(profile, settings.clientSecret(profile.id));
      fresh = await renewTokens(config, profile, tokens.refresh_token);
    } catch (error) {
      const network = error instanceof DeskError && error.code === 'network';
      if (network || generation !== this.generation) throw error;
      this.log.warn('The tokens could not be renewed; the session has expired.', error);
      this.expire();
      throw sessionExpiredError();
    }
    if (generation !== this.generation || !this.tokens) throw this.status === 'expired' ? sessionExpiredError() : signedOutError();
    const user = await resolveUser(config, fresh, profile.client_id, this.user, this.log);
    if (generation !== this.generation) throw signedOutError();
    const accepted = this.accept(profile, fresh, user, tokens.refresh_token);
    this.emit();
    return accepted;
  }

  /** Takes new tokens: signed in, refresh token (new or kept) into the vault. */
  private accept(profile: StoredProfile, tokens: TokenSet, user: SessionUser, previousRefreshToken: string | null = null): LiveTokens {
    const expiresIn = tokens.expiresIn();
    const refreshToken = tokens.refresh_token ?? previousRefreshToken;
    const live: LiveTokens = {
      access_token: tokens.access_token,
      expires_at: expiresIn === undefined ? null : this.now() + expiresIn * 1000,
      refresh_token: refreshToken,
    };
    this.tokens = live;
    this.user = user;
    this.status = 'signed-in';
    if (refreshToken) this.storage = this.options.vault.save(profile.id, refreshToken, user);
    else {
      this.storage = undefined;
      this.options.vault.clear(profile.id);
    }
    return live;
  }

  private async restoreSaved(): Promise<void> {
    const profileId = this.options.settings.activeProfile().id;
    const saved = this.options.vault.load(profileId);
    if (!saved) return;
    this.tokens = { access_token: '', expires_at: 0, refresh_token: saved.refresh_token };
    this.user = saved.user;
    try {
      await this.refresh();
    } catch (error) {
      const keep = error instanceof DeskError && error.code === 'network';
      this.tokens = null;
      this.user = null;
      this.status = 'signed-out';
      if (!keep) this.options.vault.clear(profileId);
      this.log.warn(`The saved session could not be renewed${keep ? ' (the server did not answer)' : ''}; please sign in.`);
    }
  }

  private drop(status: 'signed-out' | 'expired'): void {
    this.generation += 1;
    this.tokens = null;
    this.storage = undefined;
    this.status = status;
    this.options.vault.clear(this.options.settings.activeProfile().id);
  }

  private setStatus(status: SessionState['status']): void {
    this.status = status;
    this.emit();
  }

  private emit(): void {
    this.options.events.emit('session.changed', this.state());
  }
}

/**
 * Our own end-user interaction of the authorization code flow: the login form for oidc-provider's
 * `login` prompt and an automatic grant for its `consent` prompt (no consent screen: every client
 * here is first-party). oidc-provider sends the browser to `/oauth2/interaction/<uid>`; a finished
 * interaction is handed back with `interactionResult` and a 303 to the URL it returns.
 */
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors } from 'oidc-provider';
import type { AccountRecord } from './accounts.js';
import { LoginThrottle } from './login-throttle.js';
import { PAGE_HEADERS, pickLanguage, renderExpiredPage, renderLoginPage, type Language } from './login-page.js';
import { interactionPath } from './provider-config.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Login form bodies are two short fields; anything bigger is not our form (bytes). */
const FORM_BODY_LIMIT = 8 * 1024;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(html);
}

/** The pending interaction named by the cookie and the URL, or `undefined` when expired, unknown or mismatched. */
async function pendingInteraction(provider: Provider, request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

async function clientName(provider: Provider, interaction: Interaction): Promise<string> {
  const clientId = String(interaction.params.client_id ?? '');
  const client = await provider.Client.find(clientId);
  return client?.clientName ?? clientId;
}

/**
 * Grants what the `consent` prompt reports missing (OIDC scopes, claims, resource scopes) to the
 * signed-in account and returns the URL to resume the authorization at.
 */
async function autoConsent(provider: Provider, request: FastifyRequest, reply: FastifyReply, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('consent prompt without a signed-in account');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  const { details } = interaction.prompt;
  if (isStringArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope);
  if (isStringArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims);
  const resourceScopes = details.missingResourceScopes;
  if (resourceScopes && typeof resourceScopes === 'object') {
    for (const [indicator, scopes] of Object.entries(resourceScopes)) {
      if (isStringArray(scopes)) grant.addResourceScope(indicator, scopes);
    }
  }
  const grantId = await grant.save();
  return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/**
 * When the browser's session belongs to another account than the one just signed in, ends that
 * session. oidc-provider would otherwise answer the switch with an RP-initiated logout
 * confirmation (a scripted form, and that feature is off here); a successful password login is
 * reason enough to replace the session. Tokens already issued to the other account stay valid.
 */
async function replaceSessionOfOtherAccount(provider: Provider, interaction: Interaction, accountId: string): Promise<void> {
  const previous = interaction.session;
  if (!previous?.accountId || previous.accountId === accountId) return;
  // Unlink first: interactionResult() refuses an interaction whose linked session has vanished.
  interaction.session = undefined;
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
  const session = previous.uid ? await provider.Session.findByUid(previous.uid) : undefined;
  await session?.destroy();
}

/** Dependencies of {@link registerInteractionRoutes}. */
export interface InteractionRoutesInput {
  /** Checks user name and password (AuthState.authenticate); `undefined` when refused. */
  authenticate(username: string, password: string): Promise<AccountRecord | undefined>;
  getProvider: () => Promise<Provider>;
}

/**
 * Registers `GET /oauth2/interaction/:uid` (login page, or automatic consent) and
 * `POST /oauth2/interaction/:uid/login` (form fields `username`, `password`) in an encapsulated
 * scope with its own form-body parser.
 * Wrong credentials re-show the form (HTTP 200) with an error message and the user name kept;
 * after 5 failures of one user name from one address, attempts wait (429 with `Retry-After`,
 * the password is not checked) 1 s, 2 s, 4 s … up to 15 min ({@link LoginThrottle});
 * an expired or unknown interaction shows a 400 page asking to start again from the application.
 */
export async function registerInteractionRoutes(app: FastifyInstance, input: InteractionRoutesInput): Promise<void> {
  const throttle = new LoginThrottle();
  await app.register(async (scope) => {
    const FORM = 'application/x-www-form-urlencoded';
    if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, parseQueryString(String(body)));
    });

    const languageOf = (interaction: Interaction): Language => pickLanguage(interaction.params.ui_locales);

    scope.get<{ Params: { uid: string } }>('/oauth2/interaction/:uid', async (request, reply) => {
      const provider = await input.getProvider();
      const interaction = await pendingInteraction(provider, request, reply);
      if (!interaction) return sendPage(reply, 400, renderExpiredPage('en'));
      if (interaction.prompt.name === 'consent') {
        return reply.redirect(await autoConsent(provider, request, reply, interaction), 303);
      }
      return sendPage(
        reply,
        200,
        renderLoginPage({
          language: languageOf(interaction),
          action: `${interactionPath(interaction.uid)}/login`,
          clientName: await clientName(provider, interaction),
        }),
      );
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string | string[] | undefined> | undefined }>(
      '/oauth2/interaction/:uid/login',
      async (request, reply) => {
        const provider = await input.getProvider();
        const interaction = await pendingInteraction(provider, request, reply);
        if (!interaction) return sendPage(reply, 400, renderExpiredPage('en'));
        if (interaction.prompt.name !== 'login') return reply.redirect(interactionPath(interaction.uid), 303);
        const field = (name: string): string => {
          const value = request.body?.[name];
          return typeof value === 'string' ? value : '';
        };
        const username = field('username').trim();
        const throttleKey = `${username.toLowerCase()}\n${request.ip}`;
        const waitMs = throttle.retryAfterMs(throttleKey);
        const account = username && waitMs === 0 ? await input.authenticate(username, field('password')) : undefined;
        if (!account) {
          if (username && waitMs === 0) throttle.fail(throttleKey);
          const throttledSeconds = waitMs > 0 ? Math.ceil(waitMs / 1000) : undefined;
          if (throttledSeconds !== undefined) reply.header('Retry-After', String(throttledSeconds));
          return sendPage(
            reply,
            throttledSeconds !== undefined ? 429 : 200,
            renderLoginPage({
              language: languageOf(interaction),
              action: `${interactionPath(interaction.uid)}/login`,
              clientName: await clientName(provider, interaction),
              username,
              failed: true,
              throttledSeconds,
            }),
          );
        }
        throttle.succeed(throttleKey);
        await replaceSessionOfOtherAccount(provider, interaction, account.username);
        // remember: false keeps the browser login a session cookie, so closing the browser signs out.
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.username, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

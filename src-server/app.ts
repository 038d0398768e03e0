import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Db } from './db/open.js';
import type { Store } from './store/store.js';
import { createSqliteStore } from './store/sqlite-store.js';
import { clusterTilesOf } from './store/cluster-tiles-of.js';
import type { ServiceContext } from './http/context.js';
import type { UploadTimeouts } from './files/upload.js';
import { ProblemError, problemBody } from './http/problem.js';
import { driverProblem } from './http/driver-errors.js';
import { problemLanguage } from './http/problem-messages.js';
import { registerBearerHook } from './http/bearer-hook.js';
import { registerHostCheck } from './http/host-check.js';
import { createAuthorizationServer } from './auth/authorization-server.js';
import type { AuthState } from './auth/auth-state.js';
import { loadAdminIndex, loadAdminIndexFrom, type AdminIndex } from './geo/admin-units.js';
import { registerRoutes } from './routes/index.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { cachingQueryValidator } from './http/cached-query-validator.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { decorateServices } from './http/context.js';
import { parseQueryString, validationProblem } from './http/route-schemas.js';
import { OPENAPI_PATH, REFERENCE_PATH, registerOpenApi } from './http/openapi.js';

/** Default idle timeout of document uploads: this long without a byte aborts one (ms). */
export const DEFAULT_UPLOAD_IDLE_MS = 60_000;

/** Options of {@link buildApp}. */
export interface AppOptions {
  /** The SQLite connection; absent on the PostgreSQL store (`store` and `authState` given then), which has no SQLite file. */
  db?: Db;
  /** The storage interface of the routes (store/store.ts); default: the SQLite store over `db`. */
  store?: Store;
  filesDir: string;
  /** Largest document upload in bytes; default 2 GiB. */
  maxUploadBytes?: number;
  /** Upload timeouts; default 60 s without a byte, 4 h for the whole body (2 GiB at 150 kB/s). */
  uploadTimeouts?: Partial<UploadTimeouts>;
  /** Base URL the service is reached at (issuer of the authorization server), known after listen. */
  getBaseUrl: () => string;
  /** Host names the service answers to besides IP addresses and `localhost` (see http/host-check.ts). */
  allowedHosts?: readonly string[];
  /** Told of every route as it is registered (Fastify's `onRoute`); the tests check that the OpenAPI document covers them. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the authorization server keeps tokens, keys and accounts; default: the SQLite database `db`. */
  authState?: AuthState;
  /**
   * The PostgreSQL store's connection string (`postgres://…`), with `store`: the cluster worker
   * opens a connection of its own with it (domain/cluster-postgres.ts).
   */
  databaseUrl?: string;
}

const FASTIFY_STATUS: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
};

/**
 * Builds the reference service: the authorization server under `/oauth2`, the protected API
 * under `/rest/v5`, the public API under `/public/v5`. Every error answer is an RFC 9457 problem
 * detail. Does not listen.
 */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; context: ServiceContext }> {
  const app = Fastify({
    logger: false,
    bodyLimit: 16 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: parseQueryString },
  });
  // Requests are validated by the routes' zod schemas (http/route-schemas.ts). Responses are
  // written as they are, not checked against their schemas on every request: a page of 1,000
  // observations would be parsed again on the request thread. The integration tests check every
  // response against the published document instead (test/helpers/openapi-responses.ts).
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(cachingQueryValidator(validatorCompiler));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const store = options.store ?? (options.db ? createSqliteStore(options.db) : undefined);
  if (!store) throw new Error('buildApp needs a store or a SQLite database (options.store or options.db).');
  // SQLite: built on first use (a seed may fill the table after opening); without a SQLite file, read
  // through the store now, as adminIndex() answers synchronously.
  let adminIndex: AdminIndex | undefined = options.db ? undefined : await loadAdminIndexFrom(store);
  const { db } = options;
  const auth = createAuthorizationServer({ db, state: options.authState, getIssuer: options.getBaseUrl });
  const context: ServiceContext = {
    store,
    db,
    filesDir: options.filesDir,
    maxUploadBytes: options.maxUploadBytes ?? 2 * 1024 ** 3,
    uploadTimeouts: { idleMs: DEFAULT_UPLOAD_IDLE_MS, bodyMs: 4 * 3_600_000, ...options.uploadTimeouts },
    adminIndex: () => (adminIndex ??= loadAdminIndex(db!)),
    auth,
    observationsVersion: { value: 0 },
    clusters: clusterTilesOf(db, options.databaseUrl),
  };
  app.addHook('onClose', () => context.clusters.close());
  decorateServices(app, context);

  app.setErrorHandler((thrown: FastifyError | ProblemError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(thrown) ? validationProblem(thrown.validationContext, thrown.validation) : thrown;
    if (error instanceof ProblemError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).type('application/problem+json').send(error.toBody(problemLanguage(request.headers['accept-language'])));
    }
    const driver = driverProblem(error);
    if (driver) return reply.code(driver.status).type('application/problem+json').send(problemBody(driver.status, driver.detail, {}, problemLanguage(request.headers['accept-language'])));
    const status = (error.code && FASTIFY_STATUS[error.code]) || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status >= 500) request.log.error(error);
    const detail = status >= 500 ? { key: 'internal' as const } : error.message;
    return reply.code(status).type('application/problem+json').send(problemBody(status, detail, {}, problemLanguage(request.headers['accept-language'])));
  });
  app.setNotFoundHandler((request, reply) => {
    const text = { key: 'no-endpoint' as const, values: { method: request.method, path: request.url.split('?')[0]! } };
    reply.code(404).type('application/problem+json').send(problemBody(404, text, {}, problemLanguage(request.headers['accept-language'])));
  });

  registerHostCheck(app, options.allowedHosts ?? []);
  // An empty body is an empty body whatever its Content-Type: many clients send
  // `Content-Type: application/json` on a DELETE without one. The rest goes to Fastify's own
  // parser (secure-json-parse: `__proto__` and `constructor` refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  await registerOpenApi(app, options.getBaseUrl);
  await auth.register(app);
  registerBearerHook(app, '/rest/v5/', auth, [OPENAPI_PATH, REFERENCE_PATH]);
  await registerRoutes(app);
  return { app, context };
}

import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import type { SermonEngine } from './generation/sermon-engine.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { ACCOUNT_LIMITS } from './auth/account-limits.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { acceptsOwnOrigin, createAuth } from './auth/create-auth.ts';
import { knownDevices } from './auth/known-device.ts';
import { bibleRoutes } from './bible/bible-routes.ts';
import { billingRoutes } from './billing/billing-routes.ts';
import { createBillingProvider } from './billing/create-billing-provider.ts';
import { localBillingPages } from './billing/local-billing-pages.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { isTransactionConflict } from './db/transaction-conflict.ts';
import { healthRoutes } from './health/health-routes.ts';
import { ApiError, apiError } from './http/api-error.ts';
import type { ClientBuild } from './http/client-build.ts';
import { LIMITS } from './http/limits.ts';
import { originCheck } from './http/origin-check.ts';
import { limitBody } from './http/limit-body.ts';
import { refuseControlCharacters } from './http/refuse-control-characters.ts';
import { refuseDeepJson } from './http/refuse-deep-json.ts';
import { requestLogging } from './http/request-logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveClient } from './http/serve-client.ts';
import { createEngine } from './generation/create-engine.ts';
import { openApiRoutes } from './openapi/openapi-routes.ts';
import { sermonRoutes } from './sermons/sermon-routes.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { clientErrorRoutes } from './observability/client-error-routes.ts';
import { createLeasedRateLimiter } from './rate-limit/leased-rate-limiter.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';
import { rateLimitByIp } from './http/rate-limit.ts';

interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  /** Signs sessions and tokens (see auth/session-secret.ts). */
  sessionSecret: string;
  /** The built SPA; null in API-only tests or before `npm run build`. */
  client: ClientBuild | null;
  /** The sermon engine; the offline composer unless a test or SERMON_ENGINE says otherwise. */
  engine?: SermonEngine;
  /** Forwards unexpected errors to the error-reporting service, when one is configured. */
  reportError?: (error: unknown) => void;
}

/** Builds the whole HTTP application from its dependencies; tests call it in-process. */
export function createApp(deps: AppDeps) {
  const { config, database, logger, mailer } = deps;
  const limiter = createRateLimiter(database.db);
  const trustProxy = config.trustProxy;
  // The device marks' cookie is Secure exactly when better-auth's session cookie is.
  const devices = knownDevices(database.db, () => auth.$context.then((context) => ({ secure: context.authCookies.sessionToken.attributes.secure === true })));
  const auth = createAuth({
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    logger,
    secret: deps.sessionSecret,
    // The owner who proved they read the account's mail is not kept out by strangers' guesses.
    onPasswordReset: async (user) => {
      await limiter.clear(ACCOUNT_LIMITS.signIn, user.email);
      await devices.forgetAll(user.id);
    },
  });
  const billingProvider = createBillingProvider(config, deps.sessionSecret);
  const app = new Hono<AppEnv>();

  app.use(requestLogging(logger));
  // Answers are checked against their routes' contracts outside production only (decision 0037).
  app.use(async (c, next) => {
    c.set('checkContracts', config.env !== 'production');
    await next();
  });
  app.use(
    securityHeaders({
      https: config.publicUrl.protocol === 'https:',
      connectOrigins: config.sentryDsn ? [new URL(config.sentryDsn).origin] : [],
    }),
  );
  // Payment providers' webhooks get their larger limit instead of, not on top of, the general one.
  const webhookBodyLimit = limitBody(LIMITS.webhookBodyBytes);
  const apiBodyLimit = limitBody(LIMITS.apiBodyBytes);
  const documentBodyLimit = limitBody(LIMITS.sermonDocumentBodyBytes);
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body to limit, and asking for one makes Hono build a whole Fetch
    // Request on Node (~8% of a signed-in read's CPU under load).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path.startsWith('/api/billing/webhooks/')) return webhookBodyLimit(c, next);
    // A saved sermon is a whole document, far larger than any other request.
    if (c.req.method === 'PUT' && c.req.path.startsWith('/api/sermons/')) return documentBodyLimit(c, next);
    return apiBodyLimit(c, next);
  });
  const originPolicy = { publicUrl: config.publicUrl, acceptOwnOrigin: acceptsOwnOrigin(config) };
  const addresses = { ...originPolicy, port: config.port };
  app.use('/api/*', originCheck(originPolicy));
  app.use('/api/*', refuseControlCharacters());
  app.use('/api/*', refuseDeepJson());
  app.use('/billing/*', originCheck(originPolicy));

  // One chained expression, so its type holds every route's path, input and answer: the typed
  // client (`hc<AppType>`) of the browser and of the API tests is built from it (decision 0042).
  // Registration order is as before: a guard registered between two mounts runs only for the later.
  const routes = app
    .route('/', healthRoutes(database))
    .route('/api/auth', authRoutes({ auth, limiter, trustProxy, devices }))
    .use('/api/account/reset-token', rateLimitByIp(limiter, LIMITS.resetTokenCheck, trustProxy))
    .route('/api', accountRoutes({ auth, db: database.db, devices }))
    .route('/api/billing', billingRoutes({ config, addresses, db: database.db, auth, provider: billingProvider, limiter }))
    // Shared by all instances, exact, yet cheap: served from blocks of the quota leased from the database.
    .use('/api/bible/*', rateLimitByIp(createLeasedRateLimiter(database.db), LIMITS.biblePassage, trustProxy))
    .route('/api/bible', bibleRoutes())
    .route(
      '/api/sermons',
      sermonRoutes({
        auth,
        db: database.db,
        dialect: database.dialect,
        engine: deps.engine ?? createEngine(config.sermonEngine),
        dailyQuota: config.sermonDailyQuota,
        limits: { saves: limiter, searches: createLeasedRateLimiter(database.db), savesPerMinute: config.sermonSavesPerMinute, searchesPerMinute: config.historySearchesPerMinute },
      }),
    )
    .route('/api/contact', contactRoutes({ db: database.db, mailer, supportEmail: config.supportEmail, limiter, trustProxy }))
    .route('/api/client-errors', clientErrorRoutes({ limiter, trustProxy }))
    .route('/api', openApiRoutes());
  // The local provider's pages are HTML, not API: outside the typed routes (no path overlaps the API's).
  if ('signedEvent' in billingProvider) {
    app.route('/billing/local', localBillingPages({ db: database.db, auth, provider: billingProvider, addresses, graceDays: config.billing.pastDueGraceDays, logger }));
  }
  app.all('/api/*', (c) => apiError(c, 404, 'not_found'));
  app.all('/api', (c) => apiError(c, 404, 'not_found'));

  app.use(serveClient(deps.client));

  app.notFound((c) => apiError(c, 404, 'not_found'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return apiError(c, error.status, error.key, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Bad request' }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting or unreachable. The client may retry shortly.
      (c.get('logger') ?? logger).warn({ err: error }, 'database unavailable');
      c.header('Retry-After', '5');
      return apiError(c, 503, 'service_unavailable');
    }
    if (isTransactionConflict(error)) {
      // Not a bug either: a deadlock or serialization failure met twice (transaction-conflict.ts).
      (c.get('logger') ?? logger).warn({ err: error }, 'transaction conflict after a retry');
      c.header('Retry-After', '1');
      return apiError(c, 503, 'service_unavailable');
    }
    (c.get('logger') ?? logger).error({ err: error }, 'unhandled error');
    deps.reportError?.(error);
    return apiError(c, 500, 'internal_error');
  });

  return routes;
}

/** Every route's path, input and answer, for `hc<AppType>` (the browser's client and the API tests'). */
export type AppType = ReturnType<typeof createApp>;

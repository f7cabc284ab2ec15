/**
 * Assembles the HTTP service: transport policies, authentication, error
 * handling, and the routes of every part (vault, unified APIs, admin, docs).
 */
import path from 'node:path';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { CursorCodec } from '../core/cursor.js';
import '../core/http/route-config.js';
import type { Keyring } from '../core/keyring.js';
import { defaultRegistry } from '../connectors/index.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { KeyAuthenticator } from '../gateway/authenticate.js';
import { Catalog } from '../catalog/catalog.js';
import { registerConnectorApiRoutes } from '../catalog/routes.js';
import { OpenApiDocuments, RouteCollector, documentUrls, registerOpenApiRoutes } from '../catalog/openapi/index.js';
import { registerConnectorGraphql } from '../catalog/graphql/index.js';
import { registerApiReference } from '../catalog/reference/index.js';
import { registerChangelogRoutes } from '../catalog/changelog/index.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { ASSET_PATHS } from '../vault/connect-page/assets.js';
import { assembleQuotas, type RequestQuota } from '../gateway/quotas/index.js';
import { createDownstreamRateLimiter, type DownstreamPacingOptions, type DownstreamRateLimiter } from '../gateway/rate-limits/index.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import { registerUnifiedRoutes } from '../gateway/unified-routes.js';
import { Idempotency } from '../gateway/idempotency/index.js';
import { registerProxyRoutes, type ProxyHooks } from '../proxy/routes.js';
import { pacingHooks } from '../proxy/pacing-hooks.js';
import type { Store } from '../store/database.js';
import type { RedisClient } from '../store/redis.js';
import { AdminService } from '../vault/admin.js';
import { registerConnectionRoutes } from '../vault/connections-routes.js';
import { registerConnectionResourceRoutes } from '../vault/connection-resources/routes.js';
import { CustomMappings } from '../vault/custom-mappings/custom-mappings.js';
import { resourceSampler } from '../gateway/resource-samples.js';
import { registerConsumerRoutes } from '../vault/consumers-routes.js';
import { CredentialCipher } from '../vault/credential-cipher.js';
import { IntegrationService } from '../vault/integrations.js';
import { registerOAuthRoutes } from '../vault/oauth/oauth-routes.js';
import type { TokenRefreshTiming } from '../vault/oauth/token-refresh.js';
import type { Vault } from '../vault/vault.js';
import { SANDBOX_OAUTH_CLIENTS } from '../sandbox/oauth-clients.js';
import { assembleVault } from './vault-assembly.js';
import { registerConnectPage } from '../vault/connect-page/routes.js';
import { registerSessionRoutes } from '../vault/sessions/session-routes.js';
import { SessionService } from '../vault/sessions/session-service.js';
import { AccessLog } from './access-log.js';
import { registerAdminRoutes } from './admin-routes.js';
import { registerApplicationAdminRoutes } from './admin-application-routes.js';
import { registerWebhookSourceAdminRoutes } from './admin-webhook-sources.js';
import { DEFAULT_DOWNSTREAM_TIMEOUT_MAX_MS, DEFAULT_PROXY_RESPONSE_LIMIT_BYTES, type Config } from './config.js';
import { registerErrorHandling, sendApiError } from './error-handler.js';
import { clientErrorHandler } from './client-errors.js';
import { registerErrorPages } from './error-pages.js';
import { registerDraining } from './draining.js';
import { registerHealthRoutes } from './health-routes.js';
import { registerLandingPage } from './landing-page.js';
import { createLogger } from './logger.js';
import {
  methodOverrideProblem,
  plainHttpRefused,
  proxyTrust,
  registerJsonBodies,
  serverFactory,
  type TlsFiles,
} from './http-policies.js';
import { validatorCompiler } from './validation.js';
import { DEFAULT_DOWNSTREAM_WAIT_MS } from '../connectors/framework/time-budget.js';
import { buildSerializerOnFirstUse } from './lazy-compilers.js';
import { registerStorableText } from './storable-text.js';
import { attachMetrics, type MetricsSettings, type ServiceMetrics } from './metrics/index.js';
import { registerWebhookSubscriptions, type WebhookHooks } from '../webhooks/subscriptions/index.js';
import { countConnectionsByState, registerInboundWebhooks, type InboundRegistrar } from '../webhooks/inbound/index.js';
import { countPendingDeliveries, registerWebhookLogs } from '../webhooks/logs/index.js';
import { publishVaultEvents } from '../webhooks/vault-events.js';
import { registerMcpRoute } from '../mcp/http-route.js';
import { registerRequestCapture, registerRequestLogRoutes, RequestLogRecorder, requestCountsOf, RequestSources } from '../vault/request-logs/index.js';

export type AppConfig = Pick<
  Config,
  'publicUrl' | 'trustProxy' | 'logLevel' | 'bodyLimitBytes' | 'cacheTtlMs' | 'downstreamTimeoutMs'
> &
  Partial<Pick<Config, 'connectFrameAncestors' | 'downstreamTimeoutMaxMs' | 'downstreamWaitMs' | 'proxyResponseLimitBytes' | 'requestLogRetentionDays' | 'dataDir'>>;

export interface AppOptions {
  config: AppConfig;
  store: Store;
  keyring: Keyring;
  adminToken: string;
  targets: DownstreamTargets;
  /** The connectors served; the shipped set unless a test or deployment says otherwise. */
  connectors?: ConnectorRegistry;
  tls?: TlsFiles | undefined;
  /** Logger override (tests silence or capture logs); by default an asynchronous pino on stdout. */
  logger?: FastifyBaseLogger;
  /** When tokens are refreshed, and how long a failed refresh is left alone (tests shorten these). */
  refreshTiming?: TokenRefreshTiming;
  /** Shared state of every instance (rate-limit buckets, counters) when REDIS_URL is set; the database otherwise. */
  redis?: RedisClient | undefined;
  /** Downstream pacing: whether sandbox calls are paced by the declared limits too (tests). */
  downstreamPacing?: DownstreamPacingOptions | undefined;
  /** Milliseconds since the epoch (Date.now by default); request quotas read the month from it, tests move it. */
  clock?: () => number;
  /** Proxy API plug-ins: DNS resolver (tests), pacing hooks (a shared downstream rate limiter). */
  proxy?: ProxyHooks | undefined;
  /** Prometheus metrics: off unless a token or a separate port is given (SVC_METRICS_TOKEN, SVC_METRICS_PORT). */
  metrics?: MetricsSettings | undefined;
  /** Webhook plug-ins: the DNS resolver that delivery URLs are checked with (tests). */
  webhooks?: WebhookHooks | undefined;
}

export interface ServiceApp {
  app: FastifyInstance;
  vault: Vault;
  admin: AdminService;
  integrations: IntegrationService;
  authenticator: KeyAuthenticator;
  sessions: SessionService;
  quotas: RequestQuota;
  /** The shared downstream token buckets: `rateLimiter.forConnection(...)` paces any platform call (unified, validate, proxy). */
  rateLimiter: DownstreamRateLimiter;
  /** The OpenAPI documents, built from the registered routes once the app is ready. */
  openApi: OpenApiDocuments;
  /** The app's metrics registry, when metrics are on. */
  metrics: ServiceMetrics | undefined;
  /** Registers the service's webhooks at the platforms; not started here (`npm start` starts it). */
  inboundRegistrar: InboundRegistrar;
  /** The request logs' writer (flush, prune). */
  requestLogs: RequestLogRecorder;
}

export async function buildApp(options: AppOptions): Promise<ServiceApp> {
  const { config, store, keyring } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    logController: new AccessLog(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: 512 },
    // Requests arriving while the instance shuts down get the error envelope (draining.ts), not Fastify's own 503.
    return503OnClosing: false,
    serverFactory: serverFactory(options.tls, config.publicUrl),
    // Requests Node's parser refuses (malformed, headers or URL over 16 KB, too slow) get the envelope and a Request-Id too.
    clientErrorHandler: clientErrorHandler(config.publicUrl),
    // Response serialisers are compiled by Fastify's own compiler on each route's first answer, not all at start.
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } },
    // URLs the router cannot even decode still get the envelope and a Request-Id.
    frameworkErrors: (error, request, reply) => {
      reply.header('request-id', request.id);
      sendApiError(reply, new ApiError('RequestValidationError', { message: 'The URL is not valid', detail: { url: error.message } }), config.publicUrl);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  registerJsonBodies(app, config.bodyLimitBytes);
  // Text PostgreSQL cannot hold (NUL, unpaired surrogates) is refused on every route, naming the field.
  registerStorableText(app);
  registerErrorHandling(app, config.publicUrl);
  registerDraining(app);
  // Before any route: the OpenAPI documents are built from every route registered.
  const routes = RouteCollector.attach(app);
  const metrics = await attachMetrics(app, options.metrics);

  const authenticator = new KeyAuthenticator(store.db, config.cacheTtlMs);
  // Tells the unified calls an MCP session makes (app.inject) from the API's, for the request logs.
  const requestSources = new RequestSources();
  const connectors = options.connectors ?? defaultRegistry;
  // The credentials key is shared with connections: the associated data ("application|service" vs a connection id) keeps them apart.
  const integrations = new IntegrationService(store.db, CredentialCipher.of(keyring), connectors, config.cacheTtlMs);
  // Paces every platform call with buckets shared by all instances (Redis, else PostgreSQL, else memory).
  // How long a rate limit may hold a request that named no timeout (x-svc-timeout) before it is answered 429.
  const downstreamWaitMs = config.downstreamWaitMs ?? DEFAULT_DOWNSTREAM_WAIT_MS;
  const rateLimiter = createDownstreamRateLimiter({ store, redis: options.redis, log: app.log, observer: metrics?.pacing, ...options.downstreamPacing });
  const { vault, flow, checks } = assembleVault({
    db: store.db,
    keyring,
    connectors,
    targets: options.targets,
    integrations,
    sandboxOAuthClients: SANDBOX_OAUTH_CLIENTS,
    publicUrl: config.publicUrl,
    cacheTtlMs: config.cacheTtlMs,
    downstreamTimeoutMs: config.downstreamTimeoutMs,
    downstreamWaitMs,
    refreshTiming: options.refreshTiming,
    pacing: rateLimiter,
    onRefresh: metrics?.refresh,
    log: app.log,
  });
  const admin = new AdminService(store.db, integrations);
  const cursors = new CursorCodec(keyring.key('cursors'));
  const trust = proxyTrust(config.trustProxy);
  const quotas = assembleQuotas({ db: store.db, redis: options.redis, cacheTtlMs: config.cacheTtlMs, now: options.clock, log: app.log });
  // Writes the request counts still in memory before the store closes.
  app.addHook('onClose', () => quotas.gate.close());
  const adminToken = Buffer.from(options.adminToken);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
    // The connectors' code loads with the first request that may need it (connectors/index.ts); an unknown URL does not.
    if (!connectors.isReady && request.routeOptions.url !== undefined && request.routeOptions.config.connectors !== false) await connectors.ready();
    const overrideProblem = methodOverrideProblem(request);
    if (overrideProblem) throw overrideProblem;
    if (plainHttpRefused(request, trust)) throw new ApiError('HttpsRequiredError');
    const auth = request.routeOptions.config.auth;
    if (auth === 'secret' || auth === 'key') {
      const appId = request.headers['x-svc-app-id'];
      request.auth = await authenticator.authenticate(
        request.headers.authorization,
        Array.isArray(appId) ? appId[0] : appId,
        auth === 'key' ? 'any' : 'secret',
      );
      // Counted once authenticated; refused past the application's monthly quota (402 RequestLimitError).
      await quotas.gate.admit(request.auth.applicationId);
    } else if (auth === 'admin') {
      const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
      if (given.length !== adminToken.length || !timingSafeEqual(given, adminToken)) {
        throw new ApiError('UnauthorizedError', { message: 'This endpoint needs the admin token' });
      }
    }
  });

  // One record per unified, proxy and MCP call for /vault/logs, written in batches after the answer.
  const requestLogs = new RequestLogRecorder({ db: store.db, log: app.log, retentionDays: config.requestLogRetentionDays ?? 30, now: options.clock ?? Date.now });
  registerRequestCapture(app, requestLogs, requestSources, options.clock ?? Date.now);
  app.addHook('onClose', () => requestLogs.close());

  registerHealthRoutes(app, { store, redis: options.redis });
  registerErrorPages(app, config.publicUrl);
  registerLandingPage(app);
  registerChangelogRoutes(app);
  registerConsumerRoutes(app, vault, cursors, config.publicUrl, async (scope, consumerIds) => {
    await requestLogs.flush();
    return requestCountsOf(store.db, scope, consumerIds);
  });
  registerRequestLogRoutes(app, { db: store.db, vault, cursors, connectors, recorder: requestLogs, publicUrl: config.publicUrl });
  registerConnectionRoutes(app, vault, checks);
  registerOAuthRoutes(app, flow);
  const sessions = new SessionService(store.db);
  registerSessionRoutes(app, vault, sessions, config.publicUrl);
  registerConnectPage(app, { vault, connectors, integrations, sessions, keyring, publicUrl: config.publicUrl, frameAncestors: config.connectFrameAncestors ?? [] });
  registerAdminRoutes(app, admin, integrations, () => authenticator.forget());
  registerApplicationAdminRoutes(app, quotas.admin, store.db);
  registerWebhookSourceAdminRoutes(app, store.db, connectors, config.publicUrl);
  const catalog = new Catalog(
    { connectors, apis: UNIFIED_APIS },
    {
      publicUrl: config.publicUrl,
      logoUrl: (serviceId) => `${config.publicUrl}${ASSET_PATHS.logo(serviceId)}`,
      oauthCallbackUrl: flow.callbackUrl,
      hasSandboxCredentials: (serviceId) => Object.hasOwn(SANDBOX_OAUTH_CLIENTS, serviceId),
      documents: documentUrls(config.publicUrl),
    },
  );
  registerConnectorApiRoutes(app, { catalog, cursors, publicUrl: config.publicUrl });
  const downstreamTimeoutMaxMs = config.downstreamTimeoutMaxMs ?? DEFAULT_DOWNSTREAM_TIMEOUT_MAX_MS;
  const openApi = new OpenApiDocuments(routes, { publicUrl: config.publicUrl, timeoutMaxMs: downstreamTimeoutMaxMs, apis: UNIFIED_APIS });
  registerOpenApiRoutes(app, openApi, config.publicUrl);
  registerApiReference(app, openApi, config.publicUrl);
  registerConnectorGraphql(app, { catalog, cursors, publicUrl: config.publicUrl });
  // The platforms' own webhooks (/webhook/w/...), their registration, and what unified writes need of them.
  const inbound = registerInboundWebhooks(app, {
    db: store.db, keyring, connectors, vault, integrations, sandboxOAuthClients: SANDBOX_OAUTH_CLIENTS, targets: options.targets, pacing: rateLimiter,
    publicUrl: config.publicUrl, bodyLimitBytes: config.bodyLimitBytes, downstreamTimeoutMs: config.downstreamTimeoutMs, cacheTtlMs: config.cacheTtlMs, log: app.log, resolver: options.webhooks?.resolver,
  });
  registerUnifiedRoutes(app, {
    vault,
    connectors,
    cursors,
    targets: options.targets,
    publicUrl: config.publicUrl,
    downstreamTimeoutMs: config.downstreamTimeoutMs,
    downstreamTimeoutMaxMs,
    downstreamWaitMs,
    pacing: rateLimiter,
    idempotency: new Idempotency({ db: store.db, log: app.log, publicUrl: config.publicUrl, longestCallMs: downstreamTimeoutMaxMs }),
    webhooks: inbound.unified,
    // Transfers kept between requests (Box's small upload sessions) live beside the store, not in memory.
    ...(config.dataDir ? { spoolDir: path.join(config.dataDir, 'transfers') } : {}),
  });
  registerConnectionResourceRoutes(app, {
    vault,
    connectors,
    mappings: new CustomMappings(vault, connectors),
    sample: resourceSampler({ vault, connectors, targets: options.targets, pacing: rateLimiter, downstreamTimeoutMs: config.downstreamTimeoutMs, downstreamWaitMs }),
  });
  registerProxyRoutes(app, {
    vault,
    connectors,
    targets: options.targets,
    downstreamTimeoutMs: config.downstreamTimeoutMs,
    downstreamTimeoutMaxMs,
    downstreamWaitMs,
    responseLimitBytes: config.proxyResponseLimitBytes ?? DEFAULT_PROXY_RESPONSE_LIMIT_BYTES,
    bodyLimitBytes: config.bodyLimitBytes,
    // Proxy calls take their connection's slot in the same shared buckets as unified calls.
    ...pacingHooks(rateLimiter),
    ...options.proxy,
  });
  // MCP over Streamable HTTP: tools from the same declarations, every call through the routes above.
  registerMcpRoute(app, { authenticator, vault, connectors, sourceHeaders: requestSources.mcpHeaders });
  const clock = options.clock ?? Date.now;
  registerWebhookSubscriptions(app, { db: store.db, connectors, keyring, cursors, publicUrl: config.publicUrl, now: () => new Date(clock()), ...options.webhooks });
  registerWebhookLogs(app, { db: store.db, connectors, cursors, publicUrl: config.publicUrl, now: () => new Date(clock()) });
  publishVaultEvents(vault.changes, config.publicUrl);
  metrics?.metrics.watchPendingDeliveries(() => countPendingDeliveries(store.db));
  metrics?.metrics.watchNativeSources(() => countConnectionsByState(store.db, connectors, new Date(clock())));

  await app.ready();
  return { app, vault, admin, integrations, authenticator, sessions, quotas: quotas.gate, rateLimiter, openApi, metrics: metrics?.metrics, inboundRegistrar: inbound.registrar, requestLogs };
}

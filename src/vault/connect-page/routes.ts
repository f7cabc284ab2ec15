/**
 * The hosted connect page: `GET /session/:token` turns a session link into a
 * cookie and sends the browser on to `/connect`, where the consumer sees and
 * manages their connections. Server-rendered HTML, plain form posts, no
 * script. Registered as one encapsulated plugin, so its form parser, security
 * headers and HTML error pages apply to these routes only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isErrorTypeName } from '../../core/errors/catalog.js';
import type { Keyring } from '../../core/keyring.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { SessionService } from '../sessions/session-service.js';
import { registerActionRoutes } from './action-routes.js';
import { registerAssets } from './assets.js';
import { CsrfTokens } from './csrf.js';
import { listView } from './list-view.js';
import { PageProblem, problemKind, problemPage } from './notice-pages.js';
import { PageSessions } from './page-session.js';
import { noticeKey, NOTICES } from './paths.js';
import { offeredServices, sendConnectionPage, sendHtml, sendView, type OfferedConnectors, type PageDeps } from './render.js';
import { applySecurityHeaders, pageSecurityHeaders } from './security-headers.js';
import { SessionCookie } from './session-cookie.js';
import type { ConnectVault } from './vault-port.js';
import { html } from './html.js';

export interface ConnectPageOptions {
  vault: ConnectVault;
  connectors: ConnectorRegistry;
  /** Which connectors each application offers: the others are not shown. */
  integrations: OfferedConnectors;
  sessions: SessionService;
  keyring: Keyring;
  publicUrl: string;
  /** Origins allowed to frame the page (SVC_CONNECT_FRAME_ANCESTORS); empty: none. */
  frameAncestors: readonly string[];
}

/** Form posts are small: a handful of settings. */
const FORM_BODY_LIMIT = 64 * 1024;

const ConnectionParams = {
  type: 'object',
  properties: {
    unified_api: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
    service_id: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
  },
  required: ['unified_api', 'service_id'],
} as const;

export type ConnectionParams = { unified_api: string; service_id: string };

export function registerConnectPage(app: FastifyInstance, options: ConnectPageOptions): void {
  app.register(async (scope) => connectPage(scope, options));
}

async function connectPage(app: FastifyInstance, options: ConnectPageOptions): Promise<void> {
  const cookie = new SessionCookie(options.publicUrl);
  const pages = new PageSessions(options.sessions, cookie, new CsrfTokens(options.keyring.key('sessions')), options.vault.db);
  const deps: PageDeps = { vault: options.vault, connectors: options.connectors, integrations: options.integrations, publicUrl: options.publicUrl };
  const headers = pageSecurityHeaders(options.frameAncestors);
  const config = { auth: 'none' as const };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply, headers);
    return payload;
  });
  app.setErrorHandler((error, request, reply) => {
    const { kind, detail, status } = problemKind(error);
    if (kind === 'failure') request.log.error({ err: error }, 'connect page failure');
    const page = problemPage(kind, request.id, detail, status);
    return sendHtml(reply, page.status, page.body);
  });

  registerAssets(app);

  // The link from POST /vault/sessions. It works once: its token is swapped for one that lives only in the cookie.
  // GET only: a HEAD (link previews send them) must not spend the link.
  app.get('/session/:token', { config, exposeHeadRoute: false }, async (request: FastifyRequest, reply: FastifyReply) => {
    const opened = await options.sessions.open((request.params as { token: string }).token);
    if (!opened) throw new PageProblem('expired');
    cookie.set(reply, opened.token, opened.session.expiresAt);
    return reply.code(303).header('location', '/connect').send();
  });

  app.get('/connect', { config }, async (request, reply) => {
    const page = await pages.require(request);
    const { scope, consumerId } = page.session;
    const offered = await offeredServices(options.integrations, scope.applicationId);
    const groups = await Promise.all(
      page.apis.map(async (api) => {
        const connections = await options.vault.listConnections(scope, consumerId, { api: api.id });
        return { ...api, connections: connections.filter((connection) => offered.has(connection.service_id)) };
      }),
    );
    const notice = noticeKey((request.query as { notice?: unknown }).notice);
    const banner = notice
      ? html`<div class="callout callout-info" role="status"><div class="callout-text"><strong>${NOTICES[notice].title}</strong><p>${NOTICES[notice].text}</p></div></div>`
      : '';
    return sendView(reply, page, 'Integrations', html`${banner}${listView(page.frame.appName, groups)}`);
  });

  app.get('/connect/:unified_api/:service_id', { config, schema: { params: ConnectionParams } }, async (request, reply) => {
    const page = await pages.require(request);
    const params = request.params as ConnectionParams;
    const query = request.query as { notice?: unknown; error?: unknown };
    // The OAuth callback comes back here, with `error` naming an error type when access was not granted.
    const authError = typeof query.error === 'string' && isErrorTypeName(query.error) ? query.error : undefined;
    const target = { unifiedApi: params.unified_api, serviceId: params.service_id };
    return sendConnectionPage(deps, reply, page, target, { notice: noticeKey(query.notice), authError });
  });

  registerActionRoutes(app, { deps, pages, params: ConnectionParams });

  // Anything else under /connect is a page, so it gets the page's "not found", not the API's JSON.
  app.all('/connect/*', { config }, async () => {
    throw new PageProblem('not-found');
  });
}

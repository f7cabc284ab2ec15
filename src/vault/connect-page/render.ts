/**
 * Putting a view on the wire: the session's frame around it, HTML content
 * type, and the status that says what happened (422 for a refused form, so
 * tools see the refusal while people read the page).
 */
import type { FastifyReply } from 'fastify';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { IntegrationService } from '../integrations.js';
import { connectionPage, type ConnectionPageInput } from './connection-page.js';
import type { SafeHtml } from './html.js';
import { PageProblem } from './notice-pages.js';
import { sessionPage } from './layout.js';
import type { NoticeKey } from './paths.js';
import { requireVisibleApi, type PageSession } from './page-session.js';
import type { ConnectVault } from './vault-port.js';

/** The part of the integrations service the page reads. */
export type OfferedConnectors = Pick<IntegrationService, 'list'>;

export interface PageDeps {
  vault: ConnectVault;
  connectors: ConnectorRegistry;
  integrations: OfferedConnectors;
  publicUrl: string;
}

/** Ids of the connectors the application offers its consumers. */
export async function offeredServices(integrations: OfferedConnectors, applicationId: string): Promise<Set<string>> {
  const all = await integrations.list(applicationId);
  return new Set(all.filter((integration) => integration.enabled).map((integration) => integration.service_id));
}

export function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

export function sendView(reply: FastifyReply, page: PageSession, title: string, main: SafeHtml, status = 200, refreshTo?: string): FastifyReply {
  return sendHtml(reply, status, sessionPage(page.frame, { title, refreshTo }, main));
}

/** The connection of the page URL, for the session's consumer; PageProblem / 404 when the session does not show it. */
export async function pageConnection(deps: PageDeps, page: PageSession, unifiedApi: string, serviceId: string) {
  requireVisibleApi(page, unifiedApi);
  const connector = deps.connectors.require(unifiedApi, serviceId);
  if (!(await offeredServices(deps.integrations, page.session.scope.applicationId)).has(serviceId)) throw new PageProblem('not-found');
  const { scope, consumerId } = page.session;
  const connection = await deps.vault.getConnection(scope, consumerId, unifiedApi, serviceId);
  return { connector, connection };
}

export async function sendConnectionPage(
  deps: PageDeps,
  reply: FastifyReply,
  page: PageSession,
  target: { unifiedApi: string; serviceId: string },
  extras: Pick<ConnectionPageInput, 'notice' | 'feedback' | 'authError'> & { status?: number } = {},
): Promise<FastifyReply> {
  const { connector, connection } = await pageConnection(deps, page, target.unifiedApi, target.serviceId);
  const justConnected = (extras.notice === 'connected' || extras.notice === 'authorized') && !extras.authError;
  const backUrl = page.frame.backUrl;
  const redirecting = Boolean(page.session.settings.auto_redirect && backUrl && justConnected && connection.state === 'callable' && connection.enabled);
  const main = connectionPage({
    frame: page.frame,
    connection,
    connector,
    allowActions: page.session.settings.allow_actions,
    notice: extras.notice as NoticeKey | undefined,
    feedback: extras.feedback,
    authError: extras.authError,
    redirecting,
  });
  return sendView(reply, page, connection.name, main, extras.status ?? 200, redirecting ? backUrl : undefined);
}

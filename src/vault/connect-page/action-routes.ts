/**
 * The page's form posts. Each checks the session (cookie), the CSRF token,
 * and that the session's `allow_actions` offers the action, acts on the
 * session's consumer only, then redirects (303) to a page that shows the
 * outcome, so a reload never posts twice. A refused form is shown again with
 * the reason, answered 422.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import { deleteConfirmView, offeredActions } from './actions.js';
import { PageProblem } from './notice-pages.js';
import type { PageSession, PageSessions } from './page-session.js';
import { connectionPath } from './paths.js';
import { pageConnection, sendConnectionPage, sendView, type PageDeps } from './render.js';
import { postedSettings, refusedFields } from './settings-form.js';

interface ActionContext {
  deps: PageDeps;
  pages: PageSessions;
  params: object;
}

type Params = { unified_api: string; service_id: string };

/** The session's allow_actions is enforced here too: a hand-made post gets no further than the missing button. */
function requireAllowed(allowed: boolean): void {
  if (!allowed) throw new PageProblem('not-allowed');
}

/** Titles for the platform's refusals, by error type; the vault's message says the rest. */
const REFUSAL_TITLES: Record<string, string> = {
  ConnectorCredentialsError: 'These credentials were not accepted',
  ConnectionSettingsError: 'Some settings are missing or wrong',
  ConnectorTimeoutError: 'The platform did not answer in time',
};

export function registerActionRoutes(app: FastifyInstance, { deps, pages, params }: ActionContext): void {
  const config = { auth: 'none' as const };
  const { vault, publicUrl } = deps;

  /** The common start of every post: session, CSRF token, connection, and what the session allows on it. */
  const begin = async (request: { params: unknown; body: unknown }, page: PageSession) => {
    const { unified_api: unifiedApi, service_id: serviceId } = request.params as Params;
    const body = pages.checkForm(page, request.body);
    const { connector, connection } = await pageConnection(deps, page, unifiedApi, serviceId);
    const offered = offeredActions(connection, page.session.settings.allow_actions);
    return { unifiedApi, serviceId, body, connector, connection, offered, scope: page.session.scope, consumerId: page.session.consumerId };
  };

  app.post('/connect/:unified_api/:service_id/settings', { config, schema: { params } }, async (request, reply) => {
    const page = await pages.require(request);
    const { unifiedApi, serviceId, body, connector, scope, consumerId } = await begin(request, page);
    const settings = postedSettings(connector.settings, body);
    const target = { unifiedApi, serviceId };
    try {
      await vault.updateConnection(scope, consumerId, unifiedApi, serviceId, { settings });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? refusedFields(error.detail, connector.settings) : undefined;
      if (!fieldErrors) throw error;
      return sendConnectionPage(deps, reply, page, target, { status: 422, feedback: { form: 'credentials', detail: { values: settings, fieldErrors } } });
    }
    try {
      await vault.validateConnection(scope, consumerId, unifiedApi, serviceId);
    } catch (error) {
      // Every refusal the vault names is worth showing on the form; only an unexpected failure is not.
      if (!(error instanceof ApiError) || error.typeName === 'InternalServerError') throw error;
      const title = REFUSAL_TITLES[error.typeName] ?? 'The connection could not be checked';
      return sendConnectionPage(deps, reply, page, target, { status: 422, feedback: { form: 'credentials', detail: { values: settings, error: { title, message: error.message } } } });
    }
    return reply.code(303).header('location', `${connectionPath(unifiedApi, serviceId)}?notice=connected`).send();
  });

  // "Connect" and "Reauthorize" of OAuth connectors: save what the platform's endpoints need, then off to its consent.
  app.post('/connect/:unified_api/:service_id/authorize', { config, schema: { params } }, async (request, reply) => {
    const page = await pages.require(request);
    const { unifiedApi, serviceId, body, connector, connection, offered, scope, consumerId } = await begin(request, page);
    const signedIn = ['authorized', 'callable'].includes(connection.state);
    if (signedIn) requireAllowed(offered.reauthorize);
    const preAuth = connector.oauth?.settingsRequiredForAuthorization ?? [];
    const fields = connector.settings.filter((field) => preAuth.includes(field.id));
    const settings = postedSettings(fields, body);
    const changed = Object.entries(settings).filter(([id, value]) => connection.settings[id] !== value);
    let current = connection;
    if (changed.length > 0) {
      try {
        current = await vault.updateConnection(scope, consumerId, unifiedApi, serviceId, { settings: Object.fromEntries(changed) });
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? refusedFields(error.detail, fields) : undefined;
        if (!fieldErrors) throw error;
        return sendConnectionPage(deps, reply, page, { unifiedApi, serviceId }, { status: 422, feedback: { form: 'authorize', detail: { values: settings, fieldErrors } } });
      }
      current = await vault.getConnection(scope, consumerId, unifiedApi, serviceId);
    }
    if (!current.authorize_url) throw new PageProblem('not-allowed');
    const back = `${publicUrl}${connectionPath(unifiedApi, serviceId)}?notice=authorized`;
    const separator = current.authorize_url.includes('?') ? '&' : '?';
    return reply.code(303).header('location', `${current.authorize_url}${separator}redirect_uri=${encodeURIComponent(back)}`).send();
  });

  app.post('/connect/:unified_api/:service_id/disconnect', { config, schema: { params } }, async (request, reply) => {
    const page = await pages.require(request);
    const { unifiedApi, serviceId, offered, scope, consumerId } = await begin(request, page);
    requireAllowed(offered.disconnect);
    await vault.revokeConnection(scope, consumerId, unifiedApi, serviceId);
    return reply.code(303).header('location', `${connectionPath(unifiedApi, serviceId)}?notice=disconnected`).send();
  });

  for (const toggle of ['disable', 'enable'] as const) {
    app.post(`/connect/:unified_api/:service_id/${toggle}`, { config, schema: { params } }, async (request, reply) => {
      const page = await pages.require(request);
      const { unifiedApi, serviceId, offered, scope, consumerId } = await begin(request, page);
      requireAllowed(offered.toggle === toggle);
      await vault.updateConnection(scope, consumerId, unifiedApi, serviceId, { enabled: toggle === 'enable' });
      return reply.code(303).header('location', `${connectionPath(unifiedApi, serviceId)}?notice=${toggle}d`).send();
    });
  }

  app.get('/connect/:unified_api/:service_id/delete', { config, schema: { params } }, async (request, reply) => {
    const page = await pages.require(request);
    const { unified_api: unifiedApi, service_id: serviceId } = request.params as Params;
    const { connection } = await pageConnection(deps, page, unifiedApi, serviceId);
    requireAllowed(offeredActions(connection, page.session.settings.allow_actions).delete);
    return sendView(reply, page, `Delete ${connection.name}`, deleteConfirmView(connection, page.frame.appName, page.frame.csrf));
  });

  app.post('/connect/:unified_api/:service_id/delete', { config, schema: { params } }, async (request, reply) => {
    const page = await pages.require(request);
    const { unifiedApi, serviceId, offered, scope, consumerId } = await begin(request, page);
    requireAllowed(offered.delete);
    await vault.deleteConnection(scope, consumerId, unifiedApi, serviceId);
    return reply.code(303).header('location', '/connect?notice=deleted').send();
  });
}

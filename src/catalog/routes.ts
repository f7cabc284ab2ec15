/**
 * The Connector API over HTTP, paths as in the reference (connector.yml).
 * Routes only read the catalog: records are built elsewhere (catalog.ts).
 *
 * Authentication: any key of the application, public keys included, with
 * x-svc-app-id. The reference declares its API key scheme on every Connector
 * API operation, and SPEC.md has every request carry a key; the catalog holds
 * no consumer data, so the publishable key that client libraries hold is
 * enough (a browser-side integrations page can list connectors without a
 * secret key).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CursorCodec } from '../core/cursor.js';
import { statusText } from '../core/envelope.js';
import type { Catalog } from './catalog.js';
import { pageOf, type CatalogList, type CatalogPage } from './paging.js';
import {
  ApisQuery,
  ConnectorResourceQuery,
  ConnectorsQuery,
  DocParams,
  IdParams,
  LIMIT_DEFAULT,
  NoQuery,
  ResourceParams,
  RESPONSES,
} from './route-schemas.js';

export interface ConnectorApiDeps {
  catalog: Catalog;
  cursors: CursorCodec;
  publicUrl: string;
}

type ListQuery = { cursor?: string | null; limit?: number; 'filter[unified_api]'?: string; 'filter[status]'?: string };

const config = { auth: 'key' as const };

function ok<T>(data: T) {
  return { status_code: 200, status: statusText(200), data };
}

/** The request's own URL with another cursor: links stay valid with every filter the caller sent. */
function linkTo(publicUrl: string, request: FastifyRequest, cursor: string | null): string | null {
  if (cursor === null) return null;
  const [path, search = ''] = request.url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `${publicUrl}${path}?${params.toString()}`;
}

function listEnvelope<T extends { id: string }>(deps: ConnectorApiDeps, request: FastifyRequest, items: readonly T[], list: CatalogList) {
  const query = request.query as ListQuery;
  const page: CatalogPage<T> = pageOf(items, { cursor: query.cursor, limit: query.limit ?? LIMIT_DEFAULT }, deps.cursors, list);
  return {
    ...ok(page.items),
    meta: { items_on_page: page.items.length, cursors: page.cursors },
    links: {
      previous: linkTo(deps.publicUrl, request, page.cursors.previous),
      current: `${deps.publicUrl}${request.url}`,
      next: linkTo(deps.publicUrl, request, page.cursors.next),
    },
  };
}

export function registerConnectorApiRoutes(app: FastifyInstance, deps: ConnectorApiDeps): void {
  const { catalog } = deps;

  app.get('/connector/connectors', { config, schema: { querystring: ConnectorsQuery, response: RESPONSES.connectors } }, async (request) => {
    const query = request.query as ListQuery;
    const items = catalog.connectors({ unified_api: query['filter[unified_api]'], status: query['filter[status]'] });
    return listEnvelope(deps, request, items, 'connectors');
  });

  app.get('/connector/connectors/:id', { config, schema: { params: IdParams, querystring: NoQuery, response: RESPONSES.connector } }, async (request) =>
    ok(catalog.connector((request.params as { id: string }).id)),
  );

  app.get('/connector/connectors/:id/docs/:doc_id', { config, schema: { params: DocParams, querystring: NoQuery } }, async (request, reply) => {
    const params = request.params as { id: string; doc_id: string };
    return reply.type('text/markdown; charset=utf-8').send(catalog.connectorDoc(params.id, params.doc_id));
  });

  app.get(
    '/connector/connectors/:id/resources/:resource_id',
    { config, schema: { params: ResourceParams, querystring: ConnectorResourceQuery, response: RESPONSES.connectorResource } },
    async (request) => {
      const params = request.params as { id: string; resource_id: string };
      return ok(catalog.connectorResource(params.id, params.resource_id, (request.query as { unified_api?: string }).unified_api));
    },
  );

  app.get('/connector/apis', { config, schema: { querystring: ApisQuery, response: RESPONSES.apis } }, async (request) => {
    const query = request.query as ListQuery;
    return listEnvelope(deps, request, catalog.apis({ status: query['filter[status]'] }), 'apis');
  });

  app.get('/connector/apis/:id', { config, schema: { params: IdParams, querystring: NoQuery, response: RESPONSES.api } }, async (request) =>
    ok(catalog.api((request.params as { id: string }).id)),
  );

  app.get(
    '/connector/apis/:id/resources/:resource_id',
    { config, schema: { params: ResourceParams, querystring: NoQuery, response: RESPONSES.apiResource } },
    async (request) => {
      const params = request.params as { id: string; resource_id: string };
      return ok(catalog.apiResource(params.id, params.resource_id));
    },
  );

  app.get(
    '/connector/apis/:id/resources/:resource_id/coverage',
    { config, schema: { params: ResourceParams, querystring: NoQuery, response: RESPONSES.apiResourceCoverage } },
    async (request) => {
      const params = request.params as { id: string; resource_id: string };
      return ok(catalog.apiResourceCoverage(params.id, params.resource_id));
    },
  );
}

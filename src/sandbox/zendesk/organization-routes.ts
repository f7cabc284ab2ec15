/**
 * Read-only Organizations endpoints, enough for a connector to turn a
 * customer's `organization_id` into a company name:
 *   GET /api/v2/organizations                    List Organizations (cursor or offset paging)
 *   GET /api/v2/organizations/{organization_id}  Show Organization
 */
import type { FastifyInstance } from 'fastify';
import { sendError, sendNotFound } from './errors.js';
import { listResponse } from './list-response.js';
import { organizationJson } from './organization-json.js';
import { baseUrlOf, parseIdSegment, rawSearchOf, withJsonSuffix } from './request-helpers.js';
import type { ZendeskStore } from './store.js';

export function registerOrganizationRoutes(app: FastifyInstance, store: ZendeskStore): void {
  for (const path of withJsonSuffix('/api/v2/organizations')) {
    app.get(path, async (request, reply) => {
      const baseUrl = baseUrlOf(request);
      const result = listResponse({
        key: 'organizations',
        path: '/api/v2/organizations.json',
        baseUrl,
        query: request.query as Record<string, unknown>,
        rawSearch: rawSearchOf(request),
        items: store.organizations.ordered,
        toJsonText: (org) => JSON.stringify(organizationJson(org, baseUrl)),
      });
      if (!result.ok) return sendError(reply, 400, 'InvalidPaginationParameter', result.description);
      return reply.type('application/json; charset=utf-8').send(result.body);
    });
  }

  app.get<{ Params: { organization_id: string } }>('/api/v2/organizations/:organization_id', async (request, reply) => {
    const id = parseIdSegment(request.params.organization_id);
    const org = id === undefined ? undefined : store.organizations.get(id);
    if (!org) return sendNotFound(reply);
    return reply.send({ organization: organizationJson(org, baseUrlOf(request)) });
  });
}

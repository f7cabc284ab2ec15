/**
 * The Zoho Books emulator's own routes beside the kit's list, get and
 * delete: creates (POST, 201) and updates (PUT) answered with Zoho's own
 * message for each resource ("Sales Order has been created."), the moves of
 * actions.ts, GET /organizations, and the rate limits.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { registerActions } from './actions.js';
import { API_BASE } from './dialect.js';
import { registerOrganizations } from './organizations.js';
import { registerRateLimits } from './rate-limits.js';

/** Collection path, id parameter and resource of every resource Zoho creates and updates through the API. */
const WRITABLE: readonly [string, string][] = [['contacts', 'contact_id'], ['chartofaccounts', 'account_id'], ['salesorders', 'salesorder_id'], ['invoices', 'invoice_id']];

function withMessage(body: unknown, message: string | undefined): unknown {
  return message && body && typeof body === 'object' ? { ...(body as Record<string, unknown>), message } : body;
}

export function zohoRoutes(app: FastifyInstance, kit: PlatformKit<ZohoOrganization>): void {
  registerRateLimits(app);
  for (const [table, idParam] of WRITABLE) {
    const labels = kit.resource(table).labels ?? {};
    app.post(`${API_BASE}/${table}`, kit.handler((ctx) => {
      const answer = kit.operation('create', table, ctx);
      return { ...answer, status: 201, body: withMessage(answer.body, labels.created) };
    }));
    app.put(`${API_BASE}/${table}/:${idParam}`, kit.handler((ctx) => {
      const answer = kit.operation('update', table, ctx);
      return { ...answer, body: withMessage(answer.body, labels.updated) };
    }));
  }
  registerActions(app, kit);
  registerOrganizations(app);
}

/**
 * Xero endpoints beyond the operations the kit serves per resource (POST on a
 * collection, Xero's "update or create", is the kit's `upsert` route, declared
 * with each resource): POST /Payments (one payment), POST /TaxRates (the rate
 * its body names by TaxType or Name),
 * and the platform's own routes: organisation, connections, allocations,
 * tracking options, attachments, reports (reports.ts); and what every call goes through: the
 * rate limits per organisation and Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import { fail, unwrapList, type PlatformKit } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { registerAllocations } from './allocations.js';
import { registerAttachments } from './attachments.js';
import { registerConnections } from './connections.js';
import { API_BASE } from './dialect.js';
import { registerIdempotency } from './idempotency.js';
import { registerOrganisation } from './organisation.js';
import { registerRateLimits } from './rate-limits.js';
import { registerReports } from './reports.js';
import { registerTrackingOptions } from './tracking-categories.js';
import { registerIntentToReceive } from './webhooks.js';

function registerOwnWrites(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  app.post(`${API_BASE}/Payments`, kit.handler((ctx) => kit.operation('create', 'payments', ctx)));
  app.post(`${API_BASE}/TaxRates`, kit.handler((ctx) => {
    const body = unwrapList(ctx.request.body, 'TaxRates') as Record<string, unknown> | undefined;
    const named = ctx.tenant.table('taxRates').all().find((rate) => rate.id === body?.TaxType || (body?.TaxType === undefined && String(rate.Name).toLowerCase() === String(body?.Name ?? '').toLowerCase()));
    if (!named) throw fail.validation('The tax rate to update could not be found by its TaxType or Name');
    return kit.operation('update', 'taxRates', { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, TaxType: named.id } } });
  }));
}

export function xeroRoutes(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  // After the kit's authentication (registered before these), in this order: limits, then replays.
  registerRateLimits(app);
  registerIdempotency(app);
  registerOwnWrites(app, kit);
  registerOrganisation(app, kit);
  registerConnections(app);
  registerAllocations(app, kit);
  registerTrackingOptions(app, kit);
  registerAttachments(app, kit);
  registerIntentToReceive(app);
  registerReports(app, kit);
}

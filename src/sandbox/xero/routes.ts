/**
 * Xero endpoints beyond the five operations the kit serves per resource:
 * POST on a collection (Xero's "update or create": the record its body names
 * by id is updated, else a new one is created), POST /Payments (one
 * payment), POST /TaxRates (the rate its body names by TaxType or Name),
 * and the platform's own routes: organisation, connections, allocations,
 * tracking options, attachments, reports (reports.ts); and what every call goes through: the
 * rate limits per organisation and Idempotency-Key.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type PlatformKit } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { registerAllocations } from './allocations.js';
import { registerAttachments } from './attachments.js';
import { registerConnections } from './connections.js';
import { API_BASE, unwrapBody } from './dialect.js';
import { registerIdempotency } from './idempotency.js';
import { registerOrganisation } from './organisation.js';
import { registerRateLimits } from './rate-limits.js';
import { registerReports } from './reports.js';
import { registerTrackingOptions } from './tracking-categories.js';
import { registerIntentToReceive } from './webhooks.js';

/** Collection → [resource, the body's id field, the route parameter of the id]. */
const UPSERTS: ReadonlyArray<[string, string, string, string]> = [
  ['Invoices', 'invoices', 'InvoiceID', 'InvoiceID'],
  ['Contacts', 'contacts', 'ContactID', 'ContactID'],
  ['Items', 'items', 'ItemID', 'ItemID'],
  ['CreditNotes', 'creditNotes', 'CreditNoteID', 'CreditNoteID'],
  ['BankTransactions', 'bankTransactions', 'BankTransactionID', 'BankTransactionID'],
  ['ManualJournals', 'manualJournals', 'ManualJournalID', 'ManualJournalID'],
  ['PurchaseOrders', 'purchaseOrders', 'PurchaseOrderID', 'PurchaseOrderID'],
  ['Quotes', 'quotes', 'QuoteID', 'QuoteID'],
];

function registerUpserts(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  for (const [collection, resource, idField, idParam] of UPSERTS) {
    app.post(`${API_BASE}/${collection}`, kit.handler((ctx) => {
      const body = unwrapBody(ctx.request.body) as Record<string, unknown> | undefined;
      const id = body?.[idField];
      if (typeof id !== 'string' || id.trim() === '') return kit.operation('create', resource, ctx);
      return kit.operation('update', resource, { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, [idParam]: id } } });
    }));
  }
  app.post(`${API_BASE}/Payments`, kit.handler((ctx) => kit.operation('create', 'payments', ctx)));
  app.post(`${API_BASE}/TaxRates`, kit.handler((ctx) => {
    const body = unwrapBody(ctx.request.body) as Record<string, unknown> | undefined;
    const named = ctx.tenant.table('taxRates').all().find((rate) => rate.id === body?.TaxType || (body?.TaxType === undefined && String(rate.Name).toLowerCase() === String(body?.Name ?? '').toLowerCase()));
    if (!named) throw fail.validation('The tax rate to update could not be found by its TaxType or Name');
    return kit.operation('update', 'taxRates', { ...ctx, request: { ...ctx.request, params: { ...ctx.request.params, TaxType: named.id } } });
  }));
}

export function xeroRoutes(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  // After the kit's authentication (registered before these), in this order: limits, then replays.
  registerRateLimits(app);
  registerIdempotency(app);
  registerUpserts(app, kit);
  registerOrganisation(app, kit);
  registerConnections(app);
  registerAllocations(app, kit);
  registerTrackingOptions(app, kit);
  registerAttachments(app, kit);
  registerIntentToReceive(app);
  registerReports(app, kit);
}

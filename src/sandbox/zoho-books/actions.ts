/**
 * Zoho Books' moves that are not plain writes: marking a sales order open
 * or void, changing a document's billing or shipping address, marking an
 * invoice sent, void or back to draft, converting a sales order to an
 * invoice (POST /invoices/fromsalesorder?salesorder_id=), and a contact or
 * account active or inactive. Each answers `{code: 0, message}` (the
 * conversion and the address changes answer the record too), and refuses
 * a move from a state Zoho does not allow it from with a 400.
 */
import type { FastifyInstance } from 'fastify';
import { fail, findRecord, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { nextId, readAddress } from './common.js';
import { dec, num } from '../framework/kit/decimal.js';
import { API_BASE } from './dialect.js';
import { attachCustomer, nextNumber, priceNew, today } from './documents.js';
import { INVOICE_SERIES, statusNow } from './invoices.js';
import { invoicesOf } from './sales-orders.js';

type Kit = PlatformKit<ZohoOrganization>;
type Ctx = KitContext<ZohoOrganization>;

const done = (message: string, extra: Record<string, unknown> = {}) => ({ status: 200, body: { code: 0, message, ...extra } });

function move(record: StoredRecord, ctx: Ctx, status: string): void {
  record.status = status;
  record.lastModifiedTime = ctx.now;
}

function salesOrderMoves(app: FastifyInstance, kit: Kit): void {
  const order = (ctx: Ctx) => findRecord(kit.resource('salesorders'), ctx);
  app.post(`${API_BASE}/salesorders/:salesorder_id/status/open`, kit.handler((ctx) => {
    const record = order(ctx);
    if (!['draft', 'pending_approval', 'approved'].includes(String(record.status))) throw fail.validation(`A sales order that is ${String(record.status)} cannot be marked as open.`, { code: 4 });
    move(record, ctx, 'open');
    return done('Sales Order status has been changed to Open.');
  }));
  app.post(`${API_BASE}/salesorders/:salesorder_id/status/void`, kit.handler((ctx) => {
    const record = order(ctx);
    if (record.status === 'void') throw fail.validation('The sales order is already void.', { code: 4 });
    if (invoicesOf(ctx, record.id).length > 0 || ['invoiced', 'closed'].includes(String(record.status))) throw fail.validation('Sales orders that have been invoiced cannot be voided.', { code: 4 });
    move(record, ctx, 'void');
    return done('Sales Order status has been changed to Void.');
  }));
}

function addressMoves(app: FastifyInstance, kit: Kit, table: 'salesorders' | 'invoices', idParam: string, key: string): void {
  for (const which of ['billing', 'shipping'] as const) {
    app.put(`${API_BASE}/${table}/:${idParam}/address/${which}`, kit.handler((ctx) => {
      const record = findRecord(kit.resource(table), ctx);
      if (['void', 'invoiced', 'closed'].includes(String(record.status)) && table === 'salesorders') throw fail.validation(`A sales order that is ${String(record.status)} cannot be edited.`, { code: 4 });
      const address = readAddress(ctx.request.body, `${which}_address`);
      record[`${which}_address`] = { ...(record[`${which}_address`] as object), ...address };
      record.lastModifiedTime = ctx.now;
      return done(`${which === 'billing' ? 'Billing' : 'Shipping'} address updated`, { [key]: kit.present(table, record, ctx) });
    }));
  }
}

function invoiceMoves(app: FastifyInstance, kit: Kit): void {
  const invoice = (ctx: Ctx) => findRecord(kit.resource('invoices'), ctx);
  const paid = (record: StoredRecord) => (dec(record.payment_made) ?? 0n) > 0n;
  app.post(`${API_BASE}/invoices/:invoice_id/status/sent`, kit.handler((ctx) => {
    const record = invoice(ctx);
    if (record.status !== 'draft') throw fail.validation('Only draft invoices can be marked as sent.', { code: 4 });
    move(record, ctx, 'sent');
    return done('Invoice status has been changed to Sent.');
  }));
  app.post(`${API_BASE}/invoices/:invoice_id/status/void`, kit.handler((ctx) => {
    const record = invoice(ctx);
    if (record.status === 'void') throw fail.validation('The invoice is already void.', { code: 4 });
    if (paid(record)) throw fail.validation('Invoices with payments cannot be voided. Delete the payments first.', { code: 4 });
    move(record, ctx, 'void');
    return done('Invoice status has been changed to Void.');
  }));
  app.post(`${API_BASE}/invoices/:invoice_id/status/draft`, kit.handler((ctx) => {
    const record = invoice(ctx);
    if (record.status === 'draft' || paid(record)) throw fail.validation('The invoice cannot be marked as draft.', { code: 4 });
    const was = statusNow(record, today(ctx));
    move(record, ctx, 'draft');
    return done(`Status of invoice changed from ${was} to draft.`);
  }));
  app.post(`${API_BASE}/invoices/fromsalesorder`, kit.handler((ctx) => convert(kit, ctx)));
}

/** An invoice of what a sales order has not invoiced yet; the order is then invoiced. */
function convert(kit: Kit, ctx: Ctx) {
  const id = ctx.request.query.get('salesorder_id') ?? '';
  const order = ctx.tenant.table('salesorders').get(id);
  if (!order) throw fail.notFound('No such sales order', { resource: 'salesorders' });
  if (!['open', 'partially_invoiced'].includes(String(order.status))) throw fail.validation(`A sales order that is ${String(order.status)} cannot be converted to an invoice.`, { code: 4 });
  const earlier = invoicesOf(ctx, order.id);
  const invoiced = new Map<string, bigint>();
  for (const line of earlier.flatMap((invoice) => (invoice.line_items ?? []) as Record<string, unknown>[])) {
    const from = String(line.salesorder_item_id ?? '');
    invoiced.set(from, (invoiced.get(from) ?? 0n) + (dec(line.quantity) ?? 0n));
  }
  const lines = ((order.line_items ?? []) as Record<string, unknown>[])
    .map((line) => ({ line, left: (dec(line.quantity) ?? 0n) - (invoiced.get(String(line.line_item_id)) ?? 0n) }))
    .filter(({ left }) => left > 0n)
    .map(({ line, left }) => ({
      item_id: line.item_id || undefined, name: line.name, description: line.description, rate: line.rate, quantity: num(left), unit: line.unit,
      tax_id: line.tax_id || undefined, salesorder_item_id: line.line_item_id,
    }));
  if (lines.length === 0) throw fail.validation('Every line of the sales order is invoiced.', { code: 4 });
  const date = today(ctx);
  const record: StoredRecord = {
    id: nextId(ctx.tenant, ctx.account), invoice_number: nextNumber(ctx, INVOICE_SERIES), date, due_date: date, payment_terms: 0, payment_terms_label: 'Due on Receipt',
    status: 'draft', customer_id: order.customer_id, reference_number: order.salesorder_number, salesorder_id: order.id, salesperson_name: order.salesperson_name ?? '',
    line_items: lines, shipping_charge: earlier.length === 0 ? order.shipping_charge ?? 0 : 0, adjustment: earlier.length === 0 ? order.adjustment ?? 0 : 0,
    payment_made: 0, notes: order.notes ?? '', terms: order.terms ?? '', billing_address: { ...(order.billing_address as object) }, shipping_address: { ...(order.shipping_address as object) },
    createdTime: ctx.now, lastModifiedTime: ctx.now,
  };
  attachCustomer(record, order.customer_id, ctx, false);
  priceNew(record, ctx, true);
  record.balance = record.total;
  ctx.tenant.table('invoices').insert(record);
  move(order, ctx, 'invoiced');
  return { status: 201, body: { code: 0, message: 'Invoice has been created.', invoice: kit.present('invoices', record, ctx) } };
}

function activeMoves(app: FastifyInstance, kit: Kit): void {
  const moves: [string, string, string, string, string][] = [
    ['contacts', 'contact_id', 'status', 'The contact has been marked as active.', 'The contact has been marked as inactive.'],
    ['chartofaccounts', 'account_id', 'is_active', 'The account has been marked as active.', 'The account has been marked as inactive.'],
  ];
  for (const [table, idParam, field, activeMessage, inactiveMessage] of moves) {
    for (const active of [true, false]) {
      app.post(`${API_BASE}/${table}/:${idParam}/${active ? 'active' : 'inactive'}`, kit.handler((ctx) => {
        const record = findRecord(kit.resource(table), ctx);
        record[field] = field === 'status' ? (active ? 'active' : 'inactive') : active;
        record.lastModifiedTime = ctx.now;
        return done(active ? activeMessage : inactiveMessage);
      }));
    }
  }
}

export function registerActions(app: FastifyInstance, kit: Kit): void {
  salesOrderMoves(app, kit);
  invoiceMoves(app, kit);
  addressMoves(app, kit, 'salesorders', 'salesorder_id', 'salesorder');
  addressMoves(app, kit, 'invoices', 'invoice_id', 'invoice');
  activeMoves(app, kit);
}

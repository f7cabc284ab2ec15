/**
 * What writing a sales order or an invoice takes on Zoho Books beyond its
 * field table: the document's currency is its customer's (read from the
 * contact, and a different `currency` in the request is refused rather than
 * ignored), its lines are priced in it, a number of the caller's own goes
 * with `ignore_auto_number_generation=true`, and addresses are changed
 * through their own calls (PUT …/address/billing and …/address/shipping)
 * after the document is written. The status move a write asks for is
 * refused, where Zoho has none, before any call.
 */
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import type { WriteOperation } from '../kit/index.js';
import { toZohoAddress, type UnifiedAddress } from './address.js';
import { invalid, zohoId } from './api.js';
import { zohoDialect } from './dialect.js';
import { toZohoLine, type UnifiedLine } from './line-items.js';

interface ZohoContact {
  contact_id: string;
  contact_type?: string;
  currency_code?: string;
}

/** What a document's write reads of the document as it is. */
interface ZohoDocument {
  customer_id?: string;
  currency_code?: string;
  status?: string;
}

/** The customer a document is for, with its currency; a RequestValidationError when the id names no customer. */
export async function customerOf(ctx: ConnectorContext, id: unknown): Promise<{ id: string; currency: string }> {
  const customerId = zohoId('customer.id', id);
  const noCustomer = () => invalid('customer.id names no Zoho Books customer', { 'customer.id': customerId });
  const { body } = await orEntityNotFound(ctx.http.request<{ contact: ZohoContact }>({ method: 'GET', path: `/contacts/${customerId}` }), noCustomer, zohoDialect.notFound);
  if (body.contact.contact_type !== 'customer' || !body.contact.currency_code) throw invalid('customer.id names a Zoho Books contact that is not a customer', { 'customer.id': customerId });
  return { id: customerId, currency: body.contact.currency_code };
}

/** The currency amounts are in: the customer's; the request's own `currency` must agree. */
function agreedCurrency(asked: string | null | undefined, customerCurrency: string): string {
  if (asked && asked !== customerCurrency) {
    throw invalid(`Zoho Books bills a customer in its own currency (${customerCurrency}), not ${asked}`, { currency: asked, customer_currency: customerCurrency });
  }
  return customerCurrency;
}

/** The query of a create that gives its own number (the collection's `writeQuery`). */
export const numberQuery = ({ operation, record }: { operation: WriteOperation; record: { number?: string | null } }) =>
  operation === 'add' && record.number ? { ignore_auto_number_generation: 'true' } : {};

/** Unified status → the call that moves a document there, and the Zoho statuses it may be moved from. */
export type StatusMoves = Readonly<Record<string, { call: string; from: readonly string[] }>>;

/**
 * The call that moves a document in Zoho status `current` to the unified
 * `status` asked for: none where it is there already (`isAt`), a 400 saying
 * `refusal` where Zoho has no such move.
 */
export function statusMoves<S extends string>(moves: StatusMoves, isAt: (status: S, current: string) => boolean, refusal: (status: S, current: string) => string) {
  return (status: S | null | undefined, current: string): string | undefined => {
    if (status === undefined || status === null || isAt(status, current)) return undefined;
    const wanted = moves[status];
    if (!wanted || !wanted.from.includes(current)) throw invalid(refusal(status, current), { status, current });
    return wanted.call;
  };
}

export interface DocumentRecord {
  customer?: { id?: string | null } | null;
  currency?: string | null;
  status?: string | null;
}

export interface DocumentRules<R> {
  /** "invoice", "sales order". */
  what: string;
  /** The unified field of its lines, and whether they post to a ledger account. */
  lines: keyof R & string;
  withAccount: boolean;
  /** The call that moves a document in `current` status to the one asked for (refused where Zoho has none). */
  moveFor: (status: R extends { status?: infer S } ? S | undefined : never, current: string) => string | undefined;
}

/**
 * The collection's `beforeWrite` of a document: a create needs a customer
 * and lines; the customer's currency (the new customer's, on an update that
 * changes it) must agree with the request's, prices the lines, and the
 * status move is checked before any write.
 */
export function documentBody<R extends DocumentRecord, W extends ZohoDocument>(rules: DocumentRules<R>) {
  return async (ctx: ConnectorContext, write: { operation: WriteOperation; record: WriteModel<R>; body: unknown; current: () => Promise<W> }): Promise<unknown> => {
    const record = write.record as R;
    const lines = (record as Record<string, unknown>)[rules.lines] as UnifiedLine[] | undefined;
    let currency: string;
    let status = 'draft';
    if (write.operation === 'add') {
      if (!record.customer?.id) throw invalid(`customer.id is required to create ${rules.what === 'invoice' ? 'an' : 'a'} ${rules.what} on Zoho Books`, { 'customer.id': 'required' });
      if (!lines || lines.length === 0) throw invalid(`${rules.lines} are required to create ${rules.what === 'invoice' ? 'an' : 'a'} ${rules.what} on Zoho Books`, { [rules.lines]: 'required' });
      currency = agreedCurrency(record.currency, (await customerOf(ctx, record.customer.id)).currency);
    } else {
      const current = await write.current();
      const customerChanges = record.customer?.id !== undefined && record.customer.id !== current.customer_id;
      currency = customerChanges ? (await customerOf(ctx, record.customer!.id)).currency : String(current.currency_code);
      agreedCurrency(record.currency, currency);
      status = String(current.status);
    }
    rules.moveFor(record.status as never, status);
    return { ...(write.body as object), ...(lines ? { line_items: lines.map((line, index) => toZohoLine(line, index, currency, rules.withAccount)) } : {}) };
  };
}

/** The billing and shipping addresses a write names, each through its own call. */
export async function writeAddresses(ctx: ConnectorContext, path: string, record: { billing_address?: UnifiedAddress; shipping_address?: UnifiedAddress }): Promise<void> {
  for (const which of ['billing', 'shipping'] as const) {
    const address = record[`${which}_address`];
    if (address) await ctx.http.request({ method: 'PUT', path: `${path}/address/${which}`, json: toZohoAddress(address) });
  }
}

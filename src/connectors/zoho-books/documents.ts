/**
 * What writing a sales order or an invoice takes on Zoho Books beyond its
 * body: the document's currency is its customer's (read from the contact,
 * and a different `currency` in the request is refused rather than
 * ignored), a number of the caller's own goes with
 * `ignore_auto_number_generation=true`, and addresses are changed through
 * their own calls (PUT …/address/billing and …/address/shipping) after the
 * document is written.
 */
import type { ConnectorContext } from '../framework/define.js';
import { ApiError } from '../../core/errors/api-error.js';
import { invalid, onRecord, zohoId } from './api.js';
import { toZohoAddress, type UnifiedAddress } from './address.js';

interface ZohoContact {
  contact_id: string;
  contact_type?: string;
  currency_code?: string;
}

/** The customer a document is for, with its currency; a RequestValidationError when the id names no customer. */
export async function customerOf(ctx: ConnectorContext, id: unknown): Promise<{ id: string; currency: string }> {
  const customerId = zohoId('customer.id', id);
  try {
    const { contact } = await onRecord<{ contact: ZohoContact }>(ctx, 'customer', customerId, { method: 'GET', path: `/contacts/${customerId}` });
    if (contact.contact_type !== 'customer' || !contact.currency_code) throw invalid('customer.id names a Zoho Books contact that is not a customer', { 'customer.id': customerId });
    return { id: customerId, currency: contact.currency_code };
  } catch (error) {
    if (error instanceof ApiError && error.typeName === 'EntityNotFoundError') throw invalid('customer.id names no Zoho Books customer', { 'customer.id': customerId });
    throw error;
  }
}

/** The currency amounts are in: the customer's; the request's own `currency` must agree. */
export function agreedCurrency(asked: string | null | undefined, customerCurrency: string): string {
  if (asked && asked !== customerCurrency) {
    throw invalid(`Zoho Books bills a customer in its own currency (${customerCurrency}), not ${asked}`, { currency: asked, customer_currency: customerCurrency });
  }
  return customerCurrency;
}

/** The query of a write that gives its own number. */
export const numberQuery = (number: string | null | undefined) => (number ? { ignore_auto_number_generation: 'true' } : {});

/** The billing and shipping addresses a write names, each through its own call. */
export async function writeAddresses(ctx: ConnectorContext, path: string, record: { billing_address?: UnifiedAddress; shipping_address?: UnifiedAddress }): Promise<void> {
  for (const which of ['billing', 'shipping'] as const) {
    const address = record[`${which}_address`];
    if (address) await ctx.http.request({ method: 'PUT', path: `${path}/address/${which}`, json: toZohoAddress(address) });
  }
}

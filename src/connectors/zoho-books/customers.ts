/**
 * Unified accounting customers on Zoho Books contacts of type customer
 * (/contacts), all five operations; the mapping is in customer-mapper.ts.
 *
 * A vendor's id answers 404, as any other id that is not a customer's:
 * updates and deletes read the contact first. A new customer is named by
 * its display name, else its company's, else the person's. Its currency is
 * written as Zoho's `currency_id`, looked up in the organization's
 * currencies (GET /settings/currencies); status moves through
 * POST …/active and …/inactive.
 *
 * Filters: display_name (contact_name), company_name, first_name, last_name
 * and email are the list's own parameters, checked again exactly on each
 * record; status is `filter_by` Status.Active or Status.Inactive (and
 * Status.All); updated_since goes through a newest-first list (list.ts).
 * Sort: created_at, updated_at.
 */
import { customers } from '../../unified/accounting/customers.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { invalid, notFound, onRecord } from './api.js';
import { fromZohoContact, toZohoContact, type Customer, type ZohoContact } from './customer-mapper.js';
import { UPDATED_SINCE, zohoList } from './list.js';
import { compositeWrite } from '../kit/composite-write.js';

const PATH = '/contacts';
const ONE = (id: string) => `${PATH}/${id}`;

const STATUS_FILTER: Readonly<Record<string, string>> = { active: 'Status.Active', inactive: 'Status.Inactive', all: 'Status.All', archived: 'Status.Inactive' };

/** The customer with this id: a vendor's id is not found. */
async function customer(ctx: ConnectorContext, id: string): Promise<ZohoContact> {
  const { contact } = await onRecord<{ contact: ZohoContact }>(ctx, 'customer', id, { method: 'GET', path: ONE(id) });
  if (contact.contact_type !== 'customer') throw notFound('customer', id);
  return contact;
}

async function currencyId(ctx: ConnectorContext, code: string | null | undefined): Promise<Record<string, string>> {
  if (!code) return {};
  const { body } = await ctx.http.request<{ currencies: { currency_id: string; currency_code: string }[] }>({ method: 'GET', path: '/settings/currencies' });
  const found = body.currencies.find((currency) => currency.currency_code === code);
  if (!found) throw invalid(`The Zoho Books organization has no currency ${code} enabled`, { currency: code });
  return { currency_id: found.currency_id };
}

/** The status move a write asks for, checked before any call: Zoho has active and inactive only. */
function statusMove(status: Customer['status'] | undefined, current: string | undefined): 'active' | 'inactive' | undefined {
  if (status === undefined || status === null || status === current) return undefined;
  if (status !== 'active' && status !== 'inactive') throw invalid(`Zoho Books customers are active or inactive, not ${status}`, { status });
  return status;
}

const setStatus = (ctx: ConnectorContext, id: string, status: 'active' | 'inactive') => ctx.http.request({ method: 'POST', path: `${ONE(id)}/${status}` });

/** A create, then its status move (kit/composite-write.ts): the status is checked first, and the customer deleted again if the move fails. */
async function addCustomer(ctx: ConnectorContext, { record }: { record: WriteModel<Customer> }): Promise<{ id: string }> {
  const name = record.display_name ?? record.company_name ?? ([record.first_name, record.last_name].filter(Boolean).join(' ') || undefined);
  if (!name) throw invalid('A Zoho Books customer needs a name: display_name, company_name or first_name and last_name', { display_name: 'required' });
  const move = statusMove(record.status, 'active');
  const body = { ...toZohoContact(record), contact_name: name, contact_type: 'customer', ...(await currencyId(ctx, record.currency)) };
  return compositeWrite(async (steps) => {
    const id = await steps.create('customer', async () => (await ctx.http.request<{ contact: ZohoContact }>({ method: 'POST', path: PATH, json: body })).body.contact.contact_id,
      (created) => ctx.http.request({ method: 'DELETE', path: ONE(created) }));
    if (move) await steps.step(`setting its status to ${move}`, () => setStatus(ctx, id, move));
    return { id };
  });
}

async function updateCustomer(ctx: ConnectorContext, { id, record }: { id: string; record: WriteModel<Customer> }): Promise<{ id: string }> {
  const current = await customer(ctx, id);
  const move = statusMove(record.status, current.status);
  const body = { ...toZohoContact(record), ...(record.currency && record.currency !== current.currency_code ? await currencyId(ctx, record.currency) : {}) };
  return compositeWrite(async (steps) => {
    if (Object.keys(body).length > 0) await steps.change('customer', id, 'updating the customer', () => onRecord(ctx, 'customer', id, { method: 'PUT', path: ONE(id), json: body }));
    if (move) await steps.step(`setting its status to ${move}`, () => setStatus(ctx, id, move));
    return { id };
  });
}

export const zohoCustomers = implement(customers, {
  downstream: { id: 'contacts', name: 'Contacts (customers)' },
  mapper: fromZohoContact,
  list: zohoList<ZohoContact, Customer>({
    path: PATH,
    itemsAt: 'contacts',
    map: (contact) => fromZohoContact(contact),
    query: (filter) => ({
      contact_type: 'customer',
      ...(typeof filter.display_name === 'string' ? { contact_name: filter.display_name } : {}),
      ...(typeof filter.company_name === 'string' ? { company_name: filter.company_name } : {}),
      ...(typeof filter.first_name === 'string' ? { first_name: filter.first_name } : {}),
      ...(typeof filter.last_name === 'string' ? { last_name: filter.last_name } : {}),
      ...(typeof filter.email === 'string' ? { email: filter.email } : {}),
      ...(typeof filter.status === 'string' ? { filter_by: STATUS_FILTER[filter.status] } : {}),
    }),
    // Zoho matches names without regard to case; the unified filters are exact. Vendors never pass.
    keep: (contact, filter) =>
      contact.contact_type === 'customer' &&
      (typeof filter.display_name !== 'string' || contact.contact_name === filter.display_name) &&
      (typeof filter.company_name !== 'string' || contact.company_name === filter.company_name) &&
      (typeof filter.first_name !== 'string' || contact.first_name === filter.first_name) &&
      (typeof filter.last_name !== 'string' || contact.last_name === filter.last_name) &&
      (typeof filter.email !== 'string' || String(contact.email).toLowerCase() === filter.email.toLowerCase()),
    since: { updated_since: UPDATED_SINCE },
    filters: ['display_name', 'company_name', 'first_name', 'last_name', 'email', 'status', 'updated_since'],
    sortColumns: { created_at: 'created_time', updated_at: 'last_modified_time' },
  }),
  async one(ctx, { id }) {
    return fromZohoContact(await customer(ctx, id));
  },
  add: addCustomer,
  update: updateCustomer,
  async delete(ctx, { id }) {
    await customer(ctx, id);
    await onRecord(ctx, 'customer', id, { method: 'DELETE', path: ONE(id) });
    return { id };
  },
});

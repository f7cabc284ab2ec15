/**
 * Unified accounting customers on Zoho Books contacts of type customer
 * (/contacts), all five operations; the mapping is customer-fields.ts.
 *
 * A vendor's id answers 404, as any other id that is not a customer's:
 * updates and deletes read the contact first. A new customer is named by
 * its display name, else its company's, else the person's. Its currency is
 * written as Zoho's `currency_id`, looked up in the organization's
 * currencies (GET /settings/currencies); status moves through
 * POST …/active and …/inactive after the record's own write, on the
 * composite-write rule (status-moves.ts).
 *
 * Filters: display_name (contact_name), company_name, first_name, last_name
 * and email are the list's own parameters, checked again exactly on each
 * record; status is `filter_by` Status.Active or Status.Inactive (and
 * Status.All); updated_since goes through a newest-first list
 * (list-filters.ts). Sort: created_at, updated_at.
 */
import { customers } from '../../unified/accounting/customers.js';
import type { ConnectorContext } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { invalid } from './api.js';
import { customerFields, type Customer, type ZohoContact } from './customer-fields.js';
import { zohoResource, type ZohoFilter } from './dialect.js';
import { checkedList, exactly } from './list-filters.js';
import { withStatusMove } from './status-moves.js';

const STATUS_FILTER: Readonly<Record<string, string>> = { active: 'Status.Active', inactive: 'Status.Inactive', all: 'Status.All', archived: 'Status.Inactive' };

const FILTERS: Record<string, ZohoFilter<Customer>> = {
  display_name: exactly('contact_name', 'display_name'),
  company_name: exactly('company_name', 'company_name'),
  first_name: exactly('first_name', 'first_name'),
  last_name: exactly('last_name', 'last_name'),
  email: { query: (email) => ({ email }), keep: (customer, email) => String(customer.emails?.[0]?.email).toLowerCase() === email.toLowerCase() },
  status: { query: (status) => ({ filter_by: STATUS_FILTER[status] }) },
  updated_since: { since: 'updated_at' },
};

async function currencyId(ctx: ConnectorContext, code: string | null | undefined): Promise<Record<string, string>> {
  if (!code) return {};
  const { body } = await ctx.http.request<{ currencies: { currency_id: string; currency_code: string }[] }>({ method: 'GET', path: '/settings/currencies' });
  const found = body.currencies.find((currency) => currency.currency_code === code);
  if (!found) throw invalid(`The Zoho Books organization has no currency ${code} enabled`, { currency: code });
  return { currency_id: found.currency_id };
}

/** The status move a write asks for, checked before any call: Zoho has active and inactive only. */
function statusMove({ status }: { status?: Customer['status'] }, current: string | undefined): 'active' | 'inactive' | undefined {
  if (status === undefined || status === null || status === current) return undefined;
  if (status !== 'active' && status !== 'inactive') throw invalid(`Zoho Books customers are active or inactive, not ${status}`, { status });
  return status;
}

export const zohoCustomers = collection(customers, {
  ...zohoResource('contacts', { label: 'Contacts (customers)', what: 'customer', record: 'contact', id: 'contact_id' }),
  fields: customerFields,
  listQuery: { contact_type: 'customer' },
  only: (contact: ZohoContact) => contact.contact_type === 'customer',
  filters: FILTERS,
  hooks: {
    list: checkedList(FILTERS),
    async beforeWrite(ctx, { operation, record, body, current }) {
      if (operation === 'update') {
        const contact = await current();
        statusMove(record, contact.status);
        return { ...(body as object), ...(record.currency && record.currency !== contact.currency_code ? await currencyId(ctx, record.currency) : {}) };
      }
      const name = record.display_name ?? record.company_name ?? ([record.first_name, record.last_name].filter(Boolean).join(' ') || undefined);
      if (!name) throw invalid('A Zoho Books customer needs a name: display_name, company_name or first_name and last_name', { display_name: 'required' });
      statusMove(record, 'active');
      return { ...(body as object), contact_name: name, contact_type: 'customer', ...(await currencyId(ctx, record.currency)) };
    },
    compose: withStatusMove<Customer, ZohoContact>('customer', '/contacts', async (write) => {
      const move = statusMove(write.record, write.operation === 'add' ? 'active' : (await write.current()).status);
      return move && { name: `setting its status to ${move}`, path: move };
    }),
  },
});

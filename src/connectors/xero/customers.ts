/**
 * Customers ← Xero contacts (contact-endpoint.ts has the mapping and why a
 * customer is any contact that is not only a supplier). Filters:
 * company_name, display_name (Name), first_name, last_name, email, status
 * (active; archived or inactive: a deleted customer is an archived contact;
 * all, the default), updated_since (If-Modified-Since); sort: updated_at.
 */
import type { Static } from 'typebox';
import { Customer as CustomerModel, customers } from '../../unified/accounting/customers.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { contactEndpoint, contactRules, taxRateOf, toXeroContact, type ContactWrite, type XeroContact } from './contact-endpoint.js';
import { xeroEvents } from './webhook-events.js';

type Customer = Static<typeof CustomerModel>;

export const fromXeroCustomer = mapFields<XeroContact, Customer>({
  ...contactRules,
  tax_rate: (contact) => taxRateOf(contact, 'customer'),
});

export const xeroCustomers = implement(customers, {
  downstream: { id: 'Contacts', name: 'Contacts' },
  mapper: fromXeroCustomer,
  ...contactEndpoint<Customer>('customer', fromXeroCustomer, (record, creating) => toXeroContact(record as ContactWrite, 'customer', creating), [
    'company_name', 'display_name', 'first_name', 'last_name', 'email', 'status', 'updated_since',
  ]),
  events: xeroEvents('CONTACT'),
});

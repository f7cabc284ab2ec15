/**
 * Suppliers ← Xero contacts (contact-endpoint.ts has the mapping and why a
 * supplier is any contact that is not only a customer). Filters:
 * company_name, display_name (Name), first_name, last_name, email,
 * updated_since (If-Modified-Since); sort: updated_at.
 */
import type { Static } from 'typebox';
import { Supplier as SupplierModel, suppliers } from '../../unified/accounting/suppliers.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { contactEndpoint, contactRules, taxRateOf, toXeroContact, type ContactWrite, type XeroContact } from './contact-endpoint.js';
import { xeroEvents } from './webhook-events.js';

type Supplier = Static<typeof SupplierModel>;

export const fromXeroSupplier = mapFields<XeroContact, Supplier>({
  ...contactRules,
  tax_rate: (contact) => taxRateOf(contact, 'supplier'),
});

export const xeroSuppliers = implement(suppliers, {
  downstream: { id: 'Contacts', name: 'Contacts' },
  mapper: fromXeroSupplier,
  ...contactEndpoint<Supplier>('supplier', fromXeroSupplier, (record, creating) => toXeroContact(record as ContactWrite, 'supplier', creating), [
    'company_name', 'display_name', 'first_name', 'last_name', 'email', 'updated_since',
  ]),
  events: xeroEvents('CONTACT'),
});

/**
 * Customers and suppliers are both Xero contacts (/Contacts; contact-fields.ts
 * maps them). Xero marks a contact IsCustomer or IsSupplier itself once a
 * sales or purchase document names it, so a contact nothing names yet is
 * neither: customers are listed as the contacts that are customers or not
 * suppliers, suppliers the other way round (a contact that is both, or
 * neither, is in both lists), and any contact's id is a customer's and a
 * supplier's. Xero deletes no contact: a delete archives it, as Xero's own
 * app does. An archived contact is not gone in Xero (its documents still
 * name it, it can be restored), so it is not gone here either
 * (docs/unified-apis.md, "deleted by deactivation"): a get answers it with
 * status archived, lists include it (includeArchived=true).
 *
 * Filters: company_name, display_name (Name), first_name, last_name, email,
 * updated_since (If-Modified-Since), and for customers status (active;
 * archived or inactive; all, the default); sort: updated_at.
 */
import type { TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { customers } from '../../unified/accounting/customers.js';
import { suppliers } from '../../unified/accounting/suppliers.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { collection } from '../kit/index.js';
import { contactFields, type Side, type XeroContact } from './contact-fields.js';
import { fieldsIn } from './documents.js';
import { where, xeroRecords, type XeroFilter } from './dialect.js';
import { xeroEvents } from './webhook-events.js';

/** filter[status]: active, archived (inactive is Xero's archived too), all (the default: no clause). */
const status: XeroFilter = (value) => ({ where: value === 'active' ? 'ContactStatus=="ACTIVE"' : value === 'archived' || value === 'inactive' ? 'ContactStatus=="ARCHIVED"' : undefined });

const FILTERS: Readonly<Record<string, XeroFilter>> = {
  company_name: where.equals('Name'),
  display_name: where.equals('Name'),
  first_name: where.equals('FirstName'),
  last_name: where.equals('LastName'),
  email: where.equals('EmailAddress'),
  status,
  updated_since: where.modified,
};

function contacts<M extends TObject>(declaration: ResourceDeclaration<M>, side: Side, filters: readonly string[]) {
  return collection(declaration, {
    ...xeroRecords<XeroContact>('Contacts', 'ContactID'),
    what: side,
    fields: contactFields(side),
    listQuery: { includeArchived: true, where: [side === 'customer' ? 'IsCustomer==true OR IsSupplier==false' : 'IsSupplier==true OR IsCustomer==false'] },
    filters: Object.fromEntries(filters.map((name) => [name, FILTERS[name] as XeroFilter])),
    delete: { method: 'POST', body: () => ({ Contacts: [{ ContactStatus: 'ARCHIVED' }] }) },
    events: xeroEvents('CONTACT'),
    hooks: {
      // A new contact needs a name: its display or company name, else the person's.
      beforeWrite(_ctx, { operation, record, body }) {
        const fields = fieldsIn(body);
        if (operation === 'update' || fields.Name) return body;
        const { first_name: first, last_name: last } = record as { first_name?: string | null; last_name?: string | null };
        const person = [first, last].filter(Boolean).join(' ');
        if (!person) throw new ApiError('RequestValidationError', { message: 'Xero needs a name for the contact: send display_name, company_name or a first and last name', detail: { display_name: 'required' } });
        return { Contacts: [{ Name: person, ...fields }] };
      },
    },
  });
}

const NAMES = ['company_name', 'display_name', 'first_name', 'last_name', 'email'];
export const xeroCustomers = contacts(customers, 'customer', [...NAMES, 'status', 'updated_since']);
export const xeroSuppliers = contacts(suppliers, 'supplier', [...NAMES, 'updated_since']);

/**
 * Customers ← Xero contacts that are customers or not suppliers (contacts.ts).
 * Filters: company_name, display_name (Name), first_name, last_name, email,
 * status (active; archived or inactive: a deleted customer is an archived
 * contact; all, the default), updated_since (If-Modified-Since); sort: updated_at.
 */
import { customers } from '../../unified/accounting/customers.js';
import { contacts } from './contacts.js';

export const xeroCustomers = contacts(customers, 'customer', ['company_name', 'display_name', 'first_name', 'last_name', 'email', 'status', 'updated_since']);

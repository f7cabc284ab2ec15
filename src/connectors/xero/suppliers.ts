/**
 * Suppliers ← Xero contacts that are suppliers or not customers (contacts.ts).
 * Filters: company_name, display_name (Name), first_name, last_name, email,
 * updated_since (If-Modified-Since); sort: updated_at.
 */
import { suppliers } from '../../unified/accounting/suppliers.js';
import { contacts } from './contacts.js';

export const xeroSuppliers = contacts(suppliers, 'supplier', ['company_name', 'display_name', 'first_name', 'last_name', 'email', 'updated_since']);

/**
 * Unified Customer Support customers on Intercom contacts with role "user"
 * (https://developers.intercom.com/docs/references/rest-api/api.intercom.io/contacts);
 * the mapping is customer-fields.ts.
 *
 * - The list is POST /contacts/search with `role = user`. GET /contacts
 *   would list leads too (Intercom has no role filter there), so a page of
 *   customers could come back short or empty; its description also declares
 *   no paging parameters. Search takes its paging in the body
 *   (`pagination: {per_page, starting_after}`) and answers the same cursor.
 * - Leads are not customers: reading, updating or deleting one through this
 *   resource answers 404, like an unknown id. Archived contacts are already
 *   404 on Intercom.
 * - Delete is Intercom's Delete Contact (permanent); archiving is the
 *   status "archived" on a write, never a delete.
 */
import { customers } from '../../unified/customer-support/customers.js';
import { collection, joinedName, needsCurrentName } from '../kit/index.js';
import { customerFields, USER_ROLE, type IntercomContact } from './customer-fields.js';
import { intercomDialect } from './dialect.js';
import { INTERCOM_CUSTOMER_EVENTS } from './webhook-events.js';

export const intercomCustomers = collection(customers, {
  dialect: intercomDialect,
  downstream: { id: 'contacts', name: 'Contacts (users)' },
  what: 'customer (contact with role user)',
  fields: customerFields,
  path: '/contacts',
  listAt: 'data',
  wrap: (contact, operation) => (operation === 'add' ? { ...contact, role: USER_ROLE } : contact),
  only: (contact: IntercomContact) => contact.role === USER_ROLE,
  list: { search: { path: '/contacts/search', body: (pagination) => ({ query: { field: 'role', operator: '=', value: USER_ROLE }, pagination }) } },
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: INTERCOM_CUSTOMER_EVENTS,
  hooks: {
    // Intercom keeps one name: changing only one half needs the other from the current name.
    async beforeWrite(_ctx, { operation, record, body, current }) {
      if (operation !== 'update' || !needsCurrentName(record)) return body;
      return { ...(body as object), name: joinedName(record, (await current()).name) || null };
    },
    // Archiving is a call of its own: a new contact that cannot be archived is deleted again (README).
    async afterWrite(_ctx, { record, path, call, steps }) {
      if (record.status === 'archived') await steps.step('archiving it', () => call({ method: 'POST', path: `${path}/archive` }));
    },
  },
});

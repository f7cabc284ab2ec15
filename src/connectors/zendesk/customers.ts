/**
 * Unified Customer Support customers on Zendesk Support users with role
 * "end-user" (https://developer.zendesk.com/api-reference/ticketing/users/users/);
 * the mapping is customer-fields.ts.
 *
 * - Agents and admins are not customers: reading, updating or deleting one
 *   through this resource answers 404, like an id that does not exist, so the
 *   customers API can never change or delete a member of the support team.
 * - Deleted users stay readable in Zendesk (active: false) but leave List
 *   Users and refuse updates; here they are gone (404), consistently.
 * - Company names come from side-loading (`include=organizations`), so a page
 *   of customers costs one call, not one per organization.
 */
import { customers } from '../../unified/customer-support/customers.js';
import { collection, needsCurrentName } from '../kit/index.js';
import { customerFields, END_USER_ROLE, nameFor, organizationNames } from './customer-fields.js';
import { zendeskDialect } from './dialect.js';
import { ZENDESK_CUSTOMER_EVENTS } from './webhook-events.js';
import type { ZendeskSideloads, ZendeskUser } from './wire-types.js';

export const zendeskCustomers = collection(customers, {
  dialect: zendeskDialect,
  downstream: { id: 'users', name: 'Users (end users)' },
  what: 'customer (end user)',
  fields: customerFields,
  path: '/api/v2/users',
  listAt: 'users',
  recordAt: 'user',
  wrap: (user, operation) => ({ user: operation === 'add' ? { ...user, role: END_USER_ROLE } : user }),
  context: (body) => organizationNames((body as ZendeskSideloads).organizations),
  readQuery: { include: 'organizations' },
  listQuery: { role: END_USER_ROLE },
  only: (user: ZendeskUser) => user.role === END_USER_ROLE && user.active !== false,
  list: true,
  add: true,
  update: { method: 'PUT' },
  delete: true,
  events: ZENDESK_CUSTOMER_EVENTS,
  hooks: {
    // Zendesk keeps one name: changing only one half needs the other from the current name.
    async beforeWrite(_ctx, { operation, record, body, current }) {
      if (operation !== 'update' || !needsCurrentName(record)) return body;
      const user = (body as { user: Record<string, unknown> }).user;
      return { user: { ...user, name: nameFor(record, (await current()).name) } };
    },
  },
});

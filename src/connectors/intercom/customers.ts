/**
 * Unified Customer Support customers on Intercom contacts with role "user"
 * (https://developers.intercom.com/docs/references/rest-api/api.intercom.io/contacts).
 *
 * - The list is POST /contacts/search with `role = user`. GET /contacts
 *   would list leads too (Intercom has no role filter there), so a page of
 *   customers could come back short or empty; its description also declares
 *   no paging parameters. Search takes its paging in the body
 *   (`pagination: {per_page, starting_after}`, at most 150 a page) and
 *   answers the same `pages.next.starting_after` cursor.
 * - Leads are not customers: reading, updating or deleting one through this
 *   resource answers 404, like an unknown id. Archived contacts are already
 *   404 on Intercom.
 * - Delete is Intercom's Delete Contact (permanent); archiving is the
 *   status "archived" on a write, never a delete.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { customers } from '../../unified/customer-support/customers.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { cursorPaging } from '../framework/paging/index.js';
import { restList } from '../framework/rest/index.js';
import { archiveRequested, needsCurrentName, toIntercomContactInput } from './customer-input.js';
import { fromIntercomContact, USER_ROLE, type Customer } from './customer-mapper.js';
import { isNotFound } from './error-message.js';
import { INTERCOM_CUSTOMER_EVENTS } from './webhook-events.js';
import { compositeWrite } from '../kit/composite-write.js';
import type { IntercomContact } from './wire-types.js';

const CONTACTS_PATH = '/contacts';

/** Intercom's search cursor: per_page up to 150, the next page's token at pages.next.starting_after. */
export const intercomSearchPaging = cursorPaging({
  size: 'per_page',
  max: 150,
  next: { param: 'starting_after', at: 'pages.next.starting_after' },
});

/** Intercom contact ids are 24 hex digits; anything else cannot name one (and never reaches Intercom). */
const CONTACT_ID = /^[0-9a-f]{24}$/;

function notFound(id: string): ApiError {
  return new ApiError('EntityNotFoundError', { message: 'No Intercom customer (contact with role user) has this id', detail: { id: id.slice(0, 64) } });
}

function contactPath(id: string): string {
  if (!CONTACT_ID.test(id)) throw notFound(id);
  return `${CONTACTS_PATH}/${id}`;
}

function orNotFound<T>(id: string, call: Promise<T>): Promise<T> {
  return orEntityNotFound(call, () => notFound(id), isNotFound);
}

/** The user behind a customer id; 404 for unknown and archived ids and for leads. */
async function readCustomer(ctx: ConnectorContext, id: string): Promise<IntercomContact> {
  const path = contactPath(id);
  const { body } = await orNotFound(id, ctx.http.request<IntercomContact>({ method: 'GET', path }));
  if (body.role !== USER_ROLE) throw notFound(id);
  return body;
}

async function archive(ctx: ConnectorContext, id: string): Promise<void> {
  await orNotFound(id, ctx.http.request({ method: 'POST', path: `${contactPath(id)}/archive` }));
}

export const intercomCustomers = implement(customers, {
  downstream: { id: 'contacts', name: 'Contacts (users)' },
  mapper: fromIntercomContact,
  events: INTERCOM_CUSTOMER_EVENTS,
  // A search only reads, so restList sends it as a retryable call; its paging goes in the body, where Intercom wants it.
  list: restList<IntercomContact, Customer>({
    path: '/contacts/search',
    paging: intercomSearchPaging,
    itemsAt: 'data',
    map: (contact) => fromIntercomContact(contact),
    search: (pagination) => ({ query: { field: 'role', operator: '=', value: USER_ROLE }, pagination }),
  }),
  one: async (ctx, { id }) => fromIntercomContact(await readCustomer(ctx, id)),
  async add(ctx, { record }) {
    const archiveAfter = archiveRequested(record);
    const json = { ...toIntercomContactInput(record), role: USER_ROLE } as const;
    // Archiving is a call of its own (kit/composite-write.ts): a new contact that cannot be archived is deleted again.
    return compositeWrite(async (steps) => {
      const id = await steps.create('customer', async () => (await ctx.http.request<IntercomContact>({ method: 'POST', path: CONTACTS_PATH, json })).body.id,
        (created) => ctx.http.request({ method: 'DELETE', path: contactPath(created) }));
      if (archiveAfter) await steps.step('archiving it', () => archive(ctx, id));
      return { id };
    });
  },
  async update(ctx, { id, record }) {
    // Checked before any call, so what Intercom cannot take is refused without touching it.
    const archiveAfter = archiveRequested(record);
    let json = toIntercomContactInput(record);
    const current = await readCustomer(ctx, id);
    // Intercom keeps one name: changing only one half needs the other from the current name.
    if (needsCurrentName(record)) json = toIntercomContactInput(record, current.name);
    return compositeWrite(async (steps) => {
      await steps.change('customer', id, 'updating the customer', () => orNotFound(id, ctx.http.request({ method: 'PUT', path: contactPath(id), json })));
      if (archiveAfter) await steps.step('archiving it', () => archive(ctx, id));
      return { id };
    });
  },
  async delete(ctx, { id }) {
    await readCustomer(ctx, id);
    await orNotFound(id, ctx.http.request({ method: 'DELETE', path: contactPath(id) }));
    return { id };
  },
});

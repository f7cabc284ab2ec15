/**
 * Unified Customer Support customers on Zendesk Support users with role
 * "end-user" (https://developer.zendesk.com/api-reference/ticketing/users/users/).
 *
 * - Agents and admins are not customers: reading, updating or deleting one
 *   through this resource answers 404, like an id that does not exist, so the
 *   customers API can never change or delete a member of the support team.
 * - Deleted users stay readable in Zendesk (active: false) but leave List
 *   Users and refuse updates; here they are gone (404), consistently.
 * - Company names come from side-loading (`include=organizations`), so a page
 *   of customers costs one call, not one per organization.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { customers } from '../../unified/customer-support/customers.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { restList } from '../framework/rest/index.js';
import { zendeskCursorPaging } from './cursor-paging.js';
import { needsCurrentName, toZendeskUserInput } from './customer-input.js';
import { END_USER_ROLE, fromZendeskUser, organizationNames } from './customer-mapper.js';
import { ZENDESK_CUSTOMER_EVENTS } from './webhook-events.js';
import type { ZendeskSideloads, ZendeskUser, ZendeskUserEnvelope } from './wire-types.js';

const USERS_PATH = '/api/v2/users';

/** Zendesk user ids are positive integers; anything else cannot name a user. */
const USER_ID = /^[1-9][0-9]{0,19}$/;

function notFound(id: string): ApiError {
  return new ApiError('EntityNotFoundError', {
    message: 'No Zendesk customer (end user) has this id',
    detail: { id: id.slice(0, 64) },
  });
}

function userPath(id: string): string {
  if (!USER_ID.test(id)) throw notFound(id);
  return `${USERS_PATH}/${id}`;
}

/** Zendesk's "RecordNotFound" for a user id is the unified EntityNotFoundError, not a connector failure. */
function orNotFound<T>(id: string, call: Promise<T>): Promise<T> {
  return orEntityNotFound(call, () => notFound(id), (body) => (body as { error?: unknown } | null)?.error === 'RecordNotFound');
}

function isCustomer(user: ZendeskUser): boolean {
  return user.role === END_USER_ROLE && user.active !== false;
}

/** The user behind a customer id; 404 for unknown ids, agents, admins and deleted users. */
async function readCustomer(ctx: ConnectorContext, id: string, sideloadOrganizations: boolean): Promise<ZendeskUserEnvelope> {
  const path = userPath(id);
  const { body } = await orNotFound(
    id,
    ctx.http.request<ZendeskUserEnvelope>({
      method: 'GET',
      path,
      query: sideloadOrganizations ? { include: 'organizations' } : undefined,
    }),
  );
  if (!isCustomer(body.user)) throw notFound(id);
  return body;
}

export const zendeskCustomers = implement(customers, {
  downstream: { id: 'users', name: 'Users (end users)' },
  mapper: fromZendeskUser,
  events: ZENDESK_CUSTOMER_EVENTS,
  list: restList({
    path: USERS_PATH,
    paging: zendeskCursorPaging,
    query: { role: END_USER_ROLE, include: 'organizations' },
    itemsAt: 'users',
    map: fromZendeskUser,
    context: (body) => organizationNames((body as ZendeskSideloads).organizations),
  }),
  async one(ctx, { id }) {
    const body = await readCustomer(ctx, id, true);
    return fromZendeskUser(body.user, organizationNames(body.organizations));
  },
  async add(ctx, { record }) {
    const user = { ...toZendeskUserInput(record), role: END_USER_ROLE } as const;
    const { body } = await ctx.http.request<ZendeskUserEnvelope>({ method: 'POST', path: USERS_PATH, json: { user } });
    return { id: String(body.user.id) };
  },
  async update(ctx, { id, record }) {
    // Mapped before any call, so what Zendesk cannot take is refused without touching it.
    let user = toZendeskUserInput(record);
    const current = await readCustomer(ctx, id, false);
    // Zendesk keeps one name: changing only one half needs the other from the current name.
    if (needsCurrentName(record)) user = toZendeskUserInput(record, current.user.name);
    const { body } = await orNotFound(id, ctx.http.request<ZendeskUserEnvelope>({ method: 'PUT', path: userPath(id), json: { user } }));
    return { id: String(body.user.id) };
  },
  async delete(ctx, { id }) {
    await readCustomer(ctx, id, false);
    await orNotFound(id, ctx.http.request({ method: 'DELETE', path: userPath(id) }));
    return { id };
  },
});

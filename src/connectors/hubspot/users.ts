/**
 * Unified users on HubSpot owners (GET /crm/v3/owners): the account's users
 * who can own records, so `owner_id` everywhere is one of these ids. Read
 * only: HubSpot's users are managed in the account's settings. filter[email]
 * is HubSpot's own `email` parameter; HubSpot cannot select owners by name.
 *
 * | unified              | HubSpot owner                     |
 * |----------------------|-----------------------------------|
 * | id                   | id                                |
 * | first/last_name, name| firstName, lastName               |
 * | emails               | email (primary)                   |
 * | status               | archived → "inactive", else "active" |
 * | division             | the primary team's name           |
 * | created/updated_at   | createdAt, updatedAt              |
 */
import { toIsoDateTime } from '../../core/dates.js';
import { users } from '../../unified/crm/users.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty } from '../framework/person-fields.js';
import { cursorPaging } from '../framework/paging/index.js';
import { restList, restOne } from '../framework/rest/index.js';
import { isObjectNotFound, NUMERIC_ID } from './api.js';

type User = ModelOf<typeof users>;

interface HubspotOwner {
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  userId?: number | null;
  archived?: boolean;
  teams?: { id: string; name: string; primary?: boolean }[];
  createdAt?: string;
  updatedAt?: string;
}

export const fromHubspotOwner = mapFields<HubspotOwner, User>({
  id: (owner) => String(owner.id),
  name: (owner) => [nonEmpty(owner.firstName), nonEmpty(owner.lastName)].filter(Boolean).join(' ') || null,
  first_name: (owner) => nonEmpty(owner.firstName),
  last_name: (owner) => nonEmpty(owner.lastName),
  division: (owner) => (owner.teams ?? []).find((team) => team.primary)?.name ?? null,
  status: (owner) => (owner.archived ? 'inactive' : 'active'),
  emails: (owner) => {
    const email = nonEmpty(owner.email);
    return email ? [{ email, type: 'primary' as const }] : [];
  },
  updated_at: (owner) => toIsoDateTime(owner.updatedAt),
  created_at: (owner) => toIsoDateTime(owner.createdAt),
});

const notFound = { message: 'No HubSpot owner has this id', when: isObjectNotFound, id: NUMERIC_ID };

export const hubspotUsers = implement(users, {
  downstream: { id: 'owners', name: 'Owners' },
  mapper: fromHubspotOwner,
  list: restList({
    path: '/crm/v3/owners',
    paging: cursorPaging({ size: 'limit', max: 500, next: { param: 'after', at: 'paging.next.after' } }),
    itemsAt: 'results',
    map: fromHubspotOwner,
    filters: ['email'],
    query: (params) => (typeof params.filter.email === 'string' ? { email: params.filter.email } : {}),
  }),
  one: restOne({ path: '/crm/v3/owners/{id}', map: fromHubspotOwner, notFound }),
});

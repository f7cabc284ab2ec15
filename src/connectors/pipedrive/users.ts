/**
 * Unified users on Pipedrive users (API v1: /v1/users, /v1/users/{id}): the
 * people with access to the company. Pipedrive answers the whole list at
 * once (a company has tens of users, not thousands): unified pages are cut
 * from it here, so cursor and limit work as on every list. filter[email] and filter[name] go to /v1/users/find (a part of the email
 * or name) and are kept when they match exactly (any case). Users are
 * managed in Pipedrive's company settings: no create, update or delete.
 *
 * | unified                 | Pipedrive user                                |
 * |-------------------------|-----------------------------------------------|
 * | id, name                | id, name (first and last name split from it)  |
 * | emails, phone_numbers   | email, phone                                  |
 * | image                   | icon_url                                      |
 * | language                | the language of locale ("en_US" → "en")       |
 * | status                  | "active" or "inactive" (active_flag)          |
 * | created_at, updated_at  | created, modified ("YYYY-MM-DD HH:MM:SS", UTC) |
 */
import type { ModelOf } from '../../unified/define.js';
import { users } from '../../unified/crm/users.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger } from '../framework/paging/strategy.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import { restOne } from '../framework/rest/index.js';
import { isoTime, notFoundRule, V1 } from './api.js';

type User = ModelOf<typeof users>;

interface PipedriveUser {
  id: number;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  icon_url?: string | null;
  locale?: string | null;
  active_flag?: boolean;
  created?: string | null;
  modified?: string | null;
}

export const fromPipedriveUser = mapFields<PipedriveUser, User>({
  id: (user) => String(user.id),
  name: (user) => nonEmpty(user.name),
  first_name: (user) => splitName(user.name).first_name,
  last_name: (user) => splitName(user.name).last_name,
  emails: (user) => (nonEmpty(user.email) ? [{ email: user.email as string, type: 'work' as const }] : []),
  phone_numbers: (user) => (nonEmpty(user.phone) ? [{ number: user.phone as string, type: 'work' as const }] : []),
  image: (user) => nonEmpty(user.icon_url),
  language: (user) => (user.locale ? user.locale.split('_')[0]?.toLowerCase() ?? null : null),
  status: (user) => (user.active_flag === false ? 'inactive' : 'active'),
  updated_at: (user) => isoTime(user.modified),
  created_at: (user) => isoTime(user.created),
});

async function findUsers(ctx: ConnectorContext, term: string, byEmail: boolean): Promise<PipedriveUser[]> {
  const { body } = await ctx.http.request<{ data?: PipedriveUser[] | null }>({ method: 'GET', path: `${V1}/users/find`, query: { term, search_by_email: byEmail ? 1 : 0 } });
  return body.data ?? [];
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export const pipedriveUsers = implement(users, {
  downstream: { id: 'users', name: 'Users' },
  mapper: fromPipedriveUser,
  list: {
    paging: true,
    filters: ['email', 'name'],
    async run(ctx, { filter, limit, state }) {
      if (state !== undefined && !(hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset))) throw foreignCursor('offset');
      const offset = state === undefined ? 0 : (state as { offset: number }).offset;
      const email = typeof filter.email === 'string' ? filter.email : undefined;
      const name = typeof filter.name === 'string' ? filter.name : undefined;
      let found: PipedriveUser[];
      if (email !== undefined) found = await findUsers(ctx, email, true);
      else if (name !== undefined) found = await findUsers(ctx, name, false);
      else found = (await ctx.http.request<{ data?: PipedriveUser[] | null }>({ method: 'GET', path: `${V1}/users` })).body.data ?? [];
      const kept = found.filter((user) => (email === undefined || same(user.email, email)) && (name === undefined || same(user.name, name)));
      const page = kept.slice(offset, offset + limit);
      return { items: page.map((user) => fromPipedriveUser(user)), next: offset + limit < kept.length ? { offset: offset + limit } : null };
    },
  },
  one: restOne<PipedriveUser, User>({ path: `${V1}/users/{id}`, itemAt: 'data', map: (user) => fromPipedriveUser(user), notFound: notFoundRule('user') }),
});

/**
 * Unified users on Pipedrive users (API v1: /v1/users, /v1/users/{id}): the
 * people with access to the company. Pipedrive answers the whole list at
 * once (a company has tens of users, not thousands): unified pages are cut
 * from it (the kit's `whole` list), so cursor and limit work as on every
 * list. filter[email] and filter[name] go to /v1/users/find (a part of the
 * email or name) and are kept when they match exactly (any case). Users are
 * managed in Pipedrive's company settings: no create, update or delete.
 */
import { users } from '../../unified/crm/users.js';
import type { ModelOf } from '../../unified/define.js';
import type { ConnectorContext, ListPage } from '../framework/define.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import { idText } from '../kit/codecs.js';
import { withMappedValues } from '../kit/custom-mappings.js';
import { collection, fieldTable, pageInMemory } from '../kit/index.js';
import { pipedriveTime, V1 } from './api.js';
import { dataList, pipedriveV1Dialect } from './dialect.js';
import { same } from './search.js';

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

const userFields = fieldTable<ModelOf<typeof users>, PipedriveUser>({
  id: { at: 'id', codec: idText, write: false },
  name: { read: (user) => nonEmpty(user.name), write: false },
  first_name: { read: (user) => splitName(user.name).first_name, write: false },
  last_name: { read: (user) => splitName(user.name).last_name, write: false },
  emails: { read: (user) => (nonEmpty(user.email) ? [{ email: user.email as string, type: 'work' as const }] : []), write: false },
  phone_numbers: { read: (user) => (nonEmpty(user.phone) ? [{ number: user.phone as string, type: 'work' as const }] : []), write: false },
  image: { read: (user) => nonEmpty(user.icon_url), write: false },
  language: { read: (user) => (user.locale ? (user.locale.split('_')[0]?.toLowerCase() ?? null) : null), write: false },
  status: { read: (user) => (user.active_flag === false ? 'inactive' : 'active'), write: false },
  updated_at: { at: 'modified', codec: pipedriveTime, write: false },
  created_at: { at: 'created', codec: pipedriveTime, write: false },
});

async function findUsers(ctx: ConnectorContext, term: string, byEmail: boolean): Promise<PipedriveUser[]> {
  const { body } = await ctx.http.request<{ data?: PipedriveUser[] | null }>({ method: 'GET', path: `${V1}/users/find`, query: { term, search_by_email: byEmail ? 1 : 0 } });
  return [...dataList<PipedriveUser>(body)];
}

/** A page as Pipedrive's users answered before the kit: forward only. */
const forward = <T>(page: ListPage<T>): ListPage<T> => ({ items: page.items, next: page.next });

export const pipedriveUsers = collection(users, {
  // Asked without paging parameters: Pipedrive answers every user at once.
  dialect: { ...pipedriveV1Dialect, paging: undefined },
  downstream: { id: 'users', name: 'Users' },
  what: 'user',
  fields: userFields,
  path: `${V1}/users`,
  listAt: dataList,
  recordAt: 'data',
  filters: { email: () => ({}), name: () => ({}) },
  list: { whole: true },
  hooks: {
    async list(ctx, params, read) {
      const email = typeof params.filter.email === 'string' ? params.filter.email : undefined;
      const name = typeof params.filter.name === 'string' ? params.filter.name : undefined;
      if (email === undefined && name === undefined) return forward(await read(params));
      const found = await findUsers(ctx, (email ?? name) as string, email !== undefined);
      const kept = found.filter((user) => (email === undefined || same(user.email, email)) && (name === undefined || same(user.name, name)));
      return forward(await pageInMemory(params, async () => ({ items: kept.map((user) => withMappedValues(userFields(user), user, params.mapped)), next: null })));
    },
  },
});

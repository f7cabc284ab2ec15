/**
 * Unified collection users on the project's members
 * (GET /projects/{gid}/project_memberships): the people with access to the
 * project, which is what Asana calls its members. A member can also be a
 * team; teams are not users and are left out (a unified page is filled
 * from as many Asana pages as it takes, api.ts keptPage).
 * The list answers id and name (all a membership says of its member); get
 * checks the membership (`user=` filter) and then reads the user
 * (GET /users/{gid}) for the email and photo. Asana keeps one name, so
 * first_name and last_name are left out rather than guessed.
 */
import type { ModelOf } from '../../unified/define.js';
import { users } from '../../unified/issue-tracking/users.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { orEntityNotFound } from '../framework/not-found.js';
import type { QueryValue } from '../framework/http.js';
import { getRecord, GID, keptPage, notFound, optFields } from './api.js';
import { segment } from '../framework/rest/path.js';

interface AsanaUser {
  gid: string;
  resource_type?: string;
  name?: string;
  email?: string;
  photo?: { image_128x128?: string } | null;
}

interface Membership {
  member?: AsanaUser | null;
}

const MEMBER_FIELDS = optFields('member', 'member.name');

export const fromAsanaUser = mapFields<AsanaUser, ModelOf<typeof users>>({
  id: (user) => user.gid,
  name: (user) => user.name ?? null,
  email: (user) => user.email,
  photo_url: (user) => user.photo?.image_128x128,
});

async function memberships(ctx: ConnectorContext, collectionId: string, query: Record<string, QueryValue>) {
  if (!GID.test(collectionId)) throw notFound('project', collectionId);
  const path = `/projects/${segment(collectionId)}/project_memberships`;
  return orEntityNotFound(ctx.http.request<{ data: Membership[] }>({ method: 'GET', path, query: { opt_fields: MEMBER_FIELDS, ...query } }), () => notFound('project', collectionId));
}

const usersOf = (page: Membership[]) => page.map((membership) => membership.member).filter((member): member is AsanaUser => member?.resource_type === 'user');

export const asanaUsers = implement(users, {
  downstream: { id: 'project_membership', name: 'Project members' },
  mapper: fromAsanaUser,
  list: {
    paging: true,
    async run(ctx, { limit, state, parents }) {
      const collectionId = parents.collection_id as string;
      return keptPage<Membership, ModelOf<typeof users>>(ctx, {
        path: `/projects/${segment(collectionId)}/project_memberships`, limit, state,
        fetch: (query) => memberships(ctx, collectionId, query),
        keep: (membership) => membership.member?.resource_type === 'user',
        map: (membership) => fromAsanaUser(membership.member as AsanaUser),
      });
    },
  },
  async one(ctx, { id, parents }) {
    if (!GID.test(id)) throw notFound('user', id);
    const { body } = await memberships(ctx, parents.collection_id as string, { user: id });
    if (!usersOf(body.data ?? []).some((user) => user.gid === id)) throw notFound('member of this project', id);
    return fromAsanaUser(await getRecord<AsanaUser>(ctx, 'user', id, `/users/${segment(id)}`, optFields('name', 'email', 'photo')));
  },
});

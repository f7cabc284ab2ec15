/**
 * Unified collection users on the project's members
 * (GET /projects/{gid}/project_memberships): the people with access to the
 * project, which is what Asana calls its members. A member can also be a
 * team; teams are not users and are left out (a unified page is filled
 * from as many Asana pages as it takes, `fill`).
 * The list answers id and name (all a membership says of its member); get
 * checks the membership (`user=` filter) and then reads the user
 * (GET /users/{gid}) for the email and photo. Asana keeps one name, so
 * first_name and last_name are left out rather than guessed.
 */
import type { ModelOf } from '../../unified/define.js';
import { users } from '../../unified/issue-tracking/users.js';
import type { ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { collection, fieldTable } from '../kit/index.js';
import { GID, notFound, optFields } from './api.js';
import { asanaDialect } from './dialect.js';

interface AsanaUser {
  gid: string;
  resource_type?: string;
  name?: string;
  email?: string;
  photo?: { image_128x128?: string } | null;
}

const MEMBER_FIELDS = optFields('member', 'member.name');
const readOnly = { write: false } as const;

export const userFields = fieldTable<ModelOf<typeof users>, AsanaUser>({
  id: { at: 'gid', ...readOnly },
  name: { at: 'name', ...readOnly },
  // Left out, not null, where Asana does not say (a membership names its member only).
  email: { read: (user) => user.email, ...readOnly },
  photo_url: { read: (user) => user.photo?.image_128x128, ...readOnly },
});

const projectNotFound = (parents: Readonly<Record<string, string>>) => notFound('project', parents.collection_id as string);
// A membership's member says its type (a team is not a user); GET /users/{gid} answers a user, without saying so.
const isUser = (member: AsanaUser | null | undefined) => member != null && (member.resource_type ?? 'user') === 'user';

/** Whether the user is a member of the project (Asana's `user=` filter on its memberships). */
async function isMember(ctx: ConnectorContext, project: string, user: string): Promise<boolean> {
  const path = `/projects/${segment(project)}/project_memberships`;
  const request = ctx.http.request<{ data?: { member?: AsanaUser | null }[] }>({ method: 'GET', path, query: { opt_fields: MEMBER_FIELDS, user } });
  const { body } = await orEntityNotFound(request, () => notFound('project', project));
  return (body.data ?? []).some(({ member }) => isUser(member) && member?.gid === user);
}

export const asanaUsers = collection(users, {
  dialect: asanaDialect,
  downstream: { id: 'project_membership', name: 'Project members' },
  what: 'user',
  fields: userFields,
  path: '/projects/{collection_id}/project_memberships',
  recordPath: '/users/{id}',
  listAt: (body) => ((body as { data?: { member?: AsanaUser }[] }).data ?? []).map((membership) => membership.member as AsanaUser),
  recordAt: 'data',
  readQuery: { opt_fields: optFields('name', 'email', 'photo') },
  listQuery: { opt_fields: MEMBER_FIELDS },
  parentNotFound: projectNotFound,
  only: isUser,
  list: { fill: 10 },
  hooks: {
    async parents(ctx, parents, { name, id }) {
      if (!GID.test(parents.collection_id as string)) throw projectNotFound(parents);
      if (name === 'one' && id !== undefined) {
        if (!GID.test(id)) throw notFound('user', id);
        if (!(await isMember(ctx, parents.collection_id as string, id))) throw notFound('member of this project', id);
      }
      return parents;
    },
  },
});

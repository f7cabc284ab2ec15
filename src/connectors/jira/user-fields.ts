/**
 * Jira user (User) → unified CollectionUser (read only).
 *
 * | CollectionUser | Jira user                                                   |
 * |----------------|-------------------------------------------------------------|
 * | id             | accountId                                                   |
 * | name           | displayName                                                 |
 * | email          | emailAddress (absent when the user's profile hides it: null) |
 * | photo_url      | avatarUrls["48x48"], the largest size Jira offers           |
 *
 * first_name and last_name are left out: Jira keeps one display name and
 * splitting it would guess. Jira exposes no creation or update time of users.
 */
import type { ModelOf } from '../../unified/define.js';
import type { users } from '../../unified/issue-tracking/users.js';
import { codecs, fieldTable } from '../kit/index.js';

export type CollectionUser = ModelOf<typeof users>;

export interface JiraUser {
  accountId: string;
  displayName?: string;
  emailAddress?: string;
  avatarUrls?: Record<string, string>;
}

const readOnly = { write: false } as const;

export const userFields = fieldTable<CollectionUser, JiraUser>({
  id: { at: 'accountId', ...readOnly },
  name: { at: 'displayName', ...readOnly },
  email: { at: 'emailAddress', codec: codecs.text, ...readOnly },
  photo_url: { read: (user) => user.avatarUrls?.['48x48'] ?? null, ...readOnly },
});

/**
 * Jira user (User) → unified CollectionUser.
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
import { mapFields } from '../framework/field-mapper.js';

export type CollectionUser = ModelOf<typeof users>;

export interface JiraUser {
  accountId: string;
  displayName?: string;
  emailAddress?: string;
  avatarUrls?: Record<string, string>;
}

export const fromJiraUser = mapFields<JiraUser, CollectionUser>({
  id: (user) => user.accountId,
  name: (user) => user.displayName ?? null,
  email: (user) => (user.emailAddress === undefined || user.emailAddress === '' ? null : user.emailAddress),
  photo_url: (user) => user.avatarUrls?.['48x48'] ?? null,
});

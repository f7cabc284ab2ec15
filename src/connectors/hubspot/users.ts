/**
 * Unified users on HubSpot owners (GET /crm/v3/owners): the account's users
 * who can own records, so `owner_id` everywhere is one of these ids. Read
 * only: HubSpot's users are managed in the account's settings. filter[email]
 * is HubSpot's own `email` parameter; HubSpot cannot select owners by name.
 * The owner as HubSpot answers it is owner.ts.
 */
import { users } from '../../unified/crm/users.js';
import type { ModelOf } from '../../unified/define.js';
import { nonEmpty } from '../framework/person-fields.js';
import { cursorPaging } from '../framework/paging/index.js';
import { collection, fieldTable } from '../kit/index.js';
import { hubspotDialect } from './dialect.js';
import type { HubspotOwner } from './owner.js';
import { propertyDateTime, propertyText } from './record-fields.js';

type User = ModelOf<typeof users>;

const readOnly = { write: false } as const;

export const ownerFields = fieldTable<User, HubspotOwner>({
  id: { at: 'id', read: (owner) => String(owner.id), ...readOnly },
  name: { read: (owner) => [nonEmpty(owner.firstName), nonEmpty(owner.lastName)].filter(Boolean).join(' ') || null, reads: ['firstName', 'lastName'], ...readOnly },
  first_name: { at: 'firstName', codec: propertyText, ...readOnly },
  last_name: { at: 'lastName', codec: propertyText, ...readOnly },
  division: { read: (owner) => (owner.teams ?? []).find((team) => team.primary)?.name ?? null, reads: ['teams'], ...readOnly },
  status: { read: (owner) => (owner.archived ? 'inactive' : 'active'), reads: ['archived'], ...readOnly },
  emails: {
    read: (owner) => {
      const email = nonEmpty(owner.email);
      return email ? [{ email, type: 'primary' as const }] : [];
    },
    reads: ['email'],
    ...readOnly,
  },
  updated_at: { at: 'updatedAt', codec: propertyDateTime, ...readOnly },
  created_at: { at: 'createdAt', codec: propertyDateTime, ...readOnly },
});

export const hubspotUsers = collection(users, {
  dialect: hubspotDialect,
  downstream: { id: 'owners', name: 'Owners' },
  what: 'owner',
  fields: ownerFields,
  path: '/crm/v3/owners',
  listAt: 'results',
  filters: { email: 'email' },
  list: { paging: cursorPaging({ size: 'limit', max: 500, next: { param: 'after', at: 'paging.next.after' } }) },
});

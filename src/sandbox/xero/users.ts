/**
 * The organisation's users (GET /Users; GET /Users/{UserID}): the people who
 * sign in to it, with their role. Read only in the Accounting API (users are
 * invited in Xero's app). Expense claims and their receipts belong to a user,
 * and embed the user as written here. The list is never paged.
 *
 * Seeded with the emulator's OAuth users who connected the organisation
 * (same UserID, the subscriber first) and two staff members who claim
 * expenses.
 */
import { defineResource, type KitContext, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import { XERO_USERS, type XeroOrganisation } from './accounts.js';
import { API_BASE, xeroDialect } from './dialect.js';
import { guid, normalId, text, updatedAt } from './fields.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';

const ROLES = ['READONLY', 'INVOICEONLY', 'STANDARD', 'FINANCIALADVISER', 'MANAGEDCLIENT', 'CASHBOOKCLIENT', 'UNKNOWN', 'REMOVED'] as const;

export const users = defineResource<XeroOrganisation>({
  name: 'users',
  labels: { list: 'Users' },
  routes: {
    list: `GET ${API_BASE}/Users`,
    get: `GET ${API_BASE}/Users/:UserID`,
  },
  idParam: 'UserID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    id: guid('UserID'),
    EmailAddress: text(),
    FirstName: text(),
    LastName: text(),
    UpdatedDateUTC: updatedAt,
    IsSubscriber: { kind: 'boolean', default: false },
    OrganisationRole: { kind: 'string', enum: ROLES, default: 'STANDARD' },
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: { select: (records, ctx) => query(records, ctx) },
});

const query = xeroQuery({ typeName: 'User', resource: () => users, dialect: () => xeroDialect });

/** A user of the organisation by UserID, any case. */
export function userOf(ctx: KitContext<XeroOrganisation>, id: unknown): StoredRecord | undefined {
  return typeof id === 'string' ? ctx.tenant.table('users').get(normalId(id)) : undefined;
}

/** The user as expense claims and receipts embed it. */
export function userSummary(ctx: KitContext<XeroOrganisation>, id: unknown): Record<string, unknown> | undefined {
  const user = userOf(ctx, id);
  if (!user) return undefined;
  const { id: userId, ...rest } = user;
  return { UserID: userId, ...Object.fromEntries(['EmailAddress', 'FirstName', 'LastName', 'IsSubscriber', 'OrganisationRole'].filter((key) => rest[key] !== undefined).map((key) => [key, rest[key]])), UpdatedDateUTC: xeroDialect.time(rest.UpdatedDateUTC as number) };
}

/** The organisation's users: those who connected it (the first is the subscriber), then two staff. */
export function seedUsers(seed: SeedContext<XeroOrganisation>, since: number): StoredRecord[] {
  const domain = `${seed.account.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const connected = XERO_USERS.filter((user) => user.organisations.includes(seed.account.id)).map((user, index) => seed.put('users', {
    id: user.id, EmailAddress: user.email, FirstName: user.firstName, LastName: user.lastName, IsSubscriber: index === 0, OrganisationRole: 'FINANCIALADVISER', UpdatedDateUTC: since,
  }));
  const staff = Array.from({ length: 2 }, (_, index) => {
    const first = seed.faker.person.firstName();
    const last = seed.faker.person.lastName();
    return seed.put('users', {
      id: seed.faker.string.uuid(), EmailAddress: `${first}.${last}@${domain}`.toLowerCase(), FirstName: first, LastName: last,
      IsSubscriber: false, OrganisationRole: 'STANDARD', UpdatedDateUTC: since + (index + 1) * 86_400_000,
    });
  });
  return [...connected, ...staff];
}

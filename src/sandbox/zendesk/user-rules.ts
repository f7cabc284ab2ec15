/**
 * Zendesk's rules for writing a user, beyond what the field table says:
 * defaults by role, values derived from others (locale id, IANA zone), emails
 * and external ids unique among active users (case-insensitive), the
 * organization named by id (must exist) or by name (found or created), and
 * the email on update: the primary address is set on create only, a new one
 * is added as a further identity that no other user may then take. Every
 * rule a request breaks is reported together, as Zendesk's 422 does.
 */
import { fail, type KitContext, type RecordTable, type StoredRecord } from '../framework/kit/index.js';
import type { ZendeskAccount } from './account.js';
import { recordInvalid, type FieldError } from './errors.js';
import { SUPPORT_GROUP_ID } from './ids.js';
import { organizationNamed, organizations } from './organizations.js';
import { localeIdFor, resolveTimeZone } from './time-zones.js';

type Ctx = KitContext<ZendeskAccount>;

export const ZENDESK_ROLES = ['end-user', 'agent', 'admin'] as const;
/** The custom user fields defined on the demo account; every user carries all keys, null when unset. */
export const USER_FIELD_KEYS = ['customer_tier', 'account_number', 'contract_renewal_date', 'lifetime_value', 'marketing_opt_in'] as const;

const key = (value: unknown) => String(value).trim().toLowerCase();

/** The active user owning an email, primary or added later. */
export function findByEmail(users: RecordTable, email: string): StoredRecord | undefined {
  const wanted = key(email);
  return users.all().find((user) => user.active && [user.email, ...((user.otherEmails as string[] | undefined) ?? [])].some((owned) => owned && key(owned) === wanted));
}

/** What a role brings with it. */
function roleDefaults(role: string): Record<string, unknown> {
  const staff = role !== 'end-user';
  return {
    roleType: role === 'admin' ? 4 : null,
    defaultGroupId: staff ? SUPPORT_GROUP_ID : null,
    ticketRestriction: staff ? null : 'requested',
    restrictedAgent: role === 'agent',
    twoFactorAuthEnabled: staff ? false : null,
    reportCsv: staff,
  };
}

/** A user as Zendesk makes one before the request's own values are applied. */
export function blankUser(role: string): Record<string, unknown> {
  return {
    email: null, phone: null, sharedPhoneNumber: null, alias: '', details: '', notes: '', signature: '', organizationId: null, role,
    locale: 'en-US', timeZone: 'Eastern Time (US & Canada)', tags: [], externalId: null, moderator: role !== 'end-user',
    onlyPrivateComments: false, active: true, verified: false, suspended: false, shared: false, sharedAgent: false, chatOnly: false,
    lastLoginAt: null, ...roleDefaults(role), userFields: Object.fromEntries(USER_FIELD_KEYS.map((name) => [name, null])),
  };
}

/** Values that follow from others. */
function derived(user: Record<string, unknown>): Record<string, unknown> {
  return {
    localeId: localeIdFor(String(user.locale)),
    ianaTimeZone: resolveTimeZone(String(user.timeZone))?.iana,
    sharedPhoneNumber: user.phone == null ? null : (user.sharedPhoneNumber ?? false),
  };
}

/** What the request body says besides fields: `identities` (email and phone on create) and `organization` by name. */
function extras(ctx: Ctx, errors: FieldError[]): { email?: string; phone?: string; organizationName?: string } {
  const input = ((ctx.request.body as { user?: Record<string, unknown> }).user ?? {});
  const found: { email?: string; phone?: string; organizationName?: string } = {};
  for (const identity of Array.isArray(input.identities) ? input.identities : []) {
    const { type, value } = (identity ?? {}) as { type?: unknown; value?: unknown };
    if (typeof value !== 'string') continue;
    if (type === 'email' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) found.email ??= value.trim();
    if (type === 'phone_number' && !('phone' in input)) found.phone = value.trim();
  }
  const organization = input.organization as { name?: unknown } | null | undefined;
  if (organization !== undefined && organization !== null) {
    if (typeof organization === 'object' && typeof organization.name === 'string' && organization.name.trim() !== '') found.organizationName = organization.name.trim();
    else errors.push({ field: 'organization', description: 'Organization: is invalid', error: 'InvalidValue' });
  }
  return found;
}

function uniqueness(self: StoredRecord | undefined, values: Record<string, unknown>, ctx: Ctx, errors: FieldError[]): void {
  const table = ctx.tenant.table('users');
  if (typeof values.email === 'string') {
    const owner = findByEmail(table, values.email);
    if (owner && owner.id !== self?.id) errors.push({ field: 'email', description: `Email: ${values.email} is already being used by another user`, error: 'DuplicateValue' });
  }
  if (typeof values.externalId === 'string') {
    const wanted = key(values.externalId);
    const owner = table.all().find((user) => user.active && user.externalId != null && key(user.externalId) === wanted);
    if (owner && owner.id !== self?.id) errors.push({ field: 'external_id', description: `External: ${values.externalId} has already been taken`, error: 'DuplicateValue' });
  }
  if (values.organizationId != null && !ctx.tenant.table(organizations.name).has(String(values.organizationId))) {
    errors.push({ field: 'organization_id', description: 'Organization: is invalid', error: 'InvalidValue' });
  }
}

export function beforeCreate(user: StoredRecord, ctx: Ctx): void {
  const errors: FieldError[] = [];
  const { organizationName, ...identities } = extras(ctx, errors);
  const given = { ...user };
  for (const [name, value] of Object.entries({ ...blankUser(String(user.role ?? 'end-user')), ...identities })) if (user[name] === undefined) user[name] = value;
  user.userFields = { ...(user.userFields as object), ...(given.userFields as object | undefined) };
  if (given.name === undefined) errors.push({ field: 'name', description: 'Name:  is too short (minimum one character)', error: 'ValueTooShort' });
  uniqueness(undefined, user, ctx, errors);
  if (errors.length > 0) throw recordInvalid(errors);
  if (organizationName) user.organizationId = Number(organizationNamed(ctx, organizationName).id);
  Object.assign(user, derived(user));
}

export function beforeUpdate(user: StoredRecord, changes: Record<string, unknown>, ctx: Ctx): void {
  if (!user.active) throw fail.notFound('Not found');
  const errors: FieldError[] = [];
  const { organizationName } = extras(ctx, errors);
  if (changes.email === undefined) delete changes.email;
  uniqueness(user, changes, ctx, errors);
  if (errors.length > 0) throw recordInvalid(errors);
  if (organizationName) changes.organizationId = Number(organizationNamed(ctx, organizationName).id);
  if (changes.email !== undefined && user.email != null) {
    user.otherEmails = [...((user.otherEmails as string[] | undefined) ?? []), changes.email];
    delete changes.email;
  }
  // A new role brings its defaults; what the request sets explicitly wins. Tags are replaced, user fields merged.
  if (changes.role !== undefined && changes.role !== user.role) Object.assign(changes, roleDefaults(String(changes.role)), { ...changes });
  if (changes.userFields) changes.userFields = { ...(user.userFields as object), ...(changes.userFields as object) };
  Object.assign(changes, derived({ ...user, ...changes }));
}

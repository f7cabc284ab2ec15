/**
 * Users, as `UserObject` (UserForAdmin, what an agent sees) declares them in
 * Zendesk's OpenAPI description; customers are the users with role
 * end-user. Key order follows what Zendesk sends. Where Zendesk itself sends
 * null for a field the description types as a non-nullable string or integer
 * (email, last_login_at, default_group_id), the key is left out; free text
 * is an empty string.
 *
 * Served by the kit: List (role, role[] and external_id filters; only active
 * users), Show, Create (201) and Update. Show Self and Delete (soft: the
 * user stays, inactive) are Zendesk's own, in routes.ts; the write rules
 * beyond the field table are in user-rules.ts; the webhooks a change sends
 * are in webhook-events.ts.
 */
import { defineResource, fail, type FieldRule } from '../framework/kit/index.js';
import type { ZendeskAccount } from './auth.js';
import { nextId } from './ids.js';
import { pinSideloads } from './sideloads.js';
import { beforeCreate, beforeUpdate, USER_FIELD_KEYS, ZENDESK_ROLES } from './user-rules.js';
import { resolveTimeZone } from './time-zones.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const invalid = (field: string): never => {
  throw fail.validation(`${field} is invalid`, { field, code: 'invalid' });
};
const refuse = (field: string, description: string, code: string): never => {
  throw fail.validation(description, { field, code });
};

/** Free text: null clears it to the empty string Zendesk keeps. */
const text = (field: string): FieldRule => ({ kind: 'string', parse: (value) => (value === null ? '' : typeof value === 'string' ? value : invalid(field)) });

const readOnly = (kind: FieldRule['kind'], wire?: string, nullable = false): FieldRule => ({ kind, readOnly: true, nullable, ...(wire ? { wire } : {}) });

export const users = defineResource<ZendeskAccount>({
  name: 'users',
  labels: { one: 'user', many: 'users' },
  routes: {
    list: 'GET /api/v2/users',
    create: { route: 'POST /api/v2/users', status: 201 },
    get: 'GET /api/v2/users/:id',
    update: 'PUT /api/v2/users/:id',
  },
  newId: (_ctx, table) => nextId(table),
  fields: {
    id: { kind: 'integer', readOnly: true, format: Number },
    name: {
      kind: 'string',
      parse: (value) => (typeof value !== 'string' ? invalid('name') : value.trim() || refuse('name', 'Name:  is too short (minimum one character)', 'ValueTooShort')),
    },
    // A null email means "no email" (users may have none): nothing to set.
    email: {
      kind: 'string',
      parse: (value) => (value === null ? undefined : typeof value !== 'string' ? invalid('email') : EMAIL.test(value.trim()) ? value.trim() : refuse('email', `Email: ${value.trim()} is not properly formatted`, 'InvalidFormat')),
    },
    createdAt: readOnly('time', 'created_at'),
    updatedAt: readOnly('time', 'updated_at'),
    timeZone: {
      wire: 'time_zone',
      kind: 'string',
      parse: (value) => (typeof value !== 'string' ? invalid('time_zone') : resolveTimeZone(value)?.zendeskName ?? refuse('time_zone', `Time zone: ${value} is not included in the list`, 'InvalidValue')),
    },
    ianaTimeZone: readOnly('string', 'iana_time_zone'),
    phone: { kind: 'string', nullable: true, parse: (value) => (value === null || value === '' ? null : typeof value === 'string' ? value.trim() : invalid('phone')) },
    sharedPhoneNumber: { wire: 'shared_phone_number', kind: 'boolean', nullable: true },
    photo: readOnly('object', undefined, true),
    localeId: readOnly('integer', 'locale_id'),
    locale: { kind: 'string' },
    organizationId: {
      wire: 'organization_id',
      kind: 'integer',
      nullable: true,
      parse: (value) => (value === null || Number.isSafeInteger(value) ? value : invalid('organization_id')),
    },
    role: { kind: 'string', enum: ZENDESK_ROLES },
    verified: { kind: 'boolean' },
    externalId: {
      wire: 'external_id',
      kind: 'string',
      nullable: true,
      parse: (value) => (value === null || value === '' ? null : typeof value === 'string' || typeof value === 'number' ? String(value) : invalid('external_id')),
    },
    // Zendesk tags are single lowercase words: spaces become underscores, duplicates go.
    tags: {
      kind: 'array',
      parse: (value) =>
        Array.isArray(value) && value.every((tag) => typeof tag === 'string')
          ? [...new Set(value.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '_')).filter((tag) => tag !== ''))]
          : invalid('tags'),
    },
    alias: text('alias'),
    active: readOnly('boolean'),
    shared: readOnly('boolean'),
    sharedAgent: readOnly('boolean', 'shared_agent'),
    lastLoginAt: readOnly('time', 'last_login_at'),
    twoFactorAuthEnabled: readOnly('boolean', 'two_factor_auth_enabled', true),
    signature: text('signature'),
    details: text('details'),
    notes: text('notes'),
    roleType: readOnly('integer', 'role_type', true),
    customRoleId: readOnly('integer', 'custom_role_id', true),
    moderator: { kind: 'boolean' },
    ticketRestriction: { wire: 'ticket_restriction', kind: 'string', nullable: true, enum: ['organization', 'groups', 'assigned', 'requested'] },
    onlyPrivateComments: { wire: 'only_private_comments', kind: 'boolean' },
    restrictedAgent: { wire: 'restricted_agent', kind: 'boolean' },
    suspended: { kind: 'boolean' },
    defaultGroupId: readOnly('integer', 'default_group_id'),
    reportCsv: readOnly('boolean', 'report_csv'),
    chatOnly: readOnly('boolean', 'chat_only'),
    // Keys that are not defined user fields are dropped, as Zendesk drops them.
    userFields: {
      wire: 'user_fields',
      kind: 'object',
      parse(value) {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return invalid('user_fields');
        const known = Object.entries(value).filter(([key]) => (USER_FIELD_KEYS as readonly string[]).includes(key));
        for (const [key, field] of known) if (field !== null && !['string', 'number', 'boolean'].includes(typeof field)) invalid(`user_fields.${key}`);
        return Object.fromEntries(known);
      },
    },
  },
  timestamps: { created: 'createdAt', updated: 'updatedAt' },
  // What the account's webhooks report (webhook-events.ts); the soft delete in routes.ts emits user.deleted.
  events: { created: 'user.created', updated: 'user.updated' },
  filters: {
    // A role Zendesk does not know matches nobody; external ids compare case-insensitively.
    external_id: (user, value) => String(user.externalId ?? '').toLowerCase() === value.toLowerCase(),
  },
  hooks: {
    beforeCreate,
    beforeUpdate,
    // Soft-deleted users leave the list; `role` and `role[]` name the roles wanted (together, any of them).
    select(records, ctx) {
      const roles = [...ctx.request.query.getAll('role'), ...ctx.request.query.getAll('role[]')];
      return records.filter((user) => user.active && (roles.length === 0 || roles.includes(String(user.role))));
    },
    present: (wire, user, ctx) => {
      const { id, ...rest } = wire;
      return pinSideloads({ id, url: `${ctx.request.origin}/api/v2/users/${user.id}.json`, ...rest }, user, ctx);
    },
  },
});

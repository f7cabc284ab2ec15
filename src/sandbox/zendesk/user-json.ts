/**
 * The wire form of a user, as `UserObject` (UserForAdmin, what an agent sees)
 * declares it in Zendesk's OpenAPI description. Key order follows what Zendesk
 * sends. Where Zendesk itself sends null for a field the description types as a
 * non-nullable string or integer (email, alias, signature, details, notes,
 * last_login_at, default_group_id), we follow the description: empty strings
 * for free text, and the key left out when there is no value.
 */
import { toZendeskTime } from './timestamps.js';
import type { ZendeskUserRecord } from './types.js';

export type UserJson = Record<string, unknown>;

export function userUrl(baseUrl: string, id: number): string {
  return `${baseUrl}/api/v2/users/${id}.json`;
}

export function userJson(user: ZendeskUserRecord, baseUrl: string): UserJson {
  const json: UserJson = {
    id: user.id,
    url: userUrl(baseUrl, user.id),
    name: user.name,
  };
  if (user.email !== null) json.email = user.email;
  Object.assign(json, {
    created_at: toZendeskTime(user.createdAt),
    updated_at: toZendeskTime(user.updatedAt),
    time_zone: user.timeZone,
    iana_time_zone: user.ianaTimeZone,
    phone: user.phone,
    shared_phone_number: user.sharedPhoneNumber,
    photo: null,
    locale_id: user.localeId,
    locale: user.locale,
    organization_id: user.organizationId,
    role: user.role,
    verified: user.verified,
    external_id: user.externalId,
    tags: [...user.tags],
    alias: user.alias,
    active: user.active,
    shared: false,
    shared_agent: false,
  });
  if (user.lastLoginAt !== null) json.last_login_at = toZendeskTime(user.lastLoginAt);
  json.two_factor_auth_enabled = user.twoFactorAuthEnabled;
  json.signature = user.signature;
  json.details = user.details;
  json.notes = user.notes;
  json.role_type = user.roleType;
  json.custom_role_id = null;
  json.moderator = user.moderator;
  json.ticket_restriction = user.ticketRestriction;
  json.only_private_comments = user.onlyPrivateComments;
  json.restricted_agent = user.restrictedAgent;
  json.suspended = user.suspended;
  if (user.defaultGroupId !== null) json.default_group_id = user.defaultGroupId;
  json.report_csv = user.role !== 'end-user';
  json.chat_only = false;
  json.user_fields = { ...user.userFields };
  return json;
}

interface CachedText {
  baseUrl: string;
  revision: number;
  text: string;
}

/** Serialized users, reused until the record's revision (or the caller's host) changes. */
const textCache = new WeakMap<ZendeskUserRecord, CachedText>();

/**
 * `userJson` already serialized. Lists are the hot path (benchmarks page
 * through them), and a user's JSON only changes when the user is written.
 */
export function userJsonText(user: ZendeskUserRecord, baseUrl: string): string {
  const cached = textCache.get(user);
  if (cached && cached.revision === user.revision && cached.baseUrl === baseUrl) return cached.text;
  const text = JSON.stringify(userJson(user, baseUrl));
  textCache.set(user, { baseUrl, revision: user.revision, text });
  return text;
}

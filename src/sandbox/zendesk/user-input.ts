/**
 * Reads the `{"user": {...}}` body of Create User and Update User into a typed
 * set of changes. Type problems become Zendesk field errors (422); unknown and
 * read-only attributes (id, url, created_at, active, ...) are ignored, as
 * Zendesk ignores them.
 */
import { USER_FIELD_KEYS } from './seed-data.js';
import { resolveTimeZone } from './time-zones.js';
import { ZENDESK_ROLES, type UserFieldValue, type ZendeskRole } from './types.js';
import { fieldErrors, type FieldError } from './validation-errors.js';

export interface UserChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  sharedPhoneNumber?: boolean | null;
  alias?: string;
  details?: string;
  notes?: string;
  signature?: string;
  organizationId?: number | null;
  /** From `"organization": {"name": ...}`: Zendesk finds or creates it. */
  organizationName?: string;
  role?: ZendeskRole;
  locale?: string;
  timeZone?: { zendeskName: string; iana: string };
  tags?: string[];
  userFields?: Record<string, UserFieldValue>;
  externalId?: string | null;
  verified?: boolean;
  suspended?: boolean;
  moderator?: boolean;
  onlyPrivateComments?: boolean;
  restrictedAgent?: boolean;
  ticketRestriction?: string | null;
}

export type ParsedUserBody =
  | { kind: 'ok'; changes: UserChanges }
  | { kind: 'invalid'; errors: FieldError[] }
  /** The body has no `user` object at all. */
  | { kind: 'malformed' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TICKET_RESTRICTIONS = new Set(['organization', 'groups', 'assigned', 'requested']);
const KNOWN_USER_FIELDS = new Set<string>(USER_FIELD_KEYS);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Zendesk tags are single lowercase words: spaces become underscores, duplicates go. */
function normalizeTags(tags: readonly string[]): string[] {
  const cleaned = tags.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, '_')).filter((tag) => tag !== '');
  return [...new Set(cleaned)];
}

export function parseUserBody(body: unknown): ParsedUserBody {
  if (!isObject(body) || !isObject(body.user)) return { kind: 'malformed' };
  const input = body.user;
  const changes: UserChanges = {};
  const errors: FieldError[] = [];

  const text = (key: string, label: string, apply: (value: string) => void, nullAs?: string) => {
    if (!(key in input)) return;
    const value = input[key];
    if (typeof value === 'string') apply(value);
    else if (value === null && nullAs !== undefined) apply(nullAs);
    else errors.push(fieldErrors.invalid(key, label));
  };
  const flag = (key: string, label: string, apply: (value: boolean) => void) => {
    if (!(key in input)) return;
    const value = input[key];
    if (typeof value === 'boolean') apply(value);
    else errors.push(fieldErrors.invalid(key, label));
  };

  text('name', 'Name', (value) => {
    if (value.trim() === '') errors.push(fieldErrors.nameTooShort());
    else changes.name = value.trim();
  });
  // A null email means "no email" (Zendesk users may have none): nothing to set.
  if (input.email !== null) {
    text('email', 'Email', (value) => {
      const email = value.trim();
      if (!EMAIL_PATTERN.test(email)) errors.push(fieldErrors.emailFormat(email));
      else changes.email = email;
    });
  }
  // `identities` can carry the email and phone on create (Zendesk's own example does so).
  if (Array.isArray(input.identities)) {
    for (const identity of input.identities) {
      if (!isObject(identity) || typeof identity.value !== 'string') continue;
      if (identity.type === 'email' && changes.email === undefined && EMAIL_PATTERN.test(identity.value)) {
        changes.email = identity.value.trim();
      }
      if (identity.type === 'phone_number' && !('phone' in input)) changes.phone = identity.value.trim();
    }
  }
  if ('phone' in input) {
    const value = input.phone;
    if (value === null || value === '') changes.phone = null;
    else if (typeof value === 'string') changes.phone = value.trim();
    else errors.push(fieldErrors.invalid('phone', 'Phone'));
  }
  if ('shared_phone_number' in input) {
    const value = input.shared_phone_number;
    if (value === null || typeof value === 'boolean') changes.sharedPhoneNumber = value;
    else errors.push(fieldErrors.invalid('shared_phone_number', 'Shared phone number'));
  }
  text('alias', 'Alias', (value) => (changes.alias = value), '');
  text('details', 'Details', (value) => (changes.details = value), '');
  text('notes', 'Notes', (value) => (changes.notes = value), '');
  text('signature', 'Signature', (value) => (changes.signature = value), '');
  text('locale', 'Locale', (value) => (changes.locale = value));
  text('time_zone', 'Time zone', (value) => {
    const zone = resolveTimeZone(value);
    if (zone) changes.timeZone = zone;
    else errors.push({ field: 'time_zone', description: `Time zone: ${value} is not included in the list`, error: 'InvalidValue' });
  });
  text('role', 'Role', (value) => {
    if ((ZENDESK_ROLES as readonly string[]).includes(value)) changes.role = value as ZendeskRole;
    else errors.push(fieldErrors.invalid('role', 'Role'));
  });
  if ('organization_id' in input) {
    const value = input.organization_id;
    if (value === null || Number.isSafeInteger(value)) changes.organizationId = value as number | null;
    else errors.push(fieldErrors.invalid('organization_id', 'Organization'));
  }
  if ('organization' in input && input.organization !== null) {
    const org = input.organization;
    if (isObject(org) && typeof org.name === 'string' && org.name.trim() !== '') changes.organizationName = org.name.trim();
    else errors.push(fieldErrors.invalid('organization', 'Organization'));
  }
  if ('external_id' in input) {
    const value = input.external_id;
    if (value === null || value === '') changes.externalId = null;
    else if (typeof value === 'string' || typeof value === 'number') changes.externalId = String(value);
    else errors.push(fieldErrors.invalid('external_id', 'External'));
  }
  if ('tags' in input) {
    const value = input.tags;
    if (Array.isArray(value) && value.every((tag) => typeof tag === 'string')) changes.tags = normalizeTags(value);
    else errors.push(fieldErrors.invalid('tags', 'Tags'));
  }
  if ('user_fields' in input) {
    const value = input.user_fields;
    if (!isObject(value)) errors.push(fieldErrors.invalid('user_fields', 'User fields'));
    else {
      // Keys that are not defined fields are dropped, as Zendesk drops them.
      const fields: Record<string, UserFieldValue> = {};
      for (const [key, fieldValue] of Object.entries(value)) {
        if (!KNOWN_USER_FIELDS.has(key)) continue;
        const ok = fieldValue === null || ['string', 'number', 'boolean'].includes(typeof fieldValue);
        if (ok) fields[key] = fieldValue as UserFieldValue;
        else errors.push(fieldErrors.invalid(`user_fields.${key}`, key));
      }
      changes.userFields = fields;
    }
  }
  if ('ticket_restriction' in input) {
    const value = input.ticket_restriction;
    if (value === null || (typeof value === 'string' && TICKET_RESTRICTIONS.has(value))) changes.ticketRestriction = value;
    else errors.push(fieldErrors.invalid('ticket_restriction', 'Ticket restriction'));
  }
  flag('verified', 'Verified', (value) => (changes.verified = value));
  flag('suspended', 'Suspended', (value) => (changes.suspended = value));
  flag('moderator', 'Moderator', (value) => (changes.moderator = value));
  flag('only_private_comments', 'Only private comments', (value) => (changes.onlyPrivateComments = value));
  flag('restricted_agent', 'Restricted agent', (value) => (changes.restrictedAgent = value));

  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', changes };
}

/**
 * Intercom contacts (users and leads) as a kit resource: Create, Get, Update
 * (PUT), Delete and List (GET /contacts, which lists leads too). Search is
 * its own route (search.ts), archive and unarchive too (archive.ts).
 *
 * Intercom's rules kept here:
 * - a create needs an email, an external_id or a role; the role is "user"
 *   unless "lead" is asked for;
 * - a user's email and any contact's external_id are unique in the
 *   workspace: a second one is a 409 `conflict` naming the existing id, an
 *   archived one included ("An archived contact matching those details…");
 * - an archived contact is invisible to Get, Update, List and Search (404,
 *   absent) but Delete still removes it for good, as Intercom documents;
 * - `location` and the activity fields are Intercom's own (from the
 *   Messenger), never written through the REST API.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nullableString = { kind: 'string', nullable: true } as const;
const intercomTime = { kind: 'time', nullable: true } as const;
const readOnlyTime = { kind: 'time', nullable: true, readOnly: true } as const;
const readOnlyText = { kind: 'string', nullable: true, readOnly: true } as const;

function parseEmail(value: unknown): string {
  if (typeof value !== 'string' || (value !== '' && !EMAIL.test(value))) throw fail.validation('Invalid email address', { field: 'email' });
  return value;
}

function parseCustomAttributes(value: unknown): Record<string, unknown> | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw fail.validation('custom_attributes must be an object', { field: 'custom_attributes' });
  for (const [name, attribute] of Object.entries(value as Record<string, unknown>)) {
    if (attribute !== null && typeof attribute === 'object') throw fail.validation(`Custom attribute ${name} must be a string, number or boolean`, { field: `custom_attributes.${name}` });
  }
  return value as Record<string, unknown>;
}

/** A second user with this email, or a second contact with this external_id: Intercom's 409. */
function refuseDuplicates(record: StoredRecord, tenant: KitContext['tenant']): void {
  for (const other of tenant.table('contacts').all()) {
    if (other.id === record.id) continue;
    const sameEmail = record.role === 'user' && other.role === 'user' && typeof record.email === 'string' && record.email !== '' &&
      String(other.email ?? '').toLowerCase() === record.email.toLowerCase();
    const sameExternalId = typeof record.external_id === 'string' && other.external_id === record.external_id;
    if (sameEmail || sameExternalId) {
      const archived = other.archived === true ? 'An archived contact' : 'A contact';
      throw fail.conflict(`${archived} matching those details already exists with id=${other.id}`, { existing: other.id });
    }
  }
}

/** The reference lists Intercom writes on every contact: empty here, with the URLs to page them. */
function references(id: string) {
  const list = (path: string) => ({ type: 'list', data: [], url: `/contacts/${id}/${path}`, total_count: 0, has_more: false });
  return { tags: list('tags'), notes: list('notes'), companies: list('companies') };
}

/** A contact as Intercom writes it, in answers and in webhook notifications: the field table's fields and Intercom's own. */
export function writtenContact(wire: Record<string, unknown>, record: StoredRecord): Record<string, unknown> {
  const email = typeof record.email === 'string' ? record.email : '';
  return {
    type: 'contact',
    ...wire,
    email,
    email_domain: email.includes('@') ? email.slice(email.indexOf('@') + 1) : '',
    custom_attributes: wire.custom_attributes ?? {},
    avatar: { type: 'avatar', image_url: null },
    ...references(record.id),
    social_profiles: { type: 'list', data: [] },
  };
}

export const contacts = defineResource<IntercomAccount>({
  name: 'contacts',
  labels: { object: 'contact' },
  routes: {
    list: 'GET /contacts',
    create: 'POST /contacts',
    get: 'GET /contacts/:id',
    update: 'PUT /contacts/:id',
    delete: 'DELETE /contacts/:id',
  },
  // Intercom ids are 24 hex digits (a BSON object id).
  newId: (ctx) => ctx.faker.string.hexadecimal({ length: 24, casing: 'lower', prefix: '' }),
  fields: {
    id: { kind: 'string', readOnly: true },
    workspace_id: { kind: 'string', readOnly: true },
    external_id: { kind: 'string', nullable: true, maxLength: 255 },
    role: { kind: 'string', enum: ['user', 'lead'], default: 'user' },
    email: { kind: 'string', parse: parseEmail },
    phone: { ...nullableString, maxLength: 255 },
    name: { ...nullableString, maxLength: 255 },
    owner_id: nullableString,
    has_hard_bounced: { kind: 'boolean', readOnly: true, default: false },
    marked_email_as_spam: { kind: 'boolean', readOnly: true, default: false },
    unsubscribed_from_emails: { kind: 'boolean', default: false },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
    signed_up_at: intercomTime,
    last_seen_at: intercomTime,
    last_replied_at: readOnlyTime,
    last_contacted_at: readOnlyTime,
    last_email_opened_at: readOnlyTime,
    last_email_clicked_at: readOnlyTime,
    language_override: readOnlyText,
    browser: readOnlyText,
    browser_version: readOnlyText,
    browser_language: readOnlyText,
    os: readOnlyText,
    custom_attributes: { kind: 'object', parse: parseCustomAttributes, default: {} },
    location: { kind: 'object', readOnly: true },
  },
  alsoAccepted: ['avatar', 'email_verified'],
  timestamps: { created: 'created_at', updated: 'updated_at' },
  // Turned into Intercom's webhook topics by webhooks.ts; archive.ts emits contact.archived and contact.unarchive.
  events: { created: 'contact.created', updated: 'contact.updated', deleted: 'contact.deleted' },
  hooks: {
    beforeCreate(record, ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (body.email === undefined && body.external_id === undefined && body.role === undefined) {
        throw fail.validation('Please provide at least one of email, external_id or role', { code: 'parameter_not_found' });
      }
      record.workspace_id = ctx.account.id;
      record.location = { type: 'location', country: null, region: null, city: null };
      refuseDuplicates(record, ctx.tenant);
    },
    beforeUpdate(record, changes, ctx) {
      refuseDuplicates({ ...record, ...changes }, ctx.tenant);
    },
    present(wire, record, ctx) {
      // Archived contacts are hidden from everything but a permanent delete.
      if (record.archived === true && ctx.request.method !== 'DELETE') throw fail.notFound('User Not Found');
      return writtenContact(wire, record);
    },
    select: (records) => records.filter((record) => record.archived !== true),
  },
});

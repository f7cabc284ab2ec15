/**
 * Zendesk Support users with role "end-user" as unified Customer Support
 * customers (Zendesk fields as in the Users API reference): the table below
 * is the read mapper, the write body and the coverage.
 *
 * | unified       | Zendesk user          | read                                    | write                                                  |
 * |---------------|-----------------------|-----------------------------------------|--------------------------------------------------------|
 * | id            | id                    | the integer as a string                 | read-only                                              |
 * | first_name    | name                  | name up to its first space              | name = first and last name joined by a space; on update|
 * | last_name     | name                  | name after its first space              | the half not given is kept (customers.ts)              |
 * | company_name  | organization_id       | the side-loaded organization's name     | organization: {name} (Zendesk finds or creates it);    |
 * |               |                       |                                         | null or "" → organization_id: null                     |
 * | individual    | —                     | true: every Zendesk user is a person    | ignored                                                |
 * | emails        | email (primary)       | [{email, type: "primary"}] when set     | the primary entry, else the first (on update Zendesk   |
 * |               |                       |                                         | adds it as a secondary address)                        |
 * | phone_numbers | phone (primary)       | [{number, type: "primary"}] when set    | the primary entry, else the first; [] → null           |
 * | addresses     | details               | [{type: "primary", string: details}]    | the first address's string, else its parts joined      |
 * | notes         | notes                 | "" → null                               | notes; null → ""                                       |
 * | status        | active, suspended     | deleted or suspended → "archived"       | active/archived → suspended; "unknown" ignored;        |
 * |               |                       |                                         | "gdpr-erasure-request" refused (400)                   |
 * | created_at, updated_at | created_at, updated_at | YYYY-MM-DDTHH:MM:SS.sssZ       | read-only                                              |
 *
 * tax_number, currency, bank_accounts, created_by, updated_by: Zendesk users
 * have no such data. Further identities (extra emails and phone numbers) are
 * a Zendesk resource of their own (User Identities), not mapped here.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { customers } from '../../unified/customer-support/customers.js';
import type { ModelOf } from '../../unified/define.js';
import { nonEmpty, primaryOf, trimmed } from '../framework/person-fields.js';
import { codecs, fieldTable, oneEmail, oneName, onePhone } from '../kit/index.js';
import type { ZendeskOrganization, ZendeskUser } from './wire-types.js';

export type Customer = ModelOf<typeof customers>;
type Address = NonNullable<Customer['addresses']>[number];

/** The role that makes a Zendesk user a customer. */
export const END_USER_ROLE = 'end-user';

/** Organization names by id, from a response's side-loaded `organizations`. */
export function organizationNames(organizations: readonly ZendeskOrganization[] | undefined): Map<number, string> {
  return new Map((organizations ?? []).map((organization) => [organization.id, organization.name]));
}

/** Zendesk's `details` is free text "such as an address": one line per address is all it holds. */
export function addressText(address: Address): string {
  const whole = trimmed(address.string);
  if (whole) return whole;
  const street = [trimmed(address.street_number), trimmed(address.line1)].filter(Boolean).join(' ');
  const parts = [street, address.line2, address.line3, address.line4, address.city, address.state, address.postal_code, address.country];
  return parts.map((part) => trimmed(part)).filter(Boolean).join(', ');
}

/** The one Zendesk name of a write's two halves; on update a half not given comes from the current name. */
export { joinedName as nameFor } from '../kit/index.js';

function suspendedFor(status: Customer['status']): Record<string, unknown> {
  if (status === 'active') return { suspended: false };
  if (status === 'archived') return { suspended: true };
  if (status === 'gdpr-erasure-request') {
    // Zendesk erases a user only through a separate, irreversible permanent deletion: never as a side effect.
    throw new ApiError('RequestValidationError', {
      message: 'Zendesk cannot record a GDPR erasure request on a user; delete the customer, then erase it permanently in Zendesk',
      detail: { status: 'gdpr-erasure-request is not supported by zendesk' },
    });
  }
  return {}; // "unknown": nothing to tell Zendesk.
}

/** Organization names come in as the context: side-loaded once per page, not fetched per user. */
export const customerFields = fieldTable<Customer, ZendeskUser, ReadonlyMap<number, string>>({
  id: { at: 'id', codec: codecs.idText, write: false },
  company_name: {
    read: (user, organizations) => (user.organization_id == null ? null : (organizations.get(user.organization_id) ?? null)),
    reads: ['organization_id'],
    write: (company) => (trimmed(company) ? { organization: { name: trimmed(company) } } : { organization_id: null }),
  },
  ...oneName('name'),
  individual: { read: () => true, write: false },
  addresses: {
    read: (user) => (nonEmpty(user.details) === null ? [] : [{ type: 'primary', string: nonEmpty(user.details) as string }]),
    reads: ['details'],
    write: (addresses) => ({ details: primaryOf(addresses ?? []) ? addressText(primaryOf(addresses ?? []) as Address) : '' }),
  },
  notes: { at: 'notes', codec: codecs.text, write: (notes) => ({ notes: notes ?? '' }) },
  phone_numbers: onePhone('phone'),
  emails: oneEmail('email'),
  // A deleted user (active: false) and a suspended one can no longer sign in or open tickets.
  status: { read: (user) => (user.active === false || user.suspended === true ? 'archived' : 'active'), reads: ['active', 'suspended'], write: (status) => suspendedFor(status) },
  created_at: { at: 'created_at', codec: codecs.isoDateTime },
  updated_at: { at: 'updated_at', codec: codecs.isoDateTime },
});

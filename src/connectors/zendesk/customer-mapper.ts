/**
 * Zendesk Support users with role "end-user" as unified Customer Support
 * customers, read side. The write side is customer-input.ts; both follow this
 * table (Zendesk fields as in the Users API reference).
 *
 * | unified         | Zendesk user                  | read                                         | write (create, update)                              |
 * |-----------------|-------------------------------|----------------------------------------------|-----------------------------------------------------|
 * | id              | id                            | the integer as a string                      | read-only                                           |
 * | first_name      | name                          | name up to its first space                   | name = first_name and last_name joined by a space   |
 * | last_name       | name                          | name after its first space; null if none     | (with first_name; the other half is kept on update) |
 * | company_name    | organization_id               | name of the side-loaded organization; null   | organization: {name} (Zendesk finds or creates it); |
 * |                 |                               | when the user has none                       | null or "" → organization_id: null                  |
 * | individual      | —                             | true: every Zendesk user is a person         | ignored                                             |
 * | emails          | email (primary)               | [{email, type: "primary"}] when set          | email = the primary entry, else the first; on update|
 * |                 |                               |                                              | Zendesk adds it as a secondary address              |
 * | phone_numbers   | phone (primary)               | [{number, type: "primary"}] when set         | phone = the primary entry, else the first; [] → null|
 * | addresses       | details                       | [{type: "primary", string: details}] when set| details = first address's string, else its parts    |
 * |                 |                               |                                              | joined with ", "; [] → ""                           |
 * | notes           | notes                         | "" → null                                    | notes; null → ""                                    |
 * | status          | active, suspended             | deleted or suspended → "archived", else      | "active" → suspended: false; "archived" →           |
 * |                 |                               | "active"                                     | suspended: true; "unknown" ignored;                 |
 * |                 |                               |                                              | "gdpr-erasure-request" refused (400)                |
 * | created_at      | created_at                    | YYYY-MM-DDTHH:MM:SS.sssZ                     | read-only                                           |
 * | updated_at      | updated_at                    | YYYY-MM-DDTHH:MM:SS.sssZ                     | read-only                                           |
 * | tax_number, currency, bank_accounts, created_by, updated_by: Zendesk users have no such data; left out, ignored on write. |
 *
 * Zendesk's further identities (extra emails and phone numbers) are a resource
 * of their own (User Identities) and are not part of this mapping.
 */
import { toIsoDateTime } from '../../core/dates.js';
import type { ModelOf } from '../../unified/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import type { customers } from '../../unified/customer-support/customers.js';
import type { ZendeskOrganization, ZendeskUser } from './wire-types.js';

export { splitName };

export type Customer = ModelOf<typeof customers>;

/** The role that makes a Zendesk user a customer. */
export const END_USER_ROLE = 'end-user';

/** Organization names by id, from a response's side-loaded `organizations`. */
export function organizationNames(organizations: readonly ZendeskOrganization[] | undefined): Map<number, string> {
  return new Map((organizations ?? []).map((organization) => [organization.id, organization.name]));
}

function toStatus(user: ZendeskUser): Customer['status'] {
  // A deleted user (active: false) and a suspended one can no longer sign in or open tickets.
  if (user.active === false || user.suspended === true) return 'archived';
  return 'active';
}

/**
 * The mapping table above as code. Organization names come in as the context:
 * they are side-loaded once per page, not fetched per user.
 */
export const fromZendeskUser = mapFields<ZendeskUser, Customer, ReadonlyMap<number, string>>({
  id: (user) => String(user.id),
  company_name: (user, organizations) => {
    const organizationId = user.organization_id ?? null;
    return organizationId === null ? null : (organizations.get(organizationId) ?? null);
  },
  first_name: (user) => splitName(user.name).first_name,
  last_name: (user) => splitName(user.name).last_name,
  individual: () => true,
  addresses: (user) => {
    const details = nonEmpty(user.details);
    return details === null ? [] : [{ type: 'primary', string: details }];
  },
  notes: (user) => nonEmpty(user.notes),
  phone_numbers: (user) => {
    const phone = nonEmpty(user.phone);
    return phone === null ? [] : [{ number: phone, type: 'primary' }];
  },
  emails: (user) => {
    const email = nonEmpty(user.email);
    return email === null ? [] : [{ email, type: 'primary' }];
  },
  status: toStatus,
  created_at: (user) => toIsoDateTime(user.created_at),
  updated_at: (user) => toIsoDateTime(user.updated_at),
});

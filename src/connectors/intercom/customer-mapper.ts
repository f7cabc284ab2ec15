/**
 * Intercom contacts with role "user" as unified Customer Support customers,
 * read side; the write side is customer-input.ts. Both follow this table.
 *
 * | unified       | Intercom contact  | read                                          | write (create, update)                              |
 * |---------------|-------------------|-----------------------------------------------|-----------------------------------------------------|
 * | id            | id                | as is (24 hex digits)                         | read-only                                           |
 * | first_name    | name              | name up to its first space                    | name = first_name and last_name joined by a space;  |
 * | last_name     | name              | name after its first space; null if none      | on update the half not given is kept                |
 * | individual    | —                 | true: a user is a person                      | ignored                                             |
 * | emails        | email             | [{email, type: "primary"}] unless empty       | email = the primary entry, else the first           |
 * | phone_numbers | phone             | [{number, type: "primary"}] when set          | phone = the primary entry, else the first; [] → null|
 * | status        | (archive)         | "active": Intercom hides archived contacts    | "archived" → POST /contacts/{id}/archive after the  |
 * |               |                   | from every read, so any contact read is active| write; "active"/"unknown" nothing;                  |
 * |               |                   |                                               | "gdpr-erasure-request" refused (400)                |
 * | created_at    | created_at        | UNIX seconds → ISO 8601                       | read-only                                           |
 * | updated_at    | updated_at        | UNIX seconds → ISO 8601                       | read-only                                           |
 *
 * Not mapped, on purpose: `location` is Intercom's guess from the visitor's
 * IP address, not an address the customer gave, and the REST API cannot
 * write it, so it is not offered as `addresses`; `notes` and `companies` are
 * resources of their own (one call each per contact); `external_id` and
 * `custom_attributes` have no unified field. Unified fields without an
 * Intercom counterpart (company_name, addresses, notes, tax_number, currency,
 * bank_accounts) are ignored on write, as on every connector.
 */
import { toIsoDateTime } from '../../core/dates.js';
import type { ModelOf } from '../../unified/define.js';
import type { customers } from '../../unified/customer-support/customers.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty, splitName } from '../framework/person-fields.js';
import type { IntercomContact } from './wire-types.js';

export type Customer = ModelOf<typeof customers>;

/** The role that makes an Intercom contact a customer; leads are anonymous or prospective visitors. */
export const USER_ROLE = 'user';

function isoFromSeconds(seconds: number | undefined): string | null {
  return typeof seconds === 'number' ? toIsoDateTime(new Date(seconds * 1000)) : null;
}

export const fromIntercomContact = mapFields<IntercomContact, Customer>({
  id: (contact) => contact.id,
  first_name: (contact) => splitName(contact.name).first_name,
  last_name: (contact) => splitName(contact.name).last_name,
  individual: () => true,
  phone_numbers: (contact) => {
    const phone = nonEmpty(contact.phone);
    return phone === null ? [] : [{ number: phone, type: 'primary' }];
  },
  emails: (contact) => {
    const email = nonEmpty(contact.email);
    return email === null ? [] : [{ email, type: 'primary' }];
  },
  status: () => 'active',
  created_at: (contact) => isoFromSeconds(contact.created_at),
  updated_at: (contact) => isoFromSeconds(contact.updated_at),
});

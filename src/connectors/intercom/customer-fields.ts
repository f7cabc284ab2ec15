/**
 * Intercom contacts with role "user" as unified Customer Support customers:
 * the table below is the read mapper, the write body and the coverage.
 *
 * | unified       | Intercom contact  | read                                          | write (create, update)                              |
 * |---------------|-------------------|-----------------------------------------------|-----------------------------------------------------|
 * | id            | id                | as is (24 hex digits)                         | read-only                                           |
 * | first_name    | name              | name up to its first space                    | name = first_name and last_name joined by a space;  |
 * | last_name     | name              | name after its first space; null if none      | on update the half not given is kept (customers.ts) |
 * | individual    | —                 | true: a user is a person                      | ignored                                             |
 * | emails        | email             | [{email, type: "primary"}] unless empty       | email = the primary entry, else the first           |
 * | phone_numbers | phone             | [{number, type: "primary"}] when set          | phone = the primary entry, else the first; [] → null|
 * | status        | (archive)         | "active": Intercom hides archived contacts    | "archived" → POST /contacts/{id}/archive after the  |
 * |               |                   | from every read, so any contact read is active| write (customers.ts); "active"/"unknown" nothing;   |
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
import { ApiError } from '../../core/errors/api-error.js';
import type { customers } from '../../unified/customer-support/customers.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable, oneEmail, oneName, onePhone, type Codec } from '../kit/index.js';

export type Customer = ModelOf<typeof customers>;

/** The parts of Intercom's contact (API 2.16) the connector reads and writes. Times are UNIX seconds. */
export interface IntercomContact {
  type: 'contact';
  id: string;
  external_id?: string | null;
  /** "user" or "lead". */
  role: string;
  email?: string;
  phone?: string | null;
  name?: string | null;
  created_at?: number;
  updated_at?: number;
}

/** The role that makes an Intercom contact a customer; leads are anonymous or prospective visitors. */
export const USER_ROLE = 'user';

/** Intercom's times are UNIX seconds. */
const unixSeconds: Codec<string, number> = {
  read: (seconds) => (typeof seconds === 'number' ? toIsoDateTime(new Date(seconds * 1000)) : null),
  write: (iso) => Math.floor(Date.parse(iso) / 1000),
};

/** Archiving is a call of its own (customers.ts); a GDPR request is refused before any call. */
function refuseErasure(status: Customer['status']): Record<string, unknown> {
  if (status === 'gdpr-erasure-request') {
    throw new ApiError('RequestValidationError', {
      message: 'Intercom cannot record a GDPR erasure request on a contact; delete the customer instead (Intercom deletes it permanently)',
      detail: { status: 'gdpr-erasure-request is not supported by intercom' },
    });
  }
  return {};
}

export const customerFields = fieldTable<Customer, IntercomContact>({
  id: { at: 'id', write: false },
  // Intercom clears a name with null.
  ...oneName('name', null),
  individual: { read: () => true, write: false },
  phone_numbers: onePhone('phone'),
  emails: oneEmail('email'),
  status: { read: () => 'active', write: refuseErasure },
  created_at: { at: 'created_at', codec: unixSeconds, write: false },
  updated_at: { at: 'updated_at', codec: unixSeconds, write: false },
});

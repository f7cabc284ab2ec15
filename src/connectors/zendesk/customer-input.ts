/**
 * Unified customer → the `user` object of Zendesk's Create User and Update
 * User, following the table in customer-mapper.ts. Only fields present in the
 * request are sent, so an update changes what the caller named and nothing else.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { WriteModel } from '../framework/define.js';
import { phoneText, primaryOf, splitName, trimmed } from '../framework/person-fields.js';
import type { Customer } from './customer-mapper.js';
import type { ZendeskUserInput } from './wire-types.js';

// The phone's one-string form is shared with other platforms; tests and callers reach it here too.
export { phoneText };

type Address = NonNullable<Customer['addresses']>[number];

/** Zendesk's `details` is free text "such as an address": one line per address is all it holds. */
export function addressText(address: Address): string {
  const whole = trimmed(address.string);
  if (whole) return whole;
  const street = [trimmed(address.street_number), trimmed(address.line1)].filter(Boolean).join(' ');
  const parts = [street, address.line2, address.line3, address.line4, address.city, address.state, address.postal_code, address.country];
  return parts.map((part) => trimmed(part)).filter(Boolean).join(', ');
}

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [trimmed(first), trimmed(last)].filter(Boolean).join(' ');
}

/**
 * The Zendesk name for a write, or undefined when neither half is given. On
 * update, a half that is not given keeps its current value (`currentName`).
 */
function nameFor(record: WriteModel<Customer>, currentName: string | undefined): string | undefined {
  const hasFirst = record.first_name !== undefined;
  const hasLast = record.last_name !== undefined;
  if (!hasFirst && !hasLast) return undefined;
  const current = splitName(currentName);
  return fullName(hasFirst ? record.first_name : current.first_name, hasLast ? record.last_name : current.last_name);
}

function suspendedFor(status: Customer['status']): boolean | undefined {
  if (status === 'active') return false;
  if (status === 'archived') return true;
  if (status === 'gdpr-erasure-request') {
    // Zendesk erases a user only through a separate, irreversible permanent deletion: never as a side effect.
    throw new ApiError('RequestValidationError', {
      message: 'Zendesk cannot record a GDPR erasure request on a user; delete the customer, then erase it permanently in Zendesk',
      detail: { status: 'gdpr-erasure-request is not supported by zendesk' },
    });
  }
  return undefined; // "unknown" or null: nothing to tell Zendesk.
}

/** Whether an update must read the user first to keep the half of the name it does not change. */
export function needsCurrentName(record: WriteModel<Customer>): boolean {
  return (record.first_name !== undefined) !== (record.last_name !== undefined);
}

export function toZendeskUserInput(record: WriteModel<Customer>, currentName?: string): ZendeskUserInput {
  const user: ZendeskUserInput = {};
  const name = nameFor(record, currentName);
  if (name !== undefined) user.name = name;

  const email = primaryOf(record.emails);
  if (email) user.email = email.email.trim();
  if (record.phone_numbers !== undefined) {
    const phone = primaryOf(record.phone_numbers);
    user.phone = phone ? phoneText(phone) : null;
  }
  if (record.company_name !== undefined) {
    const company = trimmed(record.company_name);
    if (company) user.organization = { name: company };
    else user.organization_id = null;
  }
  if (record.addresses !== undefined) {
    const address = primaryOf(record.addresses);
    user.details = address ? addressText(address) : '';
  }
  if (record.notes !== undefined) user.notes = record.notes ?? '';
  const suspended = suspendedFor(record.status);
  if (suspended !== undefined) user.suspended = suspended;
  return user;
}

/**
 * Unified customer → the body of Intercom's Create Contact and Update
 * Contact, following the table in customer-mapper.ts. Only fields present in
 * the request are sent, so an update changes what the caller named.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { WriteModel } from '../framework/define.js';
import { phoneText, primaryOf, splitName, trimmed } from '../framework/person-fields.js';
import type { Customer } from './customer-mapper.js';
import type { IntercomContactInput } from './wire-types.js';

/** Whether an update must read the contact first to keep the half of the name it does not change. */
export function needsCurrentName(record: WriteModel<Customer>): boolean {
  return (record.first_name !== undefined) !== (record.last_name !== undefined);
}

function nameFor(record: WriteModel<Customer>, currentName: string | null | undefined): string | null | undefined {
  if (record.first_name === undefined && record.last_name === undefined) return undefined;
  const current = splitName(currentName);
  const first = record.first_name !== undefined ? record.first_name : current.first_name;
  const last = record.last_name !== undefined ? record.last_name : current.last_name;
  const name = [trimmed(first), trimmed(last)].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** Whether the write asks for the contact to be archived (done with a call of its own after the write). */
export function archiveRequested(record: WriteModel<Customer>): boolean {
  if (record.status === 'gdpr-erasure-request') {
    throw new ApiError('RequestValidationError', {
      message: 'Intercom cannot record a GDPR erasure request on a contact; delete the customer instead (Intercom deletes it permanently)',
      detail: { status: 'gdpr-erasure-request is not supported by intercom' },
    });
  }
  return record.status === 'archived';
}

export function toIntercomContactInput(record: WriteModel<Customer>, currentName?: string | null): IntercomContactInput {
  const contact: IntercomContactInput = {};
  const name = nameFor(record, currentName);
  if (name !== undefined) contact.name = name;
  const email = primaryOf(record.emails);
  if (email) contact.email = email.email.trim();
  if (record.phone_numbers !== undefined) {
    const phone = primaryOf(record.phone_numbers);
    contact.phone = phone ? phoneText(phone) : null;
  }
  return contact;
}

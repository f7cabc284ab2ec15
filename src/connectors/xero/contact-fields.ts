/**
 * Customers and suppliers ← Xero contacts (/Contacts), one table for each
 * side: they differ in the tax type they carry (AccountsReceivableTaxType,
 * AccountsPayableTaxType). Xero sets GDPRREQUEST itself. A person's names
 * name a new contact (contacts.ts); on an update they change FirstName and
 * LastName only, not the contact's Name.
 */
import type { Static } from 'typebox';
import type { Customer } from '../../unified/accounting/customers.js';
import { fieldTable, type FieldTable } from '../kit/index.js';
import { addressesFrom, addressesTo, emailsFrom, phonesFrom, phonesTo, websitesFrom, type XeroAddress, type XeroPhone } from './contact-parts.js';
import { instantAt, put, textAt } from './field-rules.js';
import { text } from './values.js';

export interface XeroContact {
  ContactID: string;
  ContactNumber?: string;
  ContactStatus?: 'ACTIVE' | 'ARCHIVED' | 'GDPRREQUEST';
  Name?: string;
  FirstName?: string;
  LastName?: string;
  EmailAddress?: string;
  BankAccountDetails?: string;
  TaxNumber?: string;
  AccountsReceivableTaxType?: string;
  AccountsPayableTaxType?: string;
  Addresses?: XeroAddress[];
  Phones?: XeroPhone[];
  IsSupplier?: boolean;
  IsCustomer?: boolean;
  DefaultCurrency?: string;
  Website?: string;
  UpdatedDateUTC?: string;
}

export type Side = 'customer' | 'supplier';

const STATUSES = { ACTIVE: 'active', ARCHIVED: 'archived', GDPRREQUEST: 'gdpr-erasure-request' } as const;

// Customers' and suppliers' fields alike, as the customer model types them.
type Contact = Static<typeof Customer>;

export function contactFields<T>(side: Side): FieldTable<T, XeroContact> {
  const taxType = side === 'customer' ? 'AccountsReceivableTaxType' : 'AccountsPayableTaxType';
  const table = fieldTable<Contact, XeroContact>({
    id: { at: 'ContactID', write: false },
    display_id: textAt('ContactNumber'),
    display_name: { read: (contact) => text(contact.Name), write: (name) => (name ? { Name: name } : {}) },
    company_name: { read: (contact) => text(contact.Name), write: (name, record) => (!record.display_name && name ? { Name: name } : {}) },
    first_name: textAt('FirstName'),
    last_name: textAt('LastName'),
    addresses: { read: (contact) => addressesFrom(contact.Addresses), write: (addresses) => (addresses ? { Addresses: addressesTo(addresses) } : {}) },
    phone_numbers: { read: (contact) => phonesFrom(contact.Phones), write: (phones) => (phones ? { Phones: phonesTo(phones) } : {}) },
    emails: { read: (contact) => emailsFrom(contact.EmailAddress), write: (emails) => (emails ? { EmailAddress: emails[0]?.email ?? '' } : {}) },
    websites: { read: (contact) => websitesFrom(contact.Website), write: (websites) => (websites ? { Website: websites[0]?.url ?? '' } : {}) },
    bank_accounts: {
      read: (contact) => (contact.BankAccountDetails ? [{ account_number: contact.BankAccountDetails }] : []),
      write: (accounts) => (accounts ? { BankAccountDetails: accounts[0]?.account_number ?? '' } : {}),
    },
    tax_number: textAt('TaxNumber'),
    currency: { read: (contact) => text(contact.DefaultCurrency), write: (code) => (code ? { DefaultCurrency: code } : {}) },
    status: {
      read: (contact) => (contact.ContactStatus ? STATUSES[contact.ContactStatus] : null),
      write: (status) => (status === 'active' || status === 'archived' ? { ContactStatus: status === 'active' ? 'ACTIVE' : 'ARCHIVED' } : {}),
    },
    updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
    tax_rate: {
      read: (contact) => (contact[taxType] ? { id: contact[taxType], code: contact[taxType] } : undefined),
      write: (rate) => put(taxType)(rate?.id ?? rate?.code ?? null),
    },
  });
  return table as unknown as FieldTable<T, XeroContact>;
}

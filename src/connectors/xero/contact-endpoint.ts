/**
 * Customers and suppliers are both Xero contacts (/Contacts). Xero marks a
 * contact IsCustomer or IsSupplier itself once a sales or purchase document
 * names it, so a contact nothing names yet is neither: customers are listed
 * as the contacts that are customers or not suppliers, suppliers the other
 * way round (a contact that is both, or neither, is in both lists), and any
 * contact's id is a customer's and a supplier's. Xero deletes no contact: a
 * delete archives it, as Xero's own app does. An archived contact is not gone
 * in Xero (its documents still name it, it can be restored), so it is not
 * gone here either (docs/unified-apis.md, "deleted by deactivation"): a get
 * answers it with status archived, lists include it (Xero's lists are asked
 * with includeArchived=true), and customers take filter[status].
 *
 *   ContactID → id · ContactNumber ↔ display_id · Name ↔ display_name, company_name
 *   FirstName, LastName ↔ first_name, last_name · EmailAddress ↔ emails[0]
 *   Phones, Addresses ↔ phone_numbers, addresses (contact-fields.ts)
 *   Website ↔ websites[0] · BankAccountDetails ↔ bank_accounts[0].account_number
 *   TaxNumber ↔ tax_number · DefaultCurrency ↔ currency
 *   ContactStatus ↔ status · AccountsReceivableTaxType / AccountsPayableTaxType ↔ tax_rate
 *   UpdatedDateUTC → updated_at
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListParams } from '../framework/define.js';
import { firstOf, xero, xeroOne } from './api.js';
import { addressesFrom, addressesTo, emailsFrom, phonesFrom, phonesTo, websitesFrom, type XeroAddress, type XeroPhone } from './contact-fields.js';
import { pagedList, type XeroQuery } from './list.js';
import { isoInstant, text } from './values.js';
import { equals, modifiedSince } from './where.js';

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

/** The rules customers and suppliers share, for their field tables. */
export const contactRules = {
  id: (contact: XeroContact) => contact.ContactID,
  display_id: (contact: XeroContact) => text(contact.ContactNumber),
  display_name: (contact: XeroContact) => text(contact.Name),
  company_name: (contact: XeroContact) => text(contact.Name),
  first_name: (contact: XeroContact) => text(contact.FirstName),
  last_name: (contact: XeroContact) => text(contact.LastName),
  addresses: (contact: XeroContact) => addressesFrom(contact.Addresses),
  phone_numbers: (contact: XeroContact) => phonesFrom(contact.Phones),
  emails: (contact: XeroContact) => emailsFrom(contact.EmailAddress),
  websites: (contact: XeroContact) => websitesFrom(contact.Website),
  bank_accounts: (contact: XeroContact) => (contact.BankAccountDetails ? [{ account_number: contact.BankAccountDetails }] : []),
  tax_number: (contact: XeroContact) => text(contact.TaxNumber),
  currency: (contact: XeroContact) => text(contact.DefaultCurrency) as never,
  status: (contact: XeroContact) => (contact.ContactStatus ? STATUSES[contact.ContactStatus] : null),
  updated_at: (contact: XeroContact) => isoInstant(contact.UpdatedDateUTC),
};

export function taxRateOf(contact: XeroContact, side: Side) {
  const type = side === 'customer' ? contact.AccountsReceivableTaxType : contact.AccountsPayableTaxType;
  return type ? { id: type, code: type } : undefined;
}

/** What customers and suppliers send Xero from a unified record. */
export interface ContactWrite {
  display_id?: string | null;
  display_name?: string | null;
  company_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  emails?: Array<{ email: string }> | null;
  phone_numbers?: Array<{ number: string; type?: string | null; area_code?: string | null; country_code?: string | null }> | null;
  addresses?: Array<Parameters<typeof addressesTo>[0][number]> | null;
  websites?: Array<{ url: string }> | null;
  bank_accounts?: Array<{ account_number?: string | null }> | null;
  tax_number?: string | null;
  currency?: string | null;
  status?: string | null;
  tax_rate?: { id?: string | null; code?: string | null } | null;
}

export function toXeroContact(record: ContactWrite, side: Side, creating: boolean): Partial<XeroContact> {
  const out: Partial<XeroContact> = {};
  const person = [record.first_name, record.last_name].filter(Boolean).join(' ');
  // A person's names name a new contact; on an update they change FirstName and LastName only, not the contact's Name.
  const name = record.display_name ?? record.company_name ?? (creating ? person || undefined : undefined);
  if (name) out.Name = name;
  else if (creating) throw new ApiError('RequestValidationError', { message: 'Xero needs a name for the contact: send display_name, company_name or a first and last name', detail: { display_name: 'required' } });
  if (record.display_id != null) out.ContactNumber = record.display_id;
  if (record.first_name != null) out.FirstName = record.first_name;
  if (record.last_name != null) out.LastName = record.last_name;
  if (record.emails) out.EmailAddress = record.emails[0]?.email ?? '';
  if (record.phone_numbers) out.Phones = phonesTo(record.phone_numbers);
  if (record.addresses) out.Addresses = addressesTo(record.addresses);
  if (record.websites) out.Website = record.websites[0]?.url ?? '';
  if (record.bank_accounts) out.BankAccountDetails = record.bank_accounts[0]?.account_number ?? '';
  if (record.tax_number != null) out.TaxNumber = record.tax_number;
  if (record.currency) out.DefaultCurrency = record.currency;
  if (record.status === 'active' || record.status === 'archived') out.ContactStatus = record.status === 'active' ? 'ACTIVE' : 'ARCHIVED';
  const taxType = record.tax_rate?.id ?? record.tax_rate?.code;
  if (taxType) out[side === 'customer' ? 'AccountsReceivableTaxType' : 'AccountsPayableTaxType'] = taxType;
  return out;
}

/** filter[status] as a clause: active, archived (inactive is Xero's archived too), all (the default: no clause). */
function statusClause(status: unknown): string | undefined {
  if (status === 'active') return 'ContactStatus=="ACTIVE"';
  if (status === 'archived' || status === 'inactive') return 'ContactStatus=="ARCHIVED"';
  return undefined;
}

function listQuery(side: Side, { filter }: ListParams): XeroQuery {
  const own = side === 'customer' ? 'IsCustomer==true OR IsSupplier==false' : 'IsSupplier==true OR IsCustomer==false';
  return {
    query: { includeArchived: true },
    where: [
      own,
      statusClause(filter.status),
      filter.company_name !== undefined ? equals('Name', filter.company_name) : undefined,
      filter.display_name !== undefined ? equals('Name', filter.display_name) : undefined,
      filter.first_name !== undefined ? equals('FirstName', filter.first_name) : undefined,
      filter.last_name !== undefined ? equals('LastName', filter.last_name) : undefined,
      filter.email !== undefined ? equals('EmailAddress', filter.email) : undefined,
    ],
    modifiedSince: modifiedSince(filter.updated_since),
  };
}

/** A contact, archived ones included (what a delete leaves still reads, as archived). */
function readContact(ctx: ConnectorContext, id: string, side: Side): Promise<XeroContact> {
  return xeroOne<XeroContact>(ctx, 'Contacts', id, side);
}

export function contactEndpoint<T>(side: Side, map: (contact: XeroContact) => T, write: (record: Partial<T>, creating: boolean) => Partial<XeroContact>, filters: readonly string[]) {
  const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroContact>) =>
    ({ id: firstOf<XeroContact>(await xero(ctx, { method, path, json: { Contacts: [fields] } }), 'Contacts').ContactID });
  return {
    one: async (ctx: ConnectorContext, { id }: { id: string }) => map(await readContact(ctx, id, side)),
    add: (ctx: ConnectorContext, { record }: { record: Partial<T> }) => save(ctx, 'Contacts', 'PUT', write(record, true)),
    async update(ctx: ConnectorContext, { id, record }: { id: string; record: Partial<T> }) {
      const current = await readContact(ctx, id, side);
      return save(ctx, `Contacts/${current.ContactID}`, 'POST', write(record, false));
    },
    async delete(ctx: ConnectorContext, { id }: { id: string }) {
      const current = await readContact(ctx, id, side);
      return save(ctx, `Contacts/${current.ContactID}`, 'POST', { ContactStatus: 'ARCHIVED' });
    },
    list: pagedList<XeroContact, T>({ collection: 'Contacts', filters, sort: { updated_at: 'UpdatedDateUTC' }, map, request: (params) => listQuery(side, params) }),
  };
}

/**
 * How a document names the organisation's other records, as Xero reads
 * them: an account by its `AccountCode` or `AccountID`, a tax rate by its
 * `TaxType`, an item by its `Code`, a contact by `ContactID` or by `Name`
 * (a name Xero does not know creates the contact), a tracking option by the
 * category's and option's names or ids. Each refusal is the message Xero
 * gives, thrown as a validation failure.
 */
import { fail, type KitContext, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';

export type Ctx = KitContext<XeroOrganisation>;

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export function accountByCode(tenant: TenantState, code: unknown): StoredRecord | undefined {
  return tenant.table('accounts').all().find((account) => lower(account.Code) === lower(code) && lower(code) !== '' && account.Status !== 'DELETED');
}

export function accountById(tenant: TenantState, id: unknown): StoredRecord | undefined {
  return typeof id === 'string' ? tenant.table('accounts').get(id.toLowerCase()) : undefined;
}

/** An account named by a `{AccountID}` or `{Code}` reference (payments, bank transactions). */
export function accountOf(tenant: TenantState, reference: unknown, what: string): StoredRecord {
  const ref = (reference ?? {}) as Record<string, unknown>;
  const account = accountById(tenant, ref.AccountID) ?? accountByCode(tenant, ref.Code);
  if (!account) throw fail.validation(`${what} could not be found`);
  return account;
}

export function systemAccount(tenant: TenantState, system: string): StoredRecord {
  const account = tenant.table('accounts').all().find((candidate) => candidate.SystemAccount === system);
  if (!account) throw new Error(`the chart of accounts has no ${system} account`);
  return account;
}

export function taxRateOf(tenant: TenantState, taxType: unknown): StoredRecord | undefined {
  return tenant.table('taxRates').all().find((rate) => rate.id === taxType && rate.Status === 'ACTIVE');
}

export function itemByCode(tenant: TenantState, code: unknown): StoredRecord | undefined {
  return tenant.table('items').all().find((item) => lower(item.Code) === lower(code) && lower(code) !== '');
}

/** A record of another table by id, any case (Xero's ids are GUIDs). */
export function byId(tenant: TenantState, table: string, id: unknown): StoredRecord | undefined {
  return typeof id === 'string' ? tenant.table(table).get(id.trim().toLowerCase()) : undefined;
}

/** The contact a document names; a Name Xero does not know becomes a new contact, as in Xero. */
export function contactOf(ctx: Ctx, reference: unknown, create: (name: string) => StoredRecord): StoredRecord {
  const ref = reference && typeof reference === 'object' ? (reference as Record<string, unknown>) : {};
  if (ref.ContactID !== undefined) {
    const contact = byId(ctx.tenant, 'contacts', ref.ContactID);
    if (!contact) throw fail.validation('The contact could not be found', { field: 'Contact' });
    return contact;
  }
  const name = typeof ref.Name === 'string' ? ref.Name.trim() : '';
  if (name === '') throw fail.validation('A Contact must be specified for this type of transaction', { field: 'Contact' });
  return ctx.tenant.table('contacts').all().find((contact) => lower(contact.Name) === name.toLowerCase()) ?? create(name);
}

/** A line's tracking as Xero writes it, from a category and option named by id or name; at most two. */
export function trackingOf(tenant: TenantState, value: unknown): Array<Record<string, string>> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw fail.validation('Tracking must be a list');
  if (value.length > 2) throw fail.validation('A line item can have at most 2 tracking categories');
  return value.map((entry) => {
    const ref = (entry ?? {}) as Record<string, unknown>;
    const category = tenant.table('trackingCategories').all().find(
      (candidate) => candidate.Status === 'ACTIVE' && (candidate.id === lower(ref.TrackingCategoryID) || lower(candidate.Name) === lower(ref.Name)),
    );
    if (!category) throw fail.validation(`The tracking category '${String(ref.Name ?? ref.TrackingCategoryID ?? '')}' does not exist`);
    const options = (category.Options ?? []) as Array<Record<string, string>>;
    const option = options.find((candidate) => candidate.Status === 'ACTIVE' && (candidate.TrackingOptionID === lower(ref.TrackingOptionID) || lower(candidate.Name) === lower(ref.Option)));
    if (!option) throw fail.validation(`The tracking option '${String(ref.Option ?? ref.TrackingOptionID ?? '')}' does not exist in '${String(category.Name)}'`);
    return { Name: String(category.Name), Option: option.Name!, TrackingCategoryID: category.id, TrackingOptionID: option.TrackingOptionID! };
  });
}

/**
 * Contacts (GET, PUT, POST /Contacts, GET and POST /Contacts/{ContactID}):
 * customers and suppliers are one record in Xero. A contact has no DELETE;
 * it is archived (ContactStatus ARCHIVED), and archived contacts are left
 * out of lists unless `includeArchived=true`. Names are unique among
 * contacts. `IsCustomer` and `IsSupplier` are Xero's to set: true once a
 * sales or purchase document is raised for the contact; `Balances` are its
 * outstanding and overdue receivables and payables. A contact may be
 * fetched by its ContactNumber as well as its id.
 */
import { defineResource, fail, present, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, num, sum, ZERO } from '../framework/kit/decimal.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computed, guid, normalId, text, updatedAt } from './fields.js';
import { attachmentsPresent } from './attachment-flags.js';
import { listFilter, xeroQuery } from './query.js';

const STATUSES = ['ACTIVE', 'ARCHIVED', 'GDPRREQUEST'] as const;

function sameName(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function requireUniqueName(record: StoredRecord, name: unknown, ctx: KitContext<XeroOrganisation>): void {
  if (typeof name !== 'string' || name.trim() === '') throw fail.validation('The contact name must be specified', { element: { Name: name ?? '' } });
  const clash = ctx.tenant.table('contacts').all().find((other) => other.id !== record.id && other.ContactStatus !== 'ARCHIVED' && sameName(other.Name, name));
  if (clash) throw fail.validation(`The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`, { element: { Name: name } });
}

/** Documents of a contact, for the flags and balances Xero computes. */
function documentsOf(ctx: KitContext<XeroOrganisation>, contactId: string): StoredRecord[] {
  return ctx.tenant.table('invoices').all().filter((invoice) => (invoice.Contact as { ContactID?: string } | undefined)?.ContactID === contactId);
}

function balances(ctx: KitContext<XeroOrganisation>, documents: StoredRecord[]) {
  const open = documents.filter((invoice) => invoice.Status === 'AUTHORISED');
  const side = (type: string) => {
    const ofType = open.filter((invoice) => invoice.Type === type);
    const overdue = ofType.filter((invoice) => typeof invoice.DueDate === 'number' && (invoice.DueDate as number) < ctx.now);
    const due = (list: StoredRecord[]) => num(sum(list.map((invoice) => dec(invoice.AmountDue) ?? ZERO)));
    return { Outstanding: due(ofType), Overdue: due(overdue) };
  };
  return { AccountsReceivable: side('ACCREC'), AccountsPayable: side('ACCPAY') };
}

export const contacts = defineResource<XeroOrganisation>({
  name: 'contacts',
  labels: { list: 'Contacts' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/Contacts`,
    list: `GET ${API_BASE}/Contacts`,
    create: `PUT ${API_BASE}/Contacts`,
    get: `GET ${API_BASE}/Contacts/:ContactID`,
    update: `POST ${API_BASE}/Contacts/:ContactID`,
  },
  idParam: 'ContactID',
  lookup: (named, ctx) => ctx.tenant.table('contacts').all().find((contact) => contact.id === normalId(named) || (contact.ContactNumber !== undefined && contact.ContactNumber === named))?.id,
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    id: guid('ContactID'),
    ContactNumber: text(50),
    AccountNumber: text(50),
    ContactStatus: { kind: 'string', enum: STATUSES, default: 'ACTIVE' },
    Name: { kind: 'string', maxLength: 255 },
    FirstName: text(255),
    LastName: text(255),
    CompanyNumber: text(50),
    EmailAddress: text(255),
    ContactPersons: { kind: 'array' },
    BankAccountDetails: text(),
    TaxNumber: text(50),
    AccountsReceivableTaxType: text(),
    AccountsPayableTaxType: text(),
    Addresses: { kind: 'array', default: [] },
    Phones: { kind: 'array', default: [] },
    DefaultCurrency: text(3),
    Website: text(),
    PaymentTerms: { kind: 'object' },
    ContactGroups: { kind: 'array', readOnly: true },
    UpdatedDateUTC: updatedAt,
    Discount: computed,
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  filters: { IDs: listFilter((record) => record.id) },
  events: { created: 'CONTACT.CREATE', updated: 'CONTACT.UPDATE' },
  hooks: {
    beforeCreate(record, ctx) {
      requireUniqueName(record, record.Name, ctx);
    },
    beforeUpdate(record, changes, ctx) {
      if (changes.Name !== undefined) requireUniqueName(record, changes.Name, ctx);
    },
    present(wire, record, ctx) {
      const documents = documentsOf(ctx, record.id);
      return {
        ...wire,
        IsSupplier: documents.some((invoice) => invoice.Type === 'ACCPAY' && invoice.Status !== 'DELETED'),
        IsCustomer: documents.some((invoice) => invoice.Type === 'ACCREC' && invoice.Status !== 'DELETED'),
        ContactGroups: wire.ContactGroups ?? [],
        ContactPersons: wire.ContactPersons ?? [],
        Balances: balances(ctx, documents),
        HasAttachments: attachmentsPresent(ctx.tenant, record.id),
        HasValidationErrors: false,
      };
    },
    select(records, ctx) {
      const includeArchived = ctx.request.query.get('includeArchived') === 'true';
      const search = ctx.request.query.get('searchTerm')?.trim().toLowerCase();
      const kept = records.filter(
        (record) =>
          (includeArchived || record.ContactStatus !== 'ARCHIVED') &&
          (!search || ['Name', 'FirstName', 'LastName', 'ContactNumber', 'CompanyNumber', 'EmailAddress'].some((field) => String(record[field] ?? '').toLowerCase().includes(search))),
      );
      return query(kept, ctx);
    },
  },
});

const query = xeroQuery({
  typeName: 'Contact',
  resource: () => contacts,
  dialect: () => xeroDialect,
  extraFields: ['IsSupplier', 'IsCustomer', 'Balances', 'HasAttachments', 'HasValidationErrors'],
});

/** A contact Xero creates because a document named one it did not know. */
export function newContact(ctx: KitContext<XeroOrganisation>, name: string): StoredRecord {
  const record: StoredRecord = { id: ctx.faker.string.uuid(), Name: name, ContactStatus: 'ACTIVE', Addresses: [], Phones: [], UpdatedDateUTC: ctx.now };
  ctx.tenant.table('contacts').insert(record);
  ctx.emit('CONTACT.CREATE', 'contacts', record);
  return record;
}

/** The contact as an invoice or payment embeds it. */
export function contactSummary(ctx: KitContext<XeroOrganisation>, id: unknown): Record<string, unknown> | undefined {
  const record = typeof id === 'string' ? ctx.tenant.table('contacts').get(id) : undefined;
  if (!record) return undefined;
  const full = present(contacts, record, ctx, xeroDialect);
  const keep = ['ContactID', 'ContactNumber', 'Name', 'FirstName', 'LastName', 'EmailAddress', 'ContactStatus', 'IsSupplier', 'IsCustomer', 'DefaultCurrency'];
  return { ...Object.fromEntries(keep.filter((key) => full[key] !== undefined).map((key) => [key, full[key]])), Addresses: [], Phones: [], ContactGroups: [], ContactPersons: [], HasValidationErrors: false };
}

/**
 * Receipts of Xero's classic expense claims (GET, PUT /Receipts; GET and
 * POST /Receipts/{ReceiptID}): what a user spent, from whom (a contact), with
 * line items and totals worked out like a bill's (line-items.ts) in the
 * organisation's base currency (a receipt names no currency). A receipt is
 * created DRAFT and belongs to its user; it leaves DRAFT when an expense
 * claim takes it (expense-claims.ts), whose status it then follows:
 * SUBMITTED, AUTHORISED, VOIDED. It can be edited while DRAFT, or SUBMITTED
 * in a claim not yet approved; the claim's totals follow.
 *
 * ReceiptNumber is Xero's sequence per user. Lists are never paged.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { contactSummary, newContact } from './contacts.js';
import { API_BASE, xeroDialect } from './dialect.js';
import { unitDigits } from './documents.js';
import { computed, day, guid, normalId, realEdits, text, updatedAt } from './fields.js';
import { computeLines, readLineAmountTypes, type LineItem } from './line-items.js';
import { contactOf } from './lookups.js';
import { currencyDigits } from './money.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';
import { userOf, userSummary } from './users.js';
import { attachmentsPresent } from './attachment-flags.js';
import { dec, num, round } from '../framework/kit/decimal.js';

type Ctx = KitContext<XeroOrganisation>;

/** The stored key of the claim a receipt is in (not a field Xero writes on a receipt). */
export const CLAIM_OF_RECEIPT = 'claimId';

/** Contact, lines and totals of a receipt from what it will be after a write. */
function computeReceipt(ctx: Ctx, next: StoredRecord, previous: StoredRecord | undefined): Record<string, unknown> {
  const lineAmountTypes = readLineAmountTypes(next.LineAmountTypes);
  const totals = computeLines(
    ctx.tenant,
    next.LineItems,
    { side: 'purchases', digits: currencyDigits(ctx.account.baseCurrency), unitDigits: unitDigits(ctx), lineAmountTypes, discounts: false, accountsRequired: false, newId: () => ctx.faker.string.uuid() },
    (previous?.LineItems ?? []) as LineItem[],
  );
  const { TotalDiscount: _discount, ...kept } = totals;
  // Last, so that a receipt refused for its lines does not leave behind the contact its name created.
  const contact = contactOf(ctx, next.Contact, (name) => newContact(ctx, name));
  return { Contact: { ContactID: contact.id }, LineAmountTypes: lineAmountTypes, ...kept };
}

/** Whether the claim a receipt is in still takes changes to it (SUBMITTED). */
function editable(ctx: Ctx, record: StoredRecord): boolean {
  if (record.Status === 'DRAFT') return true;
  const claim = ctx.tenant.table('expenseClaims').get(String(record[CLAIM_OF_RECEIPT] ?? ''));
  return record.Status === 'SUBMITTED' && claim?.Status === 'SUBMITTED';
}

export const receipts = defineResource<XeroOrganisation>({
  name: 'receipts',
  labels: { list: 'Receipts' },
  routes: {
    list: `GET ${API_BASE}/Receipts`,
    create: `PUT ${API_BASE}/Receipts`,
    get: `GET ${API_BASE}/Receipts/:ReceiptID`,
    update: `POST ${API_BASE}/Receipts/:ReceiptID`,
  },
  idParam: 'ReceiptID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    Date: day({ required: true }),
    Contact: { kind: 'object', required: true },
    LineItems: { kind: 'array', required: true },
    User: { kind: 'object', required: true, immutable: true },
    Reference: text(255),
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'] },
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    id: guid('ReceiptID'),
    Status: { kind: 'string', enum: ['DRAFT', 'SUBMITTED', 'AUTHORISED', 'DECLINED', 'VOIDED'], default: 'DRAFT' },
    ReceiptNumber: { kind: 'integer', readOnly: true, asString: true },
    UpdatedDateUTC: updatedAt,
    Url: { kind: 'string', readOnly: true },
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'DRAFT') throw fail.validation('A receipt is created DRAFT: an expense claim submits it');
      const user = userOf(ctx, (record.User as { UserID?: unknown } | undefined)?.UserID);
      if (!user) throw fail.validation('The user could not be found', { element: { User: record.User } });
      record.User = { UserID: user.id };
      record.ReceiptNumber = ctx.tenant.next(`receipt-number:${user.id}`);
      Object.assign(record, computeReceipt(ctx, record, undefined));
    },
    beforeUpdate(record, changes, ctx) {
      if (changes.Status !== undefined && changes.Status !== record.Status) throw fail.validation('A receipt\'s status follows its expense claim');
      if (realEdits(record, changes).length === 0) return;
      if (!editable(ctx, record)) throw fail.validation(`This receipt cannot be edited as it is ${String(record.Status).toLowerCase()}`);
      Object.assign(changes, computeReceipt(ctx, { ...record, ...changes }, record));
    },
    present(wire, record, ctx) {
      const out: Record<string, unknown> = { ...wire };
      const contact = contactSummary(ctx, (record.Contact as { ContactID?: string } | undefined)?.ContactID);
      if (contact) out.Contact = contact;
      const user = userSummary(ctx, (record.User as { UserID?: string } | undefined)?.UserID);
      if (user) out.User = user;
      // Unit amounts to 2 decimals unless the request asked for 4 (`unitdp=4`).
      if (Array.isArray(out.LineItems) && unitDigits(ctx) !== 4) {
        out.LineItems = (out.LineItems as LineItem[]).map((line) => (dec(line.UnitAmount) === undefined ? line : { ...line, UnitAmount: num(round(dec(line.UnitAmount)!, 2)) }));
      }
      out.HasAttachments = attachmentsPresent(ctx.tenant, record.id);
      return out;
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'Receipt', resource: () => receipts, dialect: () => xeroDialect, extraFields: ['HasAttachments'] });

/** Moves the receipts of a claim to the claim's status (or back to DRAFT, out of the claim). */
export function moveReceipts(ctx: Ctx, ids: readonly string[], status: string, claimId: string | undefined): void {
  for (const id of ids) {
    const receipt = ctx.tenant.table('receipts').get(id);
    if (!receipt) continue;
    receipt.Status = status;
    if (claimId === undefined) delete receipt[CLAIM_OF_RECEIPT];
    else receipt[CLAIM_OF_RECEIPT] = claimId;
    receipt.UpdatedDateUTC = ctx.now;
  }
}

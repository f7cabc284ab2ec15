/**
 * Payments (GET, PUT, POST /Payments; GET /Payments/{PaymentID}): money paid
 * against an authorised invoice or bill, or refunded against a credit note,
 * from a bank account (or one with EnablePaymentsToAccount). A payment is
 * never edited: POST /Payments/{PaymentID} with `{"Status": "DELETED"}` is
 * how Xero deletes one (its `deletePayment`), which gives the document its
 * amount back. Each payment posts bank against receivables or payables.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { contactSummary } from './contacts.js';
import { dec, num, round, ZERO } from '../framework/kit/decimal.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { day, guid, normalId, text, updatedAt } from './fields.js';
import { ledgerContext, refreshDue } from './invoice-status.js';
import { reverse, system } from './ledger.js';
import { accountOf, byId } from './lookups.js';
import { currencyDigits } from './money.js';
import { postPayment } from './postings.js';
import { xeroQuery } from './query.js';
import { isoSeconds } from './dates.js';

type Ctx = KitContext<XeroOrganisation>;

const PAYMENT_TYPES: Readonly<Record<string, string>> = {
  ACCREC: 'ACCRECPAYMENT', ACCPAY: 'ACCPAYPAYMENT', ACCRECCREDIT: 'ARCREDITPAYMENT', ACCPAYCREDIT: 'APCREDITPAYMENT',
};

/** The invoice or credit note a payment names, by id or number. */
function documentOf(ctx: Ctx, record: StoredRecord): { document: StoredRecord; table: 'invoices' | 'creditNotes' } {
  const invoiceRef = record.Invoice as Record<string, unknown> | undefined;
  const creditRef = record.CreditNote as Record<string, unknown> | undefined;
  if (invoiceRef) {
    const document = byId(ctx.tenant, 'invoices', invoiceRef.InvoiceID) ?? ctx.tenant.table('invoices').all().find((invoice) => invoiceRef.InvoiceNumber !== undefined && invoice.InvoiceNumber === invoiceRef.InvoiceNumber);
    if (!document) throw fail.validation('The invoice could not be found', { element: { Invoice: invoiceRef } });
    return { document, table: 'invoices' };
  }
  if (creditRef) {
    const document = byId(ctx.tenant, 'creditNotes', creditRef.CreditNoteID) ?? ctx.tenant.table('creditNotes').all().find((note) => creditRef.CreditNoteNumber !== undefined && note.CreditNoteNumber === creditRef.CreditNoteNumber);
    if (!document) throw fail.validation('The credit note could not be found', { element: { CreditNote: creditRef } });
    return { document, table: 'creditNotes' };
  }
  throw fail.validation('An Invoice or CreditNote must be specified for a payment');
}

/** What is left to pay (or refund) on a document. */
function outstanding(document: StoredRecord, table: string) {
  return dec(table === 'invoices' ? document.AmountDue : document.RemainingCredit) ?? ZERO;
}

/** Moves `amount` (document currency) onto or off a document: paid on an invoice, refunded on a credit note. */
export function applyToDocument(ctx: Ctx, document: StoredRecord, table: string, amount: bigint, on: number): void {
  if (table === 'invoices') {
    document.AmountPaid = num((dec(document.AmountPaid) ?? ZERO) + amount);
    refreshDue(document, on);
  } else {
    document.RemainingCredit = num((dec(document.RemainingCredit) ?? ZERO) - amount);
    document.Status = (dec(document.RemainingCredit) ?? ZERO) === ZERO ? 'PAID' : 'AUTHORISED';
    if (document.Status === 'PAID') document.FullyPaidOnDate = on;
    else delete document.FullyPaidOnDate;
  }
  document.UpdatedDateUTC = ctx.now;
  ctx.tenant.table(table).updated(document.id);
  ctx.emit(table === 'invoices' ? 'INVOICE.UPDATE' : 'CREDITNOTE.UPDATE', table, document);
}

export const payments = defineResource<XeroOrganisation>({
  name: 'payments',
  labels: { list: 'Payments' },
  routes: {
    list: `GET ${API_BASE}/Payments`,
    create: `PUT ${API_BASE}/Payments`,
    get: `GET ${API_BASE}/Payments/:PaymentID`,
    update: `POST ${API_BASE}/Payments/:PaymentID`,
  },
  idParam: 'PaymentID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Invoice: { kind: 'object', writeOnly: true },
    CreditNote: { kind: 'object', writeOnly: true },
    Account: { kind: 'object', writeOnly: true },
    Date: day(),
    CurrencyRate: { kind: 'number' },
    Amount: { kind: 'number', required: true },
    Reference: text(255),
    IsReconciled: { kind: 'boolean', default: false },
    Status: { kind: 'string', enum: ['AUTHORISED', 'DELETED'], default: 'AUTHORISED' },
    PaymentType: { kind: 'string', readOnly: true },
    UpdatedDateUTC: updatedAt,
    id: guid('PaymentID'),
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'AUTHORISED') throw fail.validation('A payment is created AUTHORISED');
      const { document, table } = documentOf(ctx, record);
      if (document.Status !== 'AUTHORISED') throw fail.validation('Payment can only be made against Authorised documents', { element: { Amount: record.Amount } });
      const account = accountOf(ctx.tenant, record.Account, 'The account');
      if (account.Type !== 'BANK' && account.EnablePaymentsToAccount !== true) throw fail.validation(`Account type is invalid for making a payment to/from`, { element: { Account: record.Account } });
      const amount = round(dec(record.Amount) ?? ZERO, currencyDigits(String(document.CurrencyCode)));
      if (amount <= ZERO) throw fail.validation('Payment amount must be greater than zero');
      if (amount > outstanding(document, table)) throw fail.validation('Payment amount exceeds the amount outstanding on this document', { element: { Amount: record.Amount } });
      record.Amount = num(amount);
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      record.CurrencyRate ??= document.CurrencyRate;
      record.PaymentType = PAYMENT_TYPES[String(document.Type)];
      record.DocumentID = document.id;
      record.DocumentTable = table;
      record.AccountID = account.id;
      const receivable = String(document.Type).startsWith('ACCREC');
      const moneyIn = document.Type === 'ACCREC' || document.Type === 'ACCPAYCREDIT';
      postPayment(ledgerContext(ctx), record, account, receivable ? system.receivable(ctx.tenant) : system.payable(ctx.tenant), amount, dec(record.CurrencyRate) ?? dec(1)!, moneyIn);
      applyToDocument(ctx, document, table, amount, record.Date as number);
    },
    beforeUpdate(record, changes, ctx) {
      const others = Object.keys(changes).filter((key) => key !== 'Status');
      if (others.length > 0 || changes.Status !== 'DELETED') throw fail.validation('A payment can only be deleted: send {"Status": "DELETED"}');
      if (record.Status === 'DELETED') throw fail.validation('This payment has already been deleted');
      const document = ctx.tenant.table(String(record.DocumentTable)).get(String(record.DocumentID));
      reverse(ledgerContext(ctx), record.id, record.Date as number);
      if (document) applyToDocument(ctx, document, String(record.DocumentTable), -(dec(record.Amount) ?? ZERO), ctx.now);
    },
    present(wire, record, ctx) {
      const document = ctx.tenant.table(String(record.DocumentTable)).get(String(record.DocumentID));
      const account = ctx.tenant.table('accounts').get(String(record.AccountID));
      const contact = contactSummary(ctx, (document?.Contact as { ContactID?: string } | undefined)?.ContactID);
      const summary = document && {
        ...(record.DocumentTable === 'invoices'
          ? { InvoiceID: document.id, InvoiceNumber: document.InvoiceNumber ?? '' }
          : { CreditNoteID: document.id, CreditNoteNumber: document.CreditNoteNumber ?? '' }),
        Type: document.Type,
        CurrencyCode: document.CurrencyCode,
        ...(contact ? { Contact: contact } : {}),
      };
      return {
        ...wire,
        ...(summary ? { [record.DocumentTable === 'invoices' ? 'Invoice' : 'CreditNote']: summary } : {}),
        ...(account ? { Account: { AccountID: account.id, Code: account.Code, Name: account.Name } } : {}),
        BankAmount: wire.Amount,
        HasAccount: account !== undefined,
        HasValidationErrors: false,
        ...(typeof record.UpdatedDateUTC === 'number' ? { UpdatedDateUTCString: isoSeconds(record.UpdatedDateUTC) } : {}),
      };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({
  typeName: 'Payment',
  resource: () => payments,
  dialect: () => xeroDialect,
  extraFields: ['Invoice', 'CreditNote', 'Account', 'BankAmount', 'HasAccount'],
});

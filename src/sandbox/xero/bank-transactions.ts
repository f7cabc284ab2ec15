/**
 * Bank transactions (GET, PUT, POST /BankTransactions; GET and POST
 * /BankTransactions/{BankTransactionID}): money received (RECEIVE) or spent
 * (SPEND) straight through a bank account, with line items like an invoice's
 * but no invoice to pay. They are AUTHORISED when created and post at once:
 * the bank account against the lines; POSTing Status DELETED (or VOIDED)
 * reverses them. Always written with their line items and bank account.
 */
import { refuseLocked } from './lock-dates.js';
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computeDocument, presentDocument } from './documents.js';
import { computed, day, guid, normalId, text, updatedAt } from './fields.js';
import { ledgerContext } from './invoice-status.js';
import { reverse } from './ledger.js';
import { accountOf } from './lookups.js';
import { postDocument } from './postings.js';
import { xeroQuery } from './query.js';

function rulesFor(record: StoredRecord) {
  return { side: record.Type === 'SPEND' ? ('purchases' as const) : ('sales' as const), discounts: false, accountsRequired: true };
}

export const bankTransactions = defineResource<XeroOrganisation>({
  name: 'bankTransactions',
  labels: { list: 'BankTransactions' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/BankTransactions`,
    list: `GET ${API_BASE}/BankTransactions`,
    create: `PUT ${API_BASE}/BankTransactions`,
    get: `GET ${API_BASE}/BankTransactions/:BankTransactionID`,
    update: `POST ${API_BASE}/BankTransactions/:BankTransactionID`,
  },
  idParam: 'BankTransactionID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Type: { kind: 'string', enum: ['RECEIVE', 'SPEND'], required: true, immutable: true },
    Contact: { kind: 'object' },
    LineItems: { kind: 'array', required: true },
    BankAccount: { kind: 'object', required: true },
    IsReconciled: { kind: 'boolean', default: false },
    Date: day(),
    Reference: text(255),
    CurrencyCode: text(3),
    CurrencyRate: { kind: 'number' },
    Url: text(),
    Status: { kind: 'string', enum: ['AUTHORISED', 'DELETED', 'VOIDED'], default: 'AUTHORISED' },
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'] },
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    id: guid('BankTransactionID'),
    UpdatedDateUTC: updatedAt,
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'AUTHORISED') throw fail.validation('A bank transaction is created AUTHORISED');
      const bank = accountOf(ctx.tenant, record.BankAccount, 'The bank account');
      if (bank.Type !== 'BANK') throw fail.validation(`Account ${String(bank.Code)} is not a bank account`);
      record.BankAccount = { AccountID: bank.id };
      record.CurrencyCode ??= bank.CurrencyCode ?? ctx.account.baseCurrency;
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      Object.assign(record, computeDocument(ctx, record, undefined, rulesFor(record)));
      postDocument(ledgerContext(ctx), record, bank, record.Type === 'SPEND' ? 'CASHPAID' : 'CASHREC');
    },
    beforeUpdate(record, changes, ctx) {
      if (record.Status !== 'AUTHORISED') throw fail.validation(`This bank transaction cannot be edited as it is ${String(record.Status).toLowerCase()}`);
      // A deletion or void changes the status only, whatever else the body repeats.
      if (changes.Status !== undefined && changes.Status !== 'AUTHORISED') return { Status: changes.Status };
      const next = { ...record, ...changes };
      const bank = accountOf(ctx.tenant, next.BankAccount, 'The bank account');
      // The change reverses the old posting and makes a new one: refused before anything is applied when either date is locked.
      const computed = computeDocument(ctx, next, record, rulesFor(next));
      refuseLocked(ctx.account, record.Date as number);
      refuseLocked(ctx.account, (computed.Date ?? changes.Date ?? next.Date) as number);
      return { ...changes, ...computed, BankAccount: { AccountID: bank.id } };
    },
    // A change reverses the posting; unless it voided or deleted the transaction, the record as it now is posts again.
    afterUpdate(record, _previous, ctx) {
      const ledger = ledgerContext(ctx);
      reverse(ledger, record.id, record.Date as number);
      if (record.Status !== 'AUTHORISED') return;
      const bank = accountOf(ctx.tenant, record.BankAccount, 'The bank account');
      postDocument(ledger, record, bank, record.Type === 'SPEND' ? 'CASHPAID' : 'CASHREC');
    },
    present(wire, record, ctx) {
      const out = presentDocument(wire, record, ctx, { collection: 'BankTransactions', omitLinesInWholeList: false, dates: ['Date'] });
      const bank = ctx.tenant.table('accounts').get(String((record.BankAccount as { AccountID?: string }).AccountID));
      return { ...out, BankAccount: bank ? { AccountID: bank.id, Code: bank.Code, Name: bank.Name } : record.BankAccount };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({
  typeName: 'BankTransaction',
  resource: () => bankTransactions,
  dialect: () => xeroDialect,
  extraFields: ['HasAttachments'],
});

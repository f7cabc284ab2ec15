/**
 * The chart of accounts (GET, PUT /Accounts; GET, POST, DELETE
 * /Accounts/{AccountID}). Codes and names are unique; a bank account needs
 * its number; an account's Class follows from its Type; system accounts
 * (receivables, payables, tax, rounding …) keep their type and cannot be
 * archived or deleted, and an account with transactions cannot be deleted,
 * only archived. The list is never paged.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { attachmentsPresent } from './attachment-flags.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { guid, normalId, text, updatedAt } from './fields.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';

export const ACCOUNT_TYPES = [
  'BANK', 'CURRENT', 'CURRLIAB', 'DEPRECIATN', 'DIRECTCOSTS', 'EQUITY', 'EXPENSE', 'FIXED', 'INVENTORY',
  'LIABILITY', 'NONCURRENT', 'OTHERINCOME', 'OVERHEADS', 'PREPAYMENT', 'REVENUE', 'SALES', 'TERMLIAB', 'PAYG',
] as const;

const CLASS_OF: Readonly<Record<string, string>> = {
  BANK: 'ASSET', CURRENT: 'ASSET', FIXED: 'ASSET', INVENTORY: 'ASSET', NONCURRENT: 'ASSET', PREPAYMENT: 'ASSET',
  CURRLIAB: 'LIABILITY', LIABILITY: 'LIABILITY', TERMLIAB: 'LIABILITY', PAYG: 'LIABILITY',
  EQUITY: 'EQUITY',
  DEPRECIATN: 'EXPENSE', DIRECTCOSTS: 'EXPENSE', EXPENSE: 'EXPENSE', OVERHEADS: 'EXPENSE',
  OTHERINCOME: 'REVENUE', REVENUE: 'REVENUE', SALES: 'REVENUE',
};

export function classOf(type: unknown): string {
  return CLASS_OF[String(type)] ?? 'ASSET';
}

const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

function checkUnique(ctx: KitContext<XeroOrganisation>, record: StoredRecord, next: StoredRecord): void {
  const others = ctx.tenant.table('accounts').all().filter((account) => account.id !== record.id);
  const errors: string[] = [];
  if (next.Code !== undefined && others.some((account) => same(account.Code, next.Code))) errors.push('Please enter a unique Code.');
  if (others.some((account) => same(account.Name, next.Name))) errors.push('Please enter a unique Name.');
  if (next.Type !== 'BANK' && (typeof next.Code !== 'string' || next.Code.trim() === '')) errors.push('Please enter a Code.');
  if (next.Type === 'BANK' && !next.BankAccountNumber) errors.push('Please enter a Bank Account Number.');
  if (errors.length > 0) throw fail.validation(errors[0]!, { errors, element: { Code: next.Code, Name: next.Name, Type: next.Type } });
}

export const chartAccounts = defineResource<XeroOrganisation>({
  name: 'accounts',
  labels: { list: 'Accounts' },
  routes: {
    list: `GET ${API_BASE}/Accounts`,
    create: `PUT ${API_BASE}/Accounts`,
    get: `GET ${API_BASE}/Accounts/:AccountID`,
    update: `POST ${API_BASE}/Accounts/:AccountID`,
    delete: `DELETE ${API_BASE}/Accounts/:AccountID`,
  },
  idParam: 'AccountID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    Code: text(10),
    Name: { kind: 'string', required: true, maxLength: 150 },
    id: guid('AccountID'),
    Type: { kind: 'string', enum: ACCOUNT_TYPES, required: true },
    BankAccountNumber: text(),
    Status: { kind: 'string', enum: ['ACTIVE', 'ARCHIVED'], default: 'ACTIVE' },
    Description: text(4000),
    BankAccountType: { kind: 'string', enum: ['BANK', 'CREDITCARD', 'PAYPAL', 'NONE', ''] },
    CurrencyCode: text(3),
    TaxType: text(),
    EnablePaymentsToAccount: { kind: 'boolean', default: false },
    ShowInExpenseClaims: { kind: 'boolean', default: false },
    Class: { kind: 'string', readOnly: true },
    SystemAccount: { kind: 'string', readOnly: true },
    ReportingCode: text(),
    ReportingCodeName: { kind: 'string', readOnly: true },
    UpdatedDateUTC: updatedAt,
    AddToWatchlist: { kind: 'boolean', default: false },
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      checkUnique(ctx, record, record);
      if (record.Type === 'BANK') {
        record.BankAccountType ??= 'BANK';
        record.CurrencyCode ??= ctx.account.baseCurrency;
      }
      record.Class = classOf(record.Type);
      record.TaxType ??= record.Type === 'BANK' ? 'NONE' : undefined;
    },
    beforeUpdate(record, changes, ctx) {
      if (record.SystemAccount && changes.Type !== undefined && changes.Type !== record.Type) throw fail.validation('The type of a system account cannot be changed');
      if (record.SystemAccount && changes.Status === 'ARCHIVED') throw fail.validation('A system account cannot be archived');
      checkUnique(ctx, record, { ...record, ...changes });
      if (changes.Type !== undefined) changes.Class = classOf(changes.Type);
    },
    beforeDelete(record, ctx) {
      if (record.SystemAccount) throw fail.validation('A system account cannot be deleted');
      const used = ctx.tenant.table('journals').all().some((journal) => (journal.JournalLines as Array<{ AccountID?: string }>).some((line) => line.AccountID === record.id));
      if (used) throw fail.validation('This account has transactions and cannot be deleted. Archive it instead.');
      record.Status = 'DELETED';
    },
    present: (wire, record, ctx) => ({ ...wire, HasAttachments: attachmentsPresent(ctx.tenant, record.id) }),
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'Account', resource: () => chartAccounts, dialect: () => xeroDialect, extraFields: ['HasAttachments'] });

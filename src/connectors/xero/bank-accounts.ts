/**
 * Bank accounts ← the accounts of Xero's chart of type BANK (accounts.ts).
 *
 *   AccountID → id, ledger_account.id · Code ↔ display_id · Name ↔ name
 *   BankAccountNumber ↔ account_number · BankAccountType ↔ account_type
 *   (BANK ↔ checking, CREDITCARD ↔ credit_card, PAYPAL ↔ other; Xero does not
 *   tell savings or other kinds apart, so those are refused on writes)
 *   CurrencyCode ↔ currency · Status ↔ status (ARCHIVED ↔ inactive)
 *
 * An id of an account that is not a bank account is 404. Balances are
 * Xero's reports', not its accounts'. Filters: name, account_type, status;
 * sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { AccountingBankAccount as BankAccountModel, bankAccounts } from '../../unified/accounting/bank-accounts.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound } from '../framework/not-found.js';
import { accountsOf, createAccount, deleteAccount, readAccount, updateAccount, type XeroAccount } from './accounts.js';
import { wholeList } from './list.js';
import { isoInstant, text } from './values.js';
import { equals } from './where.js';

type BankAccount = Static<typeof BankAccountModel>;

/** Xero's kinds of bank account: a bank (transaction) account, a credit card, a PayPal account. */
const KINDS: Readonly<Record<string, BankAccount['account_type']>> = { BANK: 'checking', CREDITCARD: 'credit_card', PAYPAL: 'other' };

function xeroKind(type: BankAccount['account_type']): string {
  const kind = Object.keys(KINDS).find((key) => KINDS[key] === type);
  if (!kind) throw new ApiError('RequestValidationError', { message: 'Xero\'s bank accounts are checking (bank), credit_card or other (PayPal)', detail: { account_type: 'one of checking, credit_card, other' } });
  return kind;
}

export const fromXeroBankAccount = mapFields<XeroAccount, BankAccount>({
  id: (account) => account.AccountID,
  display_id: (account) => text(account.Code),
  name: (account) => text(account.Name),
  account_number: (account) => text(account.BankAccountNumber),
  account_type: (account) => KINDS[account.BankAccountType ?? 'BANK'] ?? 'other',
  ledger_account: (account) => ({ id: account.AccountID, code: text(account.Code), name: text(account.Name) }),
  currency: (account) => (text(account.CurrencyCode) as BankAccount['currency']) ?? null,
  status: (account) => (account.Status === 'ARCHIVED' ? 'inactive' : 'active'),
  updated_at: (account) => isoInstant(account.UpdatedDateUTC),
});

function toXeroBankAccount(record: Partial<BankAccount>): Partial<XeroAccount> {
  const out: Partial<XeroAccount> = {};
  if (record.name != null) out.Name = record.name;
  if (record.display_id != null) out.Code = record.display_id;
  if (record.account_number != null) out.BankAccountNumber = record.account_number;
  if (record.account_type) out.BankAccountType = xeroKind(record.account_type);
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.status) out.Status = record.status === 'active' ? 'ACTIVE' : 'ARCHIVED';
  return out;
}

async function readBankAccount(ctx: ConnectorContext, id: string): Promise<XeroAccount> {
  const account = await readAccount(ctx, id, 'bank account');
  if (account.Type !== 'BANK') throw entityNotFound('No Xero bank account has this id', { id });
  return account;
}

function typeClause(type: unknown): string {
  const kind = Object.keys(KINDS).find((key) => KINDS[key] === type);
  // Kinds Xero does not tell apart (savings, cash...) match none of its accounts.
  return `BankAccountType=="${kind ?? 'NONE'}"`;
}

export const xeroBankAccounts = implement(bankAccounts, {
  downstream: { id: 'Accounts', name: 'Accounts (type BANK)' },
  mapper: fromXeroBankAccount,
  list: wholeList<XeroAccount, BankAccount>({
    filters: ['name', 'account_type', 'status'],
    sort: { updated_at: 'UpdatedDateUTC' },
    map: fromXeroBankAccount,
    fetch: (ctx, { filter }, order) => accountsOf(ctx, {
      where: [
        'Type=="BANK"',
        filter.name !== undefined ? equals('Name', filter.name) : undefined,
        filter.account_type !== undefined ? typeClause(filter.account_type) : undefined,
        filter.status !== undefined ? (filter.status === 'active' ? 'Status=="ACTIVE"' : 'Status=="ARCHIVED"') : undefined,
      ],
    }, order),
  }),
  one: async (ctx, { id }) => fromXeroBankAccount(await readBankAccount(ctx, id)),
  add: (ctx, { record }) => createAccount(ctx, { Type: 'BANK', BankAccountType: 'BANK', ...toXeroBankAccount(record) }),
  update: async (ctx, { id, record }) => updateAccount(ctx, (await readBankAccount(ctx, id)).AccountID, toXeroBankAccount(record)),
  delete: async (ctx, { id }) => deleteAccount(ctx, (await readBankAccount(ctx, id)).AccountID),
});

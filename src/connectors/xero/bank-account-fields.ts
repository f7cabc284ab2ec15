/**
 * Bank accounts ← the accounts of Xero's chart of type BANK (accounts.ts).
 * Xero does not tell savings or other kinds apart, so those are refused on
 * writes. Balances are Xero's reports', not its accounts'.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { AccountingBankAccount as BankAccountModel } from '../../unified/accounting/bank-accounts.js';
import { fieldTable } from '../kit/index.js';
import type { XeroAccount } from './accounts.js';
import { instantAt, textAt } from './field-rules.js';
import { text } from './values.js';

type BankAccount = Static<typeof BankAccountModel>;

/** Xero's kinds of bank account: a bank (transaction) account, a credit card, a PayPal account. */
export const KINDS: Readonly<Record<string, BankAccount['account_type']>> = { BANK: 'checking', CREDITCARD: 'credit_card', PAYPAL: 'other' };

function xeroKind(type: BankAccount['account_type']): string {
  const kind = Object.keys(KINDS).find((key) => KINDS[key] === type);
  if (!kind) throw new ApiError('RequestValidationError', { message: 'Xero\'s bank accounts are checking (bank), credit_card or other (PayPal)', detail: { account_type: 'one of checking, credit_card, other' } });
  return kind;
}

export const bankAccountFields = fieldTable<BankAccount, XeroAccount>({
  id: { at: 'AccountID', write: false },
  display_id: textAt('Code'),
  name: textAt('Name'),
  account_number: textAt('BankAccountNumber'),
  account_type: { read: (account) => KINDS[account.BankAccountType ?? 'BANK'] ?? 'other', write: (type) => (type ? { BankAccountType: xeroKind(type) } : {}) },
  ledger_account: { read: (account) => ({ id: account.AccountID, code: text(account.Code), name: text(account.Name) }), write: false },
  currency: { read: (account) => (text(account.CurrencyCode) as BankAccount['currency']) ?? null, write: (code) => (code ? { CurrencyCode: code } : {}) },
  status: { read: (account) => (account.Status === 'ARCHIVED' ? 'inactive' : 'active'), write: (status) => (status ? { Status: status === 'active' ? 'ACTIVE' : 'ARCHIVED' } : {}) },
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});

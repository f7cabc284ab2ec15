/**
 * The general ledger behind the emulator's accounts: every posted
 * transaction (not estimates or purchase orders, not voided ones) as debits
 * and credits in the company's home currency, so account balances follow the
 * documents and reports can be read from the same postings. Debits are
 * positive. Default accounts are found the way QuickBooks picks them: by
 * account type (Accounts Receivable, Accounts Payable) or detail type
 * (UndepositedFunds, SalesTaxPayable, DiscountsRefundsGiven).
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import { currencyDigits, dec, mul, round, ZERO, type Dec } from './decimal.js';
import type { QuickBooksRealm } from './realms.js';

export interface Posting {
  account: string;
  /** Home currency; debit positive, credit negative. */
  amount: Dec;
  txnType: string;
  txnId: string;
  date: string;
  /**
   * Set on the Accounts Receivable / Payable side of an invoice, credit
   * memo, bill, payment or bill payment: the part a cash-basis report
   * replaces (report-cash-basis.ts).
   */
  control?: true;
}

export const CLASSIFICATION: Readonly<Record<string, 'Asset' | 'Liability' | 'Equity' | 'Revenue' | 'Expense'>> = {
  Bank: 'Asset', 'Accounts Receivable': 'Asset', 'Other Current Asset': 'Asset', 'Fixed Asset': 'Asset', 'Other Asset': 'Asset',
  'Accounts Payable': 'Liability', 'Credit Card': 'Liability', 'Other Current Liability': 'Liability', 'Long Term Liability': 'Liability',
  Equity: 'Equity', Income: 'Revenue', 'Other Income': 'Revenue', 'Cost of Goods Sold': 'Expense', Expense: 'Expense', 'Other Expense': 'Expense',
};

type Json = Record<string, unknown>;
const refValue = (value: unknown): string | undefined => (value as { value?: string } | undefined)?.value;

export function defaultAccount(tenant: TenantState, match: { type?: string; subType?: string }): string | undefined {
  return tenant.table('Account').all().find((account) =>
    account.Active !== false && (match.type === undefined || account.AccountType === match.type) && (match.subType === undefined || account.AccountSubType === match.subType))?.id;
}

function home(realm: QuickBooksRealm, txn: StoredRecord, amount: unknown): Dec {
  return homeAmount(realm, txn, dec(amount) ?? ZERO);
}

/** An amount of the transaction's currency in the home currency, at its ExchangeRate, rounded to the home currency's decimals. */
export function homeAmount(realm: QuickBooksRealm, txn: StoredRecord, value: Dec): Dec {
  return round(mul(value, dec(txn.ExchangeRate ?? 1) ?? 10n ** 12n), currencyDigits(realm.homeCurrency));
}

function lines(txn: StoredRecord): Json[] {
  return (txn.Line as Json[] | undefined) ?? [];
}

/** Sales forms: the income side of each item line, discounts and tax; `sign` 1 for sales, -1 for credits and refunds. */
function salesSide(tenant: TenantState, realm: QuickBooksRealm, txn: StoredRecord, sign: 1n | -1n, post: (account: string | undefined, amount: Dec) => void): void {
  for (const line of lines(txn)) {
    if (line.DetailType === 'SalesItemLineDetail') {
      const detail = line.SalesItemLineDetail as Json;
      const item = tenant.table('Item').get(String(refValue(detail.ItemRef)));
      post(refValue(detail.ItemAccountRef) ?? refValue(item?.IncomeAccountRef), -sign * home(realm, txn, line.Amount));
    } else if (line.DetailType === 'DiscountLineDetail') {
      post(refValue((line.DiscountLineDetail as Json).DiscountAccountRef) ?? defaultAccount(tenant, { subType: 'DiscountsRefundsGiven' }), sign * home(realm, txn, line.Amount));
    }
  }
  post(defaultAccount(tenant, { subType: 'SalesTaxPayable' }), -sign * home(realm, txn, (txn.TxnTaxDetail as Json | undefined)?.TotalTax ?? 0));
}

function expenseSide(tenant: TenantState, realm: QuickBooksRealm, txn: StoredRecord, sign: 1n | -1n, post: (account: string | undefined, amount: Dec) => void): void {
  for (const line of lines(txn)) {
    if (line.DetailType === 'AccountBasedExpenseLineDetail') post(refValue((line.AccountBasedExpenseLineDetail as Json).AccountRef), sign * home(realm, txn, line.Amount));
    if (line.DetailType === 'ItemBasedExpenseLineDetail') {
      const item = tenant.table('Item').get(String(refValue((line.ItemBasedExpenseLineDetail as Json).ItemRef)));
      post(refValue(item?.ExpenseAccountRef) ?? refValue(item?.AssetAccountRef), sign * home(realm, txn, line.Amount));
    }
  }
}

/** The postings of one transaction (none for non-posting and voided ones). */
export function postingsOf(tenant: TenantState, realm: QuickBooksRealm, entity: string, txn: StoredRecord): Posting[] {
  if (txn.voided === true) return [];
  const postings: Posting[] = [];
  const date = String(txn.TxnDate ?? '');
  const post = (account: string | undefined, amount: Dec, control = false) => {
    if (account !== undefined && amount !== ZERO) postings.push({ account, amount, txnType: entity, txnId: txn.id, date, ...(control ? { control: true as const } : {}) });
  };
  const total = home(realm, txn, txn.TotalAmt);
  const ar = () => refValue(txn.ARAccountRef) ?? defaultAccount(tenant, { type: 'Accounts Receivable' });
  const ap = () => refValue(txn.APAccountRef) ?? defaultAccount(tenant, { type: 'Accounts Payable' });
  const deposit = () => refValue(txn.DepositToAccountRef) ?? defaultAccount(tenant, { subType: 'UndepositedFunds' });
  switch (entity) {
    case 'Invoice': post(ar(), total, true); salesSide(tenant, realm, txn, 1n, post); break;
    case 'CreditMemo': post(ar(), -total, true); salesSide(tenant, realm, txn, -1n, post); break;
    case 'SalesReceipt': post(deposit(), total); salesSide(tenant, realm, txn, 1n, post); break;
    case 'RefundReceipt': post(deposit(), -total); salesSide(tenant, realm, txn, -1n, post); break;
    case 'Payment': post(deposit(), total); post(ar(), -total, true); break;
    case 'Bill': post(ap(), -total, true); expenseSide(tenant, realm, txn, 1n, post); break;
    case 'BillPayment': {
      const from = refValue((txn.CheckPayment as Json | undefined)?.BankAccountRef) ?? refValue((txn.CreditCardPayment as Json | undefined)?.CCAccountRef);
      post(ap(), total, true);
      post(from, -total);
      break;
    }
    case 'Purchase': {
      const sign = txn.Credit === true ? -1n : 1n;
      post(refValue(txn.AccountRef), -sign * total);
      expenseSide(tenant, realm, txn, sign, post);
      break;
    }
    case 'JournalEntry':
      for (const line of lines(txn)) {
        const detail = line.JournalEntryLineDetail as Json;
        const amount = home(realm, txn, line.Amount);
        post(refValue(detail.AccountRef), detail.PostingType === 'Debit' ? amount : -amount);
      }
      break;
    default:
  }
  return postings;
}

export const POSTING_ENTITIES = ['Invoice', 'CreditMemo', 'SalesReceipt', 'RefundReceipt', 'Payment', 'Bill', 'BillPayment', 'Purchase', 'JournalEntry'] as const;

/** Every account's balance (debit positive) from every posted transaction, in home currency. */
export function ledgerBalances(tenant: TenantState, realm: QuickBooksRealm): Map<string, Dec> {
  const balances = new Map<string, Dec>();
  for (const entity of POSTING_ENTITIES) {
    for (const txn of tenant.table(entity).all()) {
      for (const posting of postingsOf(tenant, realm, entity, txn)) balances.set(posting.account, (balances.get(posting.account) ?? ZERO) + posting.amount);
    }
  }
  return balances;
}

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
import { abs, currencyDigits, dec, mul, round, ZERO, type Dec } from './decimal.js';
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

/**
 * The account a transaction that names none posts to: the first active one
 * of the kind, else (every one of them made inactive) the first of the
 * kind, so the postings of transactions already in the books never lose
 * their account and the ledger still balances.
 */
export function defaultAccount(tenant: TenantState, match: { type?: string; subType?: string }): string | undefined {
  const candidates = tenant.table('Account').all().filter((account) =>
    (match.type === undefined || account.AccountType === match.type) && (match.subType === undefined || account.AccountSubType === match.subType));
  return (candidates.find((account) => account.Active !== false) ?? candidates[0])?.id;
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

/**
 * A transaction in a foreign currency is converted line by line, each line
 * rounded to the home currency, and its total once: the rounded lines can
 * miss the rounded total by a minor unit or a few (EUR 10.01 + 10.01 at
 * 1.0842 is USD 10.85 + 10.85 against a total of 21.71), and a ledger that
 * is off by that no longer balances. The difference goes to the largest
 * line, so the total side (receivable, payable, bank) carries exactly the
 * transaction's home total, as the cash-basis shares do
 * (report-cash-basis.ts). Only a difference rounding can make (at most one
 * minor unit a posting) is moved; anything larger is left to show.
 */
function settleRounding(postings: Posting[], totalSide: ReadonlySet<Posting>, digits: number): void {
  const gap = -postings.reduce((sum, posting) => sum + posting.amount, ZERO);
  const unit = 10n ** BigInt(12 - digits);
  if (gap === ZERO || (gap < ZERO ? -gap : gap) > unit * BigInt(postings.length)) return;
  const lines = postings.filter((posting) => !totalSide.has(posting));
  const largest = (lines.length > 0 ? lines : postings).reduce((best, posting) => (abs(posting.amount) > abs(best.amount) ? posting : best));
  largest.amount += gap;
}

/** The postings of one transaction (none for non-posting and voided ones); they always add up to zero. */
export function postingsOf(tenant: TenantState, realm: QuickBooksRealm, entity: string, txn: StoredRecord): Posting[] {
  const postings = rawPostingsOf(tenant, realm, entity, txn);
  settleRounding(postings.all, postings.totalSide, currencyDigits(realm.homeCurrency));
  return postings.all.filter((posting) => posting.amount !== ZERO);
}

function rawPostingsOf(tenant: TenantState, realm: QuickBooksRealm, entity: string, txn: StoredRecord): { all: Posting[]; totalSide: Set<Posting> } {
  const postings: Posting[] = [];
  const totalSide = new Set<Posting>();
  if (txn.voided === true) return { all: postings, totalSide };
  const date = String(txn.TxnDate ?? '');
  const post = (account: string | undefined, amount: Dec, control = false) => {
    if (account !== undefined && amount !== ZERO) postings.push({ account, amount, txnType: entity, txnId: txn.id, date, ...(control ? { control: true as const } : {}) });
  };
  const total = home(realm, txn, txn.TotalAmt);
  /** The side that carries the transaction's total (A/R, A/P, the bank or deposit account). */
  const postTotal = (account: string | undefined, amount: Dec, control = false) => {
    const before = postings.length;
    post(account, amount, control);
    if (postings.length > before) totalSide.add(postings[before]!);
  };
  const ar = () => refValue(txn.ARAccountRef) ?? defaultAccount(tenant, { type: 'Accounts Receivable' });
  const ap = () => refValue(txn.APAccountRef) ?? defaultAccount(tenant, { type: 'Accounts Payable' });
  const deposit = () => refValue(txn.DepositToAccountRef) ?? defaultAccount(tenant, { subType: 'UndepositedFunds' });
  switch (entity) {
    case 'Invoice': postTotal(ar(), total, true); salesSide(tenant, realm, txn, 1n, post); break;
    case 'CreditMemo': postTotal(ar(), -total, true); salesSide(tenant, realm, txn, -1n, post); break;
    case 'SalesReceipt': postTotal(deposit(), total); salesSide(tenant, realm, txn, 1n, post); break;
    case 'RefundReceipt': postTotal(deposit(), -total); salesSide(tenant, realm, txn, -1n, post); break;
    case 'Payment': post(deposit(), total); post(ar(), -total, true); break;
    case 'Bill': postTotal(ap(), -total, true); expenseSide(tenant, realm, txn, 1n, post); break;
    case 'BillPayment': {
      const from = refValue((txn.CheckPayment as Json | undefined)?.BankAccountRef) ?? refValue((txn.CreditCardPayment as Json | undefined)?.CCAccountRef);
      post(ap(), total, true);
      post(from, -total);
      break;
    }
    case 'Purchase': {
      const sign = txn.Credit === true ? -1n : 1n;
      postTotal(refValue(txn.AccountRef), -sign * total);
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
  return { all: postings, totalSide };
}

export const POSTING_ENTITIES = ['Invoice', 'CreditMemo', 'SalesReceipt', 'RefundReceipt', 'Payment', 'Bill', 'BillPayment', 'Purchase', 'JournalEntry'] as const;

/**
 * An Account's CurrentBalance as QuickBooks shows it: balance sheet accounts
 * carry theirs (assets as debits, liabilities and equity as credits), income
 * and expense accounts answer 0.
 */
export function currentBalance(tenant: TenantState, realm: QuickBooksRealm, account: StoredRecord, balances?: ReadonlyMap<string, Dec>): Dec {
  const classification = CLASSIFICATION[String(account.AccountType)];
  if (classification !== 'Asset' && classification !== 'Liability' && classification !== 'Equity') return ZERO;
  const debit = (balances ?? ledgerBalances(tenant, realm)).get(account.id) ?? ZERO;
  return classification === 'Asset' ? debit : -debit;
}

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

const balancesOfRequest = new WeakMap<object, Map<string, Dec>>();

/**
 * Every account's balance, read once per request: a list of accounts shows
 * each one's balance from the same ledger, which the request's answer no
 * longer changes. Read per account, a chart of 100 accounts went over every
 * posted transaction 100 times.
 */
export function requestBalances(request: object, tenant: TenantState, realm: QuickBooksRealm): Map<string, Dec> {
  let balances = balancesOfRequest.get(request);
  if (!balances) {
    balances = ledgerBalances(tenant, realm);
    balancesOfRequest.set(request, balances);
  }
  return balances;
}

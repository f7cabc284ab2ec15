/**
 * Cash basis (accounting_method=Cash on TrialBalance, BalanceSheet and
 * ProfitAndLoss), derived from the accrual postings of the same ledger, so
 * there is still one copy of the books:
 *
 * - an invoice, credit memo or bill posts nothing when it is dated; each
 *   payment (bill payment) line applied to it recognises the same share of
 *   every one of its non-control postings (income, discount, tax; expenses)
 *   on the payment's date: 40 paid of a 100 invoice recognises 40% of each
 *   line. The shares are rounded to the home currency and the rounding
 *   difference goes to the largest line, so what is recognised is exactly
 *   what the payment took off Accounts Receivable (Payable) at the payment's
 *   own exchange rate: every transaction still balances;
 * - a payment keeps its bank / Undeposited Funds side; on Accounts
 *   Receivable (Payable) only what it did not apply stays (a customer's
 *   credit), so the receivable and payable of unpaid documents never appear;
 * - every other transaction (sales receipts, refunds, expenses and checks,
 *   journal entries) is cash already and counts as it is.
 *
 * QuickBooks' own cash basis has further refinements (cash-basis handling of
 * journal entries on A/R, inventory) that the emulator does not model.
 */
import type { TenantState } from '../framework/kit/index.js';
import type { Ctx } from './entity.js';
import { linksOf, SETTLED_BY } from './books.js';
import { abs, currencyDigits, div, mul, round, ZERO, type Dec } from './decimal.js';
import { homeAmount } from './ledger.js';
import type { QuickBooksRealm } from './realms.js';
import { allPostings, type DatedPosting } from './report-ledger.js';

/** Payment and BillPayment: the transactions that recognise documents. */
const PAYERS = [...new Set(Object.values(SETTLED_BY))];

const keyOf = (type: string, id: string) => `${type}:${id}`;

/**
 * The document's non-control postings scaled to `moved` (what the payment
 * took off its control account for it, signed as posted), dated `date`.
 * They add up to exactly `moved`.
 */
function recognise(others: readonly DatedPosting[], control: Dec, moved: Dec, date: string, digits: number): DatedPosting[] {
  const scaled = others.map((posting) => ({ ...posting, date, amount: round(div(mul(posting.amount, abs(moved)), abs(control)), digits) }));
  const gap = moved - scaled.reduce((total, posting) => total + posting.amount, ZERO);
  if (gap !== ZERO) {
    const largest = scaled.reduce((best, posting) => (abs(posting.amount) > abs(best.amount) ? posting : best));
    largest.amount += gap;
  }
  return scaled.filter((posting) => posting.amount !== ZERO);
}

/** The cash-basis postings of a realm, from its accrual postings (report-ledger.ts allPostings). */
export function cashPostings(tenant: TenantState, realm: QuickBooksRealm, accrual: readonly DatedPosting[]): DatedPosting[] {
  const byTxn = new Map<string, DatedPosting[]>();
  for (const posting of accrual) {
    const key = keyOf(posting.txnType, posting.txnId);
    byTxn.set(key, [...(byTxn.get(key) ?? []), posting]);
  }
  const digits = currencyDigits(realm.homeCurrency);
  // Documents wait for their payments; payments' control sides are rebuilt below.
  const out = accrual.filter((posting) => !Object.hasOwn(SETTLED_BY, posting.txnType) && !(posting.control && PAYERS.includes(posting.txnType)));

  for (const payer of PAYERS) {
    for (const payment of tenant.table(payer).all()) {
      if (payment.voided === true) continue;
      const own = byTxn.get(keyOf(payer, payment.id))?.find((posting) => posting.control);
      const date = String(payment.TxnDate ?? '');
      let residual = own?.amount ?? ZERO;
      let residualAccount = own?.account;
      for (const link of linksOf(payment)) {
        const postings = byTxn.get(keyOf(link.type, link.id)) ?? [];
        const control = postings.find((posting) => posting.control);
        const others = postings.filter((posting) => !posting.control);
        // A document without postings (voided) leaves the payment on its control account.
        if (!control || others.length === 0) continue;
        // A payment takes a document's amount off the control account in the opposite direction to the document.
        const moved = (control.amount > ZERO ? -1n : 1n) * homeAmount(realm, payment, link.amount);
        residual -= moved;
        residualAccount ??= control.account;
        out.push(...recognise(others, control.amount, moved, date, digits));
      }
      // What the payment did not apply (and any cent its own rounding leaves) stays on A/R or A/P.
      if (residual !== ZERO && residualAccount !== undefined) {
        out.push({ account: residualAccount, amount: residual, txnType: payer, txnId: payment.id, date, control: true, txn: payment });
      }
    }
  }
  return out;
}

/** Every posting a report on `basis` sums: the ledger's as they are (Accrual) or as cash moved (Cash). */
export function postingsOn(ctx: Ctx, basis: 'Accrual' | 'Cash'): DatedPosting[] {
  const accrual = allPostings(ctx.tenant, ctx.account);
  return basis === 'Cash' ? cashPostings(ctx.tenant, ctx.account, accrual) : accrual;
}

/**
 * Keeps the books consistent across documents, as QuickBooks does: what a
 * payment applies comes off the invoices and credit memos it names (their
 * Balance, their LinkedTxn back to the payment, their SyncToken moves on);
 * a bill payment does the same to bills; voiding or deleting the payment
 * gives the amounts back. Balances are always recomputed from every payment
 * still standing, never adjusted by differences, so they cannot drift.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import { currencyDigits, dec, num, sum, ZERO, type Dec } from './decimal.js';
import { touch, type Ctx } from './entity.js';
import { inHome } from './txn.js';
import { cloudEventType } from './webhooks.js';

type Json = Record<string, unknown>;

/** Which payments settle which documents: Payment → Invoice and CreditMemo, BillPayment → Bill. */
export const SETTLED_BY: Readonly<Record<string, string>> = { Invoice: 'Payment', CreditMemo: 'Payment', Bill: 'BillPayment' };

export function linksOf(payment: StoredRecord): { type: string; id: string; amount: Dec }[] {
  if (payment.voided === true || payment.deleted === true) return [];
  return ((payment.Line as Json[] | undefined) ?? []).flatMap((line) =>
    ((line.LinkedTxn as Json[] | undefined) ?? []).map((link) => ({ type: String(link.TxnType), id: String(link.TxnId), amount: dec(line.Amount) ?? ZERO })));
}

/** What every standing payment applies to one document, and the payments that do. */
export function appliedTo(tenant: TenantState, type: string, id: string): { amount: Dec; payments: string[] } {
  const payer = SETTLED_BY[type];
  if (!payer) return { amount: ZERO, payments: [] };
  const payments: string[] = [];
  const amounts: Dec[] = [];
  for (const payment of tenant.table(payer).all()) {
    const links = linksOf(payment).filter((link) => link.type === type && link.id === id);
    if (links.length === 0) continue;
    payments.push(payment.id);
    amounts.push(...links.map((link) => link.amount));
  }
  return { amount: sum(amounts), payments };
}

/** Sets a document's open balance from its total and what is applied to it. */
export function settle(ctx: Ctx, type: string, document: StoredRecord): void {
  if (document.voided === true) return;
  const total = dec(document.TotalAmt) ?? ZERO;
  const applied = appliedTo(ctx.tenant, type, document.id);
  const balance = total - applied.amount;
  document.Balance = num(balance);
  if (type === 'CreditMemo') document.RemainingCredit = num(balance);
  if ((document.CurrencyRef as { value?: string } | undefined)?.value !== ctx.account.homeCurrency) document.HomeBalance = num(inHome(ctx, document, balance));
  else delete document.HomeBalance;
  const payer = SETTLED_BY[type] as string;
  document.LinkedTxn = [
    ...((document.LinkedTxn as Json[] | undefined) ?? []).filter((link) => link.TxnType !== payer),
    ...applied.payments.map((id) => ({ TxnId: id, TxnType: payer })),
  ];
}

/** After a payment changed: every document it names, now or before, is settled again and, if it moved, touched. */
export function resettle(ctx: Ctx, payment: StoredRecord, previous: StoredRecord | undefined): void {
  const named = new Map<string, { type: string; id: string }>();
  for (const link of [...linksOf(payment), ...(previous ? linksOf(previous) : [])]) named.set(`${link.type}:${link.id}`, link);
  for (const { type, id } of named.values()) {
    const document = ctx.tenant.table(type).get(id);
    if (!document) continue;
    const before = JSON.stringify([document.Balance, document.LinkedTxn]);
    const earlier = { ...document };
    settle(ctx, type, document);
    if (JSON.stringify([document.Balance, document.LinkedTxn]) === before) continue;
    touch(document, ctx);
    ctx.tenant.table(type).updated(id);
    ctx.emit(cloudEventType(type, 'updated'), type, document, earlier);
  }
}

/** Rounding a currency's amounts keeps comparisons exact. */
export function currencyOfRecord(record: StoredRecord, fallback: string): { code: string; digits: number } {
  const code = (record.CurrencyRef as { value?: string } | undefined)?.value ?? fallback;
  return { code, digits: currencyDigits(code) };
}

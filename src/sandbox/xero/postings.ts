/**
 * What each kind of document posts to the ledger (ledger.ts), the way Xero's
 * journals show it: the document's lines on their accounts (net of tax), the
 * tax on the organisation's tax account, and the balancing line on the
 * control account (receivables for sales documents, payables for purchases,
 * the bank account for bank transactions and payments). Amounts are turned
 * into the base currency line by line at the document's rate; the control
 * line takes what balances them, as Xero's rounding does.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { dec, sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import { post, system, type LedgerContext, type PostingLine } from './ledger.js';
import { lineParts, type LineAmountTypes, type LineItem } from './line-items.js';
import { toBase } from './money.js';

/** +1 when the document's lines are debits (purchases, spending), -1 when credits (sales, receipts). */
const LINE_SIGN: Readonly<Record<string, 1 | -1>> = {
  ACCREC: -1, ACCPAY: 1, ACCRECCREDIT: 1, ACCPAYCREDIT: -1, RECEIVE: -1, SPEND: 1,
};

function rateOf(document: StoredRecord): Dec {
  return dec(document.CurrencyRate) ?? dec(1)!;
}

function documentLines(ctx: LedgerContext, document: StoredRecord, sign: 1 | -1): PostingLine[] {
  const rate = rateOf(document);
  const lineAmountTypes = (document.LineAmountTypes ?? 'Exclusive') as LineAmountTypes;
  const lines: PostingLine[] = [];
  const taxes: Dec[] = [];
  for (const line of (document.LineItems ?? []) as LineItem[]) {
    const account = ctx.tenant.table('accounts').get(String(line.AccountID ?? ''));
    const parts = lineParts(line, lineAmountTypes);
    const net = toBase(parts.net, rate, ctx.organisation);
    const tax = toBase(parts.tax, rate, ctx.organisation);
    if (!account) continue;
    taxes.push(tax);
    lines.push({
      account,
      net: BigInt(sign) * net,
      tax: BigInt(sign) * tax,
      taxType: String(line.TaxType ?? 'NONE'),
      ...(typeof line.Description === 'string' ? { description: line.Description } : {}),
      tracking: line.Tracking,
    });
  }
  const totalTax = sum(taxes);
  if (totalTax !== ZERO) lines.push({ account: system.tax(ctx.tenant), net: BigInt(sign) * totalTax });
  return lines;
}

/** An invoice, bill, credit note or bank transaction taking effect: its journal. */
export function postDocument(ctx: LedgerContext, document: StoredRecord, control: StoredRecord, sourceType: string, reference?: string): void {
  const sign = LINE_SIGN[String(document.Type)];
  if (sign === undefined) throw new Error(`no posting rule for ${String(document.Type)}`);
  const lines = documentLines(ctx, document, sign);
  lines.push({ account: control, net: -sum(lines.map((line) => line.net)) });
  post(ctx, { sourceId: document.id, sourceType, date: document.Date as number, ...(reference ? { reference } : {}), lines });
}

/** A payment: the bank account against the control account of the document it pays. */
export function postPayment(ctx: LedgerContext, payment: StoredRecord, bank: StoredRecord, control: StoredRecord, amountInDocumentCurrency: Dec, rate: Dec, moneyIn: boolean): void {
  const base = toBase(amountInDocumentCurrency, rate, ctx.organisation);
  const signed = moneyIn ? base : -base;
  post(ctx, {
    sourceId: payment.id,
    sourceType: String(payment.PaymentType),
    date: payment.Date as number,
    ...(typeof payment.Reference === 'string' ? { reference: payment.Reference } : {}),
    lines: [
      { account: bank, net: signed },
      { account: control, net: -signed },
    ],
  });
}

/** A posted manual journal: its lines as they are (base currency, debit positive). */
export function postManualJournal(ctx: LedgerContext, journal: StoredRecord): void {
  const lines: PostingLine[] = [];
  for (const line of (journal.JournalLines ?? []) as LineItem[]) {
    const account = ctx.tenant.table('accounts').get(String(line.AccountID ?? ''));
    if (!account) continue;
    lines.push({
      account,
      net: dec(line.LineAmount) ?? ZERO,
      taxType: String(line.TaxType ?? 'NONE'),
      ...(typeof line.Description === 'string' ? { description: line.Description } : {}),
      tracking: line.Tracking,
    });
  }
  post(ctx, { sourceId: journal.id, sourceType: 'MANJOURNAL', date: journal.Date as number, reference: String(journal.Narration ?? ''), lines });
}

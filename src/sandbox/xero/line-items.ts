/**
 * Line items of Xero's documents (invoices, bills, credit notes, quotes,
 * purchase orders, bank transactions) and the totals computed from them, as
 * Xero's "Types and codes" and invoice pages describe:
 *
 * - LineAmount = Quantity × UnitAmount, less DiscountRate % or DiscountAmount
 *   (ACCREC only), rounded to the currency; given a LineAmount without a
 *   quantity or unit amount, Xero works out the missing one (Quantity 1);
 * - the tax type is the line's, else its account's, else its item's, else
 *   NONE; with LineAmountTypes NoTax every line is untaxed;
 * - TaxAmount = LineAmount × rate (Exclusive) or LineAmount × rate / (100 + rate)
 *   (Inclusive), rounded per line, unless the client gave one;
 * - SubTotal is the lines net of tax, Total = SubTotal + TotalTax.
 *
 * An item's Code fills in the description, unit amount and account the line
 * leaves out, from the item's sales or purchase details.
 */
import { fail, type TenantState } from '../framework/kit/index.js';
import { dec, div, int, mul, num, round, sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import { accountByCode, accountById, itemByCode, taxRateOf, trackingOf } from './lookups.js';

export type Side = 'sales' | 'purchases';
export type LineAmountTypes = 'Exclusive' | 'Inclusive' | 'NoTax';
export type LineItem = Record<string, unknown>;

export interface LineRules {
  side: Side;
  /** Document currency's decimals. */
  digits: number;
  /** Decimals of unit amounts: 2 unless the request asked for 4 with `unitdp=4`. */
  unitDigits: number;
  lineAmountTypes: LineAmountTypes;
  /** Discounts are only taken on sales documents (ACCREC invoices, quotes). */
  discounts: boolean;
  /** Whether every line with an amount needs an account (documents past DRAFT). */
  accountsRequired: boolean;
  newId(): string;
}

export interface Totals {
  LineItems: LineItem[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  TotalDiscount: number;
}

function amount(line: Record<string, unknown>, field: string, digits: number): Dec | undefined {
  if (line[field] === undefined || line[field] === null) return undefined;
  const value = dec(line[field]);
  if (value === undefined) throw fail.validation(`${field} must be a number`);
  return digits < 0 ? value : round(value, digits);
}

/** Reads and completes one line; `previous` keeps the LineItemID of a line that is sent back with it. */
function readLine(tenant: TenantState, raw: unknown, rules: LineRules, previousIds: ReadonlySet<string>): { line: LineItem; net: Dec; tax: Dec; discount: Dec } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw fail.validation('Each line item must be an object');
  const sent = raw as Record<string, unknown>;
  const item = sent.ItemCode !== undefined ? itemByCode(tenant, sent.ItemCode) : undefined;
  if (sent.ItemCode !== undefined && !item) throw fail.validation(`Item code '${String(sent.ItemCode)}' is not valid`);
  const details = (item?.[rules.side === 'sales' ? 'SalesDetails' : 'PurchaseDetails'] ?? {}) as Record<string, unknown>;
  const description = typeof sent.Description === 'string' ? sent.Description : (item?.[rules.side === 'sales' ? 'Description' : 'PurchaseDescription'] as string | undefined) ?? (item?.Description as string | undefined);

  const account = sent.AccountID !== undefined ? accountById(tenant, sent.AccountID) : accountByCode(tenant, sent.AccountCode ?? details.AccountCode);
  if ((sent.AccountID !== undefined || sent.AccountCode !== undefined) && !account) throw fail.validation(`Account code '${String(sent.AccountCode ?? sent.AccountID)}' is not a valid code for this document.`);
  if (account && (account.Type === 'BANK' || account.SystemAccount === 'DEBTORS' || account.SystemAccount === 'CREDITORS')) {
    throw fail.validation(`Account code '${String(account.Code)}' cannot be used on a line item.`);
  }

  let quantity = amount(sent, 'Quantity', 4);
  let unit = amount(sent, 'UnitAmount', rules.unitDigits) ?? dec(details.UnitPrice);
  const given = amount(sent, 'LineAmount', rules.digits);
  if (quantity === undefined && (unit !== undefined || given !== undefined)) quantity = int(1);
  if (unit === undefined && given !== undefined && quantity !== undefined && quantity !== ZERO) unit = round(div(given, quantity), rules.unitDigits);
  const gross = quantity !== undefined && unit !== undefined ? mul(quantity, unit) : ZERO;
  const rate = amount(sent, 'DiscountRate', -1);
  const off = amount(sent, 'DiscountAmount', rules.digits);
  if ((rate !== undefined || off !== undefined) && !rules.discounts) throw fail.validation('Discounts are only supported on sales invoices and quotes');
  const lineAmount = round(rate !== undefined ? mul(gross, div(int(100) - rate, int(100))) : off !== undefined ? gross - off : given ?? gross, rules.digits);
  if (rules.accountsRequired && lineAmount !== ZERO && !account) throw fail.validation('Account code must be specified');

  const taxType = rules.lineAmountTypes === 'NoTax' ? 'NONE' : String(sent.TaxType ?? account?.TaxType ?? details.TaxType ?? 'NONE');
  const taxRate = taxRateOf(tenant, taxType);
  if (!taxRate) throw fail.validation(`The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`);
  const percent = dec(taxRate.EffectiveRate) ?? ZERO;
  const givenTax = amount(sent, 'TaxAmount', rules.digits);
  const tax =
    givenTax ??
    (rules.lineAmountTypes === 'Inclusive'
      ? round(div(mul(lineAmount, percent), int(100) + percent), rules.digits)
      : round(div(mul(lineAmount, percent), int(100)), rules.digits));
  const net = rules.lineAmountTypes === 'Inclusive' ? lineAmount - tax : lineAmount;

  const id = typeof sent.LineItemID === 'string' && previousIds.has(sent.LineItemID.toLowerCase()) ? sent.LineItemID.toLowerCase() : rules.newId();
  const line: LineItem = {
    LineItemID: id,
    ...(description !== undefined ? { Description: description } : {}),
    ...(quantity !== undefined ? { Quantity: num(quantity) } : {}),
    ...(unit !== undefined ? { UnitAmount: num(unit) } : {}),
    ...(item ? { ItemCode: item.Code, Item: { ItemID: item.id, Name: item.Name, Code: item.Code } } : {}),
    ...(account ? { AccountCode: account.Code, AccountID: account.id } : {}),
    TaxType: taxType,
    TaxAmount: num(tax),
    LineAmount: num(lineAmount),
    Tracking: trackingOf(tenant, sent.Tracking),
    ...(rate !== undefined ? { DiscountRate: num(rate) } : {}),
    ...(off !== undefined ? { DiscountAmount: num(off) } : {}),
  };
  return { line, net, tax, discount: gross - lineAmount > ZERO && (rate !== undefined || off !== undefined) ? gross - lineAmount : ZERO };
}

/** Every line read and completed, and the document's totals. */
export function computeLines(tenant: TenantState, lines: unknown, rules: LineRules, previous: readonly LineItem[] = []): Totals {
  if (lines === undefined || lines === null) lines = [];
  if (!Array.isArray(lines)) throw fail.validation('LineItems must be a list');
  const previousIds = new Set(previous.map((line) => String(line.LineItemID)));
  const read = lines.map((line) => readLine(tenant, line, rules, previousIds));
  const subTotal = sum(read.map((line) => line.net));
  const totalTax = sum(read.map((line) => line.tax));
  return {
    LineItems: read.map((line) => line.line),
    SubTotal: num(subTotal),
    TotalTax: num(totalTax),
    Total: num(subTotal + totalTax),
    TotalDiscount: num(sum(read.map((line) => line.discount))),
  };
}

/** A line's net amount and tax as decimals, for the ledger. */
export function lineParts(line: LineItem, lineAmountTypes: LineAmountTypes): { net: Dec; tax: Dec } {
  const lineAmount = dec(line.LineAmount) ?? ZERO;
  const tax = dec(line.TaxAmount) ?? ZERO;
  return { net: lineAmountTypes === 'Inclusive' ? lineAmount - tax : lineAmount, tax };
}

export function readLineAmountTypes(value: unknown, fallback: LineAmountTypes = 'Exclusive'): LineAmountTypes {
  if (value === undefined || value === null) return fallback;
  if (value === 'Exclusive' || value === 'Inclusive' || value === 'NoTax') return value;
  throw fail.validation(`LineAmountTypes must be Exclusive, Inclusive or NoTax`);
}

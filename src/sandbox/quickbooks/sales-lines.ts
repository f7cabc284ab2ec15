/**
 * The lines of QuickBooks' sales forms (Invoice, CreditMemo, SalesReceipt,
 * RefundReceipt, Estimate) and the totals they give
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice):
 *
 * - SalesItemLineDetail: an item (active), Qty × UnitPrice = Amount (given
 *   Amount must agree), TaxCodeRef "TAX" or "NON", the item's income account;
 * - DescriptionOnly lines carry text (and an amount of 0);
 * - DiscountLineDetail: a percentage of the subtotal, or an amount;
 * - a SubTotalLineDetail line is written by QuickBooks, never read;
 * - tax (US companies): TxnTaxDetail.TxnTaxCodeRef names a tax code whose
 *   sales rates apply to the taxable lines, one TaxLine per rate, rounded to
 *   the currency; TotalAmt = lines − discount + TotalTax, in exact decimals.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { currencyDigits, dec, div, mul, num, round, sum, ZERO, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { businessRule, invalidField, requiredField } from './faults.js';
import { amountOf, namedRef, refOf, resolveRef } from './refs.js';

type Json = Record<string, unknown>;

const SALES_DETAIL_TYPES = ['SalesItemLineDetail', 'DescriptionOnly', 'DiscountLineDetail', 'SubTotalLineDetail', 'GroupLineDetail'] as const;

function objectAt(line: Json, key: string, element: string): Json {
  const value = line[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(element, `${element} must be an object`);
  return value as Json;
}

/** The properties a Line may have (the schema's Line type): anything else is refused, as QuickBooks refuses it. */
const LINE_KEYS = new Set(['Id', 'LineNum', 'Description', 'Amount', 'DetailType', 'LinkedTxn', 'CustomField', 'ProjectRef',
  'SalesItemLineDetail', 'DescriptionLineDetail', 'DiscountLineDetail', 'SubTotalLineDetail', 'GroupLineDetail', 'TaxLineDetail',
  'AccountBasedExpenseLineDetail', 'ItemBasedExpenseLineDetail', 'JournalEntryLineDetail', 'PaymentLineDetail']);

export function linesOf(record: StoredRecord): Json[] {
  const lines = record.Line;
  if (lines === undefined || lines === null) return [];
  if (!Array.isArray(lines)) throw invalidField('Line', 'Line must be an array');
  return lines.map((line, index) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) throw invalidField(`Line[${index}]`, 'Each Line must be an object');
    const unknown = Object.keys(line).find((key) => !LINE_KEYS.has(key));
    if (unknown !== undefined) throw invalidField(`Line[${index}].${unknown.slice(0, 40)}`, `Property Name:${unknown.slice(0, 40)} specified is unsupported or invalid`);
    return line as Json;
  });
}

/** Item line: checked, named, its amount worked out or checked against Qty × UnitPrice. */
function itemLine(ctx: Ctx, line: Json, currency: string, index: number): { line: Json; amount: Dec; taxable: boolean } {
  const element = `Line[${index}].SalesItemLineDetail`;
  const detail = objectAt(line, 'SalesItemLineDetail', element);
  if (detail.ItemRef === undefined) throw requiredField(`${element}.ItemRef`);
  const item = resolveRef(ctx, 'Item', detail.ItemRef, `${element}.ItemRef`);
  const qty = detail.Qty === undefined ? undefined : dec(detail.Qty);
  const price = detail.UnitPrice === undefined ? undefined : dec(detail.UnitPrice);
  if (detail.Qty !== undefined && qty === undefined) throw invalidField(`${element}.Qty`, 'Qty must be a number', '2050', 'Invalid Number');
  if (detail.UnitPrice !== undefined && price === undefined) throw invalidField(`${element}.UnitPrice`, 'UnitPrice must be a number', '2050', 'Invalid Number');
  const computed = qty !== undefined && price !== undefined ? round(mul(qty, price), currencyDigits(currency)) : undefined;
  let amount: Dec;
  if (line.Amount === undefined) {
    if (computed === undefined) throw requiredField(`Line[${index}].Amount`);
    amount = computed;
  } else {
    amount = amountOf(line.Amount, currency, `Line[${index}].Amount`);
    if (computed !== undefined && computed !== amount) throw businessRule('Amount is not equal to UnitPrice * Qty. Supplied value:' + num(amount), '6070', 'Amount calculation incorrect');
  }
  const taxCode = detail.TaxCodeRef === undefined ? (item.Taxable === true ? 'TAX' : 'NON') : String((detail.TaxCodeRef as { value?: unknown }).value ?? '');
  if (taxCode !== 'TAX' && taxCode !== 'NON') throw invalidField(`${element}.TaxCodeRef`, 'TaxCodeRef must be TAX or NON', '2500', 'Invalid Reference Id');
  const written: Json = {
    ...detail,
    ItemRef: refOf('Item', item),
    ...(qty !== undefined ? { Qty: num(qty) } : {}),
    ...(price !== undefined ? { UnitPrice: num(price) } : qty !== undefined && qty !== ZERO ? { UnitPrice: num(div(amount, qty)) } : {}),
    ...(item.IncomeAccountRef ? { ItemAccountRef: item.IncomeAccountRef } : {}),
    TaxCodeRef: { value: taxCode },
  };
  const classRef = namedRef(ctx, 'Class', detail.ClassRef, `${element}.ClassRef`);
  if (classRef) written.ClassRef = classRef;
  return { line: { ...line, Amount: num(amount), DetailType: 'SalesItemLineDetail', SalesItemLineDetail: written }, amount, taxable: taxCode === 'TAX' };
}

function taxLines(ctx: Ctx, record: StoredRecord, taxableBase: Dec, currency: string): { detail: Json; total: Dec } {
  const given = (record.TxnTaxDetail ?? {}) as Json;
  if (typeof given !== 'object' || Array.isArray(given)) throw invalidField('TxnTaxDetail', 'TxnTaxDetail must be an object');
  if (given.TxnTaxCodeRef === undefined) return { detail: { TotalTax: 0 }, total: ZERO };
  const code = resolveRef(ctx, 'TaxCode', given.TxnTaxCodeRef, 'TxnTaxDetail.TxnTaxCodeRef');
  const rates = ((code.SalesTaxRateList as { TaxRateDetail?: Json[] } | undefined)?.TaxRateDetail ?? []).map((detail) =>
    ctx.tenant.table('TaxRate').get(String((detail.TaxRateRef as { value: string }).value)) as StoredRecord);
  const lines = rates.map((rate) => {
    const percent = dec(rate.RateValue) ?? ZERO;
    const amount = round(div(mul(taxableBase, percent), 100n * 10n ** 12n), currencyDigits(currency));
    return { amount, line: { Amount: num(amount), DetailType: 'TaxLineDetail', TaxLineDetail: { TaxRateRef: refOf('TaxRate', rate), PercentBased: true, TaxPercent: num(percent), NetAmountTaxable: num(taxableBase) } } };
  });
  const total = sum(lines.map((line) => line.amount));
  return { detail: { TxnTaxCodeRef: refOf('TaxCode', code), TotalTax: num(total), TaxLine: lines.map((line) => line.line) }, total };
}

/** Works out a sales form's lines, tax and total in place; returns the total. */
export function normaliseSalesLines(ctx: Ctx, record: StoredRecord, currency: string): Dec {
  const written: Json[] = [];
  let subtotal = ZERO;
  let taxable = ZERO;
  let discount = ZERO;
  const discounts: Json[] = [];
  linesOf(record).forEach((line, index) => {
    const type = line.DetailType;
    if (typeof type !== 'string' || !(SALES_DETAIL_TYPES as readonly string[]).includes(type)) throw invalidField(`Line[${index}].DetailType`, `DetailType must be one of ${SALES_DETAIL_TYPES.join(', ')}`, '2170', 'Invalid Enumeration');
    if (type === 'SubTotalLineDetail') return;
    if (type === 'GroupLineDetail') throw businessRule('Group items are not available in this company');
    if (type === 'DiscountLineDetail') return void discounts.push(line);
    if (type === 'DescriptionOnly') return void written.push({ ...line, Amount: 0, DescriptionLineDetail: objectAt(line, 'DescriptionLineDetail', `Line[${index}].DescriptionLineDetail`) });
    const item = itemLine(ctx, line, currency, index);
    subtotal += item.amount;
    if (item.taxable) taxable += item.amount;
    written.push(item.line);
  });
  if (written.every((line) => line.DetailType !== 'SalesItemLineDetail')) throw businessRule('You must add at least one line item with an amount', '6000');
  for (const line of discounts.slice(0, 1)) {
    const detail = objectAt(line, 'DiscountLineDetail', 'Line.DiscountLineDetail');
    const percent = detail.PercentBased === true ? dec(detail.DiscountPercent) : undefined;
    discount = percent !== undefined ? round(div(mul(subtotal, percent), 100n * 10n ** 12n), currencyDigits(currency)) : amountOf(line.Amount ?? 0, currency, 'Line.Amount');
    written.push({ ...line, Amount: num(discount), DetailType: 'DiscountLineDetail', DiscountLineDetail: detail });
  }
  const tax = taxLines(ctx, record, taxable, currency);
  written.forEach((line, index) => {
    line.Id = String(index + 1);
    line.LineNum = index + 1;
  });
  written.push({ Amount: num(subtotal), DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} });
  record.Line = written;
  record.TxnTaxDetail = tax.detail;
  const total = subtotal - discount + tax.total;
  record.TotalAmt = num(total);
  return total;
}

/**
 * The lines of QuickBooks' purchase forms (Bill, Purchase, PurchaseOrder,
 * VendorCredit): an account (AccountBasedExpenseLineDetail, AccountRef
 * required) or an item (ItemBasedExpenseLineDetail: Qty × UnitPrice =
 * Amount), each optionally billable to a customer and tracked by class.
 * TotalAmt is the exact sum of the lines (US companies put no tax on
 * purchases through these lines).
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { currencyDigits, dec, mul, num, round, sum, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { businessRule, invalidField, requiredField } from './faults.js';
import { amountOf, namedRef, refOf, resolveRef } from './refs.js';
import { linesOf } from './sales-lines.js';

type Json = Record<string, unknown>;

const BILLABLE = ['Billable', 'NotBillable', 'HasBeenBilled'];

function detailOf(line: Json, key: string, element: string): Json {
  const value = line[key];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw requiredField(element);
  return value as Json;
}

function sharedDetail(ctx: Ctx, detail: Json, element: string): Json {
  if (detail.BillableStatus !== undefined && !BILLABLE.includes(String(detail.BillableStatus))) throw invalidField(`${element}.BillableStatus`, `BillableStatus must be one of ${BILLABLE.join(', ')}`, '2170', 'Invalid Enumeration');
  const customer = namedRef(ctx, 'Customer', detail.CustomerRef, `${element}.CustomerRef`);
  const classRef = namedRef(ctx, 'Class', detail.ClassRef, `${element}.ClassRef`);
  return { ...detail, ...(customer ? { CustomerRef: customer } : {}), ...(classRef ? { ClassRef: classRef } : {}) };
}

/** Works out a purchase form's lines and total in place; returns the total. */
export function normaliseExpenseLines(ctx: Ctx, record: StoredRecord, currency: string): Dec {
  const amounts: Dec[] = [];
  const written = linesOf(record).map((line, index): Json => {
    const at = `Line[${index}]`;
    if (line.DetailType === 'AccountBasedExpenseLineDetail') {
      const element = `${at}.AccountBasedExpenseLineDetail`;
      const detail = detailOf(line, 'AccountBasedExpenseLineDetail', element);
      if (detail.AccountRef === undefined) throw requiredField(`${element}.AccountRef`);
      const account = resolveRef(ctx, 'Account', detail.AccountRef, `${element}.AccountRef`);
      if (line.Amount === undefined) throw requiredField(`${at}.Amount`);
      const amount = amountOf(line.Amount, currency, `${at}.Amount`);
      amounts.push(amount);
      return { ...line, Amount: num(amount), AccountBasedExpenseLineDetail: { ...sharedDetail(ctx, detail, element), AccountRef: refOf('Account', account), BillableStatus: detail.BillableStatus ?? 'NotBillable', TaxCodeRef: detail.TaxCodeRef ?? { value: 'NON' } } };
    }
    if (line.DetailType === 'ItemBasedExpenseLineDetail') {
      const element = `${at}.ItemBasedExpenseLineDetail`;
      const detail = detailOf(line, 'ItemBasedExpenseLineDetail', element);
      if (detail.ItemRef === undefined) throw requiredField(`${element}.ItemRef`);
      const item = resolveRef(ctx, 'Item', detail.ItemRef, `${element}.ItemRef`);
      const qty = dec(detail.Qty ?? 1);
      const price = detail.UnitPrice === undefined ? dec(item.PurchaseCost ?? 0) : dec(detail.UnitPrice);
      if (qty === undefined || price === undefined) throw invalidField(element, 'Qty and UnitPrice must be numbers', '2050', 'Invalid Number');
      const computed = round(mul(qty, price), currencyDigits(currency));
      const amount = line.Amount === undefined ? computed : amountOf(line.Amount, currency, `${at}.Amount`);
      if (amount !== computed) throw businessRule('Amount is not equal to UnitPrice * Qty. Supplied value:' + num(amount), '6070', 'Amount calculation incorrect');
      amounts.push(amount);
      return { ...line, Amount: num(amount), ItemBasedExpenseLineDetail: { ...sharedDetail(ctx, detail, element), ItemRef: refOf('Item', item), Qty: num(qty), UnitPrice: num(price), BillableStatus: detail.BillableStatus ?? 'NotBillable', TaxCodeRef: detail.TaxCodeRef ?? { value: 'NON' } } };
    }
    throw invalidField(`${at}.DetailType`, 'DetailType must be AccountBasedExpenseLineDetail or ItemBasedExpenseLineDetail', '2170', 'Invalid Enumeration');
  });
  if (written.length === 0) throw businessRule('You must add at least one line with an amount', '6000');
  written.forEach((line, index) => {
    line.Id = String(index + 1);
    line.LineNum = index + 1;
  });
  record.Line = written;
  const total = sum(amounts);
  record.TotalAmt = num(total);
  return total;
}

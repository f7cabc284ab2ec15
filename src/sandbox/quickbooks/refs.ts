/**
 * References between QuickBooks records (`ReferenceType`: `{"value": "58",
 * "name": "Amy's Bird Sanctuary"}`) and currencies (`CurrencyRef`: `{"value":
 * "USD", "name": "United States Dollar"}`). A write names the record by
 * `value`; QuickBooks checks it exists (and, for name lists, is active) and
 * answers with its current name. Amounts are checked against their currency's
 * decimals here too.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { currencyDigits, dec, finerThan, type Dec } from './decimal.js';
import type { Ctx } from './entity.js';
import { invalidField, objectNotFound } from './faults.js';

export interface Ref {
  value: string;
  name?: string;
  type?: string;
}

/** The field of each entity QuickBooks answers as a reference's `name`. */
const NAME_FIELD: Readonly<Record<string, string>> = {
  Customer: 'DisplayName', Vendor: 'DisplayName', Employee: 'DisplayName', Account: 'Name', Item: 'Name', TaxCode: 'Name', TaxRate: 'Name',
  Class: 'Name', Department: 'Name', Term: 'Name', PaymentMethod: 'Name',
};

export function isRef(value: unknown): value is Ref {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && (typeof (value as Ref).value === 'string' || typeof (value as Ref).value === 'number');
}

/** The stored record a reference names, checked: unknown or inactive is QuickBooks' "Object Not Found" (or "Invalid Reference Id"). */
export function resolveRef(ctx: Ctx, entity: string, value: unknown, element: string): StoredRecord {
  if (!isRef(value)) throw invalidField(element, `${element} must be an object with a value`);
  const record = ctx.tenant.table(entity).get(String(value.value));
  if (!record) throw invalidField(element, `Invalid Reference Id: ${entity} ${String(value.value).slice(0, 30)} does not exist`, '2500', 'Invalid Reference Id');
  if (record.Active === false) throw objectNotFound(entity, record.id);
  return record;
}

/** A reference as QuickBooks answers it: the value and the record's current name. */
export function refOf(entity: string, record: StoredRecord): Ref {
  const field = NAME_FIELD[entity];
  const name = field === undefined ? undefined : record[field];
  return typeof name === 'string' ? { value: record.id, name } : { value: record.id };
}

/** Resolves an optional reference in place: absent stays absent, present is checked and named. */
export function namedRef(ctx: Ctx, entity: string, value: unknown, element: string): Ref | undefined {
  if (value === undefined || value === null) return undefined;
  return refOf(entity, resolveRef(ctx, entity, value, element));
}

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

export function currencyRef(code: string): Ref {
  return { value: code, name: currencyNames.of(code) ?? code };
}

/** The currency a CurrencyRef names, checked against the realm's enabled currencies. */
export function currencyOf(ctx: Ctx, value: unknown, element = 'CurrencyRef'): string {
  const code = isRef(value) ? String(value.value).toUpperCase() : undefined;
  if (!code) throw invalidField(element, `${element} must name a currency`);
  if (code !== ctx.account.homeCurrency && !(code in ctx.account.exchangeRates)) {
    throw invalidField(element, `Currency ${code.slice(0, 5)} is not enabled for this company (multicurrency)`, '6000', 'A business validation error has occurred while processing your request');
  }
  return code;
}

/** An amount, checked: a decimal with no more decimals than its currency has. */
export function amountOf(value: unknown, currency: string, element: string): Dec {
  const amount = dec(value);
  if (amount === undefined) throw invalidField(element, `${element} must be a decimal amount`, '2050', 'Invalid Number');
  if (finerThan(amount, currencyDigits(currency))) {
    throw invalidField(element, `${element} has more decimals than ${currency} amounts have (${currencyDigits(currency)})`, '6000', 'A business validation error has occurred while processing your request');
  }
  return amount;
}

/**
 * What QuickBooks' purchase forms (bills, purchase orders) share, as
 * field-table rules: the vendor, whose currency a new form takes (amounts.ts),
 * the currency, the due date, the total and the AP account. Their lines are
 * expense-lines.ts. And where they live, with their write and events.
 */
import { documentWrite, type Party } from './amounts.js';
import type { Json } from './api.js';
import { entityAt } from './entity.js';
import { refId } from './mapping.js';
import { companyId } from './record-fields.js';
import { amount, currency, currencyRate, linkedRef, party } from './rules.js';
import { qboEvents } from './webhook-events.js';

export const purchaseRules = {
  supplier: party('VendorRef'),
  company_id: companyId,
  department_id: { read: (record: Json) => refId(record.DepartmentRef), write: false },
  currency,
  // Read only on a purchase order (the bill writes it).
  currency_rate: { read: currencyRate.read, write: false },
  due_date: 'DueDate',
  sub_total: amount((record) => record.TotalAmt),
  total: amount((record) => record.TotalAmt),
  ledger_account: linkedRef('APAccountRef'),
} as const;

/** The vendor whose currency a new purchase form takes. */
export const byVendor: Party = (record) => ({ entity: 'Vendor', id: (record.supplier as { id?: unknown } | null | undefined)?.id });

/** Where a purchase form lives, and its write: its amounts in its vendor's currency (amounts.ts); the events QuickBooks' webhooks report of it. */
export function purchaseFormAt(entity: 'Bill' | 'PurchaseOrder', events: Parameters<typeof qboEvents>[1]) {
  const at = entityAt(entity);
  return {
    ...at,
    hooks: { ...at.hooks, beforeWrite: documentWrite(byVendor) },
    events: qboEvents(entity, events),
  };
}

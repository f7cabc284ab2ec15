/** Every QuickBooks entity the emulator serves, in the order the seed fills them. */
import { attachables } from './attachables.js';
import { ledgerAccounts } from './chart-of-accounts.js';
import { companyInfo } from './company-info.js';
import { customers } from './customers.js';
import { employees } from './employees.js';
import type { QboEntity } from './entity.js';
import { invoices } from './invoices.js';
import { items } from './items.js';
import { journalEntries } from './journal-entries.js';
import { classes, departments, paymentMethods, terms } from './lists.js';
import { creditMemos, estimates, refundReceipts, salesReceipts } from './other-sales.js';
import { billPayments, payments } from './payments.js';
import { bills, purchaseOrders, purchases } from './purchase-forms.js';
import { taxCodes, taxRates } from './tax.js';
import { vendors } from './vendors.js';

export const ENTITIES: readonly QboEntity[] = [
  companyInfo, ledgerAccounts, terms, paymentMethods, classes, departments, taxRates, taxCodes, items,
  customers, vendors, employees,
  invoices, creditMemos, salesReceipts, refundReceipts, estimates, payments,
  bills, purchases, purchaseOrders, billPayments, journalEntries, attachables,
];

export function entityNamed(name: string): QboEntity {
  const entity = ENTITIES.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`QuickBooks emulator has no entity ${name}`);
  return entity;
}

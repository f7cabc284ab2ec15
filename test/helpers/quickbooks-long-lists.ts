/**
 * A QuickBooks realm's lists made longer than one query answers (1000
 * records), written straight into the emulator's store in the shape its
 * entities keep (no thousand creates over HTTP): expense accounts, which
 * carry no balance to compute, and sales tax rates. Ids start at `from`,
 * above the seed's, so they follow the seeded records in Id order too.
 */
import type { KitControls, StoredRecord } from '../../src/sandbox/framework/kit/index.js';

const stamps = () => ({ createdAt: Date.now(), updatedAt: Date.now(), SyncToken: '0' });

export function seedExpenseAccounts(kit: KitControls, count: number, from: number, realm: string): StoredRecord[] {
  return Array.from({ length: count }, (_, index) => kit.seed('Account', {
    id: String(from + index), Name: `Bulk expense ${from + index}`, AcctNum: `B${from + index}`, Active: true,
    AccountType: 'Expense', AccountSubType: 'OtherMiscellaneousServiceCost', Classification: 'Expense', SubAccount: false,
    FullyQualifiedName: `Bulk expense ${from + index}`, CurrencyRef: { value: 'USD', name: 'US Dollar' }, ...stamps(),
  }, realm));
}

export function seedSalesTaxRates(kit: KitControls, count: number, from: number, realm: string): StoredRecord[] {
  return Array.from({ length: count }, (_, index) => kit.seed('TaxRate', {
    id: String(from + index), Name: `Bulk rate ${from + index}`, Description: 'District tax', Active: true,
    RateValue: 0.25, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly', ...stamps(),
  }, realm));
}

/**
 * Vendor (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/vendor):
 * a name with addresses, a currency fixed on create, 1099 tracking, default
 * terms, and its open balance, worked out from the vendor's bills.
 */
import { dec, num, sum } from './decimal.js';
import { defineEntity } from './entity.js';
import { invalidField } from './faults.js';
import { NAME_FIELDS, normaliseName } from './names.js';
import { currencyOf, currencyRef, namedRef } from './refs.js';

export const vendors = defineEntity({
  name: 'Vendor',
  sequence: 'name',
  nameList: true,
  fields: {
    ...NAME_FIELDS,
    BillAddr: { kind: 'object' },
    Notes: { kind: 'string', maxLength: 2000 },
    TaxIdentifier: { kind: 'string', maxLength: 20 },
    TermRef: { kind: 'object' },
    Balance: { kind: 'number', readOnly: true },
    AcctNum: { kind: 'string', maxLength: 100 },
    Vendor1099: { kind: 'boolean', default: false },
    CurrencyRef: { kind: 'object' },
  },
  normalise(record, ctx, previous) {
    normaliseName(ctx, record);
    const currency = record.CurrencyRef === undefined || record.CurrencyRef === null ? ctx.account.homeCurrency : currencyOf(ctx, record.CurrencyRef);
    const before = (previous?.CurrencyRef as { value?: string } | undefined)?.value;
    if (before !== undefined && before !== currency) throw invalidField('CurrencyRef', 'You can\'t change the currency of a vendor once it is set', '6000', 'A business validation error has occurred while processing your request');
    record.CurrencyRef = currencyRef(currency);
    record.TermRef = namedRef(ctx, 'Term', record.TermRef, 'TermRef');
  },
  present(wire, record, ctx) {
    const open = ctx.tenant.table('Bill').all()
      .filter((bill) => (bill.VendorRef as { value?: string } | undefined)?.value === record.id)
      .map((bill) => dec(bill.Balance) ?? 0n);
    return { ...wire, Balance: num(sum(open)) };
  },
});

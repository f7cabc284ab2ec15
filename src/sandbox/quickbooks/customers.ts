/**
 * Customer (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/customer):
 * a name with addresses, a currency fixed on create (multicurrency: every
 * transaction with the customer is in it) and its open balance, which
 * QuickBooks works out from the customer's invoices.
 */
import { dec, num, sum, type Dec } from './decimal.js';
import { defineEntity } from './entity.js';
import { invalidField } from './faults.js';
import { NAME_FIELDS, normaliseName } from './names.js';
import { currencyOf, currencyRef, namedRef } from './refs.js';

export const customers = defineEntity({
  name: 'Customer',
  sequence: 'name',
  nameList: true,
  fields: {
    ...NAME_FIELDS,
    Taxable: { kind: 'boolean' },
    BillAddr: { kind: 'object' },
    ShipAddr: { kind: 'object' },
    Notes: { kind: 'string', maxLength: 2000 },
    Job: { kind: 'boolean', default: false },
    BillWithParent: { kind: 'boolean', default: false },
    ParentRef: { kind: 'object' },
    SalesTermRef: { kind: 'object' },
    PaymentMethodRef: { kind: 'object' },
    Balance: { kind: 'number', readOnly: true },
    BalanceWithJobs: { kind: 'number', readOnly: true },
    CurrencyRef: { kind: 'object' },
    PreferredDeliveryMethod: { kind: 'string', enum: ['Print', 'Email', 'None'], default: 'Print' },
    ResaleNum: { kind: 'string', maxLength: 16 },
    PrimaryTaxIdentifier: { kind: 'string', maxLength: 30 },
  },
  normalise(record, ctx, previous) {
    normaliseName(ctx, record);
    const currency = record.CurrencyRef === undefined || record.CurrencyRef === null ? ctx.account.homeCurrency : currencyOf(ctx, record.CurrencyRef);
    const before = (previous?.CurrencyRef as { value?: string } | undefined)?.value;
    if (before !== undefined && before !== currency) throw invalidField('CurrencyRef', 'You can\'t change the currency of a customer once it is set', '6000', 'A business validation error has occurred while processing your request');
    record.CurrencyRef = currencyRef(currency);
    record.SalesTermRef = namedRef(ctx, 'Term', record.SalesTermRef, 'SalesTermRef');
    record.PaymentMethodRef = namedRef(ctx, 'PaymentMethod', record.PaymentMethodRef, 'PaymentMethodRef');
    record.ParentRef = namedRef(ctx, 'Customer', record.ParentRef, 'ParentRef');
    record.Job = record.ParentRef !== undefined;
  },
  present(wire, record, ctx) {
    const open: Dec[] = ctx.tenant.table('Invoice').all()
      .filter((invoice) => (invoice.CustomerRef as { value?: string } | undefined)?.value === record.id)
      .map((invoice) => dec(invoice.Balance) ?? 0n);
    const balance = num(sum(open));
    return { ...wire, Balance: balance, BalanceWithJobs: balance };
  },
});

/**
 * TaxRate and TaxCode (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/taxcode):
 * read and queried only through the Accounting API (new ones come from the
 * TaxService endpoint, which this emulator does not serve). A US company's
 * tax codes group the rates of its agencies; a sales form names one in
 * TxnTaxDetail.TxnTaxCodeRef and its lines say TAX or NON (sales-lines.ts).
 */
import { defineEntity } from './entity.js';

const READ_ONLY = { create: false, update: false, delete: false } as const;

export const taxRates = defineEntity({
  name: 'TaxRate',
  sequence: 'own',
  nameList: true,
  writes: READ_ONLY,
  fields: {
    Name: { kind: 'string' },
    Description: { kind: 'string' },
    Active: { kind: 'boolean', default: true },
    RateValue: { kind: 'number' },
    AgencyRef: { kind: 'object' },
    SpecialTaxType: { kind: 'string' },
    DisplayType: { kind: 'string' },
    EffectiveTaxRate: { kind: 'array' },
  },
});

export const taxCodes = defineEntity({
  name: 'TaxCode',
  sequence: 'own',
  nameList: true,
  writes: READ_ONLY,
  fields: {
    Name: { kind: 'string' },
    Description: { kind: 'string' },
    Active: { kind: 'boolean', default: true },
    Hidden: { kind: 'boolean', default: false },
    Taxable: { kind: 'boolean' },
    TaxGroup: { kind: 'boolean' },
    SalesTaxRateList: { kind: 'object' },
    PurchaseTaxRateList: { kind: 'object' },
  },
});

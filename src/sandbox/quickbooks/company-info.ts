/**
 * CompanyInfo (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/companyinfo):
 * the company itself, read at /companyinfo/{realmId} (its Id is the realm
 * id) or queried. Written in the emulator only by its seed.
 */
import { defineEntity } from './entity.js';

export const companyInfo = defineEntity({
  name: 'CompanyInfo',
  sequence: 'own',
  writes: { create: false, update: false, delete: false },
  fields: {
    CompanyName: { kind: 'string' },
    LegalName: { kind: 'string' },
    CompanyAddr: { kind: 'object' },
    CustomerCommunicationAddr: { kind: 'object' },
    LegalAddr: { kind: 'object' },
    PrimaryPhone: { kind: 'object' },
    CompanyStartDate: { kind: 'string' },
    FiscalYearStartMonth: { kind: 'string' },
    Country: { kind: 'string' },
    Email: { kind: 'object' },
    WebAddr: { kind: 'object' },
    SupportedLanguages: { kind: 'string' },
    DefaultTimeZone: { kind: 'string' },
    NameValue: { kind: 'array' },
  },
});

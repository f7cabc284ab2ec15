/**
 * The organisation a call is for (GET /Organisation: always a list of one)
 * and the currencies it has enabled (GET /Currencies). Both are read from
 * the organisation's account declaration.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { msDate } from './dates.js';
import { API_BASE, xeroEnvelope } from './dialect.js';

/** Where each demo organisation is, by country, for its address and phone. */
const PLACES: Readonly<Record<string, { line: string; city: string; region: string; postalCode: string; country: string; phone: [string, string, string] }>> = {
  US: { line: '1220 Harbour Lane', city: 'Portland', region: 'OR', postalCode: '97209', country: 'United States', phone: ['1', '503', '5550142'] },
  JP: { line: '2-14-7 Kanda Nishikicho', city: 'Chiyoda-ku', region: 'Tokyo', postalCode: '101-0054', country: 'Japan', phone: ['81', '3', '55550198'] },
  NZ: { line: '48 Kowhai Road', city: 'Nelson', region: 'Tasman', postalCode: '7010', country: 'New Zealand', phone: ['64', '3', '5550177'] },
};

const TAX_BASIS: Readonly<Record<string, string>> = { US: 'ACCRUAL', NZ: 'INVOICE', GLOBAL: 'ACCRUAL', AU: 'ACCRUALS', UK: 'ACCRUAL' };

export function organisationRecord(organisation: XeroOrganisation): Record<string, unknown> {
  const place = PLACES[organisation.countryCode];
  return {
    OrganisationID: organisation.id,
    Name: organisation.name,
    LegalName: organisation.legalName,
    PaysTax: true,
    Version: organisation.version,
    OrganisationType: 'COMPANY',
    BaseCurrency: organisation.baseCurrency,
    CountryCode: organisation.countryCode,
    IsDemoCompany: false,
    OrganisationStatus: 'ACTIVE',
    TaxNumber: organisation.taxNumber,
    FinancialYearEndDay: organisation.financialYearEnd.day,
    FinancialYearEndMonth: organisation.financialYearEnd.month,
    SalesTaxBasis: TAX_BASIS[organisation.version],
    DefaultSalesTax: 'Tax Exclusive',
    DefaultPurchasesTax: 'Tax Exclusive',
    ...(organisation.periodLockDate ? { PeriodLockDate: msDate(Date.parse(`${organisation.periodLockDate}T00:00:00Z`)) } : {}),
    ...(organisation.endOfYearLockDate ? { EndOfYearLockDate: msDate(Date.parse(`${organisation.endOfYearLockDate}T00:00:00Z`)) } : {}),
    CreatedDateUTC: msDate(Date.parse(organisation.createdAt)),
    Timezone: organisation.timezone,
    OrganisationEntityType: 'COMPANY',
    ShortCode: organisation.shortCode,
    Class: 'STANDARD',
    Edition: 'BUSINESS',
    LineOfBusiness: 'Wholesale trade',
    Addresses: place ? [{ AddressType: 'STREET', AddressLine1: place.line, City: place.city, Region: place.region, PostalCode: place.postalCode, Country: place.country }] : [],
    Phones: place ? [{ PhoneType: 'OFFICE', PhoneCountryCode: place.phone[0], PhoneAreaCode: place.phone[1], PhoneNumber: place.phone[2] }] : [],
    ExternalLinks: [],
    PaymentTerms: { Bills: { Day: 30, Type: 'DAYSAFTERBILLDATE' }, Sales: { Day: 20, Type: 'DAYSAFTERBILLDATE' } },
  };
}

const CURRENCY_NAMES = new Intl.DisplayNames(['en'], { type: 'currency' });

export function registerOrganisation(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  app.get(`${API_BASE}/Organisation`, kit.handler(({ account }) => ({ status: 200, body: xeroEnvelope('Organisations', [organisationRecord(account)]) })));
  app.get(`${API_BASE}/Currencies`, kit.handler(({ account }) => {
    const codes = [account.baseCurrency, ...Object.keys(account.foreignCurrencies)];
    return { status: 200, body: xeroEnvelope('Currencies', codes.map((Code) => ({ Code, Description: CURRENCY_NAMES.of(Code) ?? Code }))) };
  }));
}

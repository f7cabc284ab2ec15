/**
 * Unified HRIS companies on BambooHR's company information (public.yaml: Get
 * Company Information): a connection reaches one company, listed as a list of
 * one and read by its id, the company domain ("acme" of acme.bamboohr.com).
 * legal_name ← legalName, display_name ← displayName, subdomain ← the company
 * domain, addresses ← address (line1, line2, city, state, zip, country),
 * phone_numbers ← phone; status is active (BambooHR answers only for a
 * company it serves). BambooHR's API cannot create, change or delete a
 * company: those operations are not offered.
 */
import type { Static } from 'typebox';
import { companies, type HrisCompany } from '../../unified/hris/companies.js';
import { collection, fieldTable } from '../kit/index.js';
import { bamboohrDialect } from './dialect.js';
import type { BambooHRCompany } from './wire-types.js';

type Model = Static<typeof HrisCompany>;

interface CompanyContext {
  companyDomain: string | null;
}

export const companyFields = fieldTable<Model, BambooHRCompany, CompanyContext>({
  id: { read: (_company, context) => context.companyDomain, write: false },
  legal_name: { at: 'legalName', write: false },
  display_name: { at: 'displayName', write: false },
  subdomain: { read: (_company, context) => context.companyDomain, write: false },
  status: { read: () => 'active', write: false },
  addresses: {
    read: (company) => {
      const address = company.address;
      if (!address) return [];
      return [{ type: 'primary' as const, line1: address.line1 ?? null, line2: address.line2 ?? null, city: address.city ?? null, state: address.state ?? null, postal_code: address.zip ?? null, country: address.country ?? null }];
    },
    reads: ['address'],
    write: false,
  },
  phone_numbers: { read: (company) => (company.phone ? [{ number: company.phone, type: 'primary' as const }] : []), reads: ['phone'], write: false },
});

export const bamboohrCompanies = collection(companies, {
  dialect: bamboohrDialect,
  downstream: { id: 'company_information', name: 'Company information' },
  what: 'company',
  fields: companyFields,
  path: '/api/v1/company_information',
  // One company per connection: the answer is the list's one record, and a read finds it by its id.
  listAt: (body) => (body && typeof body === 'object' ? [body as BambooHRCompany] : []),
  id: /^[a-z0-9][a-z0-9-]{0,62}$/,
  findOne: () => ({}),
  context: (_body, { settings }) => ({ companyDomain: settings.company_domain ?? null }),
  list: { whole: 'unpaged' },
});

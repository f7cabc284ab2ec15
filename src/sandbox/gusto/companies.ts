/**
 * The company (GET /v1/companies/{company_id}) and its locations (GET
 * /v1/companies/{company_id}/locations, GET /v1/locations/{location_id}).
 * A token reaches its own company only: another company's UUID is a 404.
 * The company's `locations` are its addresses as Company-Address, written
 * from the locations table.
 */
import { defineResource } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { scopedTo, uuidIds } from './records.js';

const underCompany = scopedTo('company_id', 'company_uuid', 'companies');

export const companies = defineResource<GustoAccount>({
  name: 'companies',
  routes: { get: 'GET /v1/companies/:company_id' },
  idParam: 'company_id',
  newId: uuidIds,
  fields: {
    ein: { kind: 'string', readOnly: true },
    entity_type: { kind: 'string', readOnly: true, nullable: true },
    contractor_only: { kind: 'boolean' },
    tier: { kind: 'string', readOnly: true, nullable: true },
    is_suspended: { kind: 'boolean', readOnly: true },
    company_status: { kind: 'string', readOnly: true },
    is_high_risk_business: { kind: 'boolean', readOnly: true },
    is_marijuana_business: { kind: 'boolean', readOnly: true },
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    name: { kind: 'string', readOnly: true },
    slug: { kind: 'string', readOnly: true },
    trade_name: { kind: 'string', readOnly: true, nullable: true },
    is_partner_managed: { kind: 'boolean', readOnly: true },
    pay_schedule_type: { kind: 'string', readOnly: true, nullable: true },
    join_date: { kind: 'string', readOnly: true, nullable: true },
    funding_type: { kind: 'string', readOnly: true, nullable: true },
    compensations: { kind: 'object', readOnly: true },
    primary_payroll_admin: { kind: 'object', readOnly: true },
  },
  hooks: {
    present(wire, record, ctx) {
      const locations = ctx.tenant.table('locations').all().filter((location) => location.company_uuid === record.id);
      const addresses = locations.map((location) => ({
        street_1: location.street_1, street_2: location.street_2 ?? null, city: location.city, state: location.state,
        zip: location.zip, country: location.country, active: location.active !== false, inactive: location.active === false,
      }));
      return { ...wire, locations: addresses };
    },
  },
});

export const locations = defineResource<GustoAccount>({
  name: 'locations',
  routes: { list: 'GET /v1/companies/:company_id/locations', get: 'GET /v1/locations/:location_id' },
  idParam: 'location_id',
  newId: uuidIds,
  fields: {
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    version: { kind: 'string', readOnly: true },
    company_uuid: { kind: 'string', readOnly: true },
    phone_number: { kind: 'string' },
    street_1: { kind: 'string', required: true },
    street_2: { kind: 'string', nullable: true },
    city: { kind: 'string', required: true },
    state: { kind: 'string', required: true },
    zip: { kind: 'string', required: true },
    country: { kind: 'string', default: 'USA' },
    mailing_address: { kind: 'boolean' },
    filing_address: { kind: 'boolean' },
    created_at: { kind: 'time', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
    active: { kind: 'boolean', readOnly: true },
  },
  timestamps: { created: 'created_at', updated: 'updated_at' },
  hooks: {
    select: underCompany.select,
    present: (wire, record) => ({ ...wire, inactive: record.active === false }),
  },
});

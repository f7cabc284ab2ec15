/**
 * GET /organizations and GET /organizations/{organization_id}
 * ("Organizations" in the API reference): the organizations the token's
 * user belongs to, the first their default (`is_default_org`). The only
 * calls that need no `organization_id`; every other call names one of these.
 */
import type { FastifyInstance } from 'fastify';
import { fail, kitRequest } from '../framework/kit/index.js';
import { organizationById, ZOHO_ORGANIZATIONS, type ZohoOrganization, type ZohoUser } from './accounts.js';
import { userOfToken } from './auth.js';
import { API_BASE } from './dialect.js';
import { oauthServerOf } from './oauth.js';

function describe(organization: ZohoOrganization, user: ZohoUser): Record<string, unknown> {
  return {
    organization_id: organization.id,
    name: organization.name,
    contact_name: organization.contactName,
    email: organization.email,
    is_default_org: user.organizations[0] === organization.id,
    language_code: 'en',
    fiscal_year_start_month: organization.fiscalYearStartMonth,
    account_created_date: organization.accountCreatedDate,
    time_zone: organization.timeZone,
    is_org_active: true,
    currency_id: organization.currencyId,
    currency_code: organization.currencyCode,
    currency_symbol: organization.currencySymbol,
    currency_format: organization.pricePrecision === 0 ? '###,###' : `###,##0.${'0'.repeat(organization.pricePrecision)}`,
    price_precision: organization.pricePrecision,
    country: organization.country,
  };
}

export function registerOrganizations(app: FastifyInstance): void {
  const userOf = (request: Parameters<typeof kitRequest>[0]) => {
    const server = oauthServerOf(app);
    return userOfToken(kitRequest(request), server ? (token) => server.introspect(token) : undefined);
  };
  app.get(`${API_BASE}/organizations`, async (request) => {
    const user = userOf(request);
    const organizations = ZOHO_ORGANIZATIONS.filter((organization) => user.organizations.includes(organization.id));
    return { code: 0, message: 'success', organizations: organizations.map((organization) => describe(organization, user)) };
  });
  app.get(`${API_BASE}/organizations/:organization_id`, async (request) => {
    const user = userOf(request);
    const id = (request.params as { organization_id: string }).organization_id;
    const organization = organizationById(id);
    if (!organization || !user.organizations.includes(organization.id)) throw fail.unauthenticated(`This user is not associated with the CompanyID/CompanyName:${id}.`, { code: 6041 });
    return { code: 0, message: 'success', organization: describe(organization, user) };
  });
}

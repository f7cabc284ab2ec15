/**
 * GET /v1/token_info (https://docs.gusto.com/embedded-payroll/reference/get-v1-token-info):
 * what the access token of the call reaches: its scopes, the company it acts
 * for (`resource: {type: "Company", uuid}`) and the admin who consented
 * (`resource_owner`). A client learns its company here after the OAuth
 * exchange, since the description's token answer does not name it.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';

/** The scopes of the sandbox application, as Gusto names them (an application's scopes are set when it is registered). */
export const GUSTO_APP_SCOPES = 'companies:read departments:write employees:manage jobs:write compensations:read payrolls:read';

export function registerTokenInfo(app: FastifyInstance, kit: PlatformKit<GustoAccount>): void {
  app.get('/v1/token_info', kit.handler((ctx) => ({
    status: 200,
    body: {
      scope: GUSTO_APP_SCOPES,
      resource: { type: 'Company', uuid: ctx.account.companyUuid },
      resource_owner: { type: 'CompanyAdmin', uuid: ctx.account.adminUuid },
    },
  })));
}

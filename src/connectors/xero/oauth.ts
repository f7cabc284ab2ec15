/**
 * Xero's OAuth 2.0 authorization code flow ("OAuth 2.0", developer.xero.com):
 * consent at https://login.xero.com/identity/connect/authorize, where the
 * user also picks the organisations the app may reach; token exchange and
 * refresh at https://identity.xero.com/connect/token, form-encoded, the
 * client in HTTP Basic; PKCE with S256. Access tokens live 30 minutes; the
 * refresh token comes with `offline_access` and is replaced at each refresh.
 *
 * A token reaches every organisation the user connected; after the exchange
 * GET /connections names them, and the first becomes the connection's
 * `tenant_id` (x-svc-company-id picks another per request).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { OAuthDeclaration } from '../framework/oauth.js';
import { GUID } from './guid.js';

export const xeroOAuth: OAuthDeclaration = {
  authorizationUrl: () => 'https://login.xero.com/identity/connect/authorize',
  tokenUrl: () => 'https://identity.xero.com/connect/token',
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'offline_access', label: 'Stay connected (refresh tokens)' },
    { id: 'accounting.transactions', label: 'Invoices, bills, payments, credit notes, bank transactions, journals, quotes and purchase orders' },
    { id: 'accounting.transactions.read', label: 'Read those transactions' },
    { id: 'accounting.contacts', label: 'Contacts (customers and suppliers)' },
    { id: 'accounting.contacts.read', label: 'Read contacts' },
    { id: 'accounting.settings', label: 'Chart of accounts, tax rates, items, tracking categories and the organisation' },
    { id: 'accounting.settings.read', label: 'Read those settings' },
    { id: 'accounting.journals.read', label: 'The general ledger (journals)' },
    { id: 'accounting.attachments', label: 'Attachments' },
    { id: 'accounting.attachments.read', label: 'Read attachments' },
  ],
  defaultScopes: ['offline_access', 'accounting.transactions', 'accounting.contacts', 'accounting.settings', 'accounting.journals.read', 'accounting.attachments'],
  pkce: true,
  clientAuthentication: 'client_secret_basic',
  tokenRequestFormat: 'form',
  discoveredSettings: ['tenant_id'],
  async afterAuthorization(ctx) {
    const { status, body } = await ctx.call({ method: 'GET', url: 'https://api.xero.com/Connections' });
    const tenants = Array.isArray(body) ? (body as Array<{ tenantId?: unknown; tenantType?: unknown }>).filter((entry) => entry.tenantType === 'ORGANISATION') : [];
    const first = tenants[0]?.tenantId;
    if (status !== 200 || typeof first !== 'string' || !GUID.test(first)) {
      throw new ApiError('OAuthConnectorError', { message: 'The Xero sign-in connected no organisation', detail: { status } });
    }
    // An organisation chosen before (an earlier sign-in, or the consumer's own) is kept when the token still reaches it.
    const kept = ctx.settings.tenant_id;
    return { tenant_id: typeof kept === 'string' && tenants.some((entry) => entry.tenantId === kept) ? kept : first };
  },
};

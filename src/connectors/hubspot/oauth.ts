/**
 * HubSpot's OAuth 2.0 authorization code flow ("Working with OAuth", "OAuth
 * tokens API"): consent at https://app.hubspot.com/oauth/authorize, code
 * exchange and refresh at https://api.hubapi.com/oauth/v1/token (form body,
 * client credentials in it), PKCE accepted. Access tokens live 30 minutes;
 * refresh tokens do not expire and are not rotated, so the vault keeps the
 * one it has. Scopes are HubSpot's granular CRM scopes; `oauth` is required
 * of every app.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

export const hubspotOAuth: OAuthDeclaration = {
  authorizationUrl: () => 'https://app.hubspot.com/oauth/authorize',
  tokenUrl: () => 'https://api.hubapi.com/oauth/v1/token',
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'oauth', label: 'Basic OAuth access (every app)' },
    { id: 'crm.objects.contacts.read', label: 'Read contacts, their notes and activities' },
    { id: 'crm.objects.contacts.write', label: 'Write contacts, their notes and activities' },
    { id: 'crm.objects.companies.read', label: 'Read companies' },
    { id: 'crm.objects.companies.write', label: 'Write companies' },
    { id: 'crm.objects.deals.read', label: 'Read deals and their pipelines' },
    { id: 'crm.objects.deals.write', label: 'Write deals and their pipelines' },
    { id: 'crm.objects.leads.read', label: 'Read leads' },
    { id: 'crm.objects.leads.write', label: 'Write leads' },
    { id: 'crm.objects.owners.read', label: 'Read owners (users)' },
    { id: 'crm.lists.read', label: 'Read lists' },
    { id: 'crm.schemas.custom.read', label: 'Read custom object schemas' },
    { id: 'crm.schemas.custom.write', label: 'Write custom object schemas' },
    { id: 'crm.objects.custom.read', label: 'Read custom objects' },
    { id: 'crm.objects.custom.write', label: 'Write custom objects' },
  ],
  defaultScopes: [
    'oauth', 'crm.objects.contacts.read', 'crm.objects.contacts.write', 'crm.objects.companies.read', 'crm.objects.companies.write',
    'crm.objects.deals.read', 'crm.objects.deals.write', 'crm.objects.owners.read', 'crm.lists.read',
  ],
  pkce: true,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'form',
};

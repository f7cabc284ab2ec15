/**
 * The ready sandbox of a fresh start: a demo application, a sandbox secret key,
 * a consumer and its connections to the emulators, whose pasted webhook URLs
 * are set at the emulators (demo-webhooks.ts). Idempotent: a restart finds
 * the rows and adds nothing. The demo key is derived from the service's master
 * key, so it can be printed again on every start while only its hash is stored.
 */
import { createHmac } from 'node:crypto';
import type { Keyring } from '../core/keyring.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import type { Database } from '../store/database.js';
import { findApplication, insertApplication } from '../store/repositories/applications.js';
import { ensureApiKey } from '../store/repositories/api-keys.js';
import { generateKey } from '../vault/api-keys.js';
import type { IntegrationService } from '../vault/integrations.js';
import type { TenantScope, Vault } from '../vault/vault.js';
import { TWILIO_DEMO_ACCOUNT } from '../sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT } from '../sandbox/zendesk/index.js';
import { JIRA_DEMO_ACCOUNT } from '../sandbox/jira/index.js';
import { INTERCOM_DEMO_ACCOUNT } from '../sandbox/intercom/index.js';
import { ASANA_DEMO_ACCOUNT } from '../sandbox/asana/index.js';
import { VONAGE_DEMO_ACCOUNT } from '../sandbox/vonage/index.js';
import { HUBSPOT_DEMO_ACCOUNT } from '../sandbox/hubspot/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT } from '../sandbox/pipedrive/index.js';
import { ZOHO_DEMO_ORGANIZATION, ZOHO_DEMO_USER } from '../sandbox/zoho-books/index.js';
import { QUICKBOOKS_DEMO_REALM } from '../sandbox/quickbooks/index.js';
import { XERO_DEMO_ORGANISATION, XERO_DEMO_USER } from '../sandbox/xero/index.js';
import { BAMBOOHR_DEMO_ACCOUNT } from '../sandbox/bamboohr/index.js';
import { GUSTO_DEMO_ACCOUNT, GUSTO_SYSTEM_ACCESS_TOKEN } from '../sandbox/gusto/index.js';
import { GREENHOUSE_DEMO_ACCOUNT } from '../sandbox/greenhouse/index.js';
import { SHOPIFY_DEMO_ACCOUNT } from '../sandbox/shopify/index.js';
import { SQUARE_DEMO_ACCOUNT } from '../sandbox/square/index.js';
import { openDemoOrder, type DemoOrderToPay } from './demo-pos-order.js';
import { CLOVER_DEMO_ACCOUNT } from '../sandbox/clover/index.js';
import { BIGCOMMERCE_DEMO_ACCOUNT } from '../sandbox/bigcommerce/index.js';
import { BOX_DEMO_ACCOUNT } from '../sandbox/box/index.js';
import { GOOGLE_DRIVE_DEMO_ACCOUNT } from '../sandbox/google-drive/index.js';
import { setDemoWebhookUrls } from './demo-webhooks.js';

import { DEMO_APP_ID, DEMO_CONSUMER_ID, DEMO_SECOND_CONSUMER_ID, DEMO_THIRD_CONSUMER_ID } from './demo-ids.js';

export { DEMO_APP_ID, DEMO_CONSUMER_ID, DEMO_SECOND_CONSUMER_ID, DEMO_THIRD_CONSUMER_ID } from './demo-ids.js';

const DEMO_CONSUMER_PROFILES: Readonly<Record<string, { account_name: string; user_name: string }>> = {
  [DEMO_CONSUMER_ID]: { account_name: 'Demo Company', user_name: 'Demo User' },
  [DEMO_SECOND_CONSUMER_ID]: { account_name: 'Second Demo Company', user_name: 'Second Demo User' },
  [DEMO_THIRD_CONSUMER_ID]: { account_name: 'Third Demo Company', user_name: 'Third Demo User' },
};

export interface DemoConnection {
  unifiedApi: string;
  serviceId: string;
  settings: Record<string, string>;
  /** The demo consumer that holds it; DEMO_CONSUMER_ID when absent. */
  consumerId?: string;
  /** What the emulator signs its webhooks with, where the connection holds the platform's signing key (demo-webhooks.ts). */
  webhookSecret?: string;
}

/** Xero's webhook key of the demo: the app's key lives in Xero's developer portal, so the demo chooses one (sandbox only). */
const DEMO_XERO_WEBHOOK_KEY = 'demo-xero-webhook-key-sandbox-only';

/** Clover's app auth code of the demo: Clover shows it in the app's dashboard, so the demo chooses one (sandbox only). */
const DEMO_CLOVER_AUTH_CODE = 'demo-clover-auth-code-sandbox-only';

/** The emulators' demo accounts, as connection settings of the matching connectors. */
export const DEMO_CONNECTIONS: ReadonlyArray<DemoConnection> = [
  {
    unifiedApi: 'sms',
    serviceId: 'twilio',
    settings: { account_sid: TWILIO_DEMO_ACCOUNT.accountSid, auth_token: TWILIO_DEMO_ACCOUNT.authToken },
  },
  {
    unifiedApi: 'customer-support',
    serviceId: 'zendesk',
    settings: { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, email: ZENDESK_DEMO_ACCOUNT.email, api_token: ZENDESK_DEMO_ACCOUNT.apiToken },
  },
  {
    unifiedApi: 'issue-tracking',
    serviceId: 'jira',
    settings: { site: JIRA_DEMO_ACCOUNT.siteName, email: JIRA_DEMO_ACCOUNT.email, api_token: JIRA_DEMO_ACCOUNT.apiToken },
  },
  {
    unifiedApi: 'customer-support',
    serviceId: 'intercom',
    settings: { api_token: INTERCOM_DEMO_ACCOUNT.accessToken },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'issue-tracking',
    serviceId: 'asana',
    settings: { workspace_gid: ASANA_DEMO_ACCOUNT.workspaceGid, personal_access_token: ASANA_DEMO_ACCOUNT.token },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'sms',
    serviceId: 'vonage',
    // The signature secret lets the service verify the emulator's delivery receipts (the account signs with HMAC-SHA256).
    settings: { api_key: VONAGE_DEMO_ACCOUNT.apiKey, api_secret: VONAGE_DEMO_ACCOUNT.apiSecret, signature_secret: VONAGE_DEMO_ACCOUNT.signatureSecret, signature_method: 'sha256hmac' },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'crm',
    serviceId: 'hubspot',
    settings: { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken },
  },
  {
    unifiedApi: 'crm',
    serviceId: 'pipedrive',
    settings: { api_token: PIPEDRIVE_DEMO_ACCOUNT.apiToken },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'accounting',
    serviceId: 'xero',
    // The demo token also reaches a second organisation, in JPY: pick it with x-svc-company-id.
    settings: { manual_access_token: XERO_DEMO_USER.sandboxAccessToken, tenant_id: XERO_DEMO_ORGANISATION.id, webhook_key: DEMO_XERO_WEBHOOK_KEY },
    webhookSecret: DEMO_XERO_WEBHOOK_KEY,
  },
  {
    unifiedApi: 'accounting',
    serviceId: 'quickbooks',
    settings: { realm_id: QUICKBOOKS_DEMO_REALM.id, playground_access_token: QUICKBOOKS_DEMO_REALM.sandboxAccessToken, webhook_verifier_token: QUICKBOOKS_DEMO_REALM.verifierToken },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'accounting',
    serviceId: 'zoho-books',
    settings: { self_client_token: ZOHO_DEMO_USER.sandboxAccessToken, organization_id: ZOHO_DEMO_ORGANIZATION.id },
    consumerId: DEMO_THIRD_CONSUMER_ID,
  },
  {
    unifiedApi: 'hris',
    serviceId: 'bamboohr',
    settings: { company_domain: BAMBOOHR_DEMO_ACCOUNT.companyDomain, api_key: BAMBOOHR_DEMO_ACCOUNT.apiKey },
  },
  {
    unifiedApi: 'hris',
    serviceId: 'gusto',
    // The company's token as Gusto hands one out with a partner-managed company; signing in through /vault replaces it with OAuth tokens.
    settings: { manual_access_token: GUSTO_DEMO_ACCOUNT.sandboxAccessToken, company_id: GUSTO_DEMO_ACCOUNT.companyUuid, system_access_token: GUSTO_SYSTEM_ACCESS_TOKEN },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'ats',
    serviceId: 'greenhouse',
    // A token as a custom integration's client credentials exchange gives one (a service account): writes name the acting user (On-Behalf-Of).
    // The web hooks' secret key as an admin would set it on both sides (Greenhouse's Dev Center, the connection).
    settings: {
      manual_access_token: GREENHOUSE_DEMO_ACCOUNT.sandboxAccessToken,
      user_id: String(GREENHOUSE_DEMO_ACCOUNT.users[0]?.id),
      webhook_secret_key: GREENHOUSE_DEMO_ACCOUNT.webhookSecretKey,
    },
    webhookSecret: GREENHOUSE_DEMO_ACCOUNT.webhookSecretKey,
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'ecommerce',
    serviceId: 'shopify',
    // A custom app's Admin API token with every read scope, and its API secret key, which signs the webhooks the connection subscribes.
    settings: { shop: SHOPIFY_DEMO_ACCOUNT.handle, admin_api_access_token: SHOPIFY_DEMO_ACCOUNT.tokens[0]!.token, app_secret_key: SHOPIFY_DEMO_ACCOUNT.tokens[0]!.appSecret },
    consumerId: DEMO_THIRD_CONSUMER_ID,
  },
  {
    unifiedApi: 'pos',
    serviceId: 'square',
    // The café's personal access token; signing in through /vault replaces it with OAuth tokens.
    settings: { personal_access_token: SQUARE_DEMO_ACCOUNT.personalAccessToken },
  },
  {
    unifiedApi: 'pos',
    serviceId: 'clover',
    // The café's merchant API token and merchant id; installing the app through /vault replaces the token with OAuth tokens.
    settings: { merchant_id: CLOVER_DEMO_ACCOUNT.merchantId, api_token: CLOVER_DEMO_ACCOUNT.apiToken, webhook_auth_code: DEMO_CLOVER_AUTH_CODE },
    webhookSecret: DEMO_CLOVER_AUTH_CODE,
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
  {
    unifiedApi: 'ecommerce',
    serviceId: 'bigcommerce',
    // A store-level API account's token and the store's hash; the service registers its webhooks (with a secret header of its own) on connection.
    settings: { access_token: BIGCOMMERCE_DEMO_ACCOUNT.accessToken, store_hash: BIGCOMMERCE_DEMO_ACCOUNT.storeHash },
  },
  {
    unifiedApi: 'file-storage',
    serviceId: 'box',
    // A developer token as Box's developer console hands one out; signing in through /vault replaces it with OAuth tokens.
    settings: { developer_token: BOX_DEMO_ACCOUNT.sandboxAccessToken, webhook_primary_key: BOX_DEMO_ACCOUNT.webhookKeys.primary, webhook_secondary_key: BOX_DEMO_ACCOUNT.webhookKeys.secondary },
  },
  {
    unifiedApi: 'file-storage',
    serviceId: 'google-drive',
    // An access token as the OAuth playground hands one out; signing in through /vault replaces it with OAuth tokens.
    settings: { manual_access_token: GOOGLE_DRIVE_DEMO_ACCOUNT.sandboxAccessToken },
    consumerId: DEMO_SECOND_CONSUMER_ID,
  },
];

export interface DemoSandbox {
  applicationId: string;
  consumerId: string;
  /** Undefined when the demo key has been revoked. */
  secretKey: string | undefined;
  /** The connectors' names each demo consumer is connected to, in DEMO_CONNECTIONS' order (what the banner says). */
  connectedTo: Readonly<Record<string, readonly string[]>>;
  /** An open Square order of demo-consumer for the banner's pay; undefined when there is none. */
  orderToPay?: DemoOrderToPay | undefined;
  /** The merchant that order belongs to. */
  squareMerchantId: string;
}

function connectedTo(vault: Vault): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const demo of DEMO_CONNECTIONS) (out[demo.consumerId ?? DEMO_CONSUMER_ID] ??= []).push(vault.connectors.find(demo.serviceId)?.name ?? demo.serviceId);
  return out;
}

function demoKey(keyring: Keyring) {
  const entropy = createHmac('sha256', keyring.key('demo-key')).update(DEMO_APP_ID).digest();
  return generateKey('secret', 'sandbox', entropy);
}

export async function ensureDemoSandbox(
  db: Database,
  vault: Vault,
  keyring: Keyring,
  integrations: Pick<IntegrationService, 'enableAll'>,
  /** Where the emulators are: the demo sets its pasted webhook URLs there. */
  targets?: Pick<DownstreamTargets, 'sandboxUrl'>,
): Promise<DemoSandbox> {
  // The demo connects every connector, so it loads them at start.
  await vault.connectors.ready();
  if (!(await findApplication(db, DEMO_APP_ID))) {
    await insertApplication(db, { id: DEMO_APP_ID, name: 'Demo application' }).catch(async (error: unknown) => {
      // Another instance created it at the same moment.
      if (!(await findApplication(db, DEMO_APP_ID))) throw error;
    });
  }
  // Every connector, also those added since the last start. A disabled row stays disabled; a removed one comes back.
  await integrations.enableAll(DEMO_APP_ID);
  const key = demoKey(keyring);
  const row = await ensureApiKey(db, {
    id: 'key_demo_sandbox',
    applicationId: DEMO_APP_ID,
    kind: 'secret',
    mode: 'sandbox',
    hash: key.hash,
    hint: key.hint,
  });

  const scope: TenantScope = { applicationId: DEMO_APP_ID, mode: 'sandbox' };
  for (const [consumerId, profile] of Object.entries(DEMO_CONSUMER_PROFILES)) {
    const existing = await vault.listConnections(scope, consumerId, { configured: true });
    await vault.upsertConsumer(scope, consumerId, existing.length === 0 ? profile : undefined);
    for (const demo of DEMO_CONNECTIONS.filter((connection) => (connection.consumerId ?? DEMO_CONSUMER_ID) === consumerId)) {
      if (existing.some((connection) => connection.service_id === demo.serviceId && connection.unified_api === demo.unifiedApi)) continue;
      await vault.updateConnection(scope, consumerId, demo.unifiedApi, demo.serviceId, { settings: demo.settings });
    }
  }
  if (targets) {
    const webhooks = DEMO_CONNECTIONS.map((demo) => ({ ...demo, consumerId: demo.consumerId ?? DEMO_CONSUMER_ID }));
    await setDemoWebhookUrls(vault, targets, scope, webhooks, (message) => console.error(message));
  }
  const orderToPay = await openDemoOrder(targets?.sandboxUrl('square'), SQUARE_DEMO_ACCOUNT.personalAccessToken);
  return { applicationId: DEMO_APP_ID, consumerId: DEMO_CONSUMER_ID, secretKey: row.revokedAt === null ? key.key : undefined, connectedTo: connectedTo(vault), orderToPay, squareMerchantId: SQUARE_DEMO_ACCOUNT.merchantId };
}

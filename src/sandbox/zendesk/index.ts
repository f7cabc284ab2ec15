/**
 * Emulator of the Zendesk Support API (the part a customer-support connector
 * uses: users with role end-user as customers, their organizations, and
 * `users/me` for connection tests, and the webhooks that report user changes,
 * webhook-events.ts), declared on the emulator kit. Written
 * from Zendesk's OpenAPI description and developer documentation; it shares
 * no code with the Zendesk connector. Read dialect.ts, then users.ts.
 */
import type { EmulatorDefinition, EmulatorStartOptions, OAuthEmulatorControls } from '../framework/emulator.js';
import { definePlatform, type KitEmulatorHandle, type StoredRecord } from '../framework/kit/index.js';
import { oauthTokens, type ZendeskAccount } from './auth.js';
import { ZENDESK_DEMO_ACCOUNT, ZENDESK_DEMO_AGENT_ID } from './demo-account.js';
import { zendeskDialect } from './dialect.js';
import { mountZendeskOAuth } from './oauth.js';
import { organizations } from './organizations.js';
import { zendeskRoutes } from './routes.js';
import { seedZendesk } from './seed.js';
import { users } from './users.js';
import { zendeskWebhooks } from './webhook-events.js';
import { webhooks } from './webhooks-api.js';

export { ZENDESK_DEMO_ACCOUNT } from './demo-account.js';
export { ZENDESK_OAUTH_PATHS } from './oauth.js';

export const ZENDESK_ACCOUNT: ZendeskAccount = { id: ZENDESK_DEMO_ACCOUNT.subdomain, subdomain: ZENDESK_DEMO_ACCOUNT.subdomain, apiToken: ZENDESK_DEMO_ACCOUNT.apiToken };

export const zendeskPlatform = definePlatform<ZendeskAccount>({
  id: 'zendesk',
  dialect: zendeskDialect,
  accounts: [ZENDESK_ACCOUNT],
  resources: [users, organizations, oauthTokens, webhooks],
  seed: seedZendesk,
  oauth: mountZendeskOAuth,
  routes: zendeskRoutes,
  webhooks: zendeskWebhooks,
});

/** A stored user as tests read it: Zendesk's numeric id, the fields tests look at typed. */
export interface ZendeskUserView {
  id: number;
  name: string;
  email: string | null;
  role: 'end-user' | 'agent' | 'admin';
  organizationId: number | null;
  active: boolean;
  suspended: boolean;
  [field: string]: unknown;
}

export interface ZendeskOrganizationView {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** The demo account's data behind the API, for tests (copies of the live records, read when asked). */
export interface ZendeskStore {
  users: { get(id: number): ZendeskUserView | undefined; readonly listed: ZendeskUserView[] };
  organizations: { get(id: number): ZendeskOrganizationView | undefined };
  readonly demoAgent: ZendeskUserView;
}

export interface ZendeskEmulatorHandle extends KitEmulatorHandle {
  readonly store: ZendeskStore;
  /** The account's OAuth authorization server (consent page, /oauth/tokens, token revocation). */
  readonly oauth: OAuthEmulatorControls;
  /** Accepts a further OAuth access token granted outside the emulated flow, to `userId` (default: the demo agent). */
  registerAccessToken(token: string, userId?: number): void;
}

function storeOf(handle: KitEmulatorHandle): ZendeskStore {
  const view = <V>(record: StoredRecord | undefined) => (record ? ({ ...record, id: Number(record.id) } as unknown as V) : undefined);
  const find = (resource: string, id: number) => handle.kit.records(resource).find((record) => record.id === String(id));
  return {
    users: {
      get: (id) => view<ZendeskUserView>(find(users.name, id)),
      get listed() {
        return handle.kit.records(users.name).filter((user) => user.active).map((user) => view<ZendeskUserView>(user) as ZendeskUserView);
      },
    },
    organizations: { get: (id) => view<ZendeskOrganizationView>(find(organizations.name, id)) },
    get demoAgent() {
      return view<ZendeskUserView>(find(users.name, Number(ZENDESK_DEMO_AGENT_ID))) as ZendeskUserView;
    },
  };
}

export async function startZendeskEmulator(options: EmulatorStartOptions = {}): Promise<ZendeskEmulatorHandle> {
  const handle = await zendeskPlatform.start(options);
  return {
    ...handle,
    oauth: handle.oauth as OAuthEmulatorControls,
    store: storeOf(handle),
    registerAccessToken: (token, userId = Number(ZENDESK_DEMO_AGENT_ID)) => {
      handle.kit.seed(oauthTokens.name, { id: token, userId: String(userId) });
    },
  };
}

export const zendeskEmulator: EmulatorDefinition = { id: 'zendesk', start: startZendeskEmulator };

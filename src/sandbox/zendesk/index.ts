/**
 * Emulator of the Zendesk Support API (the part a customer-support connector
 * uses: users with role end-user as customers, their organizations, and
 * `users/me` for connection tests). Written from Zendesk's OpenAPI description
 * and developer documentation; it shares no code with the Zendesk connector.
 */
import { startEmulator, type EmulatorDefinition, type EmulatorHandle, type EmulatorStartOptions, type OAuthEmulatorControls } from '../framework/emulator.js';
import type { OAuthServer } from '../framework/oauth-server.js';
import { registerZendeskApi } from './api.js';
import { zendeskFailures } from './errors.js';
import { mountZendeskOAuth } from './oauth.js';
import { RateLimitMeter } from './rate-limit.js';
import { ZendeskStore } from './store.js';

export { ZENDESK_DEMO_ACCOUNT } from './demo-account.js';
export { ZENDESK_OAUTH_PATHS } from './oauth.js';
export { ZendeskStore } from './store.js';
export type { ZendeskOrganizationRecord, ZendeskRole, ZendeskUserRecord } from './types.js';

export interface ZendeskEmulatorHandle extends EmulatorHandle {
  /** This instance's data, for tests that want to look behind the API. */
  readonly store: ZendeskStore;
  /** The account's OAuth authorization server (consent page, /oauth/tokens, token revocation). */
  readonly oauth: OAuthEmulatorControls;
  /**
   * Accepts a further OAuth access token (`Authorization: Bearer ...`) granted
   * outside the emulated OAuth flow, to `userId` (default: the demo agent).
   */
  registerAccessToken(token: string, userId?: number): void;
}

export async function startZendeskEmulator(options: EmulatorStartOptions = {}): Promise<ZendeskEmulatorHandle> {
  const store = new ZendeskStore();
  let oauth!: OAuthServer;
  const handle = await startEmulator(
    'zendesk',
    zendeskFailures,
    (app, { rateWindow }) => {
      oauth = mountZendeskOAuth(app, store);
      registerZendeskApi(app, store, new RateLimitMeter(rateWindow));
    },
    options,
  );
  return {
    ...handle,
    oauth,
    store,
    registerAccessToken: (token, userId) => store.registerAccessToken(token, userId),
  };
}

export const zendeskEmulator: EmulatorDefinition = {
  id: 'zendesk',
  start: (options) => startZendeskEmulator(options),
};

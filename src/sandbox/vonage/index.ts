/**
 * Emulator of Vonage's SMS API (../shared/downstream-specs/vonage/sms.yml) on
 * the kit: `POST /sms/json` sends (messages.ts), delivery receipts and inbound
 * messages are the webhooks it sends (webhooks.ts), and the Account API's
 * balance (`GET /account/get-balance`, not in sms.yml) answers who-am-I calls.
 *
 * Control plane (under /__emulator, see the kit): subscribe the account's
 * delivery-receipt and inbound URLs with
 *   POST /__emulator/webhooks/subscriptions {"url": …, "events": ["delivery-receipt"]}
 * and deliver an inbound message to one of its numbers with
 *   POST /__emulator/records {"resource": "inbound-messages", "record": {"id": "0A00000012345678", "msisdn": "447700900123", "to": "447700900000", "text": "Hello"}}
 *   POST /__emulator/webhooks/trigger {"type": "inbound-sms", "resource": "inbound-messages", "id": "0A00000012345678"}
 * and turn auto-reload on (auto-reload.ts) with
 *   POST /__emulator/switches {"name": "auto_reload", "value": true}
 */
import { definePlatform } from '../framework/kit/index.js';
import { AUTO_RELOAD, autoReloads } from './auto-reload.js';
import { VONAGE_DEMO_ACCOUNT, type VonageAccount } from './demo-account.js';
import { vonageDialect } from './dialect.js';
import { inboundMessages, sentMessages } from './messages.js';
import { vonageWebhooks } from './webhooks.js';

export { VONAGE_DEMO_ACCOUNT, VONAGE_TEST_NUMBERS, type VonageAccount } from './demo-account.js';
export { PRICE_PER_PART } from './messages.js';

export const vonageEmulator = definePlatform<VonageAccount>({
  id: 'vonage',
  dialect: vonageDialect,
  accounts: [VONAGE_DEMO_ACCOUNT],
  resources: [sentMessages, inboundMessages],
  // Vonage keeps no sent messages to read back: an account starts with its balance only.
  seed: ({ tenant, account }) => tenant.extras.set('balance', account.startingBalance),
  routes(app, kit) {
    // The Account API's balance (https://developer.vonage.com/en/api/account#getAccountBalance).
    app.get('/account/get-balance', kit.handler((ctx) => ({ status: 200, body: { value: ctx.tenant.extras.get('balance'), autoReload: autoReloads(ctx.tenant) } })));
  },
  webhooks: vonageWebhooks,
  switches: { auto_reload: AUTO_RELOAD },
});

/**
 * Emulator of Twilio Programmable Messaging (REST API 2010-04-01) on the
 * emulator kit: the Account and Message resources with Twilio's auth, paging,
 * error bodies, message lifecycle and signed status callbacks. Each start()
 * serves its own freshly seeded state.
 */
import { definePlatform } from '../framework/kit/index.js';
import { TWILIO_ACCOUNTS, accounts } from './accounts.js';
import { twilioDialect, type TwilioAccount } from './dialect.js';
import { messages } from './messages.js';
import { seedTwilio } from './seed.js';
import { statusCallbacks } from './status-callbacks.js';

export { TWILIO_DEMO_ACCOUNT, TWILIO_TEST_CREDENTIALS, DEMO_MESSAGING_SERVICE_SIDS, DEMO_ACCOUNT_NUMBERS } from './seed-content.js';
export { SEEDED_MESSAGE_COUNT } from './seed.js';
export { twilioSignature } from './dialect.js';

export const twilioEmulator = definePlatform<TwilioAccount>({
  id: 'twilio',
  dialect: twilioDialect,
  accounts: TWILIO_ACCOUNTS,
  resources: [accounts, messages],
  seed: seedTwilio,
  webhooks: statusCallbacks,
});

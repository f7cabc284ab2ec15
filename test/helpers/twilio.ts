/** Twilio sandbox settings for tests, from the emulator's demo account. */
import { TWILIO_DEMO_ACCOUNT } from '../../src/sandbox/twilio/index.js';

export const twilioSettings = {
  account_sid: TWILIO_DEMO_ACCOUNT.accountSid,
  auth_token: TWILIO_DEMO_ACCOUNT.authToken,
};

/**
 * `GET /sms/messages` on Twilio: the first scenario of the benchmark. The
 * emulator needs nothing readied: it seeds more messages than the largest
 * page and enforces no limit of its own unless told.
 */
import { TWILIO_DEMO_ACCOUNT } from '../../src/sandbox/twilio/seed-content.js';
import type { Scenario } from './scenario.js';

const { accountSid, authToken } = TWILIO_DEMO_ACCOUNT;

export const twilioMessages: Scenario = {
  id: 'twilio-messages',
  call: 'GET /sms/messages',
  emulator: 'twilio',
  limits: [20, 200],
  pgliteRow: true,
  resultsFile: 'latest.md',
  async prepare(base) {
    const headers = { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, accept: 'application/json' };
    // The exact request the connector sends for a first page.
    return (limit) => ({ url: `${base}/2010-04-01/Accounts/${accountSid}/Messages.json?PageSize=${limit}`, headers });
  },
  floorEnv: { FLOOR_ACCOUNT_SID: accountSid, FLOOR_AUTH_TOKEN: authToken },
  unifiedPath: (limit) => `/sms/messages?limit=${limit}`,
};

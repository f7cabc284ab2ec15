/**
 * The floor's route for `GET /sms/messages`: one call to Twilio's Messages
 * list, mapped with the connector's own field table (`messageFields`); Twilio's page
 * URIs are the cursors' state, both ways. Env: FLOOR_ACCOUNT_SID, FLOOR_AUTH_TOKEN.
 */
import { messageFields as fromTwilioMessage, type TwilioMessage } from '../../src/connectors/twilio/message-fields.js';
import { requiredEnv, type FloorRoute } from './scenario.js';

interface TwilioMessagePage {
  messages: TwilioMessage[];
  next_page_uri: string | null;
  previous_page_uri: string | null;
}

const accountSid = requiredEnv('FLOOR_ACCOUNT_SID');
const authorization = `Basic ${Buffer.from(`${accountSid}:${requiredEnv('FLOOR_AUTH_TOKEN')}`).toString('base64')}`;
const messagesPath = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

export const floorRoute: FloorRoute = {
  path: '/sms/messages',
  maxLimit: 200,
  service: 'twilio',
  resource: 'messages',
  cursorResource: 'sms/messages',
  async page(pool, limit) {
    const response = await pool.request({ method: 'GET', path: `${messagesPath}?PageSize=${limit}`, headers: { accept: 'application/json', authorization } });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`upstream answered ${response.statusCode}`);
    }
    const page = (await response.body.json()) as TwilioMessagePage;
    return { data: page.messages.map(fromTwilioMessage), next: page.next_page_uri, previous: page.previous_page_uri };
  },
};

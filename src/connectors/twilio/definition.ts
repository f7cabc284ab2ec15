/**
 * Twilio Programmable Messaging, 2010 API (https://www.twilio.com/docs/sms/api).
 * Form-encoded request bodies, HTTP Basic with the account SID and auth token,
 * paging by following `next_page_uri`.
 */
import { basicAuth } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { retryAfterHeader } from '../framework/rate-limit.js';
import { twilioInbound } from './inbound.js';
import { twilioMessages } from './messages.js';
import { segment } from '../framework/rest/path.js';

export const twilio = defineConnector({
  id: 'twilio',
  name: 'Twilio',
  description: 'Cloud communications platform: send and read SMS and MMS messages.',
  websiteUrl: 'https://www.twilio.com',
  status: 'live',
  authType: 'basic',
  settings: [
    {
      id: 'account_sid',
      label: 'Account SID',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'Starts with AC; shown on the Twilio console dashboard.',
      placeholder: 'AC…',
      pattern: '^AC[0-9a-fA-F]{32}$',
    },
    {
      id: 'auth_token',
      label: 'Auth token',
      type: 'password',
      required: true,
      sensitive: true,
      pattern: '^[0-9a-zA-Z]{16,64}$',
    },
  ],
  auth: basicAuth('account_sid', 'auth_token'),
  async verify(ctx) {
    // The smallest read an account's credentials allow: one message of its log.
    await ctx.http.request({
      method: 'GET',
      path: `/2010-04-01/Accounts/${segment(ctx.settings.account_sid ?? '', 'account_sid')}/Messages.json`,
      query: { PageSize: 1 },
    });
  },
  liveBaseUrl: () => 'https://api.twilio.com',
  hosts: ['api.twilio.com'],
  paging: 'link',
  rateLimit: {
    documented:
      'Concurrency-based: requests over the account\'s limit are answered 429 with error code 20429 (Too Many Requests); back off and retry.',
    limits: {
      // Twilio publishes a per-account ceiling on concurrent REST requests (100 by default), not a rate. Paced at
      // 50 a second, calls that each take under two seconds never have more than 100 in flight.
      requestsPerSecond: 50,
      burst: 50,
      per: 'account',
      account: (settings) => settings.account_sid,
    },
    retryAfterSeconds: (headers) => retryAfterHeader(headers),
  },
  errorMessage: (body) => (body as { message?: string } | null)?.message,
  resources: [twilioMessages],
  // Message status callbacks, signed with X-Twilio-Signature; set per message (messages.ts), so nothing to register.
  inbound: twilioInbound,
});

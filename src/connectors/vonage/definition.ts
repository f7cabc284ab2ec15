/**
 * Vonage's SMS API (formerly Nexmo; https://developer.vonage.com/en/messaging/sms/overview):
 * send only, with the API key and secret in the form body (or the query of a
 * request without one). Delivery receipts and inbound messages are webhooks
 * Vonage sends, received and verified at the connection's inbound URL (inbound.ts).
 */
import { apiKeyAuth } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { vonageInbound } from './inbound.js';
import { vonageMessages } from './messages.js';
import { firstPartStatus, THROTTLED } from './sms-status.js';

export const vonage = defineConnector({
  id: 'vonage',
  name: 'Vonage',
  description: 'Communications APIs (formerly Nexmo): send SMS messages.',
  websiteUrl: 'https://www.vonage.com/communications-apis/',
  status: 'live',
  authType: 'apiKey',
  settings: [
    {
      id: 'api_key',
      label: 'API key',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'Shown at the top of the Vonage API dashboard.',
      placeholder: 'abcd1234',
      pattern: '^[0-9a-zA-Z]{8}$',
    },
    {
      id: 'api_secret',
      label: 'API secret',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Shown beside the API key on the Vonage API dashboard.',
      pattern: '^[\\x21-\\x7e]{6,32}$',
    },
    {
      id: 'signature_secret',
      label: 'Signature secret',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'Dashboard → Settings → Signed webhooks. Needed to receive delivery receipts and inbound messages: unsigned webhooks are refused.',
      pattern: '^[\\x21-\\x7e]{8,128}$',
    },
    {
      id: 'signature_method',
      label: 'Signature method',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'The signing method chosen beside the secret: md5hash (Vonage\'s default), md5hmac, sha1hmac, sha256hmac or sha512hmac.',
      placeholder: 'md5hash',
      pattern: '^(md5hash|md5hmac|sha1hmac|sha256hmac|sha512hmac)$',
    },
  ],
  auth: apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' }),
  async verify(ctx) {
    // The Account API's balance: free, and answered 401 for credentials Vonage does not know.
    await ctx.http.request({ method: 'GET', path: '/account/get-balance' });
  },
  liveBaseUrl: () => 'https://rest.nexmo.com',
  hosts: ['rest.nexmo.com'],
  rateLimit: rateLimitSignals({
    documented:
      '30 API requests per second per API key by default (fewer for some senders, e.g. one SMS a second from a US long ' +
      'number); a send over the limit is answered HTTP 200 with message status 1 (Throttled).',
    // Half the documented 30 a second: a full burst and a second of sustained calls stay within one second's window.
    limits: { requestsPerSecond: 15, burst: 15, per: 'account', account: (settings) => settings.api_key },
    isRateLimited: (status, _headers, body) => status === 429 || THROTTLED.has(firstPartStatus(body) ?? ''),
    wait: [waitFrom.retryAfter],
  }),
  errorMessage: (body) => {
    const answer = body as { 'error-code-label'?: string; messages?: Array<{ 'error-text'?: string }> } | null;
    return answer?.['error-code-label'] ?? answer?.messages?.[0]?.['error-text'];
  },
  resources: [vonageMessages],
  // Delivery receipts (to each send's callback, messages.ts) and inbound messages (the number's URL, pasted in the dashboard).
  inbound: vonageInbound,
});

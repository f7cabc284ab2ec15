/**
 * A made-up platform for the inbound receiver's tests, with every hook a real
 * one may have: a GET challenge and an Asana-style X-Hook-Secret handshake, a
 * signature (HMAC-SHA256 of the body with the remembered secret), changes
 * from a JSON list, and registration with an expiry and renewal against a
 * "platform API" the test runs (a local receiver answering JSON).
 */
import { createHmac } from 'node:crypto';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement } from '../../src/connectors/framework/define.js';
import type { InboundWebhooks } from '../../src/connectors/framework/inbound.js';
import { retryAfterHeader } from '../../src/connectors/framework/rate-limit.js';
import type { EventAction } from '../../src/unified/define.js';
import { messages } from '../../src/unified/sms/messages.js';

export const HOOKTEST_ID = 'hooktest';

export function hooktestSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** How long a registration lasts at the made-up platform; renewed when `renewAt` says. */
export const REGISTRATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const inbound: InboundWebhooks = {
  handshake(request) {
    if (request.method === 'GET' && request.query.challenge) return { status: 200, body: request.query.challenge };
    const secret = request.headers['x-hook-secret'];
    if (secret) return { status: 204, headers: { 'x-hook-secret': secret }, remember: { hookSecret: secret } };
    return undefined;
  },
  verify(request, { registration }) {
    const secret = registration.hookSecret;
    return typeof secret === 'string' && request.headers['x-hook-signature'] === hooktestSignature(secret, request.rawBody.toString('utf8'));
  },
  changes(request) {
    const body = JSON.parse(request.rawBody.toString('utf8')) as { events: Array<{ id: string; action: EventAction; type?: string }> };
    return body.events.map((event) => ({ resource: 'sms/messages', action: event.action, entityId: event.id, downstreamEventType: event.type ?? 'message.changed' }));
  },
  deliveryId: (request) => request.headers['x-delivery-id'],
  async register(ctx, target) {
    const { body } = await ctx.http.request<{ id: string }>({ method: 'POST', path: '/hooks', json: { url: target.url } });
    return { hookId: body.id, expiresAt: Date.now() + REGISTRATION_LIFETIME_MS };
  },
  renewAt: (registration) => new Date(Number(registration.expiresAt) - 60 * 60 * 1000),
  async renew(ctx, registration, target) {
    await ctx.http.request({ method: 'PUT', path: `/hooks/${String(registration.hookId)}`, json: { url: target.url } });
    return { ...registration, expiresAt: Date.now() + REGISTRATION_LIFETIME_MS, renewed: true };
  },
};

export const hooktest = defineConnector({
  id: HOOKTEST_ID,
  name: 'Hook test',
  description: 'Test platform with every inbound webhook hook.',
  websiteUrl: 'https://hooktest.invalid',
  status: 'beta',
  authType: 'apiKey',
  settings: [{ id: 'token', label: 'Token', type: 'password', required: true, sensitive: true }],
  auth: bearerAuth('token'),
  liveBaseUrl: () => 'https://hooktest.invalid',
  hosts: ['hooktest.invalid'],
  paging: 'cursor',
  rateLimit: { documented: 'none', retryAfterSeconds: (headers) => retryAfterHeader(headers) },
  resources: [
    implement(messages, {
      downstream: { id: 'messages', name: 'Messages' },
      async add() {
        return { id: 'M1' };
      },
      events: [
        { action: 'created', downstream: 'message.changed' },
        { action: 'updated', downstream: 'message.changed' },
      ],
    }),
  ],
  inbound,
});

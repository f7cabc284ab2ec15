/**
 * The verification snippets of docs/webhooks.md, run as a reader would copy
 * them, against deliveries signed by the service and received over HTTP (so
 * the body is the raw text and the headers are Node's request.headers).
 */
import { Webhook } from 'standardwebhooks';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, type SignedRequest } from '../../src/webhooks/delivery/signing.js';
import { newSigningSecret } from '../../src/webhooks/subscriptions/signing-secrets.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { importCodeBlock } from './markdown-snippet.js';
import { ticketCreated } from './sample-event.js';

const DOC = 'docs/webhooks.md';

type Headers = Record<string, string | string[] | undefined>;
/** Each snippet as a yes/no: true when it accepts the delivery. */
type Check = (secret: string, rawBody: string, headers: Headers) => boolean;

let receiver: WebhookReceiver;
let sent = 0;
const checks: Record<string, Check> = {};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const library = await importCodeBlock<{ verifiedPayload: (secret: string, body: string, headers: Headers) => unknown }>(
    DOC,
    'verify-with-standardwebhooks',
  );
  checks['standardwebhooks snippet'] = (secret, body, headers) => {
    try {
      return library.verifiedPayload(secret, body, headers) !== undefined;
    } catch {
      return false;
    }
  };
  const crypto = await importCodeBlock<{ isGenuine: Check }>(DOC, 'verify-with-node-crypto');
  checks['node:crypto snippet'] = crypto.isGenuine;
});

afterAll(async () => {
  await receiver?.close();
});

/** Sends a signed request to the receiver, with headers or body changed by `tamper`, and returns what arrived. */
async function deliver(signed: SignedRequest, tamper: (signed: SignedRequest) => SignedRequest = (s) => s) {
  const { headers, body } = tamper(signed);
  const path = `/delivery-${(sent += 1)}`;
  const response = await request(`${receiver.url}${path}`, { method: 'POST', headers, body });
  await response.body.dump();
  const [arrived] = await receiver.waitFor(path);
  return { body: arrived!.body, headers: arrived!.headers as Headers };
}

const withHeader = (name: string, value: string) => (signed: SignedRequest) => ({ ...signed, headers: { ...signed.headers, [name]: value } });

describe.each(['standardwebhooks snippet', 'node:crypto snippet'])('the docs %s', (name) => {
  const check = (secret: string, arrived: { body: string; headers: Headers }) => checks[name]!(secret, arrived.body, arrived.headers);
  const secret = newSigningSecret();

  it('accepts a genuine delivery', async () => {
    expect(check(secret, await deliver(signedRequest([secret], ticketCreated(), { attempt: 1 })))).toBe(true);
  });

  it('refuses a delivery whose body, id or timestamp was changed', async () => {
    const signed = signedRequest([secret], ticketCreated(), { attempt: 1 });
    const earlier = String(Number(signed.headers['webhook-timestamp']) - 1);
    expect(check(secret, await deliver(signed, (s) => ({ ...s, body: s.body.replace('10042', '10043') })))).toBe(false);
    expect(check(secret, await deliver(signed, withHeader('webhook-id', 'another-event')))).toBe(false);
    expect(check(secret, await deliver(signed, withHeader('webhook-timestamp', earlier)))).toBe(false);
  });

  it('refuses a delivery signed with another secret, or over five minutes ago', async () => {
    expect(check(newSigningSecret(), await deliver(signedRequest([secret], ticketCreated(), { attempt: 1 })))).toBe(false);
    const stale = signedRequest([secret], ticketCreated(), { attempt: 1, now: new Date(Date.now() - 6 * 60 * 1000) });
    expect(check(secret, await deliver(stale))).toBe(false);
  });

  it('accepts a delivery of a rotation overlap with either secret', async () => {
    const previous = newSigningSecret();
    const arrived = await deliver(signedRequest([secret, previous], ticketCreated(), { attempt: 1 }));
    expect(check(secret, arrived)).toBe(true);
    expect(check(previous, arrived)).toBe(true);
    expect(check(newSigningSecret(), arrived)).toBe(false);
  });
});

it('the standardwebhooks snippet returns the payload the library verified', async () => {
  const secret = newSigningSecret();
  const arrived = await deliver(signedRequest([secret], ticketCreated(), { attempt: 1 }));
  const library = await importCodeBlock<{ verifiedPayload: (secret: string, body: string, headers: Headers) => unknown }>(
    DOC,
    'verify-with-standardwebhooks',
  );
  const verified = new Webhook(secret).verify(arrived.body, arrived.headers as Record<string, string>) as { payload: unknown };
  expect(library.verifiedPayload(secret, arrived.body, arrived.headers)).toEqual(verified.payload);
  expect(verified.payload).toMatchObject({ event_id: ticketCreated().id, event_type: 'issue-tracking.ticket.created' });
});

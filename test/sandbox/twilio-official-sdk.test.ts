/**
 * Twilio's official Node helper library (`twilio` on npm) against the Twilio
 * emulator: if the SDK's own request building, paging and error parsing work
 * here, a developer's real Twilio code works against the sandbox. The SDK is
 * pointed at the emulator through its documented `httpClient` option: a
 * subclass of its own RequestClient that only swaps the origin
 * https://api.twilio.com for the emulator's, so the path, query, method, form
 * body and Basic auth are the ones the SDK builds.
 */
import twilio from 'twilio';
import type SdkRequestClient from 'twilio/lib/base/RequestClient.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { TWILIO_DEMO_ACCOUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';

const TWILIO_ORIGIN = 'https://api.twilio.com';

/** The SDK's RequestClient with the origin rewritten; everything else as the SDK built it. */
class EmulatorRequestClient extends twilio.RequestClient {
  readonly sent: SdkRequestClient.RequestOptions[] = [];
  constructor(private readonly emulatorUrl: string) {
    super();
  }

  override request<TData>(opts: SdkRequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    // Anything but the 2010 API host would mean the SDK is reaching a product the emulator does not serve.
    if (target.origin !== TWILIO_ORIGIN) throw new Error(`unexpected Twilio origin ${target.origin}`);
    this.sent.push(opts);
    return super.request<TData>({ ...opts, uri: `${this.emulatorUrl}${target.pathname}${target.search}` });
  }
}

/** Awaits a promise expected to reject with the SDK's RestException. */
async function restException(promise: Promise<unknown>): Promise<InstanceType<typeof twilio.RestException>> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(twilio.RestException);
  return error as InstanceType<typeof twilio.RestException>;
}

describe('twilio emulator driven by the official twilio SDK', () => {
  let handle: KitEmulatorHandle;
  let http: EmulatorRequestClient;
  let client: twilio.Twilio;

  beforeAll(async () => {
    handle = await twilioEmulator.start({ record: true });
    http = new EmulatorRequestClient(handle.url);
    client = twilio(TWILIO_DEMO_ACCOUNT.accountSid, TWILIO_DEMO_ACCOUNT.authToken, { httpClient: http });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates a message, sees it delivered, deletes it, and then gets 20404', async () => {
    const created = await client.messages.create({ from: '+14155550100', to: '+447700900123', body: 'Hello from the official SDK' });
    expect(created.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created.accountSid).toBe(TWILIO_DEMO_ACCOUNT.accountSid);
    expect(created.status).toBe('queued');
    expect(created.body).toBe('Hello from the official SDK');
    // The SDK turns Twilio's RFC 2822 dates into Date objects.
    expect(created.dateCreated).toBeInstanceOf(Date);
    expect(created.dateCreated.getTime()).not.toBeNaN();

    // The request reached the emulator as the SDK built it: form body and Basic auth.
    const send = handle.exchanges.find((exchange) => exchange.method === 'POST' && exchange.path.endsWith('/Messages.json'))!;
    expect(send.path).toBe(`/2010-04-01/Accounts/${TWILIO_DEMO_ACCOUNT.accountSid}/Messages.json`);
    expect(send.requestHeaders['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(send.requestBody))).toEqual({ From: '+14155550100', To: '+447700900123', Body: 'Hello from the official SDK' });
    const credentials = Buffer.from(`${TWILIO_DEMO_ACCOUNT.accountSid}:${TWILIO_DEMO_ACCOUNT.authToken}`).toString('base64');
    expect(send.requestHeaders.authorization).toBe(`Basic ${credentials}`);

    const deadline = Date.now() + 5000;
    let fetched = await client.messages(created.sid).fetch();
    while (fetched.status !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      fetched = await client.messages(created.sid).fetch();
    }
    expect(fetched.status).toBe('delivered');
    expect(fetched.dateSent).toBeInstanceOf(Date);
    expect(fetched.price).toBe('-0.05240');
    expect(fetched.priceUnit).toBe('USD');

    await expect(client.messages(created.sid).remove()).resolves.toBe(true);

    const gone = await restException(client.messages(created.sid).fetch());
    expect(gone.status).toBe(404);
    expect(gone.code).toBe(20404);
    expect(gone.moreInfo).toBe('https://www.twilio.com/docs/errors/20404');
  });

  it('refuses to delete a message still on its way with 20009', async () => {
    const created = await client.messages.create({ from: '+14155550100', to: '+13105550111', body: 'Still in flight' });
    // Queued for 400 ms, then sending for 300 ms: both are "not completed" to Twilio.
    const refused = await restException(client.messages(created.sid).remove());
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(20009);
    expect((await client.messages(created.sid).fetch()).sid).toBe(created.sid);
  });

  it('lists messages newest first, stopping at the limit', async () => {
    const listed = await client.messages.list({ limit: 5 });
    expect(listed).toHaveLength(5);
    for (const message of listed) expect(message.sid).toMatch(/^(SM|MM)[0-9a-f]{32}$/);
    const created = listed.map((message) => message.dateCreated.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // The SDK asked for one page of five, with its own PageSize parameter.
    const list = http.sent.findLast((request) => request.method === 'get' && request.uri.endsWith('/Messages.json'));
    expect(list?.params).toMatchObject({ PageSize: 5 });
  });

  it('filters by the SDK\'s dateSentAfter, which it sends as DateSent> with a full timestamp', async () => {
    // Messages still on their way have no date_sent; pick a sent one a few places down.
    const pivot = (await client.messages.list({ limit: 20 })).filter((message) => message.dateSent)[5];
    const since = pivot!.dateSent;
    const after = await client.messages.list({ dateSentAfter: since, limit: 50 });
    expect(after.length).toBeGreaterThan(0);
    for (const message of after) expect(message.dateSent.getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(after.map((message) => message.sid)).toContain(pivot!.sid);
    const request = http.sent.at(-1)!;
    expect(request.params).toMatchObject({ 'DateSent>': since.toISOString().replace('.000Z', 'Z') });
  });

  it('lists the account through Accounts.json', async () => {
    const accounts = await client.api.v2010.accounts.list();
    expect(accounts.map((account) => account.sid)).toEqual([TWILIO_DEMO_ACCOUNT.accountSid]);
    expect(accounts[0]).toMatchObject({ friendlyName: TWILIO_DEMO_ACCOUNT.friendlyName, status: 'active', ownerAccountSid: TWILIO_DEMO_ACCOUNT.accountSid });
    const fetched = await client.api.v2010.accounts(TWILIO_DEMO_ACCOUNT.accountSid).fetch();
    expect(fetched.sid).toBe(TWILIO_DEMO_ACCOUNT.accountSid);
  });

  it('surfaces wrong credentials as the SDK error 20003', async () => {
    const stranger = twilio(TWILIO_DEMO_ACCOUNT.accountSid, 'not-the-token', { httpClient: http });
    const refused = await restException(stranger.messages.list({ limit: 1 }));
    expect(refused.status).toBe(401);
    expect(refused.code).toBe(20003);
  });
});

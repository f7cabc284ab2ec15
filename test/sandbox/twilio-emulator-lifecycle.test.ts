/**
 * The Twilio emulator's kit-era behaviours over HTTP: the accounts list, a sent
 * message's lifecycle (queued → sending → sent → delivered, then deletable),
 * signed status callbacks received by a local server and verified here
 * independently, test credentials' magic numbers, and tenancy.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { TWILIO_DEMO_ACCOUNT, TWILIO_TEST_CREDENTIALS, twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { downstreamSpecsDir, formatViolations, loadContract } from '../contract/openapi-contract.js';

type Json = Record<string, any>;
const SID = TWILIO_DEMO_ACCOUNT.accountSid;
const BASE = `/2010-04-01/Accounts/${SID}`;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const DEMO_AUTH = basic(SID, TWILIO_DEMO_ACCOUNT.authToken);

interface Callback {
  url: string;
  signature: string | undefined;
  contentType: string | undefined;
  params: URLSearchParams;
}

/** Twilio's documented signature, computed here without the emulator's code. */
function expectedSignature(url: string, params: URLSearchParams, token: string): string {
  const names = [...new Set(params.keys())].sort();
  const data = names.reduce((text, name) => text + params.getAll(name).sort().map((value) => name + value).join(''), url);
  return createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
}

describe('twilio emulator: lifecycle, callbacks, test credentials', () => {
  let handle: KitEmulatorHandle;
  let receiver: Server;
  let callbackUrl: string;
  const callbacks: Callback[] = [];

  async function call(path: string, init: { method?: string; form?: Record<string, string>; auth?: string } = {}) {
    const headers: Record<string, string> = { authorization: init.auth ?? DEMO_AUTH };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${handle.url}${path}`, { method: init.method ?? 'GET', headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        callbacks.push({
          url: `http://${request.headers.host}${request.url}`,
          signature: request.headers['x-twilio-signature'] as string | undefined,
          contentType: request.headers['content-type'],
          params: new URLSearchParams(body),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/twilio/status`;
    handle = await twilioEmulator.start({ record: true });
  });
  afterAll(async () => {
    await handle.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('lists the authenticated account at Accounts.json, Twilio-paged', async () => {
    const answer = await call('/2010-04-01/Accounts.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 0, page_size: 50, start: 0, end: 0, next_page_uri: null, previous_page_uri: null, uri: '/2010-04-01/Accounts.json?PageSize=50&Page=0' });
    expect(answer.body.accounts).toHaveLength(1);
    expect(answer.body.accounts[0]).toMatchObject({ sid: SID, owner_account_sid: SID, status: 'active', uri: `${BASE}.json` });
    expect((await call('/2010-04-01/Accounts.json?Status=closed')).body.accounts).toEqual([]);
    expect((await call('/2010-04-01/Accounts.json', { auth: basic(SID, 'wrong') })).status).toBe(401);
    // Unknown API paths authenticate first, so a 404 never answers a stranger.
    expect((await call('/2010-04-01/Nothing.json', { auth: basic(SID, 'wrong') })).status).toBe(401);
  });

  it('delivers a sent message in about a second, then lets it be deleted, with signed callbacks on the way', async () => {
    const sent = await call(`${BASE}/Messages.json`, { method: 'POST', form: { To: '+447700900123', From: '+14155550100', Body: 'Lifecycle', StatusCallback: `${callbackUrl}?tag=a` } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'queued', date_sent: null, price: null });
    const path = `${BASE}/Messages/${sent.body.sid}.json`;
    expect((await call(path, { method: 'DELETE' })).body.code).toBe(20009);

    const started = Date.now();
    const delivered = await until(() => call(path), (answer) => answer.body.status === 'delivered');
    expect(delivered.body.status).toBe('delivered');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(delivered.body.date_sent).toMatch(/\+0000$/);
    expect(delivered.body.price).toBe('-0.05240');
    expect(delivered.body.price_unit).toBe('USD');

    await handle.kit.settled();
    const mine = callbacks.filter((callback) => callback.params.get('MessageSid') === sent.body.sid);
    // No callback for the initial status, nor for "sending" (Twilio's documented set).
    expect(mine.map((callback) => callback.params.get('MessageStatus'))).toEqual(['sent', 'delivered']);
    for (const callback of mine) {
      expect(callback.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(callback.params)).toMatchObject({ AccountSid: SID, ApiVersion: '2010-04-01', From: '+14155550100', To: '+447700900123', SmsSid: sent.body.sid });
      expect(callback.params.has('ErrorCode')).toBe(false);
      const fullUrl = `${callbackUrl}?tag=a`;
      expect(callback.url).toBe(fullUrl);
      expect(callback.signature).toBe(expectedSignature(fullUrl, callback.params, TWILIO_DEMO_ACCOUNT.authToken));
      expect(callback.signature).not.toBe(expectedSignature(fullUrl, callback.params, 'another token'));
    }

    expect((await call(path, { method: 'DELETE' })).status).toBe(204);
    expect((await call(path)).status).toBe(404);
  });

  it('reports a failure with its ErrorCode when the control plane fails a message', async () => {
    const sent = await call(`${BASE}/Messages.json`, { method: 'POST', form: { To: '+13105550111', From: '+14155550100', Body: 'Doomed', StatusCallback: callbackUrl } });
    handle.kit.transition('messages', sent.body.sid, 'failed');
    await handle.kit.settled();
    const failed = callbacks.find((callback) => callback.params.get('MessageSid') === sent.body.sid);
    expect(Object.fromEntries(failed!.params)).toMatchObject({ MessageStatus: 'failed', ErrorCode: '30008' });
    expect(failed!.signature).toBe(expectedSignature(callbackUrl, failed!.params, TWILIO_DEMO_ACCOUNT.authToken));
    const answer = await call(`${BASE}/Messages/${sent.body.sid}.json`);
    expect(answer.body).toMatchObject({ status: 'failed', error_code: 30008, price: null });
  });

  describe('test credentials', () => {
    const TEST_SID = TWILIO_TEST_CREDENTIALS.accountSid;
    const auth = basic(TEST_SID, TWILIO_TEST_CREDENTIALS.authToken);
    const send = (form: Record<string, string>) => call(`/2010-04-01/Accounts/${TEST_SID}/Messages.json`, { method: 'POST', auth, form: { Body: 'magic', ...form } });

    it.each([
      ['+15005550001', '+13105550111', 21212],
      ['+15005550007', '+13105550111', 21606],
      ['+15005550008', '+13105550111', 21611],
      ['+14155550100', '+13105550111', 21606],
      ['+15005550006', '+15005550001', 21211],
      ['+15005550006', '+15005550002', 21612],
      ['+15005550006', '+15005550003', 21408],
      ['+15005550006', '+15005550004', 21610],
      ['+15005550006', '+15005550009', 21614],
    ])('From %s To %s fails with %i', async (From, To, code) => {
      const answer = await send({ From, To, StatusCallback: callbackUrl });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code, status: 400, more_info: `https://www.twilio.com/docs/errors/${code}` });
    });

    it('sends from +15005550006, stays queued, sends no callback and reaches nothing else', async () => {
      const answer = await send({ From: '+15005550006', To: '+13105550111', StatusCallback: callbackUrl });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ status: 'queued', account_sid: TEST_SID });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await handle.kit.settled();
      expect(callbacks.some((callback) => callback.params.get('MessageSid') === answer.body.sid)).toBe(false);
      const list = await call(`/2010-04-01/Accounts/${TEST_SID}/Messages.json`, { auth });
      expect(list.status).toBe(403);
      expect(list.body.code).toBe(20008);
      expect((await call(`/2010-04-01/Accounts/${TEST_SID}.json`, { auth })).status).toBe(403);
    });
  });

  it.skipIf(!downstreamSpecsDir())('answers as Twilio\'s description says, Accounts.json and the lifecycle included', async () => {
    const contract = await loadContract('twilio', 'twilio_api_v2010.json');
    const answered = handle.exchanges.filter((exchange) => exchange.status < 300);
    expect(answered.some((exchange) => exchange.path === '/2010-04-01/Accounts.json')).toBe(true);
    expect(formatViolations(contract.checkAll(answered))).toBe('');
  });

  it('keeps each account to its own messages', async () => {
    const other = { id: `AC${'1'.repeat(32)}`, authToken: '2'.repeat(32), friendlyName: 'Other' };
    handle.kit.addAccount(other);
    const auth = basic(other.id, other.authToken);
    const own = await call(`/2010-04-01/Accounts/${other.id}/Messages.json`, { auth });
    expect(own.status).toBe(200);
    expect(own.body.messages).toEqual([]);
    const demoSid = (await call(`${BASE}/Messages.json?PageSize=1`)).body.messages[0].sid;
    expect((await call(`/2010-04-01/Accounts/${other.id}/Messages/${demoSid}.json`, { auth })).body.code).toBe(20404);
    expect((await call(`${BASE}/Messages/${demoSid}.json`, { auth })).status).toBe(403);
  });
});

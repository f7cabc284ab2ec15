import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { SEEDED_MESSAGE_COUNT, TWILIO_DEMO_ACCOUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';

type Json = Record<string, any>;
interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
}

const SID = TWILIO_DEMO_ACCOUNT.accountSid;
const BASE = `/2010-04-01/Accounts/${SID}`;
const AUTH = `Basic ${Buffer.from(`${SID}:${TWILIO_DEMO_ACCOUNT.authToken}`).toString('base64')}`;
const RFC_2822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$/;

async function call(handle: EmulatorHandle, path: string, init: RequestInit & { form?: Record<string, string | string[]> } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', AUTH);
  let body = init.body;
  if (init.form) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(init.form)) for (const item of [value].flat()) params.append(name, item);
    body = params.toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  }
  const response = await fetch(`${handle.url}${path}`, { ...init, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : {} };
}

const send = (handle: EmulatorHandle, form: Record<string, string | string[]>) =>
  call(handle, `${BASE}/Messages.json`, { method: 'POST', form });

/** Follows next_page_uri to the end; returns every page. */
async function allPages(handle: EmulatorHandle, firstPath: string): Promise<Json[]> {
  const pages: Json[] = [];
  let path: string | null = firstPath;
  while (path) {
    const answer = await call(handle, path);
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    path = answer.body.next_page_uri;
  }
  return pages;
}

const sidsOf = (pages: Json[]) => pages.flatMap((page) => page.messages.map((m: Json) => m.sid as string));

function expectTwilioError(answer: Answer, status: number, code: number): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ code, message: expect.any(String), more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

describe('twilio emulator', () => {
  let handle: EmulatorHandle;
  let seeded: Json[];

  beforeAll(async () => {
    handle = await twilioEmulator.start({ record: true });
    seeded = (await call(handle, `${BASE}/Messages.json?PageSize=1000`)).body.messages;
  });
  afterAll(async () => handle.close());

  describe('authentication', () => {
    it('refuses missing or wrong credentials with 401, code 20003 and a Basic challenge', async () => {
      for (const authorization of ['', `Basic ${Buffer.from(`${SID}:wrong`).toString('base64')}`, 'Bearer token']) {
        const answer = await call(handle, `${BASE}/Messages.json`, { headers: { authorization } });
        expectTwilioError(answer, 401, 20003);
        expect(answer.headers.get('www-authenticate')).toBe('Basic realm="Twilio API"');
      }
    });

    it('refuses another account in the path with 403', async () => {
      const other = `AC${'0'.repeat(32)}`;
      expectTwilioError(await call(handle, `/2010-04-01/Accounts/${other}/Messages.json`), 403, 20003);
      expectTwilioError(await call(handle, `/2010-04-01/Accounts/${other}.json`), 403, 20003);
    });

    it('fetches the authenticated account', async () => {
      const answer = await call(handle, `${BASE}.json`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ sid: SID, status: 'active', type: 'Full', uri: `${BASE}.json` });
      expect(answer.body.date_created).toMatch(RFC_2822);
      expect(answer.body.subresource_uris.messages).toBe(`${BASE}/Messages.json`);
    });
  });

  describe('seeded messages', () => {
    it('holds the seeded history, newest first, in Twilio resource shape', () => {
      expect(SID).toMatch(/^AC[0-9a-f]{32}$/);
      expect(TWILIO_DEMO_ACCOUNT.authToken).toMatch(/^[0-9a-f]{32}$/);
      expect(seeded).toHaveLength(SEEDED_MESSAGE_COUNT);
      const created = seeded.map((m) => Date.parse(m.date_created));
      for (let i = 1; i < created.length; i++) expect(created[i]).toBeLessThan(created[i - 1] as number);
      for (const m of seeded) {
        expect(m.sid).toMatch(/^(SM|MM)[0-9a-f]{32}$/);
        expect(m.account_sid).toBe(SID);
        expect(m.uri).toBe(`${BASE}/Messages/${m.sid}.json`);
        expect(m.date_created).toMatch(RFC_2822);
        expect(m.date_sent).toMatch(RFC_2822);
        expect(m.num_segments).toMatch(/^\d+$/);
        expect(m.num_media).toMatch(/^\d+$/);
        expect(m.to).toMatch(/^\+[1-9]\d+$/);
        if (m.price !== null) expect(m.price).toMatch(/^-\d+\.\d{5}$/);
        if (m.status === 'failed' || m.status === 'undelivered') {
          expect(m.error_code).toEqual(expect.any(Number));
          expect(m.error_message).toEqual(expect.any(String));
        } else expect(m.error_code).toBeNull();
      }
      expect(new Set(seeded.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound-api', 'outbound-reply']));
      expect(new Set(seeded.map((m) => m.status))).toEqual(new Set(['delivered', 'sent', 'received', 'failed', 'undelivered']));
      expect(seeded.some((m) => m.messaging_service_sid?.startsWith('MG'))).toBe(true);
      const days = (Date.parse(seeded[0]!.date_sent) - Date.parse(seeded.at(-1)!.date_sent)) / 86_400_000;
      expect(days).toBeGreaterThan(50);
      expect(days).toBeLessThanOrEqual(60);
    });

    it('is the same on every start', async () => {
      const other = await twilioEmulator.start();
      try {
        const answer = await call(other, `${BASE}/Messages.json?PageSize=1000`);
        expect(answer.body.messages.map((m: Json) => m.sid)).toEqual(seeded.map((m) => m.sid));
      } finally {
        await other.close();
      }
    });
  });

  describe('listing and paging', () => {
    it('answers the first page with Twilio paging fields', async () => {
      const answer = await call(handle, `${BASE}/Messages.json`);
      const page = answer.body;
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(page).toMatchObject({
        page: 0,
        page_size: 50,
        start: 0,
        end: 49,
        previous_page_uri: null,
        uri: `${BASE}/Messages.json?PageSize=50&Page=0`,
        first_page_uri: `${BASE}/Messages.json?PageSize=50&Page=0`,
      });
      expect(page.messages).toHaveLength(50);
      expect(page.next_page_uri).toBe(`${BASE}/Messages.json?PageSize=50&Page=1&PageToken=PA${page.messages[49].sid}`);
    });

    it.each([20, 50, 200, 1000])('pages through everything with PageSize=%i', async (size) => {
      const pages = await allPages(handle, `${BASE}/Messages.json?PageSize=${size}`);
      const sids = sidsOf(pages);
      expect(sids).toEqual(seeded.map((m) => m.sid));
      expect(pages).toHaveLength(Math.ceil(SEEDED_MESSAGE_COUNT / size));
      pages.forEach((page, index) => {
        expect(page.page).toBe(index);
        expect(page.page_size).toBe(size);
        expect(page.start).toBe(index * size);
        expect(page.end).toBe(index * size + page.messages.length - 1);
      });
      expect(pages.at(-1)!.next_page_uri).toBeNull();
    });

    it('goes back with previous_page_uri', async () => {
      const [first, second] = await allPages(handle, `${BASE}/Messages.json?PageSize=20`);
      expect(second!.previous_page_uri).toBe(`${BASE}/Messages.json?PageSize=20&Page=0&PageToken=PB${second!.messages[0].sid}`);
      const back = await call(handle, second!.previous_page_uri);
      expect(back.body.page).toBe(0);
      expect(back.body.messages.map((m: Json) => m.sid)).toEqual(first!.messages.map((m: Json) => m.sid));
    });

    it('rejects a bad PageToken and a bad PageSize with Twilio errors', async () => {
      expectTwilioError(await call(handle, `${BASE}/Messages.json?PageToken=garbage`), 400, 21481);
      expectTwilioError(await call(handle, `${BASE}/Messages.json?PageToken=PASM${'f'.repeat(32)}`), 400, 21481);
      expect((await call(handle, `${BASE}/Messages.json?PageSize=0`)).status).toBe(400);
      expect((await call(handle, `${BASE}/Messages.json?PageSize=many`)).status).toBe(400);
    });

    it('filters by To and From and keeps the filter in page URIs', async () => {
      const to = seeded.find((m) => m.direction === 'outbound-api')!.to as string;
      const pages = await allPages(handle, `${BASE}/Messages.json?To=${encodeURIComponent(to)}&PageSize=5`);
      expect(sidsOf(pages)).toEqual(seeded.filter((m) => m.to === to).map((m) => m.sid));
      expect(pages[0]!.uri).toBe(`${BASE}/Messages.json?To=${encodeURIComponent(to)}&PageSize=5&Page=0`);
      const from = seeded.find((m) => m.direction === 'inbound')!.from as string;
      const answer = await call(handle, `${BASE}/Messages.json?From=${encodeURIComponent(from)}&PageSize=1000`);
      expect(answer.body.messages.map((m: Json) => m.sid)).toEqual(seeded.filter((m) => m.from === from).map((m) => m.sid));
    });

    it('filters by DateSent day, on-or-after and on-or-before', async () => {
      const daySent = (m: Json) => new Date(Date.parse(m.date_sent)).toISOString().slice(0, 10);
      const day = daySent(seeded[100]!);
      const list = async (query: string) =>
        (await call(handle, `${BASE}/Messages.json?${query}&PageSize=1000`)).body.messages.map((m: Json) => m.sid);
      expect(await list(`DateSent=${day}`)).toEqual(seeded.filter((m) => daySent(m) === day).map((m) => m.sid));
      expect(await list(`DateSent%3E=${day}`)).toEqual(seeded.filter((m) => daySent(m) >= day).map((m) => m.sid));
      expect(await list(`DateSent<=${day}`)).toEqual(seeded.filter((m) => daySent(m) <= day).map((m) => m.sid));
      const instantMs = Date.parse(seeded[100]!.date_sent);
      const instant = new Date(instantMs).toISOString();
      const sentSince = seeded.filter((m) => Date.parse(m.date_sent) >= instantMs).map((m) => m.sid);
      expect(await list(`DateSent%3E=${instant}`)).toEqual(sentSince);
      expect((await call(handle, `${BASE}/Messages.json?DateSent=yesterday-ish`)).status).toBe(400);
    });
  });

  describe('sending, updating and deleting', () => {
    let own: EmulatorHandle;
    beforeAll(async () => {
      own = await twilioEmulator.start();
    });
    afterAll(async () => own.close());

    it('sends a message: 201, queued, then fetchable and first in the list', async () => {
      const answer = await send(own, { To: '+15558675310', From: '+14155550100', Body: 'Hello from the test', StatusCallback: 'https://example.com/status' });
      expect(answer.status).toBe(201);
      const m = answer.body;
      expect(m).toMatchObject({ to: '+15558675310', from: '+14155550100', body: 'Hello from the test', status: 'queued', direction: 'outbound-api' });
      expect(m).toMatchObject({ num_segments: '1', num_media: '0', price: null, date_sent: null, account_sid: SID, api_version: '2010-04-01' });
      expect(m.sid).toMatch(/^SM[0-9a-f]{32}$/);
      expect(m.date_created).toMatch(RFC_2822);
      // It moves on by itself (queued → sending after 400 ms): fetched at once, it is still in flight.
      const fetched = (await call(own, `${BASE}/Messages/${m.sid}.json`)).body;
      expect(['queued', 'sending']).toContain(fetched.status);
      expect({ ...fetched, status: 'queued', date_updated: m.date_updated }).toEqual(m);
      expect((await call(own, `${BASE}/Messages.json?PageSize=1`)).body.messages[0].sid).toBe(m.sid);
    });

    it('uses accepted for a Messaging Service, MM sids for media, scheduled for SendAt', async () => {
      const service = `MG${'a'.repeat(32)}`;
      const viaService = await send(own, { To: '+15558675310', MessagingServiceSid: service, Body: 'Hi' });
      expect(viaService.body).toMatchObject({ status: 'accepted', from: null, messaging_service_sid: service });
      const mms = await send(own, { To: '+15558675310', From: '+14155550100', MediaUrl: ['https://example.com/a.jpg', 'https://example.com/b.jpg'] });
      expect(mms.status).toBe(201);
      expect(mms.body.sid).toMatch(/^MM[0-9a-f]{32}$/);
      expect(mms.body.num_media).toBe('2');
      const sendAt = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await send(own, { To: '+15558675310', MessagingServiceSid: service, Body: 'Later', ScheduleType: 'fixed', SendAt: sendAt });
      expect(scheduled.body).toMatchObject({ status: 'scheduled', date_sent: null });
    });

    it('rejects invalid sends with Twilio codes', async () => {
      expectTwilioError(await send(own, { From: '+14155550100', Body: 'x' }), 400, 21604);
      expectTwilioError(await send(own, { To: '+15558675310', Body: 'x' }), 400, 21603);
      expectTwilioError(await send(own, { To: '+15558675310', From: '+14155550100' }), 400, 21602);
      expectTwilioError(await send(own, { To: '+15558675310', From: '+14155550100', Body: 'x'.repeat(1601) }), 400, 21617);
      expect((await send(own, { To: '+15558675310', From: '+14155550100', Body: 'x'.repeat(1600) })).status).toBe(201);
      expectTwilioError(await send(own, { To: 'not a number', From: '+14155550100', Body: 'x' }), 400, 21211);
      const soon = new Date(Date.now() + 60_000).toISOString();
      const schedule = { To: '+15558675310', Body: 'x', ScheduleType: 'fixed', SendAt: soon };
      expectTwilioError(await send(own, { ...schedule, From: '+14155550100' }), 400, 35118);
      expectTwilioError(await send(own, { ...schedule, MessagingServiceSid: `MG${'a'.repeat(32)}` }), 400, 35114);
    });

    it('only redacts a body or cancels a scheduled message', async () => {
      const delivered = seeded.find((m) => m.status === 'delivered')!;
      const path = `${BASE}/Messages/${delivered.sid}.json`;
      expectTwilioError(await call(own, path, { method: 'POST', form: { Body: 'rewritten' } }), 400, 30400);
      expectTwilioError(await call(own, path, { method: 'POST', form: { Status: 'canceled' } }), 400, 30409);
      expectTwilioError(await call(own, path, { method: 'POST', form: { Body: '', Status: 'canceled' } }), 400, 30400);
      const redacted = await call(own, path, { method: 'POST', form: { Body: '' } });
      expect(redacted.status).toBe(200);
      expect(redacted.body).toMatchObject({ sid: delivered.sid, body: '', status: 'delivered' });
      expect((await call(own, path)).body.body).toBe('');

      const sendAt = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await send(own, { To: '+15558675310', MessagingServiceSid: `MG${'b'.repeat(32)}`, Body: 'x', ScheduleType: 'fixed', SendAt: sendAt });
      const canceled = await call(own, `${BASE}/Messages/${scheduled.body.sid}.json`, { method: 'POST', form: { Status: 'canceled' } });
      expect(canceled.body.status).toBe('canceled');
    });

    it('deletes a finished message, refuses a queued one, and 404s afterwards', async () => {
      const before = (await call(own, `${BASE}/Messages.json?PageSize=1000`)).body.messages as Json[];
      const target = before.find((m) => m.status === 'received')!;
      const deleted = await call(own, `${BASE}/Messages/${target.sid}.json`, { method: 'DELETE' });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      const gone = await call(own, `${BASE}/Messages/${target.sid}.json`);
      expectTwilioError(gone, 404, 20404);
      expect(gone.body.message).toContain(`${BASE}/Messages/${target.sid}.json`);
      const after = (await call(own, `${BASE}/Messages.json?PageSize=1000`)).body.messages as Json[];
      expect(after).toHaveLength(before.length - 1);
      // A page token naming the deleted message still leads to the messages after it.
      const next = await call(own, `${BASE}/Messages.json?PageSize=3&Page=1&PageToken=PA${target.sid}`);
      const position = before.indexOf(target);
      expect(next.body.messages.map((m: Json) => m.sid)).toEqual(before.slice(position + 1, position + 4).map((m) => m.sid));

      const queued = await send(own, { To: '+15558675310', From: '+14155550100', Body: 'in flight' });
      expectTwilioError(await call(own, `${BASE}/Messages/${queued.body.sid}.json`, { method: 'DELETE' }), 400, 20009);
    });

    it('answers 404 with Twilio body for unknown messages and paths', async () => {
      expectTwilioError(await call(own, `${BASE}/Messages/SM${'0'.repeat(32)}.json`), 404, 20404);
      expectTwilioError(await call(own, `${BASE}/Messages/SM${'0'.repeat(32)}.json`, { method: 'DELETE' }), 404, 20404);
      expectTwilioError(await call(own, `${BASE}/Nothing.json`), 404, 20404);
    });
  });

  describe('failures and recording', () => {
    it('fails the next request with a Twilio 429 and Retry-After, then recovers', async () => {
      handle.failNext('rate_limit');
      const limited = await call(handle, `${BASE}/Messages.json?PageSize=1`);
      expectTwilioError(limited, 429, 20429);
      expect(limited.body.message).toBe('Too Many Requests');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(handle, `${BASE}/Messages.json?PageSize=1`)).status).toBe(200);
    });

    it('fails with a Twilio-shaped server error and unauthorized', async () => {
      handle.failNext('server_error');
      const failed = await call(handle, `${BASE}.json`);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ status: 503, code: expect.any(Number), message: expect.any(String) });
      handle.failNext('unauthorized');
      const refused = await call(handle, `${BASE}.json`);
      expectTwilioError(refused, 401, 20003);
      expect(refused.headers.get('www-authenticate')).toBe('Basic realm="Twilio API"');
    });

    it('records exchanges when asked to', async () => {
      const before = handle.exchanges.length;
      await send(handle, { To: '+15558675310', From: '+14155550100', Body: 'Recorded' });
      const exchange = handle.exchanges.at(-1)!;
      expect(handle.exchanges.length).toBe(before + 1);
      expect(exchange).toMatchObject({ method: 'POST', path: `${BASE}/Messages.json`, status: 201 });
      expect(new URLSearchParams(exchange.requestBody).get('Body')).toBe('Recorded');
      expect(JSON.parse(exchange.responseBody).body).toBe('Recorded');
      await call(handle, `${BASE}/Messages.json?PageSize=2&To=%2B15558675310`);
      expect(handle.exchanges.at(-1)!.query.get('To')).toBe('+15558675310');
    });
  });
});

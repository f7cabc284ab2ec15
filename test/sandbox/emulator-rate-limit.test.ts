/**
 * Emulators refuse requests past a configured limit the way their platforms
 * do: Zendesk's plain-text 429 with Retry-After and X-Rate-Limit headers (and
 * the window on every answer), Jira's 429 with Retry-After, X-RateLimit-Reset
 * and RateLimit-Reason, Twilio's JSON error 20429. Off by default; set by a
 * start option, `setRateLimit` or the control endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { RateWindow } from '../../src/sandbox/framework/rate-window.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator } from '../../src/sandbox/jira/index.js';
import { TWILIO_DEMO_ACCOUNT, twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** A window far longer than the test, so its requests all fall in one. */
const LONG_WINDOW = 3_600_000;

describe('RateWindow', () => {
  it('counts up to the limit per fixed window, refuses past it without counting, and starts again next window', () => {
    const window = new RateWindow({ limit: 2, windowMs: 1_000 });
    expect(window.take(10_100)).toEqual({ allowed: true, state: { limit: 2, remaining: 1, resetAt: 11_000 } });
    expect(window.take(10_200)).toMatchObject({ allowed: true, state: { remaining: 0 } });
    expect(window.take(10_300)).toEqual({ allowed: false, info: { limit: 2, remaining: 0, resetAt: 11_000, retryAfterSeconds: 1 } });
    expect(window.peek(10_400)).toEqual({ limit: 2, remaining: 0, resetAt: 11_000 });
    expect(window.take(11_000)).toMatchObject({ allowed: true, state: { remaining: 1, resetAt: 12_000 } });
    window.configure(undefined);
    expect(window.take(11_100)).toBeUndefined();
  });
});

describe('emulator rate limits', () => {
  const handles: EmulatorHandle[] = [];
  let zendesk: EmulatorHandle;
  let jira: EmulatorHandle;
  let twilio: EmulatorHandle;
  beforeAll(async () => {
    zendesk = await zendeskEmulator.start({ rateLimit: { limit: 3, windowMs: LONG_WINDOW } });
    jira = await jiraEmulator.start();
    twilio = await twilioEmulator.start();
    handles.push(zendesk, jira, twilio);
  });
  afterAll(() => Promise.all(handles.map((handle) => handle.close())));

  it('Zendesk: the window on every answer, then its plain-text 429 with Retry-After', async () => {
    const me = () => fetch(`${zendesk.url}/api/v2/users/me.json`, { headers: { authorization: basic(`${ZENDESK_DEMO_ACCOUNT.email}/token`, ZENDESK_DEMO_ACCOUNT.apiToken) } });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await me();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-rate-limit')).toBe('3');
      remaining.push(answer.headers.get('x-rate-limit-remaining') ?? '');
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await me();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(await refused.text()).toBe('Number of allowed API requests per minute exceeded');
  });

  it('Jira: 429 with Retry-After, X-RateLimit-Reset and RateLimit-Reason, through the control endpoint', async () => {
    const set = await fetch(`${jira.url}/__emulator/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1, window_ms: LONG_WINDOW }),
    });
    expect(set.status).toBe(204);
    const myself = () => fetch(`${jira.url}/rest/api/3/myself`, { headers: { authorization: basic(JIRA_DEMO_ACCOUNT.email, JIRA_DEMO_ACCOUNT.apiToken) } });
    expect((await myself()).status).toBe(200);
    const refused = await myself();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('1');
    expect(refused.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
    expect(refused.headers.get('ratelimit-reason')).toBe('jira-burst-based');
    expect(await refused.json()).toEqual({ errorMessages: ['Rate limit exceeded.'], errors: {} });

    const lift = await fetch(`${jira.url}/__emulator/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(lift.status).toBe(204);
    expect((await myself()).status).toBe(200);
  });

  it('Twilio: its JSON error 20429', async () => {
    twilio.setRateLimit({ limit: 1, windowMs: LONG_WINDOW });
    const messages = () =>
      fetch(`${twilio.url}/2010-04-01/Accounts/${TWILIO_DEMO_ACCOUNT.accountSid}/Messages.json?PageSize=1`, {
        headers: { authorization: basic(TWILIO_DEMO_ACCOUNT.accountSid, TWILIO_DEMO_ACCOUNT.authToken) },
      });
    expect((await messages()).status).toBe(200);
    const refused = await messages();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 });
    twilio.setRateLimit(undefined);
    expect((await messages()).status).toBe(200);
  });

  it('refuses a bad limit on the control endpoint', async () => {
    const bad = await fetch(`${twilio.url}/__emulator/rate-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 0 }) });
    expect(bad.status).toBe(400);
  });
});

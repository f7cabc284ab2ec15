/**
 * A spent HubSpot burst window through the real service over HTTP, against
 * the HubSpot emulator with a small window of its own (3 requests per 6 s):
 * once an answer says none are left (X-HubSpot-RateLimit-Remaining: 0) the
 * service holds the account back until the window resets, but a caller is
 * held only as long as it may be. Without `x-svc-timeout` that is
 * SVC_DOWNSTREAM_WAIT_MS (2 s by default), shorter than the window: the call
 * is answered at once with 429 ConnectorRateLimitError and a Retry-After of
 * the seconds until the window frees, and HubSpot is not called. A caller
 * whose `x-svc-timeout` covers the window is held, then served.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOWNSTREAM_WAIT_MS } from '../../src/connectors/framework/time-budget.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { HUBSPOT_DEMO_ACCOUNT, hubspotEmulator } from '../../src/sandbox/hubspot/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

const WINDOW_MS = 6_000;

describe('hubspot: a spent burst window', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const list = (extra: Record<string, string> = {}) => call(`${svc.url}/crm/companies?limit=1`, { headers: tenant.headers('c1', extra) });
  const timed = async (extra: Record<string, string> = {}) => {
    const started = performance.now();
    const answer = await list(extra);
    return { answer, ms: performance.now() - started };
  };

  beforeAll(async () => {
    // The production default wait (test services otherwise wait windows out).
    svc = await startTestService({ emulators: [hubspotEmulator], record: true, config: { downstreamWaitMs: DEFAULT_DOWNSTREAM_WAIT_MS } });
    emulator = svc.emulators.hubspot as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('c1', 'crm', 'hubspot', { private_app_token: HUBSPOT_DEMO_ACCOUNT.privateAppToken });
  }, 60_000);
  afterAll(() => svc.close());

  it('answers 429 with Retry-After at once when the wait is longer than the caller may be held, and holds a caller whose x-svc-timeout covers it', async () => {
    // Windows start at multiples of their length: begin at the start of one, so most of it is left once it is spent.
    await sleep(WINDOW_MS - (Date.now() % WINDOW_MS) + 50);
    emulator.setRateLimit({ limit: 3, windowMs: WINDOW_MS });
    const from = emulator.exchanges.length;
    let refused: Awaited<ReturnType<typeof timed>> | undefined;
    for (let served = 0; served <= 3 && !refused; served++) {
      const attempt = await timed();
      if (attempt.answer.status !== 200) refused = attempt;
    }
    expect(refused, 'the spent window refused no call').toBeDefined();
    expectErrorEnvelope(refused!.answer, 429, 'ConnectorRateLimitError');
    // Answered well before the default wait (2 s), let alone the window (6 s).
    expect(refused!.ms).toBeLessThan(1_500);
    const retryAfter = Number(refused!.answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(3);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(refused!.answer.body.detail).toMatchObject({ max_wait_ms: DEFAULT_DOWNSTREAM_WAIT_MS });
    expect(refused!.answer.body.detail.retry_after_ms).toBeGreaterThan(2_000);
    // The service refused it: HubSpot answered nothing but successes.
    expect(emulator.exchanges.slice(from).map((exchange) => exchange.status)).not.toContain(429);

    const held = await timed({ 'x-svc-timeout': String(WINDOW_MS + 4_000) });
    expect(held.answer.status, held.answer.text).toBe(200);
    // Held until the window freed (about Retry-After seconds), not answered at once.
    expect(held.ms).toBeGreaterThan((retryAfter - 1.5) * 1000);
    expect(emulator.exchanges.slice(from).map((exchange) => exchange.status)).not.toContain(429);
    emulator.setRateLimit(undefined);
  }, 30_000);
});

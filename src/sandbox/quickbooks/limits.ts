/**
 * QuickBooks Online's per-company limits
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/rest-api-features#limits-and-throttles):
 * 500 requests a minute per realm and 10 at once per realm; past either,
 * HTTP 429 with the ThrottleExceeded fault (code 3001). Intuit sends no
 * Retry-After. Both are on by default; tests that need to provoke them, or a
 * benchmark that must not, set them through
 * `POST /__emulator/quickbooks/limits {"per_minute": n, "concurrent": n}` ({} restores the defaults).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_PREFIX } from '../framework/emulator.js';
import { fail } from '../framework/kit/index.js';
import { realmOfPath } from './dialect.js';

export const DEFAULT_LIMITS = { perMinute: 500, concurrent: 10 } as const;

export function registerLimits(app: FastifyInstance): void {
  const limits = { ...DEFAULT_LIMITS } as { perMinute: number; concurrent: number };
  const inFlight = new Map<string, number>();
  const minutes = new Map<string, { start: number; used: number }>();
  const counted = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request) => {
    const realm = realmOfPath(request.url.split('?')[0] as string);
    if (realm === undefined) return;
    if ((inFlight.get(realm) ?? 0) >= limits.concurrent) {
      throw fail.rateLimited('Too many concurrent requests', { qboDetail: `The request limit was reached: at most ${limits.concurrent} requests at once per company.` });
    }
    const now = Date.now();
    const start = Math.floor(now / 60_000) * 60_000;
    const minute = minutes.get(realm);
    const window = minute && minute.start === start ? minute : { start, used: 0 };
    if (window.used >= limits.perMinute) {
      throw fail.rateLimited('Too many requests', { retryAfterSeconds: Math.ceil((start + 60_000 - now) / 1000), qboDetail: `The request limit was reached: at most ${limits.perMinute} requests a minute per company.` });
    }
    window.used += 1;
    minutes.set(realm, window);
    inFlight.set(realm, (inFlight.get(realm) ?? 0) + 1);
    counted.set(request, realm);
  });

  app.addHook('onResponse', async (request) => {
    const realm = counted.get(request);
    if (realm !== undefined) inFlight.set(realm, Math.max(0, (inFlight.get(realm) ?? 1) - 1));
  });

  app.post(`${CONTROL_PREFIX}/quickbooks/limits`, async (request, reply) => {
    const body = (request.body ?? {}) as { per_minute?: unknown; concurrent?: unknown };
    const valid = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 1);
    if (!valid(body.per_minute) || !valid(body.concurrent)) return reply.code(400).send({ error: 'per_minute and concurrent must be whole numbers from 1' });
    limits.perMinute = (body.per_minute as number | undefined) ?? DEFAULT_LIMITS.perMinute;
    limits.concurrent = (body.concurrent as number | undefined) ?? DEFAULT_LIMITS.concurrent;
    minutes.clear();
    return reply.code(204).send();
  });
}

/**
 * Xero's API limits ("API limits", developer.xero.com), counted per
 * organisation (tenant) and app: 60 calls a minute, 5,000 a day and 5 at
 * once per organisation, 10,000 a minute across all of an app's
 * organisations. Every answer carries X-DayLimit-Remaining,
 * X-MinLimit-Remaining and X-AppMinLimit-Remaining; a call past a limit is
 * a 429 with Retry-After and X-Rate-Limit-Problem naming the limit.
 *
 * The emulator counts honestly against the limits in force and refuses past
 * them. By default those are a sandbox allowance (SANDBOX_LIMITS), so demos
 * and test suites that page through everything are not slowed to one call a
 * second; `POST /__emulator/xero/rate-limits` sets Xero's own numbers
 * (`{"documented": true}`) or any others (`{"minute": 3}`), and `{}` goes
 * back to the allowance. Windows are fixed (a minute, a day) rather than rolling.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_PREFIX } from '../framework/emulator.js';
import { fail, headerOf } from '../framework/kit/index.js';
import { API_BASE } from './dialect.js';

export interface XeroLimits {
  minute: number;
  day: number;
  concurrent: number;
  appMinute: number;
}

export const DOCUMENTED_LIMITS: XeroLimits = { minute: 60, day: 5000, concurrent: 5, appMinute: 10_000 };
export const SANDBOX_LIMITS: XeroLimits = { minute: 3000, day: 500_000, concurrent: 50, appMinute: 100_000 };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Window {
  start: number;
  used: number;
}

class Counters {
  limits: XeroLimits = SANDBOX_LIMITS;
  readonly #minute = new Map<string, Window>();
  readonly #day = new Map<string, Window>();
  readonly #inFlight = new Map<string, number>();
  #app: Window = { start: 0, used: 0 };

  configure(limits: XeroLimits): void {
    this.limits = limits;
    this.#minute.clear();
    this.#day.clear();
    this.#app = { start: 0, used: 0 };
  }

  #window(map: Map<string, Window>, tenant: string, length: number, now: number): Window {
    const start = Math.floor(now / length) * length;
    let window = map.get(tenant);
    if (!window || window.start !== start) map.set(tenant, (window = { start, used: 0 }));
    return window;
  }

  /** Counts one call of a tenant, or says which limit it would break and how long to wait. */
  take(tenant: string, now: number): { headers: Record<string, string>; refused?: { problem: string; retryAfterSeconds: number } } {
    const minute = this.#window(this.#minute, tenant, MINUTE_MS, now);
    const day = this.#window(this.#day, tenant, DAY_MS, now);
    const appStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    if (this.#app.start !== appStart) this.#app = { start: appStart, used: 0 };
    const inFlight = this.#inFlight.get(tenant) ?? 0;
    const wait = (window: Window, length: number) => Math.max(1, Math.ceil((window.start + length - now) / 1000));
    const refused =
      day.used >= this.limits.day ? { problem: 'day', retryAfterSeconds: wait(day, DAY_MS) }
      : this.#app.used >= this.limits.appMinute ? { problem: 'appminute', retryAfterSeconds: wait(this.#app, MINUTE_MS) }
      : minute.used >= this.limits.minute ? { problem: 'minute', retryAfterSeconds: wait(minute, MINUTE_MS) }
      : inFlight >= this.limits.concurrent ? { problem: 'concurrent', retryAfterSeconds: 1 }
      : undefined;
    if (!refused) {
      minute.used += 1;
      day.used += 1;
      this.#app.used += 1;
      this.#inFlight.set(tenant, inFlight + 1);
    }
    const headers = {
      'x-daylimit-remaining': String(Math.max(0, this.limits.day - day.used)),
      'x-minlimit-remaining': String(Math.max(0, this.limits.minute - minute.used)),
      'x-appminlimit-remaining': String(Math.max(0, this.limits.appMinute - this.#app.used)),
    };
    return refused ? { headers, refused } : { headers };
  }

  done(tenant: string): void {
    const inFlight = (this.#inFlight.get(tenant) ?? 1) - 1;
    if (inFlight <= 0) this.#inFlight.delete(tenant);
    else this.#inFlight.set(tenant, inFlight);
  }
}

function positive(value: unknown, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return Number.isInteger(value) && (value as number) >= 1 ? (value as number) : undefined;
}

/** Counts every authenticated Accounting API call against its organisation's limits (after the kit's authentication). */
export function registerRateLimits(app: FastifyInstance): void {
  const counters = new Counters();
  const counted = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith(`${API_BASE}/`)) return;
    const tenant = headerOf({ headers: request.headers }, 'xero-tenant-id')?.trim().toLowerCase() ?? '';
    const verdict = counters.take(tenant, Date.now());
    reply.headers(verdict.headers);
    if (verdict.refused) throw fail.rateLimited(`Rate limit exceeded: ${verdict.refused.problem}`, verdict.refused);
    counted.set(request, tenant);
  });
  app.addHook('onResponse', async (request) => {
    const tenant = counted.get(request);
    if (tenant !== undefined) counters.done(tenant);
  });
  app.post(`${CONTROL_PREFIX}/xero/rate-limits`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.documented === true) {
      counters.configure(DOCUMENTED_LIMITS);
      return reply.code(204).send();
    }
    const base = Object.keys(body).length === 0 ? SANDBOX_LIMITS : DOCUMENTED_LIMITS;
    const limits = {
      minute: positive(body.minute, base.minute),
      day: positive(body.day, base.day),
      concurrent: positive(body.concurrent, base.concurrent),
      appMinute: positive(body.app_minute, base.appMinute),
    };
    if (Object.values(limits).some((value) => value === undefined)) return reply.code(400).send({ error: 'limits must be whole numbers from 1' });
    counters.configure(limits as XeroLimits);
    return reply.code(204).send();
  });
}

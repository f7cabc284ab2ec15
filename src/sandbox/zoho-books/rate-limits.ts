/**
 * Zoho Books' API limits ("Introduction → API Call Limit", zoho.com/books/api/v3),
 * counted per organization: 100 calls a minute; a daily number that depends
 * on the organization's plan (Free 1,000, Standard 2,000, Professional
 * 5,000, Premium 10,000); and calls at once (Free 5, paid plans 10). A call
 * past a limit is a 429 with `{code: 44}` (the minute's, or too many at
 * once) or `{code: 45}` (the day's). Zoho documents no rate-limit headers,
 * so the emulator sends none.
 *
 * The emulator counts honestly against the limits in force. By default
 * those are a sandbox allowance, so demos and test suites that page through
 * everything are not held to 100 calls a minute; `POST
 * /__emulator/zoho-books/rate-limits` sets Zoho's own numbers
 * (`{"documented": true}`) or others (`{"minute": 3}`), and `{}` goes back
 * to the allowance. Windows are fixed (a minute, a UTC day).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_PREFIX } from '../framework/emulator.js';
import { fail } from '../framework/kit/index.js';
import { organizationById, type ZohoOrganization } from './accounts.js';
import { API_BASE } from './dialect.js';

export interface ZohoLimits {
  minute: number;
  day: Readonly<Record<ZohoOrganization['plan'], number>>;
  concurrent: Readonly<Record<ZohoOrganization['plan'], number>>;
}

export const DOCUMENTED_LIMITS: ZohoLimits = {
  minute: 100,
  day: { free: 1000, standard: 2000, professional: 5000, premium: 10_000 },
  concurrent: { free: 5, standard: 10, professional: 10, premium: 10 },
};

const everyPlan = (value: number) => ({ free: value, standard: value, professional: value, premium: value });
export const SANDBOX_LIMITS: ZohoLimits = { minute: 6000, day: everyPlan(1_000_000), concurrent: everyPlan(50) };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Window {
  start: number;
  used: number;
}

class Counters {
  limits: ZohoLimits = SANDBOX_LIMITS;
  readonly #windows = new Map<string, Window>();
  readonly #inFlight = new Map<string, number>();

  configure(limits: ZohoLimits): void {
    this.limits = limits;
    this.#windows.clear();
  }

  #window(key: string, length: number, now: number): Window {
    const start = Math.floor(now / length) * length;
    let window = this.#windows.get(key);
    if (!window || window.start !== start) this.#windows.set(key, (window = { start, used: 0 }));
    return window;
  }

  /** Counts one call of an organization, or says which limit it would break (Zoho's code). */
  take(organization: ZohoOrganization, now: number): 44 | 45 | undefined {
    const minute = this.#window(`m:${organization.id}`, MINUTE_MS, now);
    const day = this.#window(`d:${organization.id}`, DAY_MS, now);
    const inFlight = this.#inFlight.get(organization.id) ?? 0;
    if (day.used >= this.limits.day[organization.plan]) return 45;
    if (minute.used >= this.limits.minute || inFlight >= this.limits.concurrent[organization.plan]) return 44;
    minute.used += 1;
    day.used += 1;
    this.#inFlight.set(organization.id, inFlight + 1);
    return undefined;
  }

  done(organizationId: string): void {
    const inFlight = (this.#inFlight.get(organizationId) ?? 1) - 1;
    if (inFlight <= 0) this.#inFlight.delete(organizationId);
    else this.#inFlight.set(organizationId, inFlight);
  }
}

function whole(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 1 ? (value as number) : undefined;
}

/** Counts every authenticated call against its organization's limits (after the kit's authentication). */
export function registerRateLimits(app: FastifyInstance): void {
  const counters = new Counters();
  const counted = new WeakMap<FastifyRequest, string>();
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(`${API_BASE}/organizations`)) return;
    const organization = organizationById(new URL(request.url, 'http://emulator').searchParams.get('organization_id') ?? '');
    if (!organization) return;
    const refused = counters.take(organization, Date.now());
    if (refused) throw fail.rateLimited('Rate limit exceeded', { code: refused });
    counted.set(request, organization.id);
  });
  app.addHook('onResponse', async (request) => {
    const organizationId = counted.get(request);
    if (organizationId !== undefined) counters.done(organizationId);
  });
  app.post(`${CONTROL_PREFIX}/zoho-books/rate-limits`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.documented === true) {
      counters.configure(DOCUMENTED_LIMITS);
      return reply.code(204).send();
    }
    if (Object.keys(body).length === 0) {
      counters.configure(SANDBOX_LIMITS);
      return reply.code(204).send();
    }
    const minute = body.minute === undefined ? DOCUMENTED_LIMITS.minute : whole(body.minute);
    const day = body.day === undefined ? undefined : whole(body.day);
    const concurrent = body.concurrent === undefined ? undefined : whole(body.concurrent);
    if (minute === undefined || (body.day !== undefined && day === undefined) || (body.concurrent !== undefined && concurrent === undefined)) {
      return reply.code(400).send({ error: 'minute, day and concurrent must be whole numbers from 1' });
    }
    counters.configure({
      minute,
      day: day === undefined ? DOCUMENTED_LIMITS.day : everyPlan(day),
      concurrent: concurrent === undefined ? DOCUMENTED_LIMITS.concurrent : everyPlan(concurrent),
    });
    return reply.code(204).send();
  });
}

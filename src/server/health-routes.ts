/**
 * Probes for the deployment, without a key. `/health` (liveness) says the
 * process answers HTTP and touches nothing else, so a slow database never gets
 * a healthy process restarted. `/health/ready` (readiness) asks the store and,
 * when configured, Redis: 200 when both answer, otherwise 503
 * ServiceUnavailableError with `detail.checks` naming the one that did not
 * (never why: an error message may carry a host or a password). While the
 * instance shuts down both answer 503 (see draining.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { ping, type Store } from '../store/database.js';
import type { RedisClient } from '../store/redis.js';

/** A check slower than this counts as failed: a probe must answer well within its own timeout. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type CheckResult = 'ok' | 'unavailable';

async function withinTimeout(check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check().catch(() => false), timedOut])) ? 'ok' : 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, dependencies: { store: Store; redis?: RedisClient | undefined }): void {
  const { store, redis } = dependencies;
  const config = { auth: 'none' as const, connectors: false as const };

  app.get('/health', { config }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { config }, async (_request, reply) => {
    const [storeCheck, redisCheck] = await Promise.all([
      withinTimeout(() => ping(store)),
      redis ? withinTimeout(async () => (await redis.ping()) === 'PONG') : undefined,
    ]);
    const checks: Record<string, CheckResult> = { store: storeCheck };
    if (redisCheck) checks.redis = redisCheck;
    reply.header('cache-control', 'no-store');
    if (Object.values(checks).every((check) => check === 'ok')) return { status: 'ready', checks };
    throw new ApiError('ServiceUnavailableError', { message: 'A store this instance needs does not answer', detail: { checks } });
  });
}

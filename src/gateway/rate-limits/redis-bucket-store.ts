/**
 * Buckets in Redis (REDIS_URL): one Lua script per call, atomic on the
 * server, on the server's clock (TIME), each key expiring once its bucket is
 * full again. Keys are `svc:rl:<bucket>` (under the client's own keyPrefix, if it has one).
 */
import { createHash } from 'node:crypto';
import type { PaceDecision } from '../../connectors/framework/pacing.js';
import type { RedisClient } from '../../store/redis.js';
import type { BucketStore } from './bucket-store.js';
import { burstAllowanceMs, type BucketRate } from './gcra.js';

/**
 * KEYS[1]: the bucket. ARGV: mode ("reserve" | "hold"), interval, burst
 * allowance, and max wait (reserve) or pause (hold), all in milliseconds.
 * reserve answers {1, wait} (slot taken) or {0, retry after}; hold answers 0.
 * Without a sustained rate (interval 0) only holds count: reserve just reads.
 * Numbers travel as strings: Redis truncates Lua numbers to integers.
 */
const SCRIPT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + tonumber(clock[2]) / 1000
local interval = tonumber(ARGV[2])
local allowance = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
local tat = tonumber(redis.call('GET', KEYS[1]))
if tat == nil or tat < now then tat = now end
if ARGV[1] == 'hold' then
  local held = math.max(tat, now + limit + allowance)
  redis.call('SET', KEYS[1], string.format('%.3f', held), 'PX', math.max(1, math.ceil(held - now)))
  return 0
end
local wait = math.max(0, tat - allowance - now)
if wait > limit then
  return {0, string.format('%.3f', wait)}
end
if interval == 0 then
  return {1, string.format('%.3f', wait)}
end
local nextTat = tat + interval
redis.call('SET', KEYS[1], string.format('%.3f', nextTat), 'PX', math.max(1, math.ceil(nextTat - now)))
return {1, string.format('%.3f', wait)}
`;
const SCRIPT_SHA = createHash('sha1').update(SCRIPT).digest('hex');

export class RedisBucketStore implements BucketStore {
  readonly kind = 'redis' as const;
  readonly #redis: RedisClient;
  readonly #prefix: string;

  constructor(redis: RedisClient, prefix = 'svc:rl:') {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision> {
    const [granted, ms] = (await this.#run(key, 'reserve', rate, maxWaitMs)) as [number, string];
    const value = Math.max(0, Number(ms));
    return granted === 1 ? { granted: true, waitMs: value } : { granted: false, retryAfterMs: value };
  }

  async holdOff(key: string, rate: BucketRate, pauseMs: number): Promise<void> {
    await this.#run(key, 'hold', rate, pauseMs);
  }

  /** EVALSHA, loading the script on a server that has not seen it yet (first call, restart, SCRIPT FLUSH). */
  async #run(key: string, mode: 'reserve' | 'hold', rate: BucketRate, limitMs: number): Promise<unknown> {
    const args = [this.#prefix + key, mode, String(rate.intervalMs), String(burstAllowanceMs(rate)), String(limitMs)];
    try {
      return await this.#redis.evalsha(SCRIPT_SHA, 1, ...args);
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      return this.#redis.eval(SCRIPT, 1, ...args);
    }
  }
}

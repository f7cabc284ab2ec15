/**
 * Request counts in Redis (REDIS_URL): one key per application and month. The
 * quota check runs as a Lua script, so reading the count and incrementing it
 * is one atomic step on the Redis server whichever instance sends it. Keys
 * expire two days after their month ends (a margin for instances whose clocks
 * disagree around the turn of the month).
 */
import type { RedisClient } from '../../store/redis.js';
import { monthEndsAt } from './calendar.js';
import type { MonthCount, QuotaDecision, RequestCounter } from './counter.js';

const EXPIRY_MARGIN_MS = 2 * 24 * 3600 * 1000;

/** KEYS[1] the month's counter; ARGV[1] the quota, ARGV[2] its expiry (ms since the epoch). Refused requests are not counted. */
const COUNT_WITHIN_QUOTA = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return {0, used} end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[2]) end
return {1, used}
`;

const COMMAND = 'svcCountWithinQuota';

type ScriptedClient = RedisClient & {
  [COMMAND](key: string, quota: number, expiresAt: number): Promise<[number, number]>;
};

export function requestCountKey(applicationId: string, month: string): string {
  return `svc:requests:${applicationId}:${month}`;
}

export class RedisRequestCounter implements RequestCounter {
  readonly #redis: ScriptedClient;

  constructor(redis: RedisClient) {
    // ioredis sends the script by its SHA and loads it once per connection when Redis does not know it.
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: COUNT_WITHIN_QUOTA });
    this.#redis = redis as ScriptedClient;
  }

  async countWithinQuota(applicationId: string, month: string, quota: number): Promise<QuotaDecision> {
    const [admitted, used] = await this.#redis[COMMAND](requestCountKey(applicationId, month), quota, monthEndsAt(month) + EXPIRY_MARGIN_MS);
    return { admitted: admitted === 1, used: Number(used) };
  }

  async add(counts: MonthCount[]): Promise<void> {
    if (counts.length === 0) return;
    const transaction = this.#redis.multi();
    for (const { applicationId, month, count } of counts) {
      const key = requestCountKey(applicationId, month);
      transaction.incrby(key, count).pexpireat(key, monthEndsAt(month) + EXPIRY_MARGIN_MS);
    }
    const results = await transaction.exec();
    const failed = results?.find(([error]) => error !== null)?.[0];
    if (failed) throw failed;
  }

  async read(applicationId: string, month: string): Promise<number> {
    return Number((await this.#redis.get(requestCountKey(applicationId, month))) ?? 0);
  }
}

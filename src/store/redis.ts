/**
 * The optional Redis connection (REDIS_URL): state every instance shares and
 * that changes on nearly every request (downstream rate-limit buckets, request
 * counters) lives there when it is configured, and in the database otherwise.
 * A client that cannot reach Redis fails the command instead of queueing it,
 * so a request never waits on a dead Redis longer than the connect timeout.
 */
import { Redis } from 'ioredis';

export type RedisClient = Redis;

export async function openRedis(url: string): Promise<RedisClient> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  await client.connect();
  await client.ping();
  return client;
}

export async function closeRedis(client: RedisClient | undefined): Promise<void> {
  if (!client) return;
  await client.quit().catch(() => client.disconnect());
}

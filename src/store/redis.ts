/**
 * The optional Redis connection (REDIS_URL): state every instance shares and
 * that changes on nearly every request (downstream rate-limit buckets, request
 * counters) lives there when it is configured, and in the database otherwise.
 * A client that cannot reach Redis fails the command instead of queueing it,
 * so a request never waits on a dead Redis longer than the connect timeout.
 */
import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** Reports connection trouble (at most every 10 s); without a listener ioredis prints every reconnect failure to stderr. */
export type RedisTroubleReporter = (error: Error) => void;

export async function openRedis(url: string, onTrouble?: RedisTroubleReporter): Promise<RedisClient> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastReport = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - lastReport < 10_000) return;
    lastReport = Date.now();
    // The message only: the error may carry the URL, and the URL may carry a password.
    onTrouble?.(new Error(error.message.replace(/\/\/[^@/]*@/g, '//[redacted]@')));
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    // Otherwise the client keeps reconnecting in the background and holds the process open.
    client.disconnect();
    throw error;
  }
  return client;
}

export async function closeRedis(client: RedisClient | undefined): Promise<void> {
  if (!client) return;
  await client.quit().catch(() => client.disconnect());
}

/**
 * Shopify's leaky bucket for the Admin GraphQL API, per shop and app
 * (here per shop): 1,000 points, restored at 50 a second (the Standard
 * plan's documented numbers). A query whose requested cost is more than the
 * bucket holds is answered `Throttled` (HTTP 200, code THROTTLED) and costs
 * nothing; one that costs more than the whole bucket is MAX_COST_EXCEEDED.
 * Every answer reports the bucket in `extensions.cost.throttleStatus`.
 *
 * The `bucket_available` switch sets what the bucket holds now (a test
 * drains it to see a throttled query wait and succeed).
 */
import { switchValue, setSwitch, type SwitchDeclaration, type TenantState } from '../framework/kit/index.js';

export const MAXIMUM_AVAILABLE = 1000;
export const RESTORE_RATE = 50;
export const BUCKET_AVAILABLE = 'bucket_available';

export const SHOPIFY_SWITCHES: Readonly<Record<string, SwitchDeclaration>> = {
  [BUCKET_AVAILABLE]: {
    description: `sets the points the shop's query-cost bucket holds now (0 to ${MAXIMUM_AVAILABLE}); it restores at ${RESTORE_RATE} a second from there`,
    accepts: (value) => typeof value === 'number' && value >= 0 && value <= MAXIMUM_AVAILABLE,
  },
};

interface Bucket {
  available: number;
  at: number;
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

function bucketOf(tenant: TenantState, now: number): Bucket {
  const forced = switchValue<number>(tenant, BUCKET_AVAILABLE);
  if (forced !== undefined) {
    setSwitch(tenant, BUCKET_AVAILABLE, null);
    tenant.extras.set('bucket', { available: forced, at: now });
  }
  const bucket = (tenant.extras.get('bucket') as Bucket | undefined) ?? { available: MAXIMUM_AVAILABLE, at: now };
  bucket.available = Math.min(MAXIMUM_AVAILABLE, bucket.available + (Math.max(0, now - bucket.at) / 1000) * RESTORE_RATE);
  bucket.at = now;
  tenant.extras.set('bucket', bucket);
  return bucket;
}

const statusOf = (bucket: Bucket): ThrottleStatus => ({ maximumAvailable: MAXIMUM_AVAILABLE, currentlyAvailable: Math.floor(bucket.available), restoreRate: RESTORE_RATE });

/** Takes a query's cost from the bucket, or says it must wait. */
export function spend(tenant: TenantState, now: number, cost: number): { granted: boolean; status: ThrottleStatus } {
  const bucket = bucketOf(tenant, now);
  if (cost > bucket.available) return { granted: false, status: statusOf(bucket) };
  bucket.available -= cost;
  return { granted: true, status: statusOf(bucket) };
}

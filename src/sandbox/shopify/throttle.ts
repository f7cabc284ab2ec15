/**
 * Shopify's leaky bucket for the Admin GraphQL API, per shop and app
 * (here per shop): 1,000 points, restored at 50 a second (the Standard
 * plan's documented numbers), larger on larger plans (each shop's
 * `bucket`, accounts.ts). A query whose requested cost is more than the
 * bucket holds is answered `Throttled` (HTTP 200, code THROTTLED) and costs
 * nothing; one that costs more than the whole bucket is MAX_COST_EXCEEDED.
 * Every answer reports the bucket in `extensions.cost.throttleStatus`.
 *
 * The `bucket_available` switch sets what the bucket holds now (a test
 * drains it to see a throttled query wait and succeed); `bucket_size` gives
 * the shop a larger bucket and restore rate, as Shopify's larger plans have
 * (tests that read a whole shop use it so they need not wait minutes).
 * A single query still may cost at most 1,000 (MAX_COST_EXCEEDED).
 */
import { switchValue, setSwitch, type SwitchDeclaration, type TenantState } from '../framework/kit/index.js';

export const MAXIMUM_AVAILABLE = 1000;
export const RESTORE_RATE = 50;
export const BUCKET_AVAILABLE = 'bucket_available';
export const BUCKET_SIZE = 'bucket_size';

interface Size {
  maximumAvailable: number;
  restoreRate: number;
}

const sizeOf = (tenant: TenantState, plan: Size): Size => switchValue<Size>(tenant, BUCKET_SIZE) ?? plan;

export const SHOPIFY_SWITCHES: Readonly<Record<string, SwitchDeclaration>> = {
  [BUCKET_AVAILABLE]: {
    description: `sets the points the shop's query-cost bucket holds now (0 to ${MAXIMUM_AVAILABLE}); it restores at ${RESTORE_RATE} a second from there`,
    accepts: (value) => typeof value === 'number' && value >= 0 && value <= 100_000,
  },
  [BUCKET_SIZE]: {
    description: 'gives the shop a bucket of {maximumAvailable} points restored at {restoreRate} a second instead of its plan\'s; it starts full',
    accepts: (value) => {
      const size = value as Partial<Size> | null;
      return typeof size === 'object' && size !== null && Number.isInteger(size.maximumAvailable) && size.maximumAvailable! >= 1 && size.maximumAvailable! <= 100_000 && typeof size.restoreRate === 'number' && size.restoreRate > 0 && size.restoreRate <= 100_000;
    },
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

function bucketOf(tenant: TenantState, now: number, plan: Size): { bucket: Bucket; size: Size } {
  const size = sizeOf(tenant, plan);
  const forced = switchValue<number>(tenant, BUCKET_AVAILABLE);
  if (forced !== undefined) {
    setSwitch(tenant, BUCKET_AVAILABLE, null);
    tenant.extras.set('bucket', { available: forced, at: now });
  }
  const bucket = (tenant.extras.get('bucket') as Bucket | undefined) ?? { available: size.maximumAvailable, at: now };
  bucket.available = Math.min(size.maximumAvailable, bucket.available + (Math.max(0, now - bucket.at) / 1000) * size.restoreRate);
  bucket.at = now;
  tenant.extras.set('bucket', bucket);
  return { bucket, size };
}

const statusOf = (bucket: Bucket, size: Size): ThrottleStatus => ({ maximumAvailable: size.maximumAvailable, currentlyAvailable: Math.floor(bucket.available), restoreRate: size.restoreRate });

/** Takes a query's cost from the bucket, or says it must wait. */
export function spend(tenant: TenantState, now: number, cost: number, plan: Size): { granted: boolean; status: ThrottleStatus } {
  const { bucket, size } = bucketOf(tenant, now, plan);
  if (cost > bucket.available) return { granted: false, status: statusOf(bucket, size) };
  bucket.available -= cost;
  return { granted: true, status: statusOf(bucket, size) };
}

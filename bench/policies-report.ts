/**
 * The markdown of `npm run bench:policies`: one row per workload and pair of
 * instances, then what the policies cost per request (on − off) and the
 * machine's facts.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import type { Placement } from './affinity.js';
import type { LoadResult } from './load.js';

export type WorkloadId = 'get' | 'proxy' | 'create' | 'replay';

export interface PolicyRow {
  workload: WorkloadId;
  /** Pair label: `off`, `on (PostgreSQL)`, `on (Redis)`, or `off at the rate of on (…)`. */
  pair: string;
  policiesOn: boolean;
  /** For an `off` row loaded at the throughput an `on` pair reached: that pair's label. */
  matches?: string | undefined;
  load: LoadResult;
  /** Both instances' CPU, per answered request. */
  serviceCpuMicrosPerRequest: number;
  /** The pair's database backends, per request; undefined when PostgreSQL is not on this machine. */
  databaseCpuMicrosPerRequest: number | undefined;
  /** The Redis server, per request; undefined for pairs without Redis. */
  redisCpuMicrosPerRequest: number | undefined;
  emulatorCpuMicrosPerRequest: number;
  /** Busy cores outside the benchmark's processes, its databases' backends and (for the Redis pair) Redis. */
  otherCores: number;
}

export const WORKLOAD_LABELS: Record<WorkloadId, string> = {
  get: 'unified GET /sms/messages?limit=20',
  proxy: 'proxied GET (Twilio Messages.json, 20)',
  create: 'POST /sms/messages (create)',
  replay: 'POST /sms/messages, same key replayed',
};

const fixed = (value: number | undefined, digits: number) => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const signed = (value: number | undefined, digits: number) => {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  const text = value.toFixed(digits);
  return value >= 0 && !text.startsWith('-') ? `+${text}` : text;
};

/** Service + database + Redis: what a request costs the whole deployment, emulator aside. */
function gatewayCpu(row: PolicyRow): number | undefined {
  if (row.databaseCpuMicrosPerRequest === undefined) return undefined;
  return row.serviceCpuMicrosPerRequest + row.databaseCpuMicrosPerRequest + (row.redisCpuMicrosPerRequest ?? 0);
}

export function policyTable(rows: PolicyRow[]): string {
  const lines = [
    '| workload | policies | req/s | p50 ms | p99 ms | service CPU µs/req (2 instances) | PostgreSQL CPU µs/req | Redis CPU µs/req | emulator CPU µs/req | other load (cores) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${WORKLOAD_LABELS[row.workload]} | ${row.pair} | ${fixed(row.load.requestsPerSecond, 0)} | ${fixed(row.load.p50Ms, 2)} | ${fixed(row.load.p99Ms, 2)} | ${fixed(row.serviceCpuMicrosPerRequest, 0)} | ${fixed(row.databaseCpuMicrosPerRequest, 0)} | ${row.redisCpuMicrosPerRequest === undefined ? '–' : fixed(row.redisCpuMicrosPerRequest, 0)} | ${fixed(row.emulatorCpuMicrosPerRequest, 0)} | ${fixed(row.otherCores, 2)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * On − off for each workload and each pair with the policies on. Throughput, latency and CPU at full
 * load compare with `off` at full load; CPU "at the same rate" compares with `off` loaded at the `on`
 * pair's throughput (a service answering fewer requests a second batches less and spends more CPU on
 * each, policies or not). The replay compares with the real create without policies.
 */
export function costTable(rows: PolicyRow[]): string {
  const lines = [
    '| workload | compared | throughput on/off | Δ p50 ms | Δ service CPU µs/req, full load | Δ service CPU µs/req, same rate | Δ PostgreSQL CPU µs/req | Redis CPU µs/req | Δ service + stores µs/req, same rate |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    if (!row.policiesOn) continue;
    const baseWorkload: WorkloadId = row.workload === 'replay' ? 'create' : row.workload;
    const off = rows.find((candidate) => candidate.workload === baseWorkload && !candidate.policiesOn && candidate.matches === undefined);
    if (!off) continue;
    const sameRate = row.workload === 'replay' ? undefined : rows.find((candidate) => candidate.workload === row.workload && candidate.matches === row.pair);
    const reference = sameRate ?? off;
    const dbDelta =
      row.databaseCpuMicrosPerRequest === undefined || reference.databaseCpuMicrosPerRequest === undefined
        ? undefined
        : row.databaseCpuMicrosPerRequest - reference.databaseCpuMicrosPerRequest;
    const on = gatewayCpu(row);
    const without = sameRate ? gatewayCpu(sameRate) : undefined;
    const compared = row.workload === 'replay' ? `${row.pair}, replay − create off` : `${row.pair} − off`;
    lines.push(
      `| ${WORKLOAD_LABELS[row.workload]} | ${compared} | ${fixed(row.load.requestsPerSecond / off.load.requestsPerSecond, 2)} | ${signed(row.load.p50Ms - off.load.p50Ms, 2)} | ${signed(row.serviceCpuMicrosPerRequest - off.serviceCpuMicrosPerRequest, 0)} | ${sameRate ? signed(row.serviceCpuMicrosPerRequest - sameRate.serviceCpuMicrosPerRequest, 0) : 'n/a'} | ${signed(dbDelta, 0)} | ${row.redisCpuMicrosPerRequest === undefined ? '–' : fixed(row.redisCpuMicrosPerRequest, 0)} | ${on === undefined || without === undefined ? 'n/a' : signed(on - without, 0)} |`,
    );
  }
  return lines.join('\n');
}

export interface RunFacts {
  seconds: number;
  warmup: number;
  connections: number;
  placement: Placement | undefined;
  postgresVersion: string;
  redisVersion: string | undefined;
  pacingRate: number;
}

export function policyMachineFacts(facts: RunFacts): string {
  const cpus = os.cpus();
  const require = createRequire(import.meta.url);
  const autocannonVersion = (require('autocannon/package.json') as { version: string }).version;
  return [
    `- date: ${new Date().toISOString()}`,
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} logical cores`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; kernel ${os.type()} ${os.release()}`,
    `- Node ${process.version}; autocannon ${autocannonVersion}; PostgreSQL ${facts.postgresVersion}; Redis ${facts.redisVersion ?? 'not used'}`,
    facts.placement
      ? `- placement: the service instances on CPU ${facts.placement.target}; load generator and emulator on CPU ${facts.placement.others}; PostgreSQL and Redis left to the scheduler`
      : '- placement: none (BENCH_PIN=false, one core, or no taskset): every process shares every core',
    `- load: ${facts.connections} connections, half on each instance (two autocannon runs at once, in the benchmark process); ${facts.seconds} s per row, ${facts.warmup} s warm-up per pair and workload`,
    `- policies on: monthly quota 1,000,000,000 on the demo application, SVC_SANDBOX_PACING=${facts.pacingRate} (every call takes a slot in the shared bucket, never waits), a fresh Idempotency-Key on each create`,
  ].join('\n');
}

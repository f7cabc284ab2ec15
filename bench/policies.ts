/**
 * `npm run bench:policies`: what the gateway policies (monthly request quota,
 * shared downstream pacing, idempotency keys) cost per request, with two
 * service instances sharing their state, measured with and without them in
 * the same run.
 *
 * Pairs of instances (`dist/src/server/main.js`, each pair on its own fresh
 * PostgreSQL database, both instances with the same encryption key, hence the
 * same demo key), all calling one Twilio emulator process:
 * - `off`: no quota on the application (counted in memory, written once a
 *   second), sandbox pacing as deployed (holds only: one read a second), no
 *   Idempotency-Key: the policies are there but nothing exercises them;
 * - `on (PostgreSQL)`: a quota on the application (one conditional upsert per
 *   request), SVC_SANDBOX_PACING=100000 (one bucket statement per downstream
 *   call, at a rate that never makes a call wait), a fresh Idempotency-Key on
 *   every create (a claim and a completion in the database);
 * - `on (Redis)`: the same with REDIS_URL: quota and pacing in Redis (one Lua
 *   script each), idempotency still in PostgreSQL. Left out when Redis does
 *   not answer at BENCH_REDIS_URL (default redis://127.0.0.1:6379; `none`).
 *
 * Load: two autocannon runs at once in this process, half the connections on
 * each instance (what a connection-level balancer does with keep-alive
 * clients); no balancer process, so no extra hop in the latency and no third
 * party's CPU in the numbers. Workloads: the unified GET /sms/messages?limit=20,
 * a proxied GET of Twilio's Messages.json (20 a page), creates (POST
 * /sms/messages), and on the `on` pairs a create replayed under one key.
 * Every response must have the expected status (and, for replays, the
 * Idempotent-Replayed header), or the run fails with the instances' last log lines.
 * After each workload the `off` pair runs again at the throughput each `on`
 * pair reached: a service answering fewer requests a second batches less and
 * spends more CPU on each, so "on − off at the same rate" is the policies'
 * own work, and "on − off at full load" what they cost in capacity.
 *
 * Env: BENCH_DURATION (seconds per row, default 8), BENCH_WARMUP (seconds per
 * pair and workload, default 2), BENCH_CONNECTIONS (total, default 50),
 * BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PIN=false (see affinity.ts).
 * Bounded to about 4.5 minutes; children killed, databases dropped and the
 * service's Redis keys deleted on success, failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TWILIO_DEMO_ACCOUNT } from '../src/sandbox/twilio/seed-content.js';
import { choosePlacement, place } from './affinity.js';
import { adminUrl, benchDatabase } from './database.js';
import { failed, runLoads, type LoadResult, type LoadSpec } from './load.js';
import { costTable, policyMachineFacts, policyTable, WORKLOAD_LABELS, type PolicyRow, type WorkloadId } from './policies-report.js';
import { freePort, onInterrupt, removeOnExit, runningPids, startNode, stopChild, tail, waitForOutput, type Child } from './processes.js';
import { cpuMicros, systemBusyMicros } from './proc-stats.js';
import { backendCpuBetween, BenchRedis, PostgresBackends } from './shared-stores.js';
import { startEmulatorTarget } from './targets.js';

const OTHER_LOAD_LIMIT = 0.1;
const ATTEMPTS = 3;
/** The whole run, start-up included: repeats only fit in what is left. */
const TOTAL_BUDGET_MS = 270_000;
/** Requests a second per sandbox bucket when pacing is on: far above what two instances serve, so no call waits. */
const PACING_RATE = 100_000;
/** Monthly quota of the demo application when the policies are on: counted exactly, never reached. */
const QUOTA = 1_000_000_000;
const READY_TIMEOUT_MS = 60_000;
const WORKLOADS: WorkloadId[] = ['get', 'proxy', 'create', 'replay'];
const MESSAGE = JSON.stringify({ from: '+15005550006', to: '+15005550001', body: 'bench' });
const PROXY_TARGET = `/2010-04-01/Accounts/${TWILIO_DEMO_ACCOUNT.accountSid}/Messages.json?PageSize=20`;

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/bench → dist/src: the compiled service. */
const distSrc = path.resolve(here, '../src');

function settings() {
  const seconds = Number((process.env.BENCH_DURATION ?? '8').split(',')[0]);
  const warmup = Number(process.env.BENCH_WARMUP ?? '2');
  const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');
  if (!Number.isFinite(seconds) || seconds < 1) throw new Error(`BENCH_DURATION must be at least 1 (seconds per row), got ${process.env.BENCH_DURATION}`);
  if (!Number.isFinite(warmup) || warmup < 0) throw new Error(`BENCH_WARMUP must be 0 or more seconds, got ${process.env.BENCH_WARMUP}`);
  if (!Number.isInteger(connections) || connections < 2 || connections % 2 !== 0) {
    throw new Error(`BENCH_CONNECTIONS must be an even number of connections (half on each instance), got ${process.env.BENCH_CONNECTIONS}`);
  }
  return { seconds, warmup, connections, redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' };
}

interface Instance {
  child: Child;
  base: string;
}

interface Pair {
  label: string;
  policiesOn: boolean;
  redis: boolean;
  database: string;
  instances: Instance[];
  secretKey: string;
  /** The key of the replay workload, used once before it. */
  replayKey: string;
}

const runId = randomBytes(4).toString('hex');
let keySerial = 0;
const adminToken = randomBytes(24).toString('base64url');

async function startInstance(workDir: string, slug: string, env: Record<string, string>): Promise<{ instance: Instance; secretKey: string }> {
  const port = await freePort();
  const child = startNode(
    slug,
    path.join(distSrc, 'server/main.js'),
    [],
    {
      SVC_HOST: '127.0.0.1',
      SVC_PORT: String(port),
      SVC_PUBLIC_URL: '',
      SVC_DATA_DIR: path.join(workDir, slug),
      SVC_EMULATORS: 'false',
      SVC_DEMO: 'true',
      SVC_LOG_LEVEL: 'info',
      SVC_ADMIN_TOKEN: adminToken,
      ...env,
    },
    path.join(workDir, `${slug}.log`),
  );
  const match = await waitForOutput(child, /secret key:\s+(sk_sandbox_\S+)/, READY_TIMEOUT_MS);
  return { instance: { child, base: `http://127.0.0.1:${port}` }, secretKey: match[1] as string };
}

/** Two instances on one database; the second starts once the first has made the demo sandbox. */
async function startPair(
  workDir: string,
  definition: { label: string; policiesOn: boolean; redis: boolean },
  databaseUrl: string,
  shared: { sandboxUrl: string; redisUrl: string },
  started: Child[],
): Promise<Pair> {
  const slug = definition.label.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').toLowerCase();
  const env = {
    DATABASE_URL: databaseUrl,
    // One key for both: the demo key is derived from it, so both instances accept the same one.
    SVC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SVC_SANDBOX_URLS: `twilio=${shared.sandboxUrl}`,
    REDIS_URL: definition.redis ? shared.redisUrl : '',
    SVC_SANDBOX_PACING: definition.policiesOn ? String(PACING_RATE) : '',
  };
  const first = await startInstance(workDir, `${slug}-a`, env);
  started.push(first.instance.child);
  const second = await startInstance(workDir, `${slug}-b`, env);
  started.push(second.instance.child);
  if (first.secretKey !== second.secretKey) throw new Error(`the two ${definition.label} instances printed different demo keys`);
  return {
    ...definition,
    database: new URL(databaseUrl).pathname.slice(1),
    instances: [first.instance, second.instance],
    secretKey: first.secretKey,
    replayKey: `bench-${runId}-replay-${slug}`,
  };
}

function unifiedHeaders(pair: Pair): Record<string, string> {
  return { authorization: `Bearer ${pair.secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' };
}

/** The quota of the demo application, set through each instance (each drops its cached setting at once). */
async function setQuota(pair: Pair, quota: number): Promise<void> {
  for (const instance of pair.instances) {
    const response = await fetch(`${instance.base}/admin/applications/app_demo`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ monthly_request_quota: quota }),
    });
    const body = (await response.json()) as { data?: { monthly_request_quota?: number | null } };
    if (response.status !== 200 || body.data?.monthly_request_quota !== quota) {
      throw new Error(`setting the quota through ${pair.label} answered ${response.status}: ${JSON.stringify(body)}`);
    }
  }
}

/** The first request under the replay key: a real create, remembered for the replays. */
async function primeReplay(pair: Pair): Promise<void> {
  const instance = pair.instances[0] as Instance;
  const response = await fetch(`${instance.base}/sms/messages`, {
    method: 'POST',
    headers: { ...unifiedHeaders(pair), 'content-type': 'application/json', 'idempotency-key': pair.replayKey },
    body: MESSAGE,
  });
  const text = await response.text();
  if (response.status !== 201 || response.headers.get('idempotent-replayed') !== null) {
    throw new Error(`the first create under the replay key (${pair.label}) answered ${response.status}: ${text}`);
  }
}

/** Half the connections (and of `rate`, when given: requests a second in all) on each instance of the pair. */
function loadSpecs(workload: WorkloadId, pair: Pair, connections: number, seconds: number, rate?: number): LoadSpec[] {
  return pair.instances.map((instance): LoadSpec => {
    const common = { connections: connections / 2, durationSeconds: seconds, ...(rate === undefined ? {} : { overallRate: Math.max(1, Math.round(rate / 2)) }) };
    const headers = unifiedHeaders(pair);
    switch (workload) {
      case 'get':
        return { ...common, url: `${instance.base}/sms/messages?limit=20`, headers };
      case 'proxy':
        return { ...common, url: `${instance.base}/proxy`, headers: { ...headers, 'x-svc-service-id': 'twilio', 'x-svc-downstream-url': PROXY_TARGET } };
      case 'create': {
        const create = { ...common, url: `${instance.base}/sms/messages`, method: 'POST' as const, body: MESSAGE, expectedStatus: 201 };
        if (!pair.policiesOn) return { ...create, headers: { ...headers, 'content-type': 'application/json' } };
        return {
          ...create,
          headers: { ...headers, 'content-type': 'application/json' },
          perRequestHeaders: () => ({ 'idempotency-key': `bench-${runId}-${++keySerial}` }),
          // A fresh key is a real create, never an answer from the store.
          checkResponse: (answer) => answer['idempotent-replayed'] === undefined,
        };
      }
      case 'replay':
        return {
          ...common,
          url: `${instance.base}/sms/messages`,
          method: 'POST',
          body: MESSAGE,
          expectedStatus: 201,
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': pair.replayKey },
          checkResponse: (answer) => answer['idempotent-replayed'] === 'true',
        };
    }
  });
}

/** Every response as expected and both instances still running, or an error with their last log lines. */
function assertAllOk(pair: Pair, label: string, result: LoadResult): void {
  const exited = pair.instances.filter((instance) => instance.child.process.exitCode !== null || instance.child.process.signalCode !== null);
  if (!failed(result) && exited.length === 0) return;
  const logs = pair.instances.map((instance) => `--- ${instance.child.name}:\n${tail(readFileSync(instance.child.logFile, 'utf8'))}`).join('\n');
  const problem = exited.length > 0 ? `${exited.map((instance) => instance.child.name).join(' and ')} exited` : 'not every response was as expected';
  throw new Error(`${pair.label} ${label}: ${problem}: ${JSON.stringify(result.failures)}\nlast lines of the instances' output:\n${logs}`);
}

/** CPU time of this process and its children: the load generator, the emulator and every instance. */
function ownCpuMicros(): number {
  const self = process.cpuUsage();
  let total = self.user + self.system;
  for (const pid of runningPids()) {
    try {
      total += cpuMicros(pid);
    } catch {
      // A child that just exited has nothing more to count.
    }
  }
  return total;
}

interface Bench {
  pairs: Pair[];
  emulator: Child;
  backends: PostgresBackends;
  redis: BenchRedis | undefined;
  connections: number;
}

/** `matching`: load `pair` at the throughput that row reached, and label the row after it. */
async function measureOnce(bench: Bench, pair: Pair, workload: WorkloadId, seconds: number, matching?: PolicyRow): Promise<PolicyRow> {
  const pids = pair.instances.map((instance) => instance.child.pid);
  const serviceCpu = () => pids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
  const databases = bench.pairs.map((candidate) => candidate.database);
  const redis = pair.redis ? bench.redis : undefined;

  const systemBefore = systemBusyMicros();
  const ownBefore = ownCpuMicros();
  const backendsBefore = await bench.backends.snapshot(databases);
  const redisBefore = redis ? await redis.cpuMicros() : 0;
  const serviceBefore = serviceCpu();
  const emulatorBefore = cpuMicros(bench.emulator.pid);
  const load = await runLoads(loadSpecs(workload, pair, bench.connections, seconds, matching?.load.requestsPerSecond));
  assertAllOk(pair, WORKLOAD_LABELS[workload], load);
  const service = serviceCpu() - serviceBefore;
  const emulator = cpuMicros(bench.emulator.pid) - emulatorBefore;
  const redisCpu = redis ? (await redis.cpuMicros()) - redisBefore : undefined;
  const backendsAfter = await bench.backends.snapshot(databases);
  const own = ownCpuMicros() - ownBefore;
  const system = systemBusyMicros() - systemBefore;

  const allBackends = backendCpuBetween(backendsBefore, backendsAfter);
  return {
    workload,
    pair: matching ? `${pair.label}, at the rate of ${matching.pair}` : pair.label,
    policiesOn: pair.policiesOn,
    matches: matching?.pair,
    load,
    serviceCpuMicrosPerRequest: service / load.requests,
    databaseCpuMicrosPerRequest: bench.backends.local ? backendCpuBetween(backendsBefore, backendsAfter, pair.database) / load.requests : undefined,
    redisCpuMicrosPerRequest: redisCpu === undefined ? undefined : redisCpu / load.requests,
    emulatorCpuMicrosPerRequest: emulator / load.requests,
    // Loopback traffic's kernel time is not always charged to a process, so this is never quite 0.
    otherCores: Math.max(0, system - own - allBackends - (redisCpu ?? 0)) / (load.seconds * 1e6),
  };
}

/** Measures, and again while something else on the machine was busy (as long as the budget allows); keeps the quietest. */
async function measure(
  bench: Bench,
  pair: Pair,
  workload: WorkloadId,
  seconds: number,
  fits: (ms: number) => boolean,
  matching?: PolicyRow,
): Promise<PolicyRow> {
  let best: PolicyRow | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const row = await measureOnce(bench, pair, workload, seconds, matching);
    if (!best || row.otherCores < best.otherCores) best = row;
    if (row.otherCores <= OTHER_LOAD_LIMIT) break;
    const again = attempt < ATTEMPTS && fits(seconds * 1000);
    console.error(`  other processes kept ${row.otherCores.toFixed(2)} cores busy${again ? ': measuring again' : ''}`);
    if (!again) break;
  }
  return best as PolicyRow;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = settings();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-policies-'));
  removeOnExit(workDir);
  const started: Child[] = [];
  // Run in reverse order of registration, once: at the end, or on Ctrl-C after the children are killed.
  const cleanups: Array<() => Promise<void>> = [];
  let cleaning: Promise<void> | undefined;
  // One clean-up however many ask for it: an interrupted run's failing main awaits the one under way.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => console.error(`clean-up failed: ${error instanceof Error ? error.message : String(error)}`));
      }
    })());
  onInterrupt(cleanUp);
  try {
    const backends = await PostgresBackends.open().catch(() => undefined);
    if (!backends) throw new Error(`PostgreSQL is not reachable at ${adminUrl()} (BENCH_DATABASE_URL): this benchmark runs on PostgreSQL`);
    cleanups.push(() => backends.close());
    if (!backends.local) console.error('PostgreSQL does not run on this machine (or its processes are not readable): its CPU reads n/a');

    let redis: BenchRedis | undefined;
    if (config.redisUrl !== 'none') {
      redis = await BenchRedis.open(config.redisUrl);
      if (!redis) {
        console.error(`Redis is not answering at ${config.redisUrl} (BENCH_REDIS_URL): the Redis pair is left out`);
      } else {
        const taken = await redis.existing(BenchRedis.serviceKeys([startedAt]));
        if (taken.length > 0) {
          console.error(
            `Redis already holds ${taken.join(', ')}: another service with the demo application uses it (or a run was killed hard). ` +
              'The Redis pair is left out; delete those keys if they are leftovers, or pick a free database with BENCH_REDIS_URL=redis://127.0.0.1:6379/N',
          );
          await redis.close();
          redis = undefined;
        } else {
          const client = redis;
          // Registered before any instance can write them; removed after every instance has stopped.
          cleanups.push(async () => {
            await client.remove(BenchRedis.serviceKeys([startedAt, Date.now()]));
            await client.close();
          });
        }
      }
    }

    const emulatorTarget = await startEmulatorTarget(workDir);
    started.push(emulatorTarget.child);
    const sandboxUrl = new URL(emulatorTarget.url(1)).origin;
    const definitions = [
      { label: 'off', policiesOn: false, redis: false },
      { label: 'on (PostgreSQL)', policiesOn: true, redis: false },
      ...(redis ? [{ label: 'on (Redis)', policiesOn: true, redis: true }] : []),
    ];
    const databases: Array<{ url: string }> = [];
    for (const _ of definitions) {
      const database = await benchDatabase();
      if (!database) throw new Error(`PostgreSQL is not reachable at ${adminUrl()}`);
      cleanups.push(database.drop);
      databases.push(database);
    }
    const pairs = await Promise.all(
      definitions.map((definition, index) => startPair(workDir, definition, (databases[index] as { url: string }).url, { sandboxUrl, redisUrl: config.redisUrl }, started)),
    );
    for (const pair of pairs) {
      if (!pair.policiesOn) continue;
      await setQuota(pair, QUOTA);
      await primeReplay(pair);
    }
    // Let start-up garbage settle before loading anything.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const placement = choosePlacement();
    for (const pair of pairs) for (const instance of pair.instances) place(placement, instance.child.pid, emulatorTarget.child.pid);

    const bench: Bench = { pairs, emulator: emulatorTarget.child, backends, redis, connections: config.connections };
    const pairsOf = (workload: WorkloadId) => pairs.filter((pair) => workload !== 'replay' || pair.policiesOn);
    const offPair = pairs.find((pair) => !pair.policiesOn) as Pair;
    const onPairs = pairs.filter((pair) => pair.policiesOn);
    // Every pair warmed up and measured for each workload, plus `off` again at each `on` pair's throughput (not for replays).
    let plannedMs = WORKLOADS.reduce(
      (sum, workload) => sum + (pairsOf(workload).length * (config.warmup + config.seconds) + (workload === 'replay' ? 0 : onPairs.length * config.seconds)) * 1000,
      0,
    );
    const deadline = startedAt + TOTAL_BUDGET_MS;
    const fits = (extraMs: number) => Date.now() + extraMs + plannedMs <= deadline;

    // Pairs take turns within each workload, so a drift of the machine lands on off and on alike.
    const rows: PolicyRow[] = [];
    const measureRow = async (pair: Pair, workload: WorkloadId, matching?: PolicyRow) => {
      const row = await measure(bench, pair, workload, config.seconds, fits, matching);
      plannedMs -= config.seconds * 1000;
      rows.push(row);
      console.error(
        `${WORKLOAD_LABELS[workload].padEnd(40)} ${row.pair.padEnd(16)} ${row.load.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${row.load.p50Ms.toFixed(2)} ms  p99 ${row.load.p99Ms.toFixed(2)} ms  service ${row.serviceCpuMicrosPerRequest.toFixed(0)} µs/req  ` +
          `other load ${row.otherCores.toFixed(2)}`,
      );
      return row;
    };
    for (const workload of WORKLOADS) {
      for (const pair of pairsOf(workload)) {
        if (config.warmup === 0) continue;
        const warm = await runLoads(loadSpecs(workload, pair, config.connections, config.warmup));
        assertAllOk(pair, `warm-up ${WORKLOAD_LABELS[workload]}`, warm);
        plannedMs -= config.warmup * 1000;
      }
      const measured: PolicyRow[] = [];
      for (const pair of pairsOf(workload)) measured.push(await measureRow(pair, workload));
      if (workload === 'replay') continue;
      // The same service without policies, at the throughput the policies left: what they cost in work, not in batching.
      for (const onRow of measured.filter((row) => row.policiesOn)) await measureRow(offPair, workload, onRow);
    }

    const report = [
      '## Results',
      '',
      policyTable(rows),
      '',
      'Service CPU is both instances together; PostgreSQL CPU the backends serving the pair\'s database; Redis CPU the whole Redis server during the row.',
      '',
      '### What the policies cost per request',
      '',
      costTable(rows),
      '',
      '### Machine',
      '',
      policyMachineFacts({
        seconds: config.seconds,
        warmup: config.warmup,
        connections: config.connections,
        placement,
        postgresVersion: await backends.version(),
        redisVersion: redis ? await redis.version() : undefined,
        pacingRate: PACING_RATE,
      }),
      '',
    ].join('\n');
    console.log(`\n${report}`);
    const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'policies-latest.md'), `# Gateway policies benchmark run\n\n${report}`);
    console.error(`written to ${path.join(resultsDir, 'policies-latest.md')}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`);
  } finally {
    await Promise.all(started.map((child) => stopChild(child)));
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  // Exit now: a child still starting would otherwise keep the benchmark alive (the exit hook kills it).
  process.exit(1);
});

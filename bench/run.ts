/**
 * `npm run bench [-- --scenario <id>]`: one unified list call (a scenario,
 * bench/scenarios/: `twilio-messages`, GET /sms/messages, by default;
 * `hubspot-contacts`, GET /crm/contacts, is `npm run bench:crm`) at two page
 * sizes, three ways (the emulator directly, the floor gateway, the service), at
 * 50 connections and at one, each target in its own process. Prints the table
 * and the service/floor ratios, and writes them with the machine's facts to
 * bench/results/ (the scenario's resultsFile).
 *
 * Env: BENCH_DURATION="10" or "10,8" (seconds at 50 connections[, at 1]),
 * BENCH_WARMUP and BENCH_WARMUP_MAX (the least and most seconds of warm-up
 * before each row, 2 and 15: warm-up.ts), BENCH_DATABASE_URL (a PostgreSQL server
 * where the run creates and drops its own database; default the local one),
 * BENCH_LOG_WARN=true adds a service row with SVC_LOG_LEVEL=warn, BENCH_FLAGS_ROW="<node flags>" one
 * run with those flags, BENCH_PIN=false leaves CPU placement
 * to the scheduler (see affinity.ts), BENCH_CPU_PROF=<dir> writes a CPU
 * profile of each service process there (read it with profile-summary.js).
 *
 * The machine may be shared: a run during which other processes kept more
 * than OTHER_LOAD_LIMIT cores busy is repeated (twice at most), and the table
 * shows that load for every row so a disturbed number can be recognised.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { choosePlacement, place, type Placement } from './affinity.js';
import { failed, runLoad } from './load.js';
import { warmUp } from './warm-up.js';
import { onInterrupt, ownCpuMicros, removeOnExit, stopChild, tail } from './processes.js';
import { cpuMicros, peakRssMb, resetPeakRss, rssMb, systemBusyMicros } from './proc-stats.js';
import { scenarioById } from './scenarios/index.js';
import type { Scenario } from './scenarios/scenario.js';
import { machineFacts, measurementTable, memoryTable, ratioTable, type Measurement, type ProcessMemory } from './report.js';
import { adminUrl, benchDatabase } from './database.js';
import { startEmulatorTarget, startFloorTarget, startServiceTarget, type ServiceVariant, type Target } from './targets.js';

const CONNECTIONS = [50, 1];
const OTHER_LOAD_LIMIT = 0.1;
const ATTEMPTS = 3;
/** The whole run, start-up and warm-ups included, stays under about five minutes: repeats only fit in what is left. */
const TOTAL_BUDGET_MS = 270_000;

function durations() {
  const [loadedText, singleText] = (process.env.BENCH_DURATION ?? '10,8').split(',');
  const loaded = Number(loadedText);
  const single = singleText === undefined ? Math.max(1, Math.round(loaded * 0.8)) : Number(singleText);
  const warmup = Number(process.env.BENCH_WARMUP ?? '2');
  const warmupMax = Number(process.env.BENCH_WARMUP_MAX ?? '15');
  for (const [name, value] of Object.entries({ loaded, single, warmup, warmupMax })) {
    if (!Number.isFinite(value) || value < 0 || (!name.startsWith('warmup') && value < 1)) {
      throw new Error(`BENCH_DURATION / BENCH_WARMUP / BENCH_WARMUP_MAX must be positive numbers of seconds (${name} was ${value})`);
    }
  }
  return { loaded, single, warmup, warmupMax: Math.max(warmup, warmupMax) };
}

/** Time still planned, against the deadline: says whether a repeat fits. */
class Budget {
  readonly #deadline: number;
  #plannedMs: number;

  constructor(deadline: number, plannedMs: number) {
    this.#deadline = deadline;
    this.#plannedMs = plannedMs;
  }

  spent(plannedMs: number): void {
    this.#plannedMs -= plannedMs;
  }

  fits(extraMs: number): boolean {
    return Date.now() + extraMs + this.#plannedMs <= this.#deadline;
  }
}

function assertAllOk(target: Target, label: string, result: Awaited<ReturnType<typeof runLoad>>): void {
  if (!failed(result)) return;
  const log = tail(readFileSync(target.child.logFile, 'utf8'));
  throw new Error(
    `${target.name} ${label}: not every response was 200: ${JSON.stringify(result.failures)}\nlast lines of ${target.name}'s output:\n${log}`,
  );
}

/**
 * The floor and the service must do the same work: one answer of each at every page size, their
 * `data` compared. A difference (a mapper or request that drifted apart) would make the ratio meaningless.
 */
async function assertSameAnswers(floor: Target, service: Target, limits: readonly number[]): Promise<void> {
  for (const limit of limits) {
    const [floorBody, serviceBody] = await Promise.all(
      [floor, service].map(async (target) => {
        const response = await fetch(target.url(limit), { headers: target.headers });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${target.name} limit=${limit}: answered ${response.status}: ${text.slice(0, 500)}`);
        return { text, body: JSON.parse(text) as { data: unknown[] } };
      }),
    );
    if (!floorBody || !serviceBody || !isDeepStrictEqual(floorBody.body.data, serviceBody.body.data)) {
      throw new Error(`floor and ${service.name} answered different data at limit=${limit}: the floor no longer does the service's work`);
    }
    console.error(`limit=${limit}: floor and ${service.name} answer the same ${floorBody.body.data.length} records (${floorBody.text.length} / ${serviceBody.text.length} bytes)`);
  }
}

async function measureOnce(target: Target, emulator: Target, limit: number, connections: number, seconds: number): Promise<Measurement> {
  const pid = target.child.pid;
  const isGateway = target !== emulator;
  resetPeakRss(pid);
  const systemBefore = systemBusyMicros();
  const ownBefore = ownCpuMicros();
  const cpuBefore = cpuMicros(pid);
  const emulatorCpuBefore = cpuMicros(emulator.child.pid);
  const load = await runLoad({ url: target.url(limit), headers: target.headers, connections, durationSeconds: seconds });
  const cpu = cpuMicros(pid) - cpuBefore;
  const emulatorCpu = cpuMicros(emulator.child.pid) - emulatorCpuBefore;
  const own = ownCpuMicros() - ownBefore;
  const system = systemBusyMicros() - systemBefore;
  assertAllOk(target, `limit=${limit} connections=${connections}`, load);
  return {
    target: target.name,
    limit,
    connections,
    load,
    cpuMicrosPerRequest: cpu / load.requests,
    emulatorCpuMicrosPerRequest: isGateway ? emulatorCpu / load.requests : undefined,
    peakRssMb: peakRssMb(pid),
    // Kernel time for loopback traffic is not always charged to a process, so this is never quite 0.
    otherCores: Math.max(0, system - own) / (load.seconds * 1e6),
  };
}

/** Measures, and measures again while something else on the machine was busy; keeps the quietest run. */
async function measure(target: Target, emulator: Target, limit: number, connections: number, seconds: number, budget: Budget) {
  let best: Measurement | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const row = await measureOnce(target, emulator, limit, connections, seconds);
    if (!best || row.otherCores < best.otherCores) best = row;
    if (row.otherCores <= OTHER_LOAD_LIMIT) break;
    const again = attempt < ATTEMPTS && budget.fits(seconds * 1000);
    console.error(`  other processes kept ${row.otherCores.toFixed(2)} cores busy${again ? ': measuring again' : ''}`);
    if (!again) break;
  }
  return best as Measurement;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const scenario: Scenario = scenarioById(parseArgs({ options: { scenario: { type: 'string' } } }).values.scenario);
  const { limits } = scenario;
  const timing = durations();
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  removeOnExit(workDir);
  const targets: Target[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const emulator = await startEmulatorTarget(workDir, scenario);
    targets.push(emulator);
    const database = await benchDatabase();
    if (database) {
      cleanups.push(database.drop);
      onInterrupt(database.drop);
    }
    else console.error(`PostgreSQL not reachable at ${adminUrl()}: measuring the embedded store only`);
    // Each service seeds its own demo application: a second service needs a database of its own.
    const flagsDatabase = database && process.env.BENCH_FLAGS_ROW ? await benchDatabase() : undefined;
    if (flagsDatabase) {
      cleanups.push(flagsDatabase.drop);
      onInterrupt(flagsDatabase.drop);
    }
    const variants: ServiceVariant[] = [
      ...(database ? [{ name: 'service', databaseUrl: database.url, logLevel: 'info' as const }] : []),
      // PGlite, no longer the default, keeps its row where the scenario asks; the embedded PostgreSQL default is compared with it by bench:store.
      ...(scenario.pgliteRow ? [{ name: 'service (PGlite)', embeddedStore: 'pglite' as const, logLevel: 'info' as const }] : []),
      ...(scenario.pgliteRow && process.env.BENCH_LOG_WARN === 'true' ? [{ name: 'service (PGlite, log warn)', embeddedStore: 'pglite' as const, logLevel: 'warn' as const }] : []),
      // BENCH_FLAGS_ROW="--flag …": one more service row, run with these Node flags (a GC or JIT setting tried against the shipped one).
      ...(flagsDatabase && process.env.BENCH_FLAGS_ROW ? [{ name: `service (${process.env.BENCH_FLAGS_ROW})`, databaseUrl: flagsDatabase.url, logLevel: 'info' as const, nodeOptions: process.env.BENCH_FLAGS_ROW.split(/\s+/).filter(Boolean) }] : []),
      // Without PostgreSQL and without a PGlite row: the service on its embedded default store.
      ...(!database && !scenario.pgliteRow ? [{ name: 'service (embedded PostgreSQL)', logLevel: 'info' as const }] : []),
    ];
    // The gateways start together: the service's embedded store takes seconds to open.
    const gateways = await Promise.all([
      startFloorTarget(workDir, emulator, scenario),
      ...variants.map((variant) => startServiceTarget(workDir, emulator, variant, profileDir, scenario)),
    ]);
    targets.push(...gateways);
    for (const service of gateways.slice(1)) await assertSameAnswers(gateways[0] as Target, service, limits);
    // Let start-up garbage settle before calling anything idle.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memory: ProcessMemory[] = targets.map((target) => ({
      target: target.name,
      idleRssMb: rssMb(target.child.pid),
      startupPeakRssMb: peakRssMb(target.child.pid),
    }));
    // Pinned only now: the gateways start faster with every core to share.
    const placement: Placement | undefined = choosePlacement();

    // Targets take turns within each page size and connection count, so a slow drift of the
    // machine (or a neighbour's burst) lands on floor and service alike rather than on one of them.
    const runSeconds = CONNECTIONS.reduce((sum, c) => sum + (c === 1 ? timing.single : timing.loaded), 0);
    const planned = limits.length * targets.length * (CONNECTIONS.length * timing.warmup + runSeconds) * 1000;
    const budget = new Budget(startedAt + TOTAL_BUDGET_MS, planned);
    const rows: Measurement[] = [];
    for (const limit of limits) {
      for (const connections of CONNECTIONS) {
        for (const target of targets) {
          const seconds = connections === 1 ? timing.single : timing.loaded;
          place(placement, target.child.pid, emulator.child.pid);
          // Warm right before the row: a target that waited while the others ran has given its memory back (warm-up.ts).
          const warm = timing.warmup === 0 ? undefined : await warmUp(target, target.url(limit), timing.warmup, timing.warmupMax);
          budget.spent((warm?.seconds ?? 0) * 1000);
          const row = { ...(await measure(target, emulator, limit, connections, seconds, budget)), warmUp: warm };
          budget.spent(seconds * 1000);
          rows.push(row);
          console.error(
            `${target.name.padEnd(20)} limit=${String(limit).padEnd(3)} c=${String(connections).padEnd(2)} ` +
              `${row.load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${row.load.p50Ms.toFixed(2)} ms  p99 ${row.load.p99Ms.toFixed(2)} ms` +
              (warm ? `  (warmed ${warm.seconds} s; ${warm.firstFaultsPerRequest.toFixed(2)} faults a request at first)` : ''),
          );
        }
      }
    }
    rows.sort((a, b) => targets.findIndex((t) => t.name === a.target) - targets.findIndex((t) => t.name === b.target));

    const services = targets.filter((target) => target.name.startsWith('service')).map((target) => target.name);
    const report = [
      `## Results: ${scenario.call} on ${scenario.emulator} (scenario ${scenario.id})`,
      '',
      measurementTable(rows),
      '',
      'Target CPU is the measured process alone: for the floor and the service it excludes the emulator behind them, shown in its own column.',
      '',
      ...services.flatMap((service) => [`### ${service} vs floor`, '', ratioTable(rows, service, limits), '']),
      '### Memory',
      '',
      memoryTable(memory),
      '',
      '### Machine',
      '',
      machineFacts(timing, placement),
      '',
    ].join('\n');

    console.log(`\n${report}`);
    const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, scenario.resultsFile), `# Benchmark run\n\n${report}`);
    console.error(`written to ${path.join(resultsDir, scenario.resultsFile)}`);
    if (profileDir) console.error(`CPU profiles of the service in ${profileDir} once it has stopped`);
  } finally {
    await Promise.all(targets.map((target) => stopChild(target.child)));
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  // Exit now: a target still starting would otherwise keep the benchmark alive (the exit hook kills it).
  process.exit(1);
});

/**
 * `npm run bench:ab-throughput -- [--base <checkout>] [--fastify-floor] [--scenario <id>] [--limit N]`:
 * throughput and CPU a request at 50 connections, the service of this
 * checkout against the floor and, with `--base`, against the service of
 * another built checkout, in one run on one emulator. `--fastify-floor`
 * adds the floor's route served through Fastify (floor-gateway.ts): the
 * framework's own share of the difference.
 *
 * run.ts loads each target once, one after the other. On a virtual machine
 * whose speed drifts over tens of seconds (bench/README, "Fifty connections,
 * in turns") that makes a single run's ratio depend on when each row ran.
 * Here the gateways take turns in short rounds (BENCH_ROUND_SECONDS, 2, and
 * BENCH_ROUNDS, 12, each), so a drift reaches every target alike, and each
 * round's ratio compares two targets measured seconds apart. The rounds stay
 * shorter than the service's idle reclaim (5 s) with up to three gateways,
 * so a turn never starts on a reclaimed heap.
 *
 * Each service is measured once past its start-up reclaim (BENCH_SETTLE
 * seconds after start, 12), as a running instance is.
 *
 * BENCH_CPU_PROF=<dir> writes a CPU profile of the floor and each service
 * when they stop (profiling roughly doubles every figure: compare shares).
 *
 * Needs the same as run.ts (PostgreSQL at BENCH_DATABASE_URL or the local
 * server, else the embedded store); the gateways share one core, the
 * emulator and this process the other.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { choosePlacement, place } from './affinity.js';
import { pause, secondsFromEnv } from './env-seconds.js';
import { failed, runLoad } from './load.js';
import { removeOnExit, stopChild } from './processes.js';
import { cpuMicros } from './proc-stats.js';
import { scenarioById } from './scenarios/index.js';
import { startEmulatorTarget, startFloorTarget, startServiceOnOwnDatabase, type Target } from './targets.js';
import { percentile } from './webhook-harness.js';

const CONNECTIONS = 50;

const { values } = parseArgs({ options: { base: { type: 'string' }, 'fastify-floor': { type: 'boolean', default: false }, scenario: { type: 'string' }, limit: { type: 'string' } } });
const scenario = scenarioById(values.scenario);
const limit = values.limit === undefined ? (scenario.limits[0] as number) : Number(values.limit);
const rounds = Number(process.env.BENCH_ROUNDS ?? '12');
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? '2');

interface Round {
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

async function oneRound(target: Target): Promise<Round> {
  const cpuBefore = cpuMicros(target.child.pid);
  const load = await runLoad({ url: target.url(limit), headers: target.headers, connections: CONNECTIONS, durationSeconds: roundSeconds });
  const cpu = cpuMicros(target.child.pid) - cpuBefore;
  if (failed(load)) throw new Error(`${target.name}: not every response was 200: ${JSON.stringify(load.failures)}`);
  return { requestsPerSecond: load.requestsPerSecond, cpuMicrosPerRequest: cpu / load.requests };
}

async function main(): Promise<void> {
  const base = values.base === undefined ? undefined : path.resolve(values.base, 'dist/src');
  if (base && !existsSync(path.join(base, 'server/main.js'))) throw new Error(`--base: ${base}/server/main.js not found (build that checkout first)`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-ab-throughput-'));
  removeOnExit(workDir);
  const targets: Target[] = [];
  const drops: Array<() => Promise<void>> = [];
  try {
    const emulator = await startEmulatorTarget(workDir, scenario);
    targets.push(emulator);
    const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
    const floorProfile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, 'floor')] : [];
    const gateways = [await startFloorTarget(workDir, emulator, scenario, floorProfile)];
    if (values['fastify-floor']) gateways.push(await startFloorTarget(workDir, emulator, scenario, profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, 'floor-fastify')] : [], 'fastify'));
    const services: Array<{ name: string; distSrc?: string }> = [{ name: 'service (this checkout)' }, ...(base ? [{ name: 'service (base)', distSrc: base }] : [])];
    for (const service of services) {
      gateways.push(await startServiceOnOwnDatabase(workDir, emulator, { name: service.name, ...(service.distSrc ? { distSrc: service.distSrc } : {}), logLevel: 'info' }, profileDir, scenario, drops));
    }
    targets.push(...gateways);
    const placement = choosePlacement();
    for (const gateway of gateways) place(placement, gateway.child.pid, emulator.child.pid);
    // A running instance is past its first quiet moment, where the idle reclaim loads the C allocator's trim and
    // settings (src/core/memory/native-trim.ts): measure services in that state, not straight after start.
    await pause(secondsFromEnv('BENCH_SETTLE', 12) * 1000);
    // Warm every gateway up in turns until its JIT and heap settle; turns keep each one's idle spell under the reclaim's 5 s.
    for (let turn = 0; turn < 4; turn++) for (const gateway of gateways) await oneRound(gateway);

    const measured = new Map<Target, Round[]>(gateways.map((gateway) => [gateway, []]));
    for (let round = 0; round < rounds; round++) {
      const line: string[] = [];
      for (const gateway of gateways) {
        const result = await oneRound(gateway);
        measured.get(gateway)?.push(result);
        line.push(`${gateway.name} ${result.requestsPerSecond.toFixed(0)}/s ${result.cpuMicrosPerRequest.toFixed(0)} µs`);
      }
      console.error(`round ${round + 1} of ${rounds}: ${line.join(', ')}`);
    }

    const floorRounds = measured.get(gateways[0] as Target) as Round[];
    const lines = [
      `## ${scenario.call} on ${scenario.emulator}, limit=${limit}, ${CONNECTIONS} connections: medians of ${rounds} rounds of ${roundSeconds} s, the gateways in turns`,
      '',
      '| gateway | requests a second | CPU µs a request | throughput / floor\'s | CPU a request / floor\'s | spread of the throughput ratio (min–max) |',
      '|---|---:|---:|---:|---:|---|',
    ];
    for (const gateway of gateways) {
      const own = measured.get(gateway) as Round[];
      // Each round's ratio is against the floor's round right before it: both saw the machine in the same state.
      const throughputRatios = own.map((round, index) => round.requestsPerSecond / (floorRounds[index] as Round).requestsPerSecond);
      const cpuRatios = own.map((round, index) => round.cpuMicrosPerRequest / (floorRounds[index] as Round).cpuMicrosPerRequest);
      const isFloor = gateway === gateways[0];
      lines.push(
        `| ${gateway.name} | ${median(own.map((round) => round.requestsPerSecond)).toFixed(0)} | ${median(own.map((round) => round.cpuMicrosPerRequest)).toFixed(0)} | ${isFloor ? '' : median(throughputRatios).toFixed(2)} | ${isFloor ? '' : median(cpuRatios).toFixed(2)} | ${isFloor ? '' : `${Math.min(...throughputRatios).toFixed(2)}–${Math.max(...throughputRatios).toFixed(2)}`} |`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await Promise.all(targets.map((target) => stopChild(target.child)));
    for (const drop of drops) await drop().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(`ab-throughput failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

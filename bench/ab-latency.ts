/**
 * `npm run bench:ab -- [--base <checkout>] [--base-node-options "<flags>"] [--fastify-floor] [--scenario <id>] [--limit N]`:
 * latency at one connection, the service of this checkout against the floor
 * and, with `--base`, against the service of another checkout (built: its
 * `dist/` is what runs), all in one run on one emulator. `--fastify-floor`
 * adds the floor's route served through Fastify (floor-gateway.ts).
 *
 * The targets take turns in short blocks (200 requests each, 10 blocks a
 * repetition, BENCH_AB_REPS repetitions, default 5), so a machine that speeds
 * up or slows down over minutes does so for every target alike. Besides the
 * latency a client sees, each gateway reports its own time (self-time.ts):
 * before the platform call, waiting for it, and after it. The self time is
 * the steadier measure of what a change did; run.ts's ratio is the aim.
 *
 * BENCH_CPU_PROF=<dir> writes a CPU profile of the floor and each service when they stop
 * (bench/profile-summary.ts reads it).
 *
 * Needs the same as run.ts (PostgreSQL at BENCH_DATABASE_URL or the local
 * server, else the embedded store); the gateways share one core, the
 * emulator and this process the other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from 'undici';
import { choosePlacement } from './affinity.js';
import { runLoad } from './load.js';
import { removeOnExit, stopChild } from './processes.js';
import { scenarioById } from './scenarios/index.js';
import type { SelfTime } from './self-time.js';
import { startEmulatorTarget, startFloorTarget, startServiceOnOwnDatabase, type Target } from './targets.js';
import { percentile } from './webhook-harness.js';

const BLOCK = 200;
const here = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({ options: { base: { type: 'string' }, 'fastify-floor': { type: 'boolean', default: false }, 'base-node-options': { type: 'string' }, scenario: { type: 'string' }, limit: { type: 'string' } } });
const scenario = scenarioById(values.scenario);
const limit = values.limit === undefined ? (scenario.limits[0] as number) : Number(values.limit);
const reps = Number(process.env.BENCH_AB_REPS ?? '5');
const blocks = Number(process.env.BENCH_AB_BLOCKS ?? '10');

interface Measured {
  target: Target;
  latencies: number[];
  client: Client;
  path: string;
}

async function oneRequest(measured: Measured): Promise<void> {
  const started = process.hrtime.bigint();
  const answer = await measured.client.request({ method: 'GET', path: measured.path, headers: measured.target.headers });
  await answer.body.dump();
  if (answer.statusCode !== 200) throw new Error(`${measured.target.name} answered ${answer.statusCode}`);
  measured.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

async function main(): Promise<void> {
  const base = values.base === undefined ? undefined : path.resolve(values.base, 'dist/src');
  if (base && !existsSync(path.join(base, 'server/main.js'))) throw new Error(`--base: ${base}/server/main.js not found (build that checkout first)`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-ab-'));
  // As in run.ts: a CPU profile of each service, written when it stops.
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  removeOnExit(workDir);
  const preload = ['--import', path.join(here, 'self-time.js')];
  process.env.BENCH_SELF_TIME_DIR = workDir;
  const targets: Target[] = [];
  const drops: Array<() => Promise<void>> = [];
  try {
    const emulator = await startEmulatorTarget(workDir, scenario);
    targets.push(emulator);
    // --base-node-options: the base runs with these Node flags as well (e.g. this checkout against itself with a GC setting).
    const baseFlags = values['base-node-options']?.split(/\s+/).filter(Boolean) ?? [];
    const services: Array<{ name: string; distSrc?: string; flags?: string[] }> = [
      { name: 'service (this checkout)' },
      ...(base ? [{ name: 'service (base)', distSrc: base, flags: baseFlags }] : []),
    ];
    const floorProfile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, 'floor')] : [];
    const gateways = [await startFloorTarget(workDir, emulator, scenario, [...preload, ...floorProfile])];
    if (values['fastify-floor']) gateways.push(await startFloorTarget(workDir, emulator, scenario, [...preload, ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, 'floor-fastify')] : [])], 'fastify'));
    for (const service of services) {
      gateways.push(await startServiceOnOwnDatabase(workDir, emulator, { name: service.name, ...(service.distSrc ? { distSrc: service.distSrc } : {}), logLevel: 'info', nodeOptions: [...preload, ...(service.flags ?? [])] }, profileDir, scenario, drops));
    }
    targets.push(...gateways);
    for (const target of targets) await runLoad({ url: target.url(limit), headers: target.headers, connections: 50, durationSeconds: 5 });
    const placement = choosePlacement();
    if (placement) {
      for (const gateway of gateways) execFileSync('taskset', ['-a', '-p', '-c', placement.target, String(gateway.child.pid)], { stdio: 'ignore' });
      execFileSync('taskset', ['-a', '-p', '-c', placement.others, String(emulator.child.pid)], { stdio: 'ignore' });
    }

    const selfTimes = async (): Promise<Map<Target, SelfTime>> => {
      for (const gateway of gateways) process.kill(gateway.child.pid, 'SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Map(gateways.map((gateway) => [gateway, JSON.parse(readFileSync(path.join(workDir, `${gateway.child.pid}.json`), 'utf8')) as SelfTime]));
    };
    const rows: Array<{ target: string; p50: number; added: number; ratio: number; self?: SelfTime; selfOverFloor?: number }[]> = [];
    await selfTimes();
    for (let rep = 0; rep < reps; rep++) {
      const measured: Measured[] = targets.map((target) => {
        const url = new URL(target.url(limit));
        return { target, latencies: [], client: new Client(url.origin), path: `${url.pathname}${url.search}` };
      });
      for (let block = 0; block < blocks; block++) {
        for (const one of measured) for (let i = 0; i < BLOCK; i++) await oneRequest(one);
      }
      await Promise.all(measured.map((one) => one.client.close()));
      const self = await selfTimes();
      const emulatorP50 = median((measured[0] as Measured).latencies);
      const floorP50 = median((measured[1] as Measured).latencies);
      const floorSelf = self.get(gateways[0] as Target)?.self ?? Number.NaN;
      rows.push(measured.map((one) => {
        const p50 = median(one.latencies);
        const own = self.get(one.target);
        return { target: one.target.name, p50, added: p50 - emulatorP50, ratio: (p50 - emulatorP50) / (floorP50 - emulatorP50), ...(own ? { self: own, selfOverFloor: own.self - floorSelf } : {}) };
      }));
      console.error(`repetition ${rep + 1} of ${reps}: ${rows[rep]!.map((row) => `${row.target} ${row.p50.toFixed(3)} ms`).join(', ')}`);
    }

    const lines = [
      `## ${scenario.call} on ${scenario.emulator}, limit=${limit}, one connection: medians of ${reps} repetitions (${blocks} × ${BLOCK} requests each)`,
      '',
      '| target | p50 ms | added p50 ms | added / floor\'s | self µs (pre + post) | pre µs | wait µs | post µs | self − floor\'s µs |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const [index, target] of targets.entries()) {
      const of = rows.map((rep) => rep[index]!);
      const at = (read: (row: (typeof of)[number]) => number | undefined) => {
        const found = of.map(read).filter((value): value is number => value !== undefined && Number.isFinite(value));
        return found.length === 0 ? '' : median(found);
      };
      const format = (value: number | '', digits: number) => (value === '' ? '' : value.toFixed(digits));
      lines.push(`| ${target.name} | ${format(at((row) => row.p50), 3)} | ${index === 0 ? '' : format(at((row) => row.added), 3)} | ${index < 2 ? '' : format(at((row) => row.ratio), 2)} | ${format(at((row) => row.self?.self), 0)} | ${format(at((row) => row.self?.pre), 0)} | ${format(at((row) => row.self?.wait), 0)} | ${format(at((row) => row.self?.post), 0)} | ${index < 2 ? '' : format(at((row) => row.selfOverFloor), 0)} |`);
    }
    console.log(lines.join('\n'));
  } finally {
    await Promise.all(targets.map((target) => stopChild(target.child)));
    for (const drop of drops) await drop().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(`ab-latency failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/**
 * `npm run bench:memory`: what the service occupies and how long it takes to
 * start, in the shapes it runs in (issue 20):
 *
 * 1. production: a PostgreSQL server (a fresh database on BENCH_DATABASE_URL),
 *    `SVC_EMULATORS=false`, no demo. Start (spawn to "listening on") and the
 *    service's RSS a quiet moment after (BENCH_SETTLE seconds, 15).
 * 2. production under load: the same with the demo and the HubSpot emulator in
 *    its own process (as `npm run bench:crm`): RSS when idle, its peak while
 *    `GET /crm/contacts` is loaded (BENCH_LOAD_SECONDS at 50 connections, then
 *    as long at one), and BENCH_SETTLE seconds after the load. What stays is
 *    the growth a running instance keeps. Run on glibc's malloc (`npm start`)
 *    and, where jemalloc is installed, again on it (the container image).
 * 3. the default setup (`npm start`: embedded PostgreSQL, in-process
 *    emulators, the demo): start on a fresh and on the existing data
 *    directory, then the service's RSS and the PSS of the whole process tree
 *    (the service and the PostgreSQL processes it runs), BENCH_SETTLE seconds
 *    after the banner.
 *
 * Shapes run one after another, never at once. Linux only (reads /proc).
 * Results: stdout and bench/results/memory-latest.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './database.js';
import { runLoad } from './load.js';
import { peakRssMb, resetPeakRss, rssMb, systemBusyMicros } from './proc-stats.js';
import { treeCpuMicros, treeMemory, type TreeMemory } from './process-tree.js';
import { allocatorLaunch, jemallocPath, type Allocator } from './allocator.js';
import { pause, secondsFromEnv } from './env-seconds.js';
import { removeOnExit, stopChild } from './processes.js';
import { defaultSetupEnv, startMain } from './service-main.js';
import { hubspotContacts } from './scenarios/hubspot-contacts.js';
import { startEmulatorTarget, startServiceTarget } from './targets.js';

const here = path.dirname(fileURLToPath(import.meta.url));


const SETTLE_S = secondsFromEnv('BENCH_SETTLE', 15);
const LOAD_S = secondsFromEnv('BENCH_LOAD_SECONDS', 20);


/** Cores other processes kept busy while `work` ran: a reading taken on a busy machine says so. */
async function withMachineLoad<T>(work: () => Promise<T>, ownPids: () => number[]): Promise<{ value: T; otherCores: number }> {
  const ownCpu = () => ownPids().reduce((sum, pid) => sum + treeCpuMicros(pid), 0) + process.cpuUsage().user + process.cpuUsage().system;
  const ownBefore = ownCpu();
  const busyBefore = systemBusyMicros();
  const began = performance.now();
  const value = await work();
  const elapsedMicros = (performance.now() - began) * 1000;
  const own = ownCpu() - ownBefore;
  const other = Math.max(0, systemBusyMicros() - busyBefore - own);
  return { value, otherCores: other / elapsedMicros };
}

interface ProductionIdle {
  startMs: number;
  rssMb: number;
  otherCores: number;
}

async function productionIdle(workDir: string, databaseUrl: string): Promise<ProductionIdle> {
  const started = await startMain('service (production)', {
    DATABASE_URL: databaseUrl,
    SVC_DATA_DIR: path.join(workDir, 'production'),
    SVC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SVC_EMULATORS: 'false',
    SVC_DEMO: 'false',
  }, path.join(workDir, 'production.log'));
  const { otherCores } = await withMachineLoad(() => pause(SETTLE_S * 1000), () => [started.child.pid]);
  const rss = rssMb(started.child.pid);
  await stopChild(started.child, 20_000);
  return { startMs: started.startMs, rssMb: rss, otherCores };
}

interface ProductionLoaded {
  allocator: Allocator;
  idleRssMb: number;
  peakRssMb: number;
  afterRssMb: number;
  requests: number;
  failures: number;
}

async function productionUnderLoad(workDir: string, databaseUrl: string, allocator: Allocator): Promise<ProductionLoaded> {
  const emulator = await startEmulatorTarget(workDir, hubspotContacts);
  const service = await startServiceTarget(workDir, emulator, { name: `service under load ${allocator}`, databaseUrl, logLevel: 'info', ...allocatorLaunch(allocator) }, undefined, hubspotContacts);
  try {
    await pause(SETTLE_S * 1000);
    const idle = rssMb(service.child.pid);
    resetPeakRss(service.child.pid);
    const loaded = await runLoad({ url: service.url(20), headers: service.headers, connections: 50, durationSeconds: LOAD_S });
    const single = await runLoad({ url: service.url(100), headers: service.headers, connections: 1, durationSeconds: LOAD_S });
    const peak = peakRssMb(service.child.pid);
    await pause(SETTLE_S * 1000);
    const failures = (run: typeof loaded) => run.failures.non200 + run.failures.errors + run.failures.timeouts + run.failures.refused;
    return { allocator, idleRssMb: idle, peakRssMb: peak, afterRssMb: rssMb(service.child.pid), requests: loaded.requests + single.requests, failures: failures(loaded) + failures(single) };
  } finally {
    await stopChild(service.child, 20_000);
    await stopChild(emulator.child);
  }
}

interface DefaultSetup {
  freshStartMs: number;
  existingStartMs: number;
  serviceRssMb: number;
  tree: TreeMemory;
  otherCores: number;
}

async function defaultSetup(workDir: string): Promise<DefaultSetup> {
  const env = defaultSetupEnv(path.join(workDir, 'default'));
  const fresh = await startMain('service (default, fresh)', env, path.join(workDir, 'default-fresh.log'));
  await stopChild(fresh.child, 20_000);
  const existing = await startMain('service (default)', env, path.join(workDir, 'default.log'));
  try {
    const { otherCores } = await withMachineLoad(() => pause(SETTLE_S * 1000), () => [existing.child.pid]);
    return { freshStartMs: fresh.startMs, existingStartMs: existing.startMs, serviceRssMb: rssMb(existing.child.pid), tree: treeMemory(existing.child.pid), otherCores };
  } finally {
    await stopChild(existing.child, 20_000);
  }
}

const mb = (value: number) => value.toFixed(0);
const ALLOCATOR_NAMES: Record<Allocator, string> = { glibc: "glibc's malloc (`npm start`)", jemalloc: 'jemalloc (the container image)' };
const ms = (value: number) => value.toFixed(0);

function report(production: ProductionIdle | undefined, loads: readonly ProductionLoaded[], setup: DefaultSetup): string {
  const rows: string[] = ['| measurement | value | aim |', '|---|---:|---|'];
  if (production) {
    rows.push(`| production: start, spawn to listening (ms) | ${ms(production.startMs)} | |`);
    rows.push(`| production: service RSS ${SETTLE_S} s after start (MB) | **${mb(production.rssMb)}** | ≤ 120 |`);
  }
  for (const loaded of loads) {
    const growth = ((loaded.afterRssMb - loaded.idleRssMb) / loaded.idleRssMb) * 100;
    rows.push(`| production + demo, HubSpot emulator apart, on ${ALLOCATOR_NAMES[loaded.allocator]}: idle RSS (MB) | ${mb(loaded.idleRssMb)} | |`);
    rows.push(`| … peak RSS under \`GET /crm/contacts\` (${LOAD_S} s at 50 connections, ${LOAD_S} s at 1) (MB) | ${mb(loaded.peakRssMb)} | |`);
    rows.push(`| … RSS ${SETTLE_S} s after the load (MB) | ${mb(loaded.afterRssMb)} (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} %) | ≤ +10 % |`);
    rows.push(`| … requests served, failed | ${loaded.requests}, ${loaded.failures} | none failed |`);
  }
  rows.push(`| default setup: start, fresh data directory (ms) | ${ms(setup.freshStartMs)} | |`);
  rows.push(`| default setup: start, existing data directory (ms) | ${ms(setup.existingStartMs)} | |`);
  rows.push(`| default setup: service RSS ${SETTLE_S} s after start (MB) | **${mb(setup.serviceRssMb)}** | |`);
  rows.push(`| default setup: PSS of the whole tree, ${setup.tree.processes} processes (MB) | **${mb(setup.tree.pssMb)}** | ≤ 200 |`);
  rows.push(`| default setup: RSS summed over the tree (MB) | ${mb(setup.tree.rssMb)} | |`);
  const quiet = [production?.otherCores, setup.otherCores].filter((value): value is number => value !== undefined).map((value) => value.toFixed(2));
  return [
    rows.join('\n'),
    '',
    `- date: ${new Date().toISOString()}; Node ${process.version}; ${os.cpus().length} logical cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- other load while settling (cores, production / default): ${quiet.join(' / ')}`,
    `- BENCH_SETTLE=${SETTLE_S}, BENCH_LOAD_SECONDS=${LOAD_S}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-memory-'));
  removeOnExit(workDir);
  let production: ProductionIdle | undefined;
  const loads: ProductionLoaded[] = [];
  const database = await benchDatabase();
  if (database) {
    try {
      console.error('production shape, idle …');
      production = await productionIdle(workDir, database.url);
    } finally {
      await database.drop();
    }
    // Both allocators where jemalloc is installed: what `npm start` runs on, and what the image runs on.
    const allocators: Allocator[] = jemallocPath() ? ['glibc', 'jemalloc'] : ['glibc'];
    for (const allocator of allocators) {
      const second = await benchDatabase();
      if (!second) break;
      try {
        console.error(`production shape under load on ${allocator} (${2 * LOAD_S} s) …`);
        loads.push(await productionUnderLoad(workDir, second.url, allocator));
      } finally {
        await second.drop();
      }
    }
  } else {
    console.error('no PostgreSQL at BENCH_DATABASE_URL: the production shape is skipped');
  }
  console.error('default setup …');
  const setup = await defaultSetup(workDir);
  const text = report(production, loads, setup);
  console.log(text);
  const resultsDir = path.resolve(here, '../../bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'memory-latest.md'), `# Memory and start time\n\n${text}\n`);
}

await main();
process.exit(0);

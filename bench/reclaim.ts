/**
 * `npm run bench:reclaim`: what the idle reclaim (src/server/idle-reclaim.ts)
 * costs the burst that follows it. The service (production shape: a
 * PostgreSQL database of its own, the Twilio emulator in its own process) is
 * started twice in turn, as shipped and with `SVC_IDLE_RECLAIM_SECONDS=0`;
 * each is first loaded for BENCH_WARM seconds (10: its code compiled and
 * its heap grown, as after any earlier burst), then waits BENCH_IDLE seconds
 * (15: the reclaim, after 5 quiet seconds, has happened where it is on) and
 * is then loaded in BENCH_ROUNDS rounds (3) of
 * BENCH_ROUND_SECONDS (10) at 50 connections, `GET /sms/messages?limit=20`,
 * alone on the last core as `npm run bench` places it. Per round: requests a
 * second, the service's CPU and page faults a request, RSS at its end.
 * BENCH_REPS (2) alternations. Results: stdout and bench/results/reclaim-latest.md.
 *
 * Needs PostgreSQL at BENCH_DATABASE_URL (or the local server). Linux only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { choosePlacement, place } from './affinity.js';
import { benchDatabase } from './database.js';
import { pause, secondsFromEnv } from './env-seconds.js';
import { failed, runLoad } from './load.js';
import { removeOnExit, stopChild } from './processes.js';
import { cpuMicros, minorFaults, rssMb } from './proc-stats.js';
import { twilioMessages } from './scenarios/twilio-messages.js';
import { startEmulatorTarget, startServiceTarget } from './targets.js';

const WARM_S = secondsFromEnv('BENCH_WARM', 10);
const IDLE_S = secondsFromEnv('BENCH_IDLE', 15);
const ROUND_S = secondsFromEnv('BENCH_ROUND_SECONDS', 10);
const ROUNDS = countFromEnv('BENCH_ROUNDS', 3);
const REPS = countFromEnv('BENCH_REPS', 2);
const here = path.dirname(fileURLToPath(import.meta.url));

function countFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, at least 1`);
  return value;
}

const VARIANTS: ReadonlyArray<{ name: string; env: Record<string, string> }> = [
  { name: 'reclaim on (as shipped)', env: {} },
  { name: 'reclaim off', env: { SVC_IDLE_RECLAIM_SECONDS: '0' } },
];

interface Round {
  variant: string;
  rep: number;
  round: number;
  idleRssMb: number;
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
  faultsPerRequest: number;
  rssMb: number;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-reclaim-'));
  removeOnExit(workDir);
  const emulator = await startEmulatorTarget(workDir, twilioMessages);
  const placement = choosePlacement();
  const rounds: Round[] = [];
  try {
    for (let rep = 1; rep <= REPS; rep++) {
      for (const variant of VARIANTS) {
        const database = await benchDatabase();
        if (!database) throw new Error('bench:reclaim needs PostgreSQL at BENCH_DATABASE_URL (or the local server)');
        const service = await startServiceTarget(workDir, emulator, { name: `${variant.name} ${rep}`, databaseUrl: database.url, logLevel: 'info', env: variant.env }, undefined, twilioMessages);
        try {
          place(placement, service.child.pid, emulator.child.pid);
          // A first burst, so that the rounds compare a service warm before its quiet spell, with and without the reclaim.
          const warm = await runLoad({ url: service.url(20), headers: service.headers, connections: 50, durationSeconds: WARM_S });
          if (failed(warm)) throw new Error(`${variant.name} warm-up: not every response was 200: ${JSON.stringify(warm.failures)}`);
          await pause(IDLE_S * 1000);
          const idleRssMb = rssMb(service.child.pid);
          for (let round = 1; round <= ROUNDS; round++) {
            const cpuBefore = cpuMicros(service.child.pid);
            const faultsBefore = minorFaults(service.child.pid);
            const load = await runLoad({ url: service.url(20), headers: service.headers, connections: 50, durationSeconds: ROUND_S });
            if (failed(load)) throw new Error(`${variant.name}: not every response was 200: ${JSON.stringify(load.failures)}`);
            const requests = Math.max(1, load.requests);
            const row: Round = {
              variant: variant.name, rep, round, idleRssMb,
              requestsPerSecond: load.requestsPerSecond,
              cpuMicrosPerRequest: (cpuMicros(service.child.pid) - cpuBefore) / requests,
              faultsPerRequest: (minorFaults(service.child.pid) - faultsBefore) / requests,
              rssMb: rssMb(service.child.pid),
            };
            rounds.push(row);
            console.error(`${variant.name}, alternation ${rep}, round ${round}: ${row.requestsPerSecond.toFixed(0)} req/s, ${row.cpuMicrosPerRequest.toFixed(0)} µs and ${row.faultsPerRequest.toFixed(2)} faults a request`);
          }
        } finally {
          await stopChild(service.child, 20_000);
          await database.drop();
        }
      }
    }
  } finally {
    await stopChild(emulator.child);
  }
  const lines = [
    `## The burst after an idle reclaim: Twilio messages, limit 20, 50 connections, ${ROUND_S} s rounds after ${WARM_S} s of load and ${IDLE_S} s idle`,
    '',
    '| service | alternation | round | RSS MB after the quiet spell | req/s | CPU µs a request | page faults a request | RSS MB at the end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rounds.map((row) => `| ${row.variant} | ${row.rep} | ${row.round} | ${row.idleRssMb.toFixed(0)} | ${row.requestsPerSecond.toFixed(0)} | ${row.cpuMicrosPerRequest.toFixed(0)} | ${row.faultsPerRequest.toFixed(2)} | ${row.rssMb.toFixed(0)} |`),
    '',
    `- date: ${new Date().toISOString()}; Node ${process.version}; ${os.cpus().length} logical cores; ${placement ? `service alone on CPU ${placement.target}` : 'not pinned'}`,
  ];
  const text = lines.join('\n');
  console.log(text);
  const resultsDir = path.resolve(here, '../../bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'reclaim-latest.md'), `# Idle reclaim\n\n${text}\n`);
}

await main();
process.exit(0);

/**
 * Turns the measurements into the markdown the README quotes: the table, the
 * service/floor ratios against the aim, and the facts of the machine that
 * produced them (numbers without their machine mean little).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import type { Placement } from './affinity.js';
import type { LoadResult } from './load.js';
import type { WarmUp } from './warm-up.js';

export interface Measurement {
  target: string;
  limit: number;
  connections: number;
  load: LoadResult;
  /** CPU time of the target process alone, per answered request. */
  cpuMicrosPerRequest: number;
  /** CPU time of the emulator process per request, when the target is a gateway in front of it. */
  emulatorCpuMicrosPerRequest: number | undefined;
  /** Highest resident memory of the target during this run. */
  peakRssMb: number;
  /** Busy cores outside the benchmark's own processes during the run: above ~0.1 the numbers are disturbed. */
  otherCores: number;
  /** The warm-up right before the row (run.ts), when there was one. */
  warmUp?: WarmUp | undefined;
}

export interface ProcessMemory {
  target: string;
  idleRssMb: number;
  /** VmHWM before the first run: the start-up's own peak. */
  startupPeakRssMb: number;
}

export const AIM = { throughputRatio: 0.85, addedLatencyRatio: 1.2, idleRssMb: 150 };

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function measurementTable(rows: Measurement[]): string {
  const lines = [
    '| target | limit | connections | req/s | p50 ms | p99 ms | target CPU µs/req | emulator CPU µs/req | peak RSS MB | other load (cores) | warm-up s (page faults a request at first) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.target} | ${row.limit} | ${row.connections} | ${fixed(row.load.requestsPerSecond, 0)} | ${fixed(row.load.p50Ms, 2)} | ${fixed(row.load.p99Ms, 2)} | ${fixed(row.cpuMicrosPerRequest, 0)} | ${row.emulatorCpuMicrosPerRequest === undefined ? '(is the target)' : fixed(row.emulatorCpuMicrosPerRequest, 0)} | ${fixed(row.peakRssMb, 0)} | ${fixed(row.otherCores, 2)} | ${row.warmUp ? `${row.warmUp.seconds} (${fixed(row.warmUp.firstFaultsPerRequest, 2)})` : 'none'} |`,
    );
  }
  return lines.join('\n');
}

function find(rows: Measurement[], target: string, limit: number, connections: number): Measurement | undefined {
  return rows.find((row) => row.target === target && row.limit === limit && row.connections === connections);
}

const verdict = (ok: boolean) => (ok ? 'meets the aim' : '**misses the aim**');

/** Service (or its variant) against the floor, per page size. */
export function ratioTable(rows: Measurement[], service: string, limits: readonly number[]): string {
  const lines = [
    `| ${service} vs floor | limit | value | aim | verdict |`,
    '|---|---:|---:|---:|---|',
  ];
  for (const limit of limits) {
    const floor50 = find(rows, 'floor', limit, 50);
    const service50 = find(rows, service, limit, 50);
    if (floor50 && service50) {
      const ratio = service50.load.requestsPerSecond / floor50.load.requestsPerSecond;
      lines.push(`| throughput at 50 connections, service/floor | ${limit} | ${fixed(ratio, 2)} | ≥ ${AIM.throughputRatio} | ${verdict(ratio >= AIM.throughputRatio)} |`);
      const cpuRatio = service50.cpuMicrosPerRequest / floor50.cpuMicrosPerRequest;
      lines.push(`| gateway CPU per request at 50 connections, service/floor | ${limit} | ${fixed(cpuRatio, 2)} | (explains the above) | |`);
    }
    const emulator1 = find(rows, 'emulator (direct)', limit, 1);
    const floor1 = find(rows, 'floor', limit, 1);
    const service1 = find(rows, service, limit, 1);
    if (emulator1 && floor1 && service1) {
      const floorAdded = floor1.load.p50Ms - emulator1.load.p50Ms;
      const serviceAdded = service1.load.p50Ms - emulator1.load.p50Ms;
      const ratio = serviceAdded / floorAdded;
      lines.push(
        `| added p50 latency at 1 connection, service/floor (${fixed(serviceAdded, 2)} ms / ${fixed(floorAdded, 2)} ms) | ${limit} | ${fixed(ratio, 2)} | ≤ ${AIM.addedLatencyRatio} | ${verdict(ratio <= AIM.addedLatencyRatio)} |`,
      );
    }
  }
  return lines.join('\n');
}

export function memoryTable(memory: ProcessMemory[]): string {
  const lines = ['| process | idle RSS MB (after start, before load) | start-up peak RSS MB |', '|---|---:|---:|'];
  for (const entry of memory) {
    const aim = entry.target.startsWith('service') ? ` (aim < ${AIM.idleRssMb}: ${verdict(entry.idleRssMb < AIM.idleRssMb)})` : '';
    lines.push(`| ${entry.target} | ${fixed(entry.idleRssMb, 0)}${aim} | ${fixed(entry.startupPeakRssMb, 0)} |`);
  }
  return lines.join('\n');
}

export function machineFacts(durations: { loaded: number; single: number; warmup: number; warmupMax?: number }, placement: Placement | undefined): string {
  const cpus = os.cpus();
  const require = createRequire(import.meta.url);
  const autocannonVersion = (require('autocannon/package.json') as { version: string }).version;
  return [
    `- date: ${new Date().toISOString()}`,
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} logical cores`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; kernel ${os.type()} ${os.release()}`,
    `- Node ${process.version}; autocannon ${autocannonVersion}`,
    placement
      ? `- placement: the measured process alone on CPU ${placement.target}; load generator and emulator (behind a gateway) on CPU ${placement.others}`
      : '- placement: none (BENCH_PIN=false, one core, or no taskset): every process shares every core',
    `- durations: ${durations.loaded} s at 50 connections, ${durations.single} s at 1 connection, ${durations.warmupMax === undefined ? `${durations.warmup} s warm-up per target and page size` : `right before each row ${durations.warmup} to ${durations.warmupMax} s of warm-up at 50 connections, until the target's page faults settle`}`,
  ].join('\n');
}

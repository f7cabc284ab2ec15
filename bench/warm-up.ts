/**
 * Each target is measured warm: right before each of its rows it is loaded
 * (50 connections, the row's page size) in one-second rounds until its page
 * faults settle and its CPU a request stops falling, then measured at once.
 *
 * Why faults: the service gives memory back once it has been quiet for a few
 * seconds (src/server/idle-reclaim.ts), and a target here waits while the
 * others are measured, so it was always reclaimed before its row. Its first
 * ten seconds or so under load then go into taking the pages back (about two
 * faults a request, each costly in a virtual machine): measured so, the
 * service's throughput at limit 20 read 0.33 of the floor's, and 0.82 with
 * the reclaim turned off. Warming until faults settle measures the steady
 * state for every target alike; what the regrowth costs stays in the table as
 * each row's warm-up seconds and faults (see bench/README.md, "Measured warm").
 *
 * Why CPU too: after an idle spell the service's first seconds under load
 * cost more a request (350, then 271 µs against 215 steady, in rounds of
 * 2 s) for a few seconds after its faults have settled (bench/README.md,
 * "Where the CPU of one request goes, by thread"), so the first service row
 * measured part of that.
 */
import { failed, runLoad } from './load.js';
import { cpuMicros, minorFaults } from './proc-stats.js';
import type { Target } from './targets.js';

/** Below this many page faults a request, a round counts as settled (a warm service at limit 20: under 0.1). */
const SETTLED_FAULTS_PER_REQUEST = 0.2;
/**
 * Or when the rate stopped falling: large pages of records fault on every request for good (the
 * allocator maps and unmaps their buffers, the floor's as much as the service's), a regrowth falls.
 */
const STILL_FALLING = 0.8;
/** A round whose CPU a request is within 5 % of the one before, or above it, has stopped getting cheaper. */
const CPU_STILL_FALLING = 0.95;

export interface WarmUp {
  seconds: number;
  /** Page faults a request in the first round: the regrowth the row would otherwise have measured. */
  firstFaultsPerRequest: number;
}

export async function warmUp(target: Target, url: string, minSeconds: number, maxSeconds: number): Promise<WarmUp> {
  let seconds = 0;
  let firstFaultsPerRequest = Number.NaN;
  let previous = Number.POSITIVE_INFINITY;
  let previousCpu = Number.POSITIVE_INFINITY;
  while (seconds < maxSeconds) {
    const faultsBefore = minorFaults(target.child.pid);
    const cpuBefore = cpuMicros(target.child.pid);
    const round = await runLoad({ url, headers: target.headers, connections: 50, durationSeconds: 1 });
    if (failed(round)) throw new Error(`${target.name} warm-up: not every response was 200: ${JSON.stringify(round.failures)}`);
    const requests = Math.max(1, round.requests);
    const perRequest = (minorFaults(target.child.pid) - faultsBefore) / requests;
    const cpuPerRequest = (cpuMicros(target.child.pid) - cpuBefore) / requests;
    if (Number.isNaN(firstFaultsPerRequest)) firstFaultsPerRequest = perRequest;
    seconds += 1;
    const faultsSettled = perRequest < SETTLED_FAULTS_PER_REQUEST || perRequest > previous * STILL_FALLING;
    if (seconds >= minSeconds && faultsSettled && cpuPerRequest > previousCpu * CPU_STILL_FALLING) break;
    previous = perRequest;
    previousCpu = cpuPerRequest;
  }
  return { seconds, firstFaultsPerRequest };
}

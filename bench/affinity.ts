/**
 * CPU placement. On a small machine the load generator, the emulator and the
 * gateway fight for the same cores, and who wins that fight from one run to
 * the next moves throughput by ±20 %. Giving the measured process a core of
 * its own, and everything else the others, makes its throughput a measure of
 * its own cost per request, which is what the floor/service ratio is about.
 * Uses `taskset` (util-linux); without it, or with one core, nothing is pinned.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Placement {
  /** CPU list (taskset syntax) of the measured process. */
  target: string;
  /** CPU list of the load generator and the emulator behind a gateway. */
  others: string;
}

function setAffinity(pid: number, cpus: string): void {
  // -a: every thread of the process (V8's GC helpers and libuv's pool included).
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** The placement this machine allows, or undefined when the run stays unpinned. */
export function choosePlacement(): Placement | undefined {
  if (process.env.BENCH_PIN === 'false') return undefined;
  const cores = os.availableParallelism();
  if (cores < 2) return undefined;
  const placement = { target: String(cores - 1), others: cores === 2 ? '0' : `0-${cores - 2}` };
  try {
    setAffinity(process.pid, placement.others);
    return placement;
  } catch {
    return undefined;
  }
}

/** Puts the measured process on its own core and the emulator (when it is not the target) with the load generator. */
export function place(placement: Placement | undefined, targetPid: number, emulatorPid: number): void {
  if (!placement) return;
  setAffinity(targetPid, placement.target);
  if (emulatorPid !== targetPid) setAffinity(emulatorPid, placement.others);
}

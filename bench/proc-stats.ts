/**
 * What the kernel knows about a child process: CPU time consumed and resident
 * memory (now and peak). Read from /proc, so this benchmark is Linux-only,
 * which is what it promises to run on (loopback, one machine).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (100 on every Linux we know, but ask). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name, from field 3 (state) on. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User plus system CPU time of a process, in microseconds. */
export function cpuMicros(pid: number): number {
  const fields = statFields(pid);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1_000_000) / TICKS_PER_SECOND;
}

/** Minor page faults of a process since it started (pages it touched for the first time, or took back). */
export function minorFaults(pid: number): number {
  return Number(statFields(pid)[7]);
}

function statusKilobytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/** Resident set size now, in MB. */
export function rssMb(pid: number): number {
  return statusKilobytes(pid, 'VmRSS') / 1024;
}

/** Highest resident set size since start or since the last resetPeakRss, in MB. */
export function peakRssMb(pid: number): number {
  return statusKilobytes(pid, 'VmHWM') / 1024;
}

/**
 * Starts a new peak-RSS window (writing 5 to clear_refs resets VmHWM, Linux 4.0+),
 * so a run's peak is its own and not the start-up's. False when the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU time all cores spent busy since boot (everything but idle and I/O wait), in microseconds. */
export function systemBusyMicros(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] as string;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  // guest and guest_nice (fields 9, 10) are already counted in user and nice.
  const guest = (ticks[8] ?? 0) + (ticks[9] ?? 0);
  return ((total - idle - guest) * 1_000_000) / TICKS_PER_SECOND;
}

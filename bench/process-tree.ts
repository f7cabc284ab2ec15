/**
 * Memory and CPU of a process with all its descendants: the service and, on
 * the embedded PostgreSQL store, the server it runs (postmaster, backends,
 * background workers). Read from /proc (Linux only, as the rest of bench/).
 *
 * RSS summed over processes counts shared pages once per process: every
 * PostgreSQL backend maps the same shared buffers and binary. PSS (proportional
 * set size, from smaps_rollup) splits each shared page among the processes
 * that map it, so its sum is what the setup really occupies; both are reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMicros } from './proc-stats.js';

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** `root` and every live descendant. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    const list = children.get(parent) ?? [];
    list.push(pid);
    children.set(parent, list);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function kilobytes(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    // A backend that exited between the listing and the read holds nothing.
    return 0;
  }
}

export interface TreeMemory {
  processes: number;
  rssMb: number;
  pssMb: number;
  /** RSS of the root process alone. */
  rootRssMb: number;
}

export function treeMemory(root: number, withPss = true): TreeMemory {
  const pids = processTree(root);
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    rss += kilobytes(`/proc/${pid}/status`, 'VmRSS');
    if (withPss) pss += kilobytes(`/proc/${pid}/smaps_rollup`, 'Pss');
  }
  return { processes: pids.length, rssMb: rss / 1024, pssMb: pss / 1024, rootRssMb: kilobytes(`/proc/${root}/status`, 'VmRSS') / 1024 };
}

/** CPU time of the tree, in microseconds (exited backends' time is lost: good enough over a load run of long-lived pool connections). */
export function treeCpuMicros(root: number): number {
  let total = 0;
  for (const pid of processTree(root)) {
    try {
      total += cpuMicros(pid);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** Field by field, the higher of two readings. */
export function highest(a: TreeMemory, b: TreeMemory): TreeMemory {
  return { processes: Math.max(a.processes, b.processes), rssMb: Math.max(a.rssMb, b.rssMb), pssMb: Math.max(a.pssMb, b.pssMb), rootRssMb: Math.max(a.rootRssMb, b.rootRssMb) };
}

/** Samples the tree's summed RSS and PSS every `intervalMs` until stopped; returns the highest sums seen. */
export function samplePeak(root: number, intervalMs = 100): () => TreeMemory {
  let peak: TreeMemory = { processes: 0, rssMb: 0, pssMb: 0, rootRssMb: 0 };
  const sample = () => (peak = highest(peak, treeMemory(root)));
  sample();
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

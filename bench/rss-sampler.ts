/**
 * A process's resident memory around one piece of work: before, the highest
 * of samples taken every 100 ms from /proc/<pid>/status while it runs, and
 * after. VmHWM (the kernel's own peak, reset just before) is kept as a check
 * on the samples: a spike shorter than 100 ms shows there and not in them.
 */
import { peakRssMb, resetPeakRss, rssMb } from './proc-stats.js';

const SAMPLE_MS = 100;

export interface RssWindow {
  beforeMb: number;
  peakMb: number;
  afterMb: number;
  /** VmHWM over the work; undefined when the kernel refused the reset. */
  hwmMb: number | undefined;
}

export async function sampleRss<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; rss: RssWindow }> {
  const beforeMb = rssMb(pid);
  const hwmReset = resetPeakRss(pid);
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid));
    } catch {
      // The process ended: the work fails on its own and says why.
    }
  }, SAMPLE_MS);
  try {
    const value = await work();
    const afterMb = rssMb(pid);
    peakMb = Math.max(peakMb, afterMb);
    return { value, rss: { beforeMb, peakMb, afterMb, hwmMb: hwmReset ? peakRssMb(pid) : undefined } };
  } finally {
    clearInterval(timer);
  }
}

/** Reads what memory-usage-log.ts wrote: the highest heap and Buffer figures between two instants. */
import { existsSync, readFileSync } from 'node:fs';

export interface HeapPeaks {
  heapUsedMb: number;
  arrayBuffersMb: number;
}

export function heapPeaks(logFile: string, fromMs: number, toMs: number): HeapPeaks | undefined {
  if (!existsSync(logFile)) return undefined;
  let heapUsed = 0;
  let arrayBuffers = 0;
  let samples = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line) continue;
    const sample = JSON.parse(line) as { at: number; heapUsed: number; arrayBuffers: number };
    if (sample.at < fromMs || sample.at > toMs) continue;
    samples++;
    heapUsed = Math.max(heapUsed, sample.heapUsed);
    arrayBuffers = Math.max(arrayBuffers, sample.arrayBuffers);
  }
  return samples === 0 ? undefined : { heapUsedMb: heapUsed / 2 ** 20, arrayBuffersMb: arrayBuffers / 2 ** 20 };
}

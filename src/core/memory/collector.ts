/**
 * V8's own collector, reached through its `gc` extension enabled at run time
 * (the `--expose-gc` flag is read when a context is made), for the two places
 * the service asks for a collection itself: the idle reclaim and streamed
 * transfers. Undefined where the extension is unavailable: callers then do nothing.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export type CollectGarbage = (options: { type: 'major' | 'minor'; execution: 'sync'; flavor?: 'regular' | 'last-resort' }) => void;

let found: CollectGarbage | undefined | null = null;

export function garbageCollector(): CollectGarbage | undefined {
  if (found !== null) return found;
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === 'function') return (found = exposed as CollectGarbage);
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    found = typeof gc === 'function' ? (gc as CollectGarbage) : undefined;
  } catch {
    found = undefined;
  }
  return found;
}

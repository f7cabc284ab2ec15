/**
 * Gives memory back once the service goes quiet. After start-up or a burst of
 * requests V8 keeps the pages it grew into (measured: 175 MB idle, 260 MB
 * after the CRM benchmark's load, of which 50 MB live), and its own memory
 * reducer never runs here: the service's background loops (webhook delivery,
 * polling) keep it from ever judging the process idle. So when no request has
 * been in flight for a while, after some activity, the service asks V8 for a
 * memory-reducing collection itself, the kind V8 makes on a low-memory
 * warning: it compacts the heap and returns the freed pages to the system.
 *
 * It pauses the process for tens of milliseconds, so it runs only when no
 * request has arrived for `quietMs`, at most once per `minIntervalMs`, and
 * never under steady traffic. Requests are seen on the HTTP server itself,
 * not through a hook on the request path. V8's collector is reached
 * through its own `gc` extension, enabled at run time (the `--expose-gc`
 * flag, read when a context is made); where it is unavailable this does
 * nothing. After the collection glibc's allocator is asked to return the
 * free pages it keeps (native-trim.ts): without it the process stayed a
 * third larger after a load than before it.
 */
import { garbageCollector } from '../core/memory/collector.js';
import { nativeTrim, type NativeTrim } from '../core/memory/native-trim.js';
import type { EventEmitter } from 'node:events';

export interface IdleReclaimOptions {
  /** How long no request may have arrived before memory is given back. */
  quietMs: number;
  /** Least time between two reclaims. */
  minIntervalMs: number;
  log: (freedMb: number, pauseMs: number) => void;
  /** The C allocator's trim (tests count its calls); glibc's malloc_trim where there is one. */
  trim?: () => Promise<NativeTrim | undefined>;
}

export interface IdleReclaim {
  /** How many times memory was given back (tests, metrics). */
  readonly reclaims: number;
  stop(): void;
}

/** `server`: the service's HTTP(S) server, whose `request` events say it is busy. */
export function startIdleReclaim(server: EventEmitter, options: IdleReclaimOptions): IdleReclaim {
  const gc = garbageCollector();
  const trimmer = options.trim ?? nativeTrim;
  let lastRequest = Date.now();
  let lastReclaim = 0;
  // Start-up itself is the first activity worth reclaiming after.
  let active = true;
  let reclaims = 0;
  const seen = () => {
    active = true;
    lastRequest = Date.now();
  };
  server.on('request', seen);

  // null until the trim is loaded (it loads on the first quiet check, so an idle service that never reclaims never loads it).
  let trim: NativeTrim | undefined | null = null;
  const check = () => {
    const now = Date.now();
    if (!gc || !active || now - lastRequest < options.quietMs || now - lastReclaim < options.minIntervalMs) return;
    if (trim === null) {
      // The collection waits for the next check rather than for the load: a load mid-pause would lengthen it.
      void trimmer().then(
        (loaded) => {
          trim = loaded;
        },
        () => {
          trim = undefined;
        },
      );
      return;
    }
    const before = process.memoryUsage.rss();
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // After the collection: the array buffers it finalised are what glibc now holds free.
    trim?.();
    const pauseMs = performance.now() - started;
    active = false;
    lastReclaim = Date.now();
    reclaims += 1;
    options.log(Math.max(0, before - process.memoryUsage.rss()) / 1e6, pauseMs);
  };
  const timer = setInterval(check, Math.max(250, Math.min(options.quietMs / 2, 5_000)));
  timer.unref();
  return {
    get reclaims() {
      return reclaims;
    },
    stop: () => {
      clearInterval(timer);
      server.off('request', seen);
    },
  };
}

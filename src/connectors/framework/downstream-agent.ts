/** The process's one set of keep-alive pools to the platforms, and how much of an answer it reads. */
import { Agent } from '../../core/http/undici.js';

/** Largest downstream body read into memory. */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** One pool set for the whole process: keep-alive connections per origin. */
export const downstreamAgent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 300_000,
  connections: 256,
  maxResponseSize: MAX_RESPONSE_BYTES,
});

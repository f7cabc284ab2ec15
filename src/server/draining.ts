/**
 * Graceful shutdown. Once closing starts the listening socket is closed (new
 * connections are refused), requests already running finish, and a request
 * arriving on a kept-alive connection is answered 503 ServiceUnavailableError
 * in the usual envelope; every answer then closes its connection, so the
 * drain ends as soon as the last request does. Requests still running when the
 * grace period ends have their connections cut, so the process always exits.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';

/**
 * Registers the hooks; call before any other onRequest hook, so a request that
 * is refused for the shutdown is not counted or authenticated first. The app
 * must be built with `return503OnClosing: false` (Fastify's own 503 is not the
 * error envelope).
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise and a turn each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    done(new ApiError('ServiceUnavailableError', {
      message: 'This instance is shutting down',
      detail: { reason: 'shutting_down' },
      headers: { 'retry-after': '1' },
    }));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A kept-alive connection would otherwise stay open, idle, until the grace period ends.
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Closes the app, waiting at most `graceMs` for requests in flight; answers how many connections were cut. */
export async function closeWithin(app: FastifyInstance, graceMs: number, log: FastifyBaseLogger): Promise<{ cut: number }> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), graceMs);
  });
  const closed = app.close().then(() => 'closed' as const);
  const first = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (first === 'closed') return { cut: 0 };
  const cut = await new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
  log.warn({ connections: cut, grace_ms: graceMs }, 'requests still running when the shutdown grace period ended: their connections are cut');
  app.server.closeAllConnections();
  await closed;
  return { cut };
}

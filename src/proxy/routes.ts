/**
 * `/proxy` with GET, PUT, POST, DELETE, PATCH and OPTIONS (proxy.yml). The
 * routes live in their own encapsulated context so that their body parser
 * takes any content type as raw bytes: a body reaches the platform exactly as
 * the caller sent it (JSON is not parsed and written again), and it can be
 * sent a second time after a token refresh. The service's body limit applies.
 */
import type { FastifyInstance } from 'fastify';
import { Agent } from '../core/http/undici.js';
import { requireAuth } from '../core/http/route-config.js';
import { runProxyCall, type ProxyDeps } from './proxy-call.js';
import { checkedLookup, systemResolver, type HostResolver } from '../core/ssrf/checked-lookup.js';

export interface ProxyOptions extends Omit<ProxyDeps, 'liveDispatcher' | 'sandboxDispatcher'> {
  bodyLimitBytes: number;
  /** DNS for live calls; tests map names to addresses with their own. */
  resolver?: HostResolver | undefined;
}

/** What a deployment or test may plug into the proxy: DNS, and the pacing hooks of a shared rate limiter. */
export type ProxyHooks = Pick<ProxyOptions, 'resolver' | 'beforeDownstreamCall' | 'afterDownstreamCall'>;

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'] as const;

export function registerProxyRoutes(app: FastifyInstance, options: ProxyOptions): void {
  const keepAlive = { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 300_000, connections: 128 };
  const liveDispatcher = new Agent({ ...keepAlive, connect: { lookup: checkedLookup(options.resolver ?? systemResolver) } });
  const sandboxDispatcher = new Agent(keepAlive);
  const deps: ProxyDeps = { ...options, liveDispatcher, sandboxDispatcher };

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimitBytes }, (_request, body, done) => done(null, body));
    scope.addHook('onClose', async () => {
      await Promise.all([liveDispatcher.close(), sandboxDispatcher.close()]);
    });
    scope.route({
      method: [...METHODS],
      url: '/proxy',
      exposeHeadRoute: false,
      config: { auth: 'secret' },
      handler: (request, reply) => runProxyCall(deps, requireAuth(request.auth), request, reply),
    });
  });
}

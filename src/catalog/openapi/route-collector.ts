/**
 * Every route the service registers, as Fastify sees it: method, URL, schema
 * and config. Attached before any route is registered, so the OpenAPI
 * documents are built from what is actually served and cannot drift from it.
 */
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

export interface CollectedRoute {
  /** One method per entry: a route registered for several methods yields several entries. */
  method: string;
  /** Fastify syntax: "/vault/consumers/:consumer_id". */
  url: string;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig;
}

export class RouteCollector {
  readonly #routes: CollectedRoute[] = [];

  /** Starts collecting; call before the first route is registered (child plugins inherit the hook). */
  static attach(app: FastifyInstance): RouteCollector {
    const collector = new RouteCollector();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        collector.#routes.push({ method: method.toUpperCase(), url: route.url, schema: route.schema, config: (route.config ?? {}) as FastifyContextConfig });
      }
    });
    return collector;
  }

  /**
   * The routes in registration order. HEAD twins that Fastify adds to every
   * GET are left out: they answer like the GET without a body.
   */
  routes(): readonly CollectedRoute[] {
    const gets = new Set(this.#routes.filter((route) => route.method === 'GET').map((route) => route.url));
    return this.#routes.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
  }
}

/** Per-route settings read by the shared hooks, and what the hooks add to requests. */
import type { Operation } from '../envelope.js';

/** Who is calling: set by the authentication hook on routes with auth "secret" or "key". */
export interface AuthContext {
  applicationId: string;
  mode: 'sandbox' | 'live';
  keyId: string;
  /** What the key may do (src/unified/scopes.ts); undefined: everything. */
  scopes?: readonly string[] | undefined;
}

/**
 * secret: an application's secret key; key: any key of the application,
 * public ones included (catalog data, no consumer's); admin: the admin token;
 * none: public pages.
 */
export type RouteAuth = 'secret' | 'key' | 'admin' | 'none';

/** The unified operation a generated route serves: the OpenAPI documents (and other tools) read it from the route. */
export interface UnifiedRouteTag {
  /** Resource key, "sms/messages". */
  resource: string;
  operation: Operation;
  /** A `one` that answers the record's content as bytes (a declared download), not the record. */
  content?: boolean;
  /** The named action the route serves (unified/actions.ts); `operation` is then the one its answer is shaped like. */
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    unified?: UnifiedRouteTag;
    /** false: the route never reads a connector, so it does not load them (probes, documents, static pages). */
    connectors?: false;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    /** The connector that served a unified or proxy call, once its connection is resolved (the request log's `service`). */
    servedBy?: string;
  }
}

export function requireAuth(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new Error('route reached without authentication: its config must say auth: "secret"');
  return auth;
}

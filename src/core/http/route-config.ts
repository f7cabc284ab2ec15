/** Per-route settings read by the shared hooks, and what the hooks add to requests. */
/** Who is calling: set by the authentication hook on routes with auth "secret" or "key". */
export interface AuthContext {
  applicationId: string;
  mode: 'sandbox' | 'live';
  keyId: string;
}

/**
 * secret: an application's secret key; key: any key of the application,
 * public ones included (catalog data, no consumer's); admin: the admin token;
 * none: public pages.
 */
export type RouteAuth = 'secret' | 'key' | 'admin' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export function requireAuth(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new Error('route reached without authentication: its config must say auth: "secret"');
  return auth;
}

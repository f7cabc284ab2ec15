/**
 * One GraphQL request to the shop: POST /admin/api/2025-01/graphql.json with
 * `{query, variables}`. Every query the connector sends is a constant of
 * queries.ts (the CI test validates each against Shopify's schema). A query
 * is a read, so it is retried like one (THROTTLED answers included, after
 * the wait rate-limit.ts reads from the bucket). GraphQL errors in an HTTP
 * 200 are failures here: ACCESS_DENIED says which scope the connection
 * lacks; anything else is the platform refusing the request.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { GRAPHQL_PATH } from './api.js';

interface GraphError {
  message?: unknown;
  extensions?: { code?: unknown; requiredAccess?: unknown };
}

export interface GraphAnswer<T> {
  data: T;
  /** Search warnings Shopify adds for fields a `query:` does not know (never expected: the filters are fixed). */
  warnings: unknown[];
}

export async function shopifyQuery<T>(ctx: ConnectorContext, query: string, variables: Record<string, unknown> = {}): Promise<GraphAnswer<T>> {
  const { body } = await ctx.http.request<{ data?: T | null; errors?: GraphError[]; extensions?: { search?: unknown[] } }>({
    method: 'POST',
    path: GRAPHQL_PATH,
    json: { query, variables },
    idempotent: true,
  });
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (errors.length > 0) {
    const denied = errors.find((error) => error?.extensions?.code === 'ACCESS_DENIED');
    const message = errors.map((error) => (typeof error?.message === 'string' ? error.message : 'error')).join('; ').slice(0, 500);
    if (denied) {
      throw new ApiError('ConnectorExecutionError', {
        status: 403,
        message: `Shopify refused: ${message}. Reconnect with the scope it names.`,
        detail: { downstream_code: 'ACCESS_DENIED', required_access: typeof denied.extensions?.requiredAccess === 'string' ? denied.extensions.requiredAccess : undefined },
      });
    }
    throw new ApiError('ConnectorExecutionError', { status: 502, message: `Shopify answered with errors: ${message}`, detail: { downstream_codes: errors.map((error) => error?.extensions?.code ?? null) } });
  }
  if (!body?.data) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Shopify answered without data', detail: {} });
  return { data: body.data, warnings: Array.isArray(body.extensions?.search) ? body.extensions.search : [] };
}

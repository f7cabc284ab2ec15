/**
 * POST /admin/api/{version}/graphql.json: one GraphQL request, answered as
 * Shopify answers it. The query is parsed and validated against the
 * emulator's schema (schema.ts, a subset of Shopify's), its cost computed
 * (cost.ts) and taken from the shop's bucket (throttle.ts), then executed
 * over the shop's records (query-root.ts). Every answer is HTTP 200 with
 * `data` and/or `errors` and `extensions.cost`, unless the request itself
 * is unreadable (400) or unauthenticated (401, dialect.ts).
 */
import type { FastifyInstance } from 'fastify';
import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import type { Answer, KitContext, PlatformKit } from '../framework/kit/index.js';
import { fail } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { queryCost } from './cost.js';
import { customAppToken } from './dialect.js';
import type { GraphContext } from './graph-context.js';
import { oauthServers } from './oauth.js';
import { queryRoot } from './query-root.js';
import { SHOPIFY_API_VERSION, shopifySchema } from './schema.js';
import { MAXIMUM_AVAILABLE, spend, type ThrottleStatus } from './throttle.js';

const ROOT = queryRoot();
const answer = (body: FormattedExecutionResult | Record<string, unknown>): Answer => ({ status: 200, headers: { 'x-shopify-api-version': SHOPIFY_API_VERSION }, body });
const costOf = (requested: number, actual: number | null, status: ThrottleStatus) => ({ cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: status } });

function readBody(ctx: KitContext<ShopifyAccount>): { query: string; variables: Record<string, unknown>; operationName: string | undefined } {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || typeof body.query !== 'string' || body.query.trim() === '') throw fail.validation('Required parameter missing or invalid', { status: 400 });
  const variables = body.variables === undefined || body.variables === null ? {} : body.variables;
  if (typeof variables !== 'object' || Array.isArray(variables)) throw fail.validation('variables must be an object', { status: 400 });
  return { query: body.query, variables: variables as Record<string, unknown>, operationName: typeof body.operationName === 'string' ? body.operationName : undefined };
}

function errorsOnly(errors: readonly GraphQLError[]): Answer {
  return answer({ errors: errors.map((error) => error.toJSON()) });
}

export function registerGraphqlRoute(app: FastifyInstance, kit: PlatformKit<ShopifyAccount>): void {
  app.post('/admin/api/:version/graphql.json', kit.handler(async (ctx) => {
    const { query, variables, operationName } = readBody(ctx);
    const schema = shopifySchema();
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return errorsOnly([error as GraphQLError]);
    }
    const invalid = validate(schema, document);
    if (invalid.length) return errorsOnly(invalid);
    const operation = getOperationAST(document, operationName);
    if (!operation) return errorsOnly([new GraphQLError('An operation name is required when the document holds several operations')]);

    let requested: number;
    try {
      requested = queryCost(schema, document, operation, variables);
    } catch (error) {
      return errorsOnly([error as GraphQLError]);
    }
    // A single query may cost at most 1,000 points, whatever the plan's bucket.
    if (requested > MAXIMUM_AVAILABLE) {
      return answer({ errors: [{ message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAXIMUM_AVAILABLE}).`, extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAXIMUM_AVAILABLE } }] });
    }
    const bucket = spend(ctx.tenant, ctx.now, requested, ctx.account.bucket);
    if (!bucket.granted) {
      return answer({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: costOf(requested, null, bucket.status) });
    }

    // Whose token: a custom app's (its scopes and secret) or one issued through OAuth (the grant's).
    const custom = customAppToken(ctx.request, ctx.account);
    const server = oauthServers.get(app);
    const grant = custom ? undefined : server?.introspect(String(ctx.request.headers['x-shopify-access-token'] ?? ''));
    const context: GraphContext = {
      kit: ctx,
      scopes: custom?.scopes ?? grant?.scopes ?? [],
      appSecret: custom?.appSecret ?? (grant ? server?.clientSecret(grant.clientId) : undefined),
      searchWarnings: [],
    };
    const result = await execute({ schema, document, rootValue: ROOT, contextValue: context, variableValues: variables, operationName });
    const body: Record<string, unknown> = {};
    if (result.errors?.length) body.errors = result.errors.map((error) => error.toJSON());
    body.data = result.data ?? null;
    body.extensions = { ...costOf(requested, requested, bucket.status), ...(context.searchWarnings.length ? { search: context.searchWarnings } : {}) };
    return answer(body);
  }));
}

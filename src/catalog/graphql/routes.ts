/**
 * The Connector API's GraphQL endpoint, GraphQL over HTTP: POST with a JSON
 * body, and GET with the parameters in the query string. Under /connector,
 * beside the REST routes it mirrors, with the same authentication (any key
 * of the application and x-svc-app-id: the REST Connector API's "key" mode).
 *
 * Status codes, per the GraphQL-over-HTTP spec: a request that is not a
 * GraphQL request (no query, variables that are not an object, unknown
 * parameters) is 400 with the service's error envelope, like every HTTP
 * failure here (401, 402, 413, 415). A GraphQL request that fails to parse
 * or validate gets the standard `{errors}` answer: 400 when the client
 * accepts application/graphql-response+json, 200 under application/json (the
 * spec's rule for that media type, which older clients expect). An executed
 * request is 200, field errors included.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { GraphqlParams } from './execute.js';
import { QUERY_LIMITS } from './query-limits.js';
import { GRAPHQL_PATH, PLAYGROUND_PATH } from './paths.js';
import type { ConnectorGraphqlDeps } from './schema.js';

export interface ConnectorGraphqlRouteDeps extends ConnectorGraphqlDeps {
  publicUrl: string;
}

const query = Type.String({ maxLength: QUERY_LIMITS.maxQueryLength, description: 'The GraphQL document.' });
const operationName = Type.Union([Type.String({ maxLength: 256 }), Type.Null()], { description: 'The operation to run when the document has several.' });
const jsonObject = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]);

export const GraphqlPostBody = Type.Object(
  {
    query,
    operationName: Type.Optional(operationName),
    variables: Type.Optional(jsonObject),
    extensions: Type.Optional(jsonObject),
  },
  { additionalProperties: false },
);

export const GraphqlGetQuery = Type.Object(
  {
    // Optional here so a bare GET gets a message naming the playground, not a schema error.
    query: Type.Optional(query),
    operationName: Type.Optional(Type.String({ maxLength: 256 })),
    variables: Type.Optional(Type.String({ maxLength: 65_536, description: 'The variables as a JSON object.' })),
    extensions: Type.Optional(Type.String({ maxLength: 65_536, description: 'Extensions as a JSON object (accepted, unused).' })),
  },
  { additionalProperties: false },
);

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_RESPONSE = 'application/json';

/** application/graphql-response+json when the client asks for it at least as much as application/json; else JSON. */
export function responseMediaType(accept: string | undefined): typeof GRAPHQL_RESPONSE | typeof JSON_RESPONSE {
  if (!accept) return JSON_RESPONSE;
  const weights = new Map<string, number>();
  for (const entry of accept.split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(type, Math.max(weights.get(type) ?? 0, q ? Number(q.slice(2)) || 0 : 1));
  }
  const graphqlWeight = weights.get(GRAPHQL_RESPONSE) ?? 0;
  return graphqlWeight > 0 && graphqlWeight >= (weights.get(JSON_RESPONSE) ?? 0) ? GRAPHQL_RESPONSE : JSON_RESPONSE;
}

function jsonObjectParameter(name: string, text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value) || value === undefined) {
    throw new ApiError('RequestValidationError', {
      message: `Invalid query: ${name} must be a JSON object`,
      detail: { query: [{ field: name, message: 'must be a JSON object' }] },
    });
  }
  return value as Record<string, unknown>;
}

export function registerConnectorGraphqlRoutes(app: FastifyInstance, deps: ConnectorGraphqlRouteDeps): void {
  const config = { auth: 'key' as const };
  let engine: Promise<{ schema: GraphQLSchema; run: typeof import('./execute.js').runGraphql; formatGraphqlError: typeof import('./errors.js').formatGraphqlError }> | undefined;
  const loadEngine = () =>
    (engine ??= import('./engine.js').then((loaded) => ({ schema: loaded.buildConnectorGraphqlSchema(deps), run: loaded.runGraphql, formatGraphqlError: loaded.formatGraphqlError })));

  async function answer(request: FastifyRequest, reply: FastifyReply, params: GraphqlParams) {
    const mediaType = responseMediaType(request.headers.accept);
    const { schema, run, formatGraphqlError } = await loadEngine();
    const { result, requestError } = await run(schema, params);
    const body = {
      ...(result.errors ? { errors: result.errors.map((error) => formatGraphqlError(error, deps.publicUrl, request.log)) } : {}),
      ...('data' in result ? { data: result.data } : {}),
    };
    return reply
      .code(requestError && mediaType === GRAPHQL_RESPONSE ? 400 : 200)
      .type(`${mediaType}; charset=utf-8`)
      .send(JSON.stringify(body));
  }

  app.post(GRAPHQL_PATH, { config, schema: { body: GraphqlPostBody } }, async (request, reply) => {
    const body = request.body as { query: string; operationName?: string | null; variables?: Record<string, unknown> | null };
    return answer(request, reply, { query: body.query, operationName: body.operationName, variables: body.variables });
  });

  app.get(GRAPHQL_PATH, { config, schema: { querystring: GraphqlGetQuery } }, async (request, reply) => {
    const parameters = request.query as { query?: string; operationName?: string; variables?: string; extensions?: string };
    if (parameters.query === undefined || parameters.query === '') {
      throw new ApiError('RequestValidationError', {
        message: `A GraphQL request needs a query; the playground is at ${deps.publicUrl}${PLAYGROUND_PATH}`,
        detail: { query: [{ field: 'query', message: 'is required' }] },
      });
    }
    jsonObjectParameter('extensions', parameters.extensions);
    return answer(request, reply, {
      query: parameters.query,
      operationName: parameters.operationName,
      variables: jsonObjectParameter('variables', parameters.variables),
    });
  });
}

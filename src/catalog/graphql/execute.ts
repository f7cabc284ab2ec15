/**
 * Runs one GraphQL request against the Connector API schema: parse (bounded
 * in tokens), the request limits, the standard validation, then execution.
 * Limits run before the standard rules so an oversized document costs no
 * more than counting it.
 */
import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { QUERY_LIMITS, QueryLimitsRule } from './limits.js';

export interface GraphqlParams {
  query: string;
  operationName?: string | null | undefined;
  variables?: Record<string, unknown> | null | undefined;
}

/**
 * The result, and whether it is a request error: one that stopped the
 * request before execution (no `data` entry), which GraphQL-over-HTTP answers
 * with 400 when the client accepts application/graphql-response+json.
 */
export interface GraphqlOutcome {
  result: ExecutionResult;
  requestError: boolean;
}

function requestError(errors: readonly GraphQLError[]): GraphqlOutcome {
  return { result: { errors }, requestError: true };
}

export async function runGraphql(schema: GraphQLSchema, params: GraphqlParams): Promise<GraphqlOutcome> {
  let document: DocumentNode;
  try {
    document = parse(params.query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) return requestError([error]);
    throw error;
  }
  const limitErrors = validate(schema, document, [QueryLimitsRule]);
  if (limitErrors.length > 0) return requestError(limitErrors);
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) return requestError(validationErrors);
  // The schema has no mutation type, so a mutation sent with GET (which the
  // transport spec refuses) already failed validation above.
  const result = await execute({
    schema,
    document,
    variableValues: params.variables ?? undefined,
    operationName: params.operationName ?? undefined,
  });
  // Variable coercion and operation selection fail without a data entry: request errors too.
  return { result, requestError: !('data' in result) };
}

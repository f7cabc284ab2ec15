/**
 * GraphQL errors as the service answers them. A failure of the catalog (an
 * unknown connector, a bad cursor, an invalid argument) is the same ApiError
 * the REST routes answer with; GraphQL carries it as an error whose
 * `extensions` hold the error envelope's fields (type_name, status_code,
 * error, detail, ref), so a client tells the cases apart as it would over
 * REST. Parse and validation errors stay as graphql-js reports them.
 * Anything unexpected is logged and shown without internals.
 */
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiError, toErrorEnvelope } from '../../core/errors/api-error.js';

export function formatGraphqlError(error: GraphQLError, publicUrl: string, log: FastifyBaseLogger): GraphQLFormattedError {
  const original = error.originalError;
  if (original === undefined || original instanceof GraphQLError) return error.toJSON();
  if (!(original instanceof ApiError)) log.error({ err: original }, 'unexpected failure in a GraphQL resolver');
  const apiError = original instanceof ApiError ? original : new ApiError('InternalServerError');
  const { message, ...envelope } = toErrorEnvelope(apiError, publicUrl);
  return {
    message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: envelope,
  };
}

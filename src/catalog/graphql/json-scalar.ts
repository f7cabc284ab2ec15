/**
 * The JSON scalar: a value GraphQL passes through as it is. Used for the
 * JSON Schema of a unified resource, whose shape is data, not a type.
 */
import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value, passed through unchanged (here: a JSON Schema document).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => valueFromASTUntyped(node, variables),
});

/**
 * GraphQL arguments derived from the REST routes' parameter schemas
 * (route-schemas.ts), and checked against those same schemas: `limit: 0` or
 * an unknown status is refused by GraphQL exactly as by REST, with the same
 * RequestValidationError. A list's `filter[<name>]` query parameters become
 * the fields of its `filter` input.
 */
import {
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLArgumentConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputType,
} from 'graphql';
import type { TObject } from 'typebox';
import { Value } from 'typebox/value';
import { ApiError } from '../../core/errors/api-error.js';
import { describeField, stringConstants } from './record-types.js';

type SchemaNode = { readonly [key: string]: unknown };

const FILTER_PARAMETER = /^filter\[(.+)\]$/;

function inputScalar(schema: SchemaNode, where: string): GraphQLInputType {
  if (stringConstants(schema)) return GraphQLString;
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as SchemaNode[]).filter((member) => member.type !== 'null') : [schema];
  const [only] = members;
  if (members.length === 1 && only?.type === 'string') return GraphQLString;
  if (members.length === 1 && only?.type === 'integer') return GraphQLInt;
  throw new Error(`GraphQL: parameter ${where} has a type the GraphQL arguments do not map`);
}

function argument(schema: SchemaNode, where: string, required: boolean, extra: Partial<GraphQLArgumentConfig> = {}): GraphQLArgumentConfig {
  const type = inputScalar(schema, where);
  const description = describeField(schema);
  return { type: required ? new GraphQLNonNull(type) : type, ...(description ? { description } : {}), ...extra };
}

/** Plain arguments, one per parameter of the schemas (path parameters and plain query parameters). */
export function parameterArguments(...schemas: TObject[]): GraphQLFieldConfigArgumentMap {
  const args: GraphQLFieldConfigArgumentMap = {};
  for (const schema of schemas) {
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties)) {
      args[name] = argument(property as SchemaNode, name, required.has(name));
    }
  }
  return args;
}

/** cursor, limit (with the REST default) and filter: the arguments of a paged list. */
export function listArguments(query: TObject, filterTypeName: string, limitDefault: number): GraphQLFieldConfigArgumentMap {
  const args: GraphQLFieldConfigArgumentMap = {};
  const filterFields: Record<string, { type: GraphQLInputType; description?: string }> = {};
  for (const [name, property] of Object.entries(query.properties)) {
    const filter = FILTER_PARAMETER.exec(name)?.[1];
    if (filter !== undefined) {
      const { type, description } = argument(property as SchemaNode, name, false);
      filterFields[filter] = { type, ...(description ? { description } : {}) };
    } else {
      args[name] = argument(property as SchemaNode, name, false, name === 'limit' ? { defaultValue: limitDefault } : {});
    }
  }
  if (Object.keys(filterFields).length > 0) {
    args.filter = { type: new GraphQLInputObjectType({ name: filterTypeName, fields: filterFields }) };
  }
  return args;
}

/** The REST query a list's arguments stand for: `filter: {status}` becomes `filter[status]`; nulls are absent values. */
export function restQueryOf(args: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (name === 'filter' && value !== null && typeof value === 'object') {
      for (const [filter, filterValue] of Object.entries(value)) {
        if (filterValue !== null && filterValue !== undefined) query[`filter[${filter}]`] = filterValue;
      }
    } else if (value !== null && value !== undefined) {
      query[name] = value;
    }
  }
  return query;
}

/** "/filter[status]" → "filter.status": the argument as the caller wrote it. */
function argumentName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
  const filter = FILTER_PARAMETER.exec(name)?.[1];
  return filter !== undefined ? `filter.${filter}` : name || '(arguments)';
}

/** Throws the REST route's RequestValidationError when the values break its parameter schema. */
export function checkArguments(schema: TObject, values: Record<string, unknown>): void {
  const errors = Value.Errors(schema, values);
  if (errors.length === 0) return;
  const byArgument = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'anyOf') continue;
    const name = argumentName(error.instancePath);
    if (byArgument.has(name)) continue;
    const allowed = stringConstants((schema.properties as Record<string, SchemaNode>)[error.instancePath.slice(1)] ?? {});
    byArgument.set(name, error.keyword === 'const' && allowed ? `must be one of: ${allowed.join(', ')}` : error.message);
  }
  const problems = [...byArgument].map(([field, message]) => ({ field, message }));
  const first = problems[0] ?? { field: '(arguments)', message: 'is invalid' };
  throw new ApiError('RequestValidationError', {
    message: `Invalid arguments: ${first.field} ${first.message}`,
    detail: { arguments: problems },
  });
}

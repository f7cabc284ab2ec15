/**
 * Helpers of the GraphQL tests: a client for the endpoint, a selection of
 * every field of a type (read from the schema the service publishes by
 * introspection, so a field REST has and GraphQL lacks shows up), and a
 * comparison of a GraphQL record with its REST twin.
 */
import { buildClientSchema, getIntrospectionQuery, getNamedType, isObjectType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { expect } from 'vitest';
import { call, type CallResult } from '../helpers/http.js';

type Json = Record<string, any>;

export interface GraphqlClient {
  post(query: string, variables?: Json, headers?: Record<string, string>): Promise<CallResult<Json>>;
  /** Runs a query that must succeed without errors, and returns its data. */
  data(query: string, variables?: Json): Promise<Json>;
}

export function graphqlClient(url: string, headers: () => Record<string, string>): GraphqlClient {
  const post = (query: string, variables?: Json, extra: Record<string, string> = {}) =>
    call<Json>(url, { method: 'POST', headers: { ...headers(), ...extra }, json: { query, ...(variables ? { variables } : {}) } });
  return {
    post,
    async data(query, variables) {
      const result = await post(query, variables);
      if (result.status !== 200 || result.body.errors) throw new Error(`GraphQL query failed: ${result.status} ${result.text.slice(0, 1000)}`);
      return result.body.data;
    },
  };
}

/** The service's schema, as a client learns it (GraphiQL sends this same introspection query). */
export async function introspectedSchema(client: GraphqlClient): Promise<GraphQLSchema> {
  const data = await client.data(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true }));
  return buildClientSchema(data as IntrospectionQuery);
}

/** `{ id name unified_apis { id ... } ... }`: every field of the type, nested objects included. */
export function fullSelection(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return isObjectType(named) ? `${field.name} ${fullSelection(schema, named.name)}` : field.name;
  });
  return `{ ${fields.join(' ')} }`;
}

/**
 * The GraphQL record holds what the REST record holds: every REST field is
 * there with the same value, and a field REST leaves out (an optional one)
 * is null in GraphQL.
 */
export function expectSameRecord(graphql: unknown, rest: unknown, where = 'record'): void {
  if (Array.isArray(rest)) {
    expect(Array.isArray(graphql), `${where} is a list`).toBe(true);
    expect((graphql as unknown[]).length, `${where} length`).toBe(rest.length);
    rest.forEach((item, index) => expectSameRecord((graphql as unknown[])[index], item, `${where}[${index}]`));
    return;
  }
  if (rest === null || typeof rest !== 'object' || isOpenData(where)) {
    expect(graphql, where).toEqual(rest);
    return;
  }
  const graphqlRecord = graphql as Json;
  for (const [key, value] of Object.entries(rest)) {
    expect(Object.hasOwn(graphqlRecord, key), `${where}.${key} is in the GraphQL record`).toBe(true);
    expectSameRecord(graphqlRecord[key], value, `${where}.${key}`);
  }
  for (const [key, value] of Object.entries(graphqlRecord)) {
    if (!Object.hasOwn(rest, key)) expect(value, `${where}.${key} is absent over REST, so null here`).toBeNull();
  }
}

/** The JSON Schema of a resource is passed through whole (the JSON scalar). */
function isOpenData(where: string): boolean {
  return where.endsWith('.schema');
}

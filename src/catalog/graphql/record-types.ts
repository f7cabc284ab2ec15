/**
 * GraphQL object types derived from the Connector API's record schemas
 * (record-schemas.ts), so the GraphQL schema cannot drift from the REST
 * records: a field added to a record appears in both, and a shape GraphQL
 * cannot express stops the schema from being built (at start and in tests)
 * instead of being left out quietly.
 *
 * Mapping: string, integer, number, boolean → String, Int, Float, Boolean;
 * a union of string constants (status, auth_type) → String, its values
 * listed in the description (the REST filters accept values such as
 * "early-access" that are not valid GraphQL enum names, and both sides must
 * say the same); `null` in a union, or a property the record may leave out →
 * nullable; a property that is always null → a nullable String; arrays →
 * lists of non-null items; an object with properties → an object type; an
 * open object without properties (the JSON Schema of a resource) → the JSON
 * scalar. Field names stay snake_case, as in the REST records.
 */
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';
import { JsonScalar } from './json-scalar.js';

type SchemaNode = { readonly [key: string]: unknown };

const SCALARS: Readonly<Record<string, GraphQLScalarType>> = {
  string: GraphQLString,
  integer: GraphQLInt,
  number: GraphQLFloat,
  boolean: GraphQLBoolean,
};

function pascal(text: string): string {
  return text
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** "oauth_scopes" → "oauth_scope", "entries" → "entry": list items are named in the singular. */
function singular(field: string): string {
  if (field.endsWith('ies')) return `${field.slice(0, -3)}y`;
  if (field.endsWith('s') && !field.endsWith('ss')) return field.slice(0, -1);
  return field;
}

function isNullSchema(schema: SchemaNode): boolean {
  return schema.type === 'null';
}

/** The values of a union of string constants, or undefined for any other schema. */
export function stringConstants(schema: SchemaNode): string[] | undefined {
  if (typeof schema.const === 'string') return [schema.const];
  const members = (schema.anyOf as SchemaNode[] | undefined)?.filter((member) => !isNullSchema(member));
  if (!members || members.length === 0 || !members.every((member) => typeof member.const === 'string')) return undefined;
  return members.map((member) => member.const as string);
}

export function describeField(schema: SchemaNode): string | undefined {
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const values = stringConstants(schema);
  if (!values || values.length < 2) return description;
  const list = `One of: ${values.join(', ')}.`;
  return description ? `${description} ${list}` : list;
}

/**
 * Builds and caches the object types. A schema object reached twice (the
 * same TypeBox value used in two records) yields one type. Names: the record
 * name for the schemas given by name, otherwise the parent type's name plus
 * the field's (singular) name, unless `namesByPath` ("Parent.field") says
 * better; two different schemas under one name are refused.
 */
export class RecordTypes {
  readonly #types = new Map<object, GraphQLObjectType>();
  readonly #owners = new Map<string, object>();
  readonly #recordNames: ReadonlyMap<object, string>;
  readonly #namesByPath: Readonly<Record<string, string>>;
  readonly #usedPaths = new Set<string>();

  constructor(records: Readonly<Record<string, object>>, namesByPath: Readonly<Record<string, string>> = {}) {
    this.#recordNames = new Map(Object.entries(records).map(([name, schema]) => [schema, name]));
    this.#namesByPath = namesByPath;
  }

  /** The object type of a record schema given to the constructor by name. */
  record(name: string): GraphQLObjectType {
    const schema = [...this.#recordNames].find(([, candidate]) => candidate === name)?.[0];
    if (!schema) throw new Error(`GraphQL: no record schema named ${name}`);
    return this.#objectType(schema as SchemaNode, name);
  }

  /** A non-record object schema (list pages), under the given name. */
  object(name: string, schema: object): GraphQLObjectType {
    return this.#objectType(schema as SchemaNode, name);
  }

  /** Fails when a name given by path was never used: the records changed shape and the table must follow. */
  assertNamesUsed(): void {
    const unused = Object.keys(this.#namesByPath).filter((path) => !this.#usedPaths.has(path));
    if (unused.length > 0) throw new Error(`GraphQL: type names given for paths no record has: ${unused.join(', ')}`);
  }

  #objectType(schema: SchemaNode, name: string): GraphQLObjectType {
    const known = this.#types.get(schema);
    if (known) return known;
    const owner = this.#owners.get(name);
    if (owner && owner !== schema) throw new Error(`GraphQL: two different record schemas would both be named ${name}; name one in GRAPHQL_TYPE_NAMES`);
    this.#owners.set(name, schema);
    const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    // Built depth-first in property order (records have no cycles), so names given by path apply predictably.
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const [field, property] of Object.entries(properties)) {
      const output = this.#outputType(property, name, field);
      const description = describeField(property);
      fields[field] = {
        type: required.has(field) && !output.nullable ? new GraphQLNonNull(output.type) : output.type,
        ...(description ? { description } : {}),
      };
    }
    const type = new GraphQLObjectType({ name, ...(typeof schema.description === 'string' ? { description: schema.description } : {}), fields });
    this.#types.set(schema, type);
    return type;
  }

  /** The nullable GraphQL type of a property, and whether JSON null is one of its values. */
  #outputType(
    schema: SchemaNode,
    parent: string,
    field: string,
    itemName = field,
  ): { type: Exclude<GraphQLOutputType, GraphQLNonNull<never>>; nullable: boolean } {
    const where = `${parent}.${field}`;
    if (Array.isArray(schema.anyOf)) {
      const members = (schema.anyOf as SchemaNode[]).filter((member) => !isNullSchema(member));
      const nullable = members.length < schema.anyOf.length;
      if (stringConstants(schema)) return { type: GraphQLString, nullable };
      if (members.length !== 1) throw new Error(`GraphQL: ${where} is a union GraphQL cannot express`);
      return { type: this.#outputType(members[0]!, parent, field, itemName).type, nullable };
    }
    if (schema.type === 'array') {
      if (schema.items === null || typeof schema.items !== 'object') throw new Error(`GraphQL: ${where} has a type GraphQL cannot express (array without one item schema)`);
      const items = this.#outputType(schema.items as SchemaNode, parent, field, singular(field));
      return { type: new GraphQLList(items.nullable ? items.type : new GraphQLNonNull(items.type)), nullable: false };
    }
    if (schema.type === 'object') {
      const hasProperties = Object.keys((schema.properties ?? {}) as object).length > 0;
      if (!hasProperties && schema.additionalProperties !== false) return { type: JsonScalar, nullable: false };
      return { type: this.#objectType(schema, this.#nameFor(schema, where, `${parent}${pascal(itemName)}`)), nullable: false };
    }
    // Always null today (postman_collection_id): a nullable String, the type the reference gives it.
    if (isNullSchema(schema)) return { type: GraphQLString, nullable: true };
    const scalar = typeof schema.type === 'string' ? SCALARS[schema.type] : undefined;
    if (!scalar) throw new Error(`GraphQL: ${where} has a type GraphQL cannot express (${JSON.stringify(schema.type)})`);
    return { type: scalar, nullable: false };
  }

  #nameFor(schema: SchemaNode, path: string, derived: string): string {
    const recordName = this.#recordNames.get(schema);
    const byPath = this.#namesByPath[path];
    if (byPath !== undefined) {
      this.#usedPaths.add(path);
      const known = this.#types.get(schema);
      if (recordName !== undefined || (known && known.name !== byPath)) {
        throw new Error(`GraphQL: ${path} is named ${byPath}, but its schema is already ${recordName ?? known?.name}`);
      }
      return byPath;
    }
    return recordName ?? this.#types.get(schema)?.name ?? derived;
  }
}

/**
 * The GraphQL schema's derivation: each record type holds exactly the fields
 * of its record schema with the matching nullability and lists, arguments
 * follow the REST parameter schemas, shapes GraphQL cannot express and name
 * clashes stop the build, the type names clients see are pinned, and the
 * request limits and media-type choice behave at their edges.
 */
import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../src/catalog/catalog.js';
import { buildConnectorGraphqlSchema } from '../../src/catalog/graphql/schema.js';
import { QUERY_LIMITS, QueryLimitsRule } from '../../src/catalog/graphql/limits.js';
import { RecordTypes } from '../../src/catalog/graphql/record-types.js';
import { responseMediaType } from '../../src/catalog/graphql/routes.js';
import { CoverageEntryRecord, RECORD_SCHEMAS } from '../../src/catalog/record-schemas.js';
import { ApisQuery, ConnectorsQuery, LIMIT_DEFAULT } from '../../src/catalog/route-schemas.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { CursorCodec } from '../../src/core/cursor.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';

// Every shipped connector, loaded now (the service's own registry loads them on first use).
const defaultRegistry = new ConnectorRegistry(CONNECTORS);

type SchemaNode = Record<string, any>;

function buildSchema(): GraphQLSchema {
  const catalog = new Catalog(
    { connectors: defaultRegistry, apis: UNIFIED_APIS },
    { publicUrl: 'http://127.0.0.1', logoUrl: (id) => `http://127.0.0.1/${id}.svg`, oauthCallbackUrl: 'http://127.0.0.1/cb', hasSandboxCredentials: () => false },
  );
  return buildConnectorGraphqlSchema({ catalog, cursors: new CursorCodec(Buffer.alloc(32, 1)) });
}

/** Walks a record schema and its GraphQL type together: same fields, same nullability, lists where arrays are. */
function expectMirrors(schema: SchemaNode, type: GraphQLOutputType, where: string, nullable: boolean): void {
  expect(isNonNullType(type), `${where} is ${nullable ? 'nullable' : 'non-null'}`).toBe(!nullable);
  const inner = getNullableType(type) as GraphQLOutputType;
  const members: SchemaNode[] = Array.isArray(schema.anyOf) ? schema.anyOf.filter((member: SchemaNode) => member.type !== 'null') : [schema];
  const only = members.length === 1 ? members[0]! : undefined;
  if (only?.type === 'array') {
    expect(isListType(inner), `${where} is a list`).toBe(true);
    expectMirrors(only.items, (inner as { ofType: GraphQLOutputType }).ofType, `${where}[]`, false);
    return;
  }
  if (only?.type === 'object' && Object.keys(only.properties ?? {}).length > 0) {
    expect(isObjectType(inner), `${where} is an object type`).toBe(true);
    const fields = (inner as unknown as { getFields(): Record<string, { type: GraphQLOutputType }> }).getFields();
    expect(Object.keys(fields).sort(), `${where} fields`).toEqual(Object.keys(only.properties).sort());
    const required = new Set<string>(only.required ?? []);
    for (const [name, property] of Object.entries(only.properties as Record<string, SchemaNode>)) {
      const canBeNull = !required.has(name) || property.type === 'null' || (Array.isArray(property.anyOf) && property.anyOf.some((m: SchemaNode) => m.type === 'null'));
      expectMirrors(property, fields[name]!.type, `${where}.${name}`, canBeNull);
    }
    return;
  }
  expect(isObjectType(inner) || isListType(inner), `${where} is a scalar`).toBe(false);
}

describe('GraphQL types derived from the record schemas', () => {
  const schema = buildSchema();
  const records: Record<string, SchemaNode> = { ...RECORD_SCHEMAS, CoverageEntry: CoverageEntryRecord };

  it('mirrors every record: the same fields, nullability and lists', () => {
    for (const [name, record] of Object.entries(records)) {
      const type = schema.getType(name);
      expect(type, name).toBeDefined();
      expectMirrors(record, type as GraphQLOutputType, name, true);
    }
  });

  it('publishes these type names (renaming one breaks clients: change this list on purpose)', () => {
    const names = Object.keys(schema.getTypeMap())
      .filter((name) => !name.startsWith('__') && !['String', 'Int', 'Boolean', 'Float', 'ID'].includes(name))
      .sort();
    expect(names).toEqual(
      [
        'Api', 'ApiResource', 'ApiResourceCoverage', 'ApiResourceLinkedResource', 'ApiResourceSummary', 'ApisFilter', 'ApisPage',
        'Connector', 'ConnectorDoc', 'ConnectorEvent', 'ConnectorOauthScope', 'ConnectorResource', 'ConnectorSetting', 'ConnectorUnifiedApi',
        'ConnectorsFilter', 'ConnectorsPage', 'CoverageEntry', 'JSON', 'LinkedConnectorResource', 'ListCursors', 'ListMeta', 'OAuthScope',
        'Pagination', 'Query', 'SupportedField',
      ].sort(),
    );
  });

  it('takes list arguments from the REST query schemas, with the REST default limit', () => {
    const query = schema.getQueryType()!.getFields();
    expect(query.connectors!.args.map((arg) => arg.name)).toEqual(['cursor', 'limit', 'filter']);
    expect(query.connectors!.args.find((arg) => arg.name === 'limit')!.defaultValue).toBe(LIMIT_DEFAULT);
    const filterFields = (name: string) => Object.keys((getNamedType(query[name]!.args.find((arg) => arg.name === 'filter')!.type) as any).getFields());
    const restFilters = (rest: { properties: object }) => Object.keys(rest.properties).flatMap((key) => /^filter\[(.+)\]$/.exec(key)?.[1] ?? []);
    expect(filterFields('connectors')).toEqual(restFilters(ConnectorsQuery));
    expect(filterFields('apis')).toEqual(restFilters(ApisQuery));
    expect(query.connectorResource!.args.map((arg) => `${arg.name}:${arg.type}`)).toEqual(['id:String!', 'resource_id:String!', 'unified_api:String']);
  });

  it('refuses a record shape GraphQL cannot express, instead of leaving the field out', () => {
    const types = new RecordTypes({ Thing: Type.Object({ value: Type.Union([Type.String(), Type.Integer()]) }) });
    expect(() => types.record('Thing')).toThrow(/Thing\.value is a union GraphQL cannot express/);
    const tuple = new RecordTypes({ Thing: Type.Object({ pair: { type: 'array', prefixItems: [] } as never }) });
    expect(() => tuple.record('Thing')).toThrow(/Thing\.pair has a type GraphQL cannot express/);
  });

  it('refuses two schemas under one name, and names given for paths no record has', () => {
    const clash = new RecordTypes({ A: Type.Object({ b: Type.Object({ x: Type.String() }) }), AB: Type.Object({ y: Type.String() }) });
    clash.record('AB');
    expect(() => clash.record('A')).toThrow(/would both be named AB/);
    const stale = new RecordTypes({ A: Type.Object({ x: Type.String() }) }, { 'A.gone': 'Gone' });
    stale.record('A');
    expect(() => stale.assertNamesUsed()).toThrow(/A\.gone/);
  });
});

describe('GraphQL request limits', () => {
  const schema = buildSchema();
  const limitErrors = (query: string) => validate(schema, parse(query), [QueryLimitsRule]).map((error) => error.message);

  it('let the fullest introspection query a client sends through', () => {
    const query = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true });
    expect(query.length).toBeLessThan(QUERY_LIMITS.maxQueryLength);
    expect(limitErrors(query)).toEqual([]);
    expect(validate(schema, parse(query))).toEqual([]);
  });

  it('allow exactly the maximum depth', () => {
    const nested = (levels: number) => `{ __schema { types { ${'ofType { '.repeat(levels - 3)}name${' }'.repeat(levels - 3)} } } }`;
    expect(limitErrors(nested(QUERY_LIMITS.maxDepth))).toEqual([]);
    expect(limitErrors(nested(QUERY_LIMITS.maxDepth + 1))).toEqual([`The operation is nested ${QUERY_LIMITS.maxDepth + 1} levels deep; at most ${QUERY_LIMITS.maxDepth} are allowed.`]);
  });

  it('count fields through fragments, and stop counting at the limit on fan-outs', () => {
    const fragments = (levels: number) =>
      `query Fan { apis { data { ...F0 } } } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Api { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Api { id }`;
    expect(limitErrors(fragments(4))).toEqual([]);
    // 2^40 spreads: refused after counting about a thousand, not after expanding them all.
    const started = performance.now();
    expect(limitErrors(fragments(40))).toEqual([`Operation "Fan" selects more than ${QUERY_LIMITS.maxSelections} fields once fragments are expanded.`]);
    expect(performance.now() - started).toBeLessThan(1_000);
    // A fragment cycle is reported by the standard rules; counting must not loop on it.
    expect(limitErrors('{ apis { data { ...A } } } fragment A on Api { ...B } fragment B on Api { ...A }')).toEqual([]);
  });
});

describe('response media type', () => {
  it('follows the client\'s Accept header between the two GraphQL media types', () => {
    expect(responseMediaType(undefined)).toBe('application/json');
    expect(responseMediaType('*/*')).toBe('application/json');
    expect(responseMediaType('application/json')).toBe('application/json');
    expect(responseMediaType('application/graphql-response+json')).toBe('application/graphql-response+json');
    expect(responseMediaType('application/graphql-response+json, application/json;q=0.9')).toBe('application/graphql-response+json');
    expect(responseMediaType('application/json, application/graphql-response+json;q=0.5')).toBe('application/json');
    expect(responseMediaType('application/graphql-response+json;q=0')).toBe('application/json');
    expect(responseMediaType('text/html')).toBe('application/json');
  });
});

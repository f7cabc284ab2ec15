/**
 * The Connector API as a GraphQL schema. Types come from the record schemas,
 * arguments from the REST routes' parameter schemas, and every resolver calls
 * the same Catalog method and the same paging as its REST route: a connector
 * read through GraphQL is the record REST returns, and a cursor of one works
 * in the other.
 *
 * Root fields are nullable, as GraphQL advises: an unknown id nulls its own
 * field and reports an error, and the other fields of the query still answer.
 */
import { GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import { Type, type TObject, type TSchema } from 'typebox';
import type { CursorCodec } from '../../core/cursor.js';
import type { Catalog } from '../catalog.js';
import { pageOf, type CatalogList } from '../paging.js';
import { ApiRecord, ConnectorRecord, CoverageEntryRecord, RECORD_SCHEMAS } from '../record-schemas.js';
import {
  ApisQuery,
  ConnectorResourceQuery,
  ConnectorsQuery,
  DocParams,
  IdParams,
  LIMIT_DEFAULT,
  ResourceParams,
  RESPONSES,
} from '../route-schemas.js';
import { checkArguments, listArguments, parameterArguments, restQueryOf } from './arguments.js';
import { RecordTypes } from './record-types.js';

export interface ConnectorGraphqlDeps {
  catalog: Catalog;
  cursors: CursorCodec;
}

/**
 * Names for nested record objects whose derived name would be clumsy or
 * taken ("Parent.field" → name). A path no record has any more fails the
 * schema build, so this table follows the records.
 */
export const GRAPHQL_TYPE_NAMES: Readonly<Record<string, string>> = {
  'ConnectorUnifiedApi.oauth_scopes': 'OAuthScope',
  'ConnectorUnifiedApi.supported_events': 'ConnectorEvent',
  'ConnectorResource.pagination': 'Pagination',
  'ConnectorResource.supported_fields': 'SupportedField',
  'Api.resources': 'ApiResourceSummary',
  'ConnectorsPage.meta': 'ListMeta',
  'ListMeta.cursors': 'ListCursors',
};

type Args = Record<string, unknown>;

function pick(values: Args, schema: TObject): Args {
  return Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(schema.properties, name)));
}

/** A list page as GraphQL returns it: the REST list envelope's data and meta (links are REST URLs). */
function pageSchema(item: TSchema) {
  return Type.Object({ data: Type.Array(item), meta: RESPONSES.connectors[200].properties.meta });
}

export function buildConnectorGraphqlSchema({ catalog, cursors }: ConnectorGraphqlDeps): GraphQLSchema {
  const types = new RecordTypes({ ...RECORD_SCHEMAS, CoverageEntry: CoverageEntryRecord }, GRAPHQL_TYPE_NAMES);

  function list(typeName: string, item: TSchema, query: TObject, listName: CatalogList, items: (args: Args) => readonly { id: string }[]) {
    const field: GraphQLFieldConfig<unknown, unknown, Args> = {
      type: types.object(typeName, pageSchema(item)),
      args: listArguments(query, `${typeName.replace(/Page$/, '')}Filter`, LIMIT_DEFAULT),
      resolve: (_source, args) => {
        const restQuery = restQueryOf(args);
        checkArguments(query, restQuery);
        const page = pageOf(items(restQuery), { cursor: restQuery.cursor as string | undefined, limit: restQuery.limit as number }, cursors, listName);
        return { data: page.items, meta: { items_on_page: page.items.length, cursors: page.cursors } };
      },
    };
    return field;
  }

  function lookup(recordName: string, parameters: TObject, extra: TObject | undefined, find: (args: Args) => unknown) {
    const field: GraphQLFieldConfig<unknown, unknown, Args> = {
      type: types.record(recordName),
      args: extra ? parameterArguments(parameters, extra) : parameterArguments(parameters),
      resolve: (_source, args) => {
        const values = restQueryOf(args);
        // Path parameters and query parameters are separate schemas over REST: each checks its own.
        for (const schema of extra ? [parameters, extra] : [parameters]) checkArguments(schema, pick(values, schema));
        return find(values);
      },
    };
    return field;
  }

  const query = new GraphQLObjectType({
    name: 'Query',
    description: 'The Connector API: connectors, unified APIs, their resources and coverage.',
    fields: {
      connectors: {
        ...list('ConnectorsPage', ConnectorRecord, ConnectorsQuery, 'connectors', (q) =>
          catalog.connectors({ unified_api: q['filter[unified_api]'] as string | undefined, status: q['filter[status]'] as string | undefined }),
        ),
        description: 'Connectors, sorted by id, a page at a time (REST: GET /connector/connectors).',
      },
      connector: {
        ...lookup('Connector', IdParams, undefined, (q) => catalog.connector(q.id as string)),
        description: 'One connector by id (REST: GET /connector/connectors/{id}).',
      },
      connectorDoc: {
        type: GraphQLString,
        description: 'The Markdown content of one of a connector\'s docs (REST: GET /connector/connectors/{id}/docs/{doc_id}).',
        args: parameterArguments(DocParams),
        resolve: (_source, args: Args) => {
          checkArguments(DocParams, restQueryOf(args));
          return catalog.connectorDoc(args.id as string, args.doc_id as string);
        },
      },
      connectorResource: {
        ...lookup('ConnectorResource', ResourceParams, ConnectorResourceQuery, (q) =>
          catalog.connectorResource(q.id as string, q.resource_id as string, q.unified_api as string | undefined),
        ),
        description:
          'What one connector does with one resource; unified_api picks the API when the connector serves the resource in several (REST: GET /connector/connectors/{id}/resources/{resource_id}).',
      },
      apis: {
        ...list('ApisPage', ApiRecord, ApisQuery, 'apis', (q) => catalog.apis({ status: q['filter[status]'] as string | undefined })),
        description: 'Unified APIs, sorted by id, a page at a time (REST: GET /connector/apis).',
      },
      api: {
        ...lookup('Api', IdParams, undefined, (q) => catalog.api(q.id as string)),
        description: 'One unified API by id (REST: GET /connector/apis/{id}).',
      },
      apiResource: {
        ...lookup('ApiResource', ResourceParams, undefined, (q) => catalog.apiResource(q.id as string, q.resource_id as string)),
        description: 'A resource of a unified API with the JSON Schema of its model (REST: GET /connector/apis/{id}/resources/{resource_id}).',
      },
      apiResourceCoverage: {
        ...lookup('ApiResourceCoverage', ResourceParams, undefined, (q) => catalog.apiResourceCoverage(q.id as string, q.resource_id as string)),
        description: 'Which connectors serve a resource, and how (REST: GET /connector/apis/{id}/resources/{resource_id}/coverage).',
      },
    },
  });

  const schema = new GraphQLSchema({ query });
  types.assertNamesUsed();
  return schema;
}

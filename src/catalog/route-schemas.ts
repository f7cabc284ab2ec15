/**
 * Request and response schemas of the Connector API routes, as in the
 * reference (connector.yml): parameters, filters and envelopes.
 */
import { Type, type TSchema } from 'typebox';
import { ApiRecord, ApiResourceCoverageRecord, ApiResourceRecord, ConnectorRecord, ConnectorResourceRecord } from './record-schemas.js';

export const LIMIT_DEFAULT = 20;

const Id = Type.String({ minLength: 1, maxLength: 256 });
const cursor = Type.Optional(Type.Union([Type.String({ maxLength: 4096 }), Type.Null()], { description: 'Cursor from meta.cursors of a previous page.' }));
const limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: `Page size, 1 to 200; default ${LIMIT_DEFAULT}.` }));
const unifiedApiId = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'Id of a unified API.' });

// The reference's status enums: values no record has yet are accepted and match nothing.
const connectorStatus = Type.Union(['live', 'beta', 'early-access', 'development', 'considering'].map((value) => Type.Literal(value)));
const apiStatus = Type.Union(['live', 'beta', 'development', 'considering'].map((value) => Type.Literal(value)));

export const ConnectorsQuery = Type.Object(
  { cursor, limit, 'filter[unified_api]': Type.Optional(unifiedApiId), 'filter[status]': Type.Optional(connectorStatus) },
  { additionalProperties: false },
);

export const ApisQuery = Type.Object({ cursor, limit, 'filter[status]': Type.Optional(apiStatus) }, { additionalProperties: false });

export const NoQuery = Type.Object({}, { additionalProperties: false });

export const ConnectorResourceQuery = Type.Object({ unified_api: Type.Optional(unifiedApiId) }, { additionalProperties: false });

export const IdParams = Type.Object({ id: Id });
export const DocParams = Type.Object({ id: Id, doc_id: Id });
export const ResourceParams = Type.Object({ id: Id, resource_id: Id });

const cursors = Type.Object({
  previous: Type.Union([Type.String(), Type.Null()]),
  current: Type.Union([Type.String(), Type.Null()]),
  next: Type.Union([Type.String(), Type.Null()]),
});

const links = Type.Object({
  previous: Type.Union([Type.String(), Type.Null()]),
  current: Type.String(),
  next: Type.Union([Type.String(), Type.Null()]),
});

function single(data: TSchema) {
  return { 200: Type.Object({ status_code: Type.Integer(), status: Type.String(), data }) };
}

function list(item: TSchema) {
  return {
    200: Type.Object({
      status_code: Type.Integer(),
      status: Type.String(),
      data: Type.Array(item),
      meta: Type.Object({ items_on_page: Type.Integer(), cursors }),
      links,
    }),
  };
}

export const RESPONSES = {
  connectors: list(ConnectorRecord),
  connector: single(ConnectorRecord),
  connectorResource: single(ConnectorResourceRecord),
  apis: list(ApiRecord),
  api: single(ApiRecord),
  apiResource: single(ApiResourceRecord),
  apiResourceCoverage: single(ApiResourceCoverageRecord),
};

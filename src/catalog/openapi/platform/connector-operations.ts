/**
 * The Connector API routes (src/catalog/routes.ts) in the Connector document:
 * operationIds as in the reference's connector.yml. Parameters, bodies and
 * success envelopes come from the routes' own schemas.
 */
import type { OperationDoc } from '../operation-doc.js';

type ConnectorDoc = Omit<OperationDoc, 'api' | 'headers'> & { headers?: OperationDoc['headers'] };

const KEY_NOTE = 'Any key of the application works, public keys included: the catalog holds no consumer data.';

const CONNECTOR_ID = { id: 'Id of the connector (its service id).' };
const API_ID = { id: 'Id of the API.' };

export const CONNECTOR_OPERATIONS: Readonly<Record<string, ConnectorDoc>> = {
  'GET /connector/connectors': {
    operationId: 'connectorsAll',
    summary: 'List connectors',
    description: `Every connector the service offers, a page at a time, sorted by id. ${KEY_NOTE}`,
    tag: 'Connectors',
    errors: ['InvalidCursorError'],
    parameterDescriptions: { 'filter[unified_api]': 'Only connectors serving this unified API.', 'filter[status]': 'Only connectors with this release status.' },
  },
  'GET /connector/connectors/:id': {
    operationId: 'connectorsOne',
    summary: 'Get a connector',
    description: KEY_NOTE,
    tag: 'Connectors',
    errors: ['ConnectorNotFoundError'],
    parameterDescriptions: CONNECTOR_ID,
  },
  'GET /connector/connectors/:id/docs/:doc_id': {
    operationId: 'connectorDocsOne',
    summary: 'Get a connector doc',
    description: `A doc generated from the connector's declaration, as Markdown: how a consumer connects, the OAuth client an application registers, rate limits. ${KEY_NOTE}`,
    tag: 'Connectors',
    errors: ['ConnectorNotFoundError', 'EntityNotFoundError'],
    parameterDescriptions: { ...CONNECTOR_ID, doc_id: 'Id of the doc, as listed in the connector\'s `docs`.' },
    success: { kind: 'text', status: 200, description: 'The doc.', contentType: 'text/markdown' },
  },
  'GET /connector/connectors/:id/resources/:resource_id': {
    operationId: 'connectorResourcesOne',
    summary: 'Get a connector resource',
    description: `How one connector supports one unified resource: operations, filters, sort fields, paging and fields. ${KEY_NOTE}`,
    tag: 'Connectors',
    errors: ['ConnectorNotFoundError', 'EntityNotFoundError'],
    parameterDescriptions: {
      ...CONNECTOR_ID,
      resource_id: 'Id of the resource (lowercased plural name).',
      unified_api: 'The unified API of the resource; needed only when the connector serves a resource of that id in several.',
    },
  },
  'GET /connector/apis': {
    operationId: 'apisAll',
    summary: 'List APIs',
    description: `The unified APIs the service serves, a page at a time, sorted by id. ${KEY_NOTE}`,
    tag: 'APIs',
    errors: ['InvalidCursorError'],
    parameterDescriptions: { 'filter[status]': 'Only APIs with this release status.' },
  },
  'GET /connector/apis/:id': {
    operationId: 'apisOne',
    summary: 'Get an API',
    description: KEY_NOTE,
    tag: 'APIs',
    errors: ['EntityNotFoundError'],
    parameterDescriptions: API_ID,
  },
  'GET /connector/apis/:id/resources/:resource_id': {
    operationId: 'apiResourcesOne',
    summary: 'Get an API resource',
    description: `A resource of the API with the JSON Schema of its unified model. ${KEY_NOTE}`,
    tag: 'APIs',
    errors: ['EntityNotFoundError'],
    parameterDescriptions: { ...API_ID, resource_id: 'Id of the resource.' },
  },
  'GET /connector/apis/:id/resources/:resource_id/coverage': {
    operationId: 'apiResourceCoverageOne',
    summary: 'Get an API resource\'s coverage',
    description: `Every connector serving the resource, with what each supports, read from the connectors' code. ${KEY_NOTE}`,
    tag: 'APIs',
    errors: ['EntityNotFoundError'],
    parameterDescriptions: { ...API_ID, resource_id: 'Id of the resource.' },
  },
};

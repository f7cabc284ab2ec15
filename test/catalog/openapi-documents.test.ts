/**
 * The OpenAPI documents as served: valid OpenAPI 3.1 (the standard validator)
 * with valid JSON Schema 2020-12 components, complete for every route the
 * service serves (and documenting none it does not), with the reference API's
 * operationIds, the error statuses SPEC.md lists, the headers each route
 * honours, and reachable through the API records' spec_url.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_API_VERSION } from '../../src/catalog/api-version.js';
import { OpenApiDocuments, RouteCollector } from '../../src/catalog/openapi/index.js';
import { openApiPath } from '../../src/catalog/openapi/operation-builder.js';
import { servedOutsideDocuments } from '../../src/catalog/openapi/platform/index.js';
import { ERROR_TYPES } from '../../src/core/errors/catalog.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { allEventTypes } from '../../src/webhooks/event-types.js';

type Json = Record<string, any>;

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_IDS = [...UNIFIED_APIS.map((api) => api.id), 'vault', 'connector', 'proxy', 'webhook'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** operationIds as the reference files name them (SPEC.md's ticketsAll/ticketsOne for tickets). */
const EXPECTED_OPERATION_IDS: Record<string, string[]> = {
  sms: ['messagesAll', 'messagesAdd', 'messagesOne', 'messagesUpdate', 'messagesDelete'],
  'customer-support': ['customersAll', 'customersAdd', 'customersOne', 'customersUpdate', 'customersDelete'],
  'issue-tracking': [
    'collectionsAll', 'collectionsOne', 'ticketsAll', 'ticketsAdd', 'ticketsOne', 'ticketsUpdate', 'ticketsDelete', 'collectionTicketCommentsAll',
    'collectionTicketCommentsAdd', 'collectionTicketCommentsOne', 'collectionTicketCommentsUpdate', 'collectionTicketCommentsDelete',
    'collectionUsersAll', 'collectionUsersOne', 'collectionTagsAll',
  ],
  crm: [
    ...['companies', 'contacts', 'opportunities', 'leads', 'pipelines', 'notes', 'users', 'activities', 'customObjectSchemas', 'customObjects'].flatMap((base) =>
      ['All', 'Add', 'One', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`),
    ),
    'listsAll', 'listsOne', 'listMembersAll',
  ],
  // The reference's accounting.yml, with SPEC.md's additions it does not have (sales orders, fiscal periods, trial balance).
  accounting: [
    ...[
      'taxRates', 'bills', 'invoices', 'ledgerAccounts', 'invoiceItems', 'creditNotes', 'customers', 'suppliers', 'payments', 'refunds', 'journalEntries',
      'salesReceipts', 'purchaseOrders', 'subsidiaries', 'locations', 'departments', 'bankAccounts', 'trackingCategories', 'billPayments', 'expenses',
      'bankFeedAccounts', 'bankFeedStatements', 'quotes', 'projects', 'employees', 'expenseCategories', 'expenseReports',
      // SPEC.md's sales orders (issue 14), which the reference does not have.
      'salesOrders',
    ].flatMap((base) => ['All', 'Add', 'One', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`)),
    'companyInfoOne', 'companiesAll', 'generalLedgerTransactionsAll', 'generalLedgerTransactionsOne', 'categoriesAll', 'categoriesOne',
    'attachmentsAll', 'attachmentsUpload', 'attachmentsOne', 'attachmentsDelete', 'attachmentsDownload',
    'balanceSheetOne', 'profitAndLossOne', 'agedDebtorsOne', 'agedCreditorsOne',
    'fiscalPeriodsAll', 'fiscalPeriodsOne', 'trialBalanceOne',
  ],
  vault: [
    'consumersAdd', 'consumersAll', 'consumersOne', 'consumersUpdate', 'consumersDelete', 'connectionsAll', 'connectionsOne', 'connectionsUpdate',
    'connectionsDelete', 'validateConnectionState', 'connectionsToken', 'connectionsImport', 'connectionsAuthorize', 'connectionsRevoke',
    'connectionsCallback', 'sessionsCreate', 'customFieldsAll', 'connectionCustomMappingsAll', 'connectionsSchema', 'connectionsExample',
    'connectionSettingsAll', 'connectionSettingsUpdate', 'customMappingsAll', 'customMappingsOne', 'customMappingsAdd', 'customMappingsUpdate',
    'customMappingsDelete', 'consumerRequestCountsAll', 'logsAll',
  ],
  hris: [
    ...['employees', 'companies', 'departments', 'timeOffRequests'].flatMap((base) => ['All', 'One', 'Add', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`)),
    'payrollsAll', 'payrollsOne', 'employeePayrollsAll', 'employeePayrollsOne', 'employeeSchedulesAll',
  ],
  // With the applicant's résumé, read through the service (cv_url), ours beside the reference's fifteen.
  ats: [...['jobs', 'applicants', 'applications'].flatMap((base) => ['All', 'One', 'Add', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`)), 'applicantsDownload'],
  ecommerce: ['ordersAll', 'ordersOne', 'productsAll', 'productsOne', 'customersAll', 'customersOne', 'storesOne'],
  // pos.yml's 45 record operations and its ordersPay, a named action.
  pos: [
    ...['orders', 'payments', 'merchants', 'locations', 'items', 'modifiers', 'modifierGroups', 'orderTypes', 'tenders'].flatMap((base) => ['All', 'One', 'Add', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`)),
    'ordersPay',
  ],
  // file-storage.yml's 33 operations.
  'file-storage': [
    ...['filesAll', 'filesUpload', 'filesSearch', 'filesOne', 'filesUpdate', 'filesDelete', 'filesDownload', 'filesExport'],
    ...['foldersAdd', 'foldersOne', 'foldersUpdate', 'foldersDelete', 'foldersCopy'],
    ...['sharedLinks', 'drives', 'driveGroups'].flatMap((base) => ['All', 'One', 'Add', 'Update', 'Delete'].map((suffix) => `${base}${suffix}`)),
    ...['uploadSessionsAdd', 'uploadSessionsOne', 'uploadSessionsUpload', 'uploadSessionsDelete', 'uploadSessionsFinish'],
  ],
  connector: ['connectorsAll', 'connectorsOne', 'connectorDocsOne', 'connectorResourcesOne', 'apisAll', 'apisOne', 'apiResourcesOne', 'apiResourceCoverageOne'],
  proxy: ['getProxy', 'optionsProxy', 'postProxy', 'putProxy', 'patchProxy', 'deleteProxy'],
  webhook: ['webhooksAll', 'webhooksAdd', 'webhooksOne', 'webhooksUpdate', 'webhooksDelete', 'webhooksRotateSecret', 'eventLogsAll', 'eventsReplay', 'eventsRecover', 'webhooksResolve', 'webhookVerify'],
};

function operations(document: Json): Array<{ path: string; method: string; operation: Json }> {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as Json })),
  );
}

function operation(document: Json, operationId: string): Json {
  const found = operations(document).find((entry) => entry.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.operation;
}

/** Names of an operation's parameters, references resolved. */
function parameterNames(document: Json, op: Json): string[] {
  return (op.parameters as Json[]).map((parameter) => {
    const resolved = parameter.$ref ? document.components.parameters[(parameter.$ref as string).split('/').pop() as string] : parameter;
    return `${resolved.in}:${resolved.name}`;
  });
}

/** The type_name values an operation documents for a status. */
function typeNames(op: Json, status: string): string[] {
  return op.responses[status]?.content['application/json'].schema.properties.type_name.enum ?? [];
}

describe('OpenAPI documents', () => {
  let svc: TestService;
  let tenant: Tenant;
  const documents: Record<string, Json> = {};

  beforeAll(async () => {
    svc = await startTestService();
    tenant = await svc.tenant();
    for (const id of DOCUMENT_IDS) {
      const result = await call(`${svc.url}/openapi/${id}.json`);
      expect(result.status, result.text).toBe(200);
      documents[id] = result.body;
    }
  });
  afterAll(() => svc.close());

  it('serves one document per unified API and one each for Vault, Connector, Proxy and Webhook, without a key', async () => {
    const index = await call(`${svc.url}/openapi`);
    expect(index.status).toBe(200);
    expect(index.body.data.map((entry: Json) => entry.id)).toEqual(DOCUMENT_IDS);
    for (const entry of index.body.data as Json[]) expect(entry.spec_url).toBe(`${svc.url}/openapi/${entry.id}.json`);
    const sms = await call(`${svc.url}/openapi/sms.json`);
    expect(sms.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(sms.headers.get('request-id')).toBeTruthy();
    const etag = sms.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${svc.url}/openapi/sms.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expectErrorEnvelope(await call(`${svc.url}/openapi/telepathy.json`), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await call(`${svc.url}/openapi/SMS!.json`), 400, 'RequestValidationError');
  });

  it('validates every document as OpenAPI 3.1 with the standard validator', async () => {
    for (const id of DOCUMENT_IDS) {
      const document = documents[id] as Json;
      const validator = new Validator();
      const result = await validator.validate(structuredClone(document));
      expect(result.errors ?? [], id).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.version).toBe(REFERENCE_API_VERSION);
      expect(document.servers).toEqual([{ url: svc.url, description: 'This service' }]);
    }
    // The validator does reject a broken document (a response without its description).
    const broken = structuredClone(documents.sms) as Json;
    delete broken.paths['/sms/messages'].get.responses['200'].description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('gives every document valid JSON Schema 2020-12 components, every reference resolving', () => {
    for (const id of DOCUMENT_IDS) {
      const document = documents[id] as Json;
      const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
      addFormats(ajv);
      // Meta-validated on add; compiling each component resolves its references inside the document.
      ajv.addSchema(document, `https://documents.test/${id}.json`);
      for (const name of Object.keys(document.components.schemas ?? {})) {
        expect(() => ajv.compile({ $ref: `https://documents.test/${id}.json#/components/schemas/${name}` }), `${id} ${name}`).not.toThrow();
      }
      const text = JSON.stringify(document);
      for (const [, kind, name] of text.matchAll(/"#\/components\/(\w+)\/([^"]+)"/g)) {
        expect(document.components[kind as string]?.[name as string], `${id}: ${kind}/${name}`).toBeDefined();
      }
      // TypeBox's own markers never leak into a document.
      expect(text).not.toMatch(/"~(kind|optional|readonly)"/);
    }
    // Compiling every component of about ten documents takes 20 s on a quiet 2-core machine; more as APIs are added.
  }, 120_000);

  it('documents every route the service serves, and none it does not', () => {
    const openApi = svc.service.openApi;
    expect(openApi.undocumentedRoutes()).toEqual([]);
    expect(openApi.unservedOperations()).toEqual([]);
    const documented = new Set(
      DOCUMENT_IDS.flatMap((id) => operations(documents[id] as Json).map(({ path, method }) => `${method.toUpperCase()} ${path}`)),
    );
    const served = openApi.servedRoutes().filter((route) => !servedOutsideDocuments(route.url));
    for (const route of served) expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${openApiPath(route.url)}`);
    expect(served.length).toBe(documented.size);
    for (const entry of documented) {
      const [method, path] = entry.split(' ') as [string, string];
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      expect(svc.service.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true);
    }
  });

  it('uses the reference API\'s operationIds, each once per document', () => {
    for (const id of DOCUMENT_IDS) {
      const ids = operations(documents[id] as Json).map(({ operation: op }) => op.operationId as string);
      expect(new Set(ids).size, id).toBe(ids.length);
      expect(ids.sort(), id).toEqual([...(EXPECTED_OPERATION_IDS[id] as string[])].sort());
    }
  });

  it('lists for every unified operation the error statuses SPEC.md names, each with the envelope and its type names', () => {
    for (const api of UNIFIED_APIS) {
      for (const { path, method, operation: op } of operations(documents[api.id] as Json)) {
        for (const status of ['400', '401', '402', '404', '422']) expect(Object.keys(op.responses), `${method} ${path}`).toContain(status);
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          if (!/^[45]\d\d$/.test(status)) continue;
          const schema = response.content['application/json'].schema;
          expect(schema.allOf).toEqual([{ $ref: '#/components/schemas/Error' }]);
          // Each type is listed under its own status, or is ConnectorExecutionError carrying the platform's status.
          for (const name of schema.properties.type_name.enum as (keyof typeof ERROR_TYPES)[]) {
            expect(name === 'ConnectorExecutionError' || String(ERROR_TYPES[name].status) === status, `${name} under ${status}`).toBe(true);
          }
        }
        expect(op.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
        expect(op.security).toEqual([{ bearerAuth: [] }]);
      }
    }
    const list = operation(documents.sms as Json, 'messagesAll');
    expect(typeNames(list, '400')).toEqual(expect.arrayContaining(['RequestValidationError', 'InvalidCursorError', 'UnsupportedFiltersError']));
    expect(typeNames(list, '401')).toEqual(expect.arrayContaining(['UnauthorizedError', 'ConnectorCredentialsError']));
    expect(typeNames(list, '402')).toContain('RequestLimitError');
    expect(typeNames(list, '429')).toEqual(['ConnectorRateLimitError']);
    expect(typeNames(list, '504')).toContain('ConnectorTimeoutError');
    expect(list.responses['429'].headers['Retry-After']).toEqual({ $ref: '#/components/headers/Retry-After' });
  });

  it('names the headers each operation honours, idempotency headers only where the gateway honours them', () => {
    const sms = documents.sms as Json;
    const add = operation(sms, 'messagesAdd');
    expect(parameterNames(sms, add)).toEqual(
      expect.arrayContaining(['header:x-svc-app-id', 'header:x-svc-consumer-id', 'header:x-svc-service-id', 'header:x-svc-raw', 'header:x-svc-timeout']),
    );
    expect(parameterNames(sms, add)).toEqual(expect.arrayContaining(['header:Idempotency-Key', 'header:X-Unique-Transaction-ID']));
    expect(typeNames(add, '409')).toContain('IdempotencyKeyInUseError');
    expect(typeNames(add, '422')).toContain('IdempotencyKeyReusedError');
    expect(typeNames(add, '400')).not.toContain('IdempotencyKeyNotSupportedError');
    const update = operation(sms, 'messagesUpdate');
    expect(parameterNames(sms, update)).not.toContain('header:Idempotency-Key');
    expect(typeNames(update, '400')).toContain('IdempotencyKeyNotSupportedError');
    expect(update.responses['409']).toBeUndefined();
    const one = operation(sms, 'messagesOne');
    expect(parameterNames(sms, one)).toEqual(expect.arrayContaining(['path:id', 'query:raw', 'query:fields']));
    expect(sms.components.parameters['x-svc-timeout'].schema).toEqual({ type: 'integer', minimum: 1, maximum: 120_000 });

    const proxy = documents.proxy as Json;
    expect(parameterNames(proxy, operation(proxy, 'postProxy'))).toEqual(
      expect.arrayContaining(['header:x-svc-downstream-url', 'header:x-svc-downstream-method', 'header:x-svc-downstream-authorization', 'header:x-svc-service-id']),
    );
    expect(proxy.components.parameters['x-svc-service-id.required'].required).toBe(true);
    const tickets = documents['issue-tracking'] as Json;
    expect(parameterNames(tickets, operation(tickets, 'ticketsAll'))).toEqual(
      expect.arrayContaining(['path:collection_id', 'query:filter[status]', 'query:sort[by]', 'query:cursor', 'query:limit']),
    );
    // The Connector API takes no consumer; the OAuth browser endpoints no key at all.
    const connector = documents.connector as Json;
    expect(parameterNames(connector, operation(connector, 'connectorsAll'))).not.toContain('header:x-svc-consumer-id');
    const callback = operation(documents.vault as Json, 'connectionsCallback');
    expect(callback.security).toEqual([]);
    expect(parameterNames(documents.vault as Json, callback)).toEqual(['query:state', 'query:code', 'query:error', 'query:error_description']);
  });

  it('names one schema per unified model, and request bodies by the model\'s input form with each operation\'s required fields', () => {
    const sms = documents.sms as Json;
    expect(sms.components.schemas.Message.properties.body).toMatchObject({ type: 'string', maxLength: 1600 });
    expect(sms.components.schemas.Message.required).toBeUndefined();
    // The input form is the model and `pass_through`, the platform data a write adds after mapping.
    expect(operation(sms, 'messagesAdd').requestBody.content['application/json'].schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/MessageInput' }],
      required: ['from', 'to', 'body'],
    });
    expect(sms.components.schemas.MessageInput.properties.pass_through).toEqual({ $ref: '#/components/schemas/PassThroughBodyInput' });
    expect(sms.components.schemas.PassThroughBodyInput.items.required).toEqual(['service_id']);
    expect(Object.keys(sms.components.schemas.MessageInput.properties).filter((name) => !(name in sms.components.schemas.Message.properties))).toEqual(['pass_through']);
    expect(operation(sms, 'messagesAll').responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MessagesAllResponse' });
    expect(sms.components.schemas.MessagesAllResponse.properties.data.items).toEqual({ $ref: '#/components/schemas/Message' });
    expect(sms.components.schemas.MessagesAllResponse.properties.operation.const).toBe('all');

    const support = documents['customer-support'] as Json;
    const customer = support.components.schemas.CustomerSupportCustomer;
    expect(customer.properties.emails.items).toEqual({ $ref: '#/components/schemas/Email' });
    expect(customer.properties.addresses.items).toEqual({ $ref: '#/components/schemas/Address' });
    expect(customer.properties.currency).toEqual({ $ref: '#/components/schemas/Currency' });
    expect(support.components.schemas.Email.required).toBeUndefined();
    expect(support.components.schemas.EmailInput.required).toEqual(['email']);
    expect(support.components.schemas.CustomerSupportCustomerInput.properties.emails.items).toEqual({ $ref: '#/components/schemas/EmailInput' });
    expect(operation(support, 'customersAdd').requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CustomerSupportCustomerInput',
    });
    expect(Object.keys((documents['issue-tracking'] as Json).components.schemas)).toEqual(expect.arrayContaining(['Ticket', 'TicketInput', 'Collection']));
    expect(Object.keys((documents.connector as Json).components.schemas)).toEqual(expect.arrayContaining(['Connector', 'Api', 'ApiResource', 'ApiResourceCoverage']));
  });

  it('serves the reference\'s subscription routes in the Webhook document, and names its own', () => {
    const webhook = documents.webhook as Json;
    expect(Object.keys(webhook.paths as Json).sort()).toEqual([
      '/webhook/events/{id}/replay',
      '/webhook/logs',
      '/webhook/recover',
      '/webhook/w/{id}/{serviceId}',
      '/webhook/webhooks',
      '/webhook/webhooks/{id}',
      '/webhook/webhooks/{id}/rotate-secret',
    ]);
    // Ours, not the reference's: the operation says so.
    for (const id of ['webhooksRotateSecret', 'eventsReplay', 'eventsRecover']) expect(operation(webhook, id).description).toContain('the reference has no such route');
    expect(Object.keys(operation(webhook, 'webhooksAdd').responses)).toContain('201');
    // The events a subscription may list are the service's event types, `*` first.
    const body = operation(webhook, 'webhooksAdd').requestBody.content['application/json'].schema as Json;
    const resolved = (schema: Json): Json => (schema.$ref ? webhook.components.schemas[(schema.$ref as string).split('/').pop()!] : schema);
    const events = resolved(resolved(body).properties.events as Json).items as Json;
    const values = (resolved(events).enum ?? resolved(events).anyOf?.map((entry: Json) => entry.const)) as string[];
    expect(values).toEqual(['*', ...allEventTypes()]);
  });

  it('links every API record to its document (spec_url) and its reference page', async () => {
    const apis = await call(`${svc.url}/connector/apis`, { headers: tenant.headers() });
    expect(apis.status).toBe(200);
    expect(apis.body.data.map((api: Json) => api.id).sort()).toEqual(UNIFIED_APIS.map((api) => api.id).sort());
    for (const record of apis.body.data as Json[]) {
      expect(record.spec_url).toBe(`${svc.url}/openapi/${record.id}.json`);
      expect(record.api_reference_url).toBe(`${svc.url}/docs/${record.id}`);
      const document = await call(record.spec_url);
      expect(document.status).toBe(200);
      expect(document.body.info.title).toBe(record.name);
      expect(Object.keys(document.body.paths).every((path) => path.startsWith(`/${record.id}/`))).toBe(true);
    }
  });
});

describe('OpenAPI route coverage guard', () => {
  it('reports a served route that no document describes, and a unified route of an undeclared resource', async () => {
    const app = Fastify();
    const collector = RouteCollector.attach(app);
    app.get('/vault/consumers/:consumer_id/usage', { config: { auth: 'secret' } }, async () => ({}));
    app.get('/errors', { config: { auth: 'none' } }, async () => 'page');
    await app.ready();
    const documents = new OpenApiDocuments(collector, { publicUrl: 'http://127.0.0.1:1', timeoutMaxMs: 1000, apis: UNIFIED_APIS });
    documents.build();
    expect(documents.undocumentedRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(['GET /vault/consumers/:consumer_id/usage']);
    // The platform table names routes this bare app does not serve.
    expect(documents.unservedOperations()).toContain('POST /vault/consumers');
    await app.close();

    const other = Fastify();
    const otherCollector = RouteCollector.attach(other);
    other.get('/telepathy/thoughts', { config: { auth: 'secret', unified: { resource: 'telepathy/thoughts', operation: 'all' } } }, async () => ({}));
    await other.ready();
    expect(() => new OpenApiDocuments(otherCollector, { publicUrl: 'http://127.0.0.1:1', timeoutMaxMs: 1000, apis: UNIFIED_APIS }).build()).toThrow(
      /telepathy\/thoughts, which no unified API declares/,
    );
    await other.close();
  });
});

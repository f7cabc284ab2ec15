/**
 * Our real answers against the reference API's own descriptions
 * (../shared/reference/apideck-openapi/, see reference-api.ts): wherever
 * SPEC.md says nothing else, an answer must validate against the reference's
 * response schema for its status.
 *
 * Driven by the registries, with nothing to add for a new connector or
 * resource: every connector of src/connectors/index.ts that serves a unified
 * API, every resource it implements and every operation of that resource, run
 * against the connector's emulator with its demo connection (src/server/demo.ts)
 * — the operations it supports with their success answers, those it does not
 * with their refusals. And every Vault operation the service serves
 * (VAULT_OPERATIONS), with its success answer on every connector where the
 * answer depends on the connector; and every Webhook operation
 * (WEBHOOK_OPERATIONS) but those of ours the reference does not have.
 *
 * Where our answer rightly differs from the reference, REFERENCE_EXCEPTIONS
 * below names the operations, the finding and the reason (SPEC.md or a
 * documented decision in docs/); no other difference passes. Resources
 * SPEC.md adds and the reference lacks (OWN_RESOURCES) have their statuses
 * checked only.
 */
import { collectionPath as pathOfCollection, recordPath as pathOfRecord } from './unified-paths.js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import twilioSdk from 'twilio';
import { CONNECTORS } from '../../src/connectors/all.js';
import { supportedOperations, unifiedApisOf, type ConnectorDefinition, type ResourceBinding } from '../../src/connectors/framework/define.js';
import { VAULT_OPERATIONS } from '../../src/catalog/openapi/platform/vault-operations.js';
import { WEBHOOK_OPERATIONS } from '../../src/catalog/openapi/platform/webhook-operations.js';
import { EMULATORS } from '../../src/sandbox/index.js';
import { DEMO_CONNECTIONS } from '../../src/server/demo.js';
import { findUnifiedApi } from '../../src/unified/index.js';
import { parentResource, type Operation, type ResourceDeclaration } from '../../src/unified/define.js';
import type { ViolationPlace } from '../contract/violations.js';
import type { CallResult } from '../helpers/http.js';
import { submitConsent } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { RESOURCE_PROBES } from './coverage/resource-probes.js';
import { missingReferenceNote, referenceApi, referenceDir, type ReferenceFinding } from './reference-api.js';

type Json = Record<string, any>;
type Parents = Record<string, string>;

/** A difference from the reference that is ours by decision, not by mistake. */
interface ReferenceException {
  name: string;
  /** Reference operations it applies to, as "METHOD /template" of the reference. */
  operations: readonly string[];
  where: ViolationPlace;
  message: RegExp;
  /** Where the decision is written down. */
  reason: string;
}

const REFERENCE_EXCEPTIONS: readonly ReferenceException[] = [
  {
    name: 'request-log-source',
    operations: ['GET /vault/logs'],
    // The reference's Log is closed; ours adds where the call came from.
    where: 'response-body',
    message: /^\/data\/\d+ must not have property "source" \(the schema is closed\)$/,
    reason: 'docs/vault-and-oauth.md, Request logs: each record has "the source (`api`, `mcp` or `proxy`)"',
  },
  {
    name: 'oauth-redirects-are-302',
    operations: ['GET /vault/authorize/{service_id}/{application_id}', 'GET /vault/revoke/{service_id}/{application_id}', 'GET /vault/callback'],
    // The reference declares 301 (without a body) and `default` (an error body): a 302 falls under `default`.
    where: 'response-body',
    message: /^the body is empty, but status 302 is described with a application\/json body$/,
    reason: 'docs/vault-and-oauth.md, Limits: "OAuth redirects are 302, not the reference\'s 301: a permanent redirect of a one-time URL may be replayed from a browser\'s cache."',
  },
  {
    name: 'invoice-states-of-spec',
    operations: ['GET /accounting/invoices', 'GET /accounting/invoices/{id}'],
    // The reference's own list says void and partially_paid; SPEC.md's states are voided and partiallypaid.
    where: 'response-body',
    message: /^\/data(\/\d+)?\/status must be one of \[.*\] \(got "(voided|partiallypaid)"\)$/,
    reason: 'SPEC.md, States and transitions: "Invoice | status | draft, submitted, authorised, paid, voided (partiallypaid on some connectors)"',
  },
  {
    name: 'raw-on-closed-bank-account-envelopes',
    operations: ['GET /accounting/bank-accounts', 'GET /accounting/bank-accounts/{id}'],
    // Every other unified response of the reference has `_raw`; its bank-account envelopes alone are closed without it.
    where: 'response-body',
    message: /^must not have property "_raw" \(the schema is closed\)$/,
    reason: 'docs/unified-apis.md, Raw: "`raw=true` or `x-svc-raw: true` adds `_raw.calls`" on every unified operation, as the reference\'s other envelopes allow',
  },
  {
    name: 'webhook-signing-secret-shown-once',
    operations: ['POST /webhook/webhooks'],
    // The reference's Webhook record is closed and has no secret: ours carries it in the creation answer only.
    where: 'response-body',
    message: /^\/data must not have property "secret" \(the schema is closed\)$/,
    reason: 'docs/webhooks.md, Subscriptions: "The answer that creates a subscription carries its signing secret in `data.secret`, the only time it is shown."',
  },
  {
    name: 'connection-subscription-source-state',
    operations: ['GET /vault/connections/{unified_api}/{service_id}'],
    // The reference's WebhookSubscription is closed: ours says, per native source, whether the platform was seen sending it.
    where: 'response-body',
    message: /^\/data\/subscriptions\/\d+ must not have property "source" \(the schema is closed\)$/,
    reason: 'docs/webhooks.md, No silent event source: "Each entry of the Vault connection\'s `subscriptions` has ours in `source`: …"',
  },
  {
    name: 'employee-department-object',
    operations: ['GET /hris/employees', 'GET /hris/employees/{id}'],
    // SPEC.md's compact Employee has `department` as an object; the reference keeps a deprecated text there.
    where: 'response-body',
    message: /^\/data(\/\d+)?\/department must be string,null/,
    reason: 'SPEC.md, Compact models: "Employee | id, first_name, last_name, employee_number, employment_status (string); department (object); updated_at"; docs/unified-apis.md, HRIS shapes',
  },
  {
    name: 'applicant-stage-object',
    operations: ['GET /ats/applicants', 'GET /ats/applicants/{id}'],
    // SPEC.md's compact Applicant has `stage` as an object (the stage of the latest application); the reference's Applicant is closed without it.
    where: 'response-body',
    message: /^\/data(\/\d+)? must not have property "stage" \(the schema is closed\)$/,
    reason: 'SPEC.md, Compact models: "Applicant | id, first_name, last_name (string); emails (array of objects); stage (object); updated_at"; docs/unified-apis.md, ATS shapes',
  },
  {
    name: 'payroll-currency',
    operations: ['GET /hris/payrolls', 'GET /hris/payrolls/{payroll_id}', 'GET /hris/payrolls/employees/{employee_id}', 'GET /hris/payrolls/employees/{employee_id}/payrolls/{payroll_id}'],
    // Amounts in minor units (SPEC.md rule 10) need their currency, which the reference's closed Payroll lacks.
    where: 'response-body',
    message: /^\/data(\/\d+)? must not have property "currency" \(the schema is closed\)$/,
    reason: 'docs/unified-apis.md, HRIS shapes: "Payrolls and employee payrolls carry a read-only `currency` the reference does not have"',
  },
  {
    name: 'ecommerce-order-spec-fields',
    operations: ['GET /ecommerce/orders', 'GET /ecommerce/orders/{id}'],
    // SPEC.md's compact Order names `number` and `customer_id`; the reference's closed EcommerceOrder has `order_number` and `customer` instead (both are served).
    where: 'response-body',
    message: /^\/data(\/\d+)? must not have property "(number|customer_id)" \(the schema is closed\)$/,
    reason: 'SPEC.md, Compact models: "Order | id, number, status, currency, customer_id (string); total_amount (number); updated_at"',
  },
  {
    name: 'ecommerce-money-in-minor-units',
    operations: ['GET /ecommerce/orders', 'GET /ecommerce/orders/{id}', 'GET /ecommerce/products', 'GET /ecommerce/products/{id}', 'GET /ecommerce/customers', 'GET /ecommerce/customers/{id}'],
    // The reference writes ecommerce amounts as decimal strings; ours are integers in minor units (src/unified/ecommerce/shared/parts.ts).
    where: 'response-body',
    message: /^\/data(\/\d+)?(\/[a-z_]+\/\d+)*\/(sub_total|shipping_cost|coupon_discount|total_discount|total_tax|total_amount|refunded_amount|unit_price|tax_amount|amount|price|total) must be string(,null)? \(got -?\d+\)$/,
    reason: 'SPEC.md, rule 10: "Money amounts in responses are integers in the smallest unit of the currency (zero-decimal currencies are not divided by 100)"',
  },
  {
    name: 'ecommerce-customer-taxnumber',
    operations: ['GET /ecommerce/customers', 'GET /ecommerce/customers/{id}'],
    // The reference's closed EcommerceCustomer and its addresses have no tax number.
    where: 'response-body',
    message: /^\/data(\/\d+)?(\/addresses\/\d+)? must not have property "taxnumber" \(the schema is closed\)$/,
    reason: 'SPEC.md, Accounting additions: "Ecommerce Customer: read-only `taxnumber` on the customer and on each address; always present, null when no number is registered; whitespace trimmed."',
  },
  {
    name: 'file-storage-parent-folder-id',
    operations: ['GET /file-storage/files', 'GET /file-storage/files/{id}', 'POST /file-storage/files/search', 'POST /file-storage/upload-sessions/{id}/finish'],
    // SPEC.md's compact File names `parent_folder_id`; the reference's closed UnifiedFile has `parent_folders` instead (both are served).
    where: 'response-body',
    message: /^\/data(\/\d+)? must not have property "parent_folder_id" \(the schema is closed\)$/,
    reason: 'SPEC.md, Compact models: "File | id, name, mime_type, parent_folder_id (string); size (integer); updated_at"',
  },
  {
    name: 'pos-payment-members-required-on-create',
    operations: ['GET /pos/payments', 'GET /pos/payments/{id}'],
    // pos.yml requires a payment's source, customer and tender on every record; a platform's payment may have none of them (a cash payment has no customer), so they are required on create only.
    where: 'response-body',
    message: /^\/data(\/\d+)? must have required property '(source_id|customer_id|tender_id)'$/,
    reason: 'docs/unified-apis.md, POS shapes; test/catalog/pos-reference-model.test.ts requiredOnCreateOnly: the reference\'s required members are what a create takes',
  },
  {
    name: 'webhook-polling-coverage',
    operations: ['GET /webhook/webhooks', 'GET /webhook/webhooks/{id}'],
    // The reference's Webhook record is closed: ours says, on reads, which connections the poller covers.
    where: 'response-body',
    message: /^\/data(\/\d+)? must not have property "polling_coverage" \(the schema is closed\)$/,
    reason: 'docs/webhooks.md, Subscriptions: "reads (`GET /webhook/webhooks` and `GET /webhook/webhooks/{id}`) carry `polling_coverage`"',
  },
];

/**
 * Unified resources of ours that the reference does not have, with where
 * SPEC.md makes them ours. There is no reference schema to hold their
 * answers to, so only their statuses are checked (the success of each
 * supported operation, a refusal of the others); should the reference come
 * to describe one, its answers are reported until the entry goes.
 */
const OWN_RESOURCES: Readonly<Record<string, string>> = {
  'accounting/sales-orders':
    'SPEC.md, Accounting additions: "Sales Order (beta; list, get, create, update, delete): number, ordertype, customer, …" — accounting.yml has no sales orders',
  'accounting/fiscal-periods':
    'SPEC.md, Accounting additions: "Fiscal Period (list and get, beta): startdate, enddate, fiscalyear, …" — accounting.yml has no fiscal periods',
  'accounting/trial-balance':
    'SPEC.md, Accounting additions: "Trial Balance (get, beta): every ledger account balance as of filter[enddate] …" — accounting.yml has no trial balance',
};

/** Webhook routes of ours that the reference does not have, with where they are documented as ours. */
const OWN_WEBHOOK_OPERATIONS: Readonly<Record<string, string>> = {
  'POST /webhook/webhooks/:id/rotate-secret': 'docs/webhooks.md, Subscriptions: secret rotation',
  'POST /webhook/events/:id/replay': 'docs/webhooks.md, Logs, replay and recovery',
  'POST /webhook/recover': 'docs/webhooks.md, Logs, replay and recovery',
};

const METHODS: Record<Operation, string> = { all: 'GET', one: 'GET', add: 'POST', update: 'PATCH', delete: 'DELETE' };
const SUCCESS: Record<Operation, number> = { all: 200, one: 200, add: 201, update: 200, delete: 200 };
const PAGE_SIZE = 5;
/** Parent records (collections, tickets) looked under for a child resource with records. */
const MAX_PARENTS = 3;

const settingsOf = (connector: ConnectorDefinition) => DEMO_CONNECTIONS.find((demo) => demo.serviceId === connector.id)?.settings;
const hasEmulator = (connector: ConnectorDefinition) => EMULATORS.some((emulator) => emulator.id === connector.id);
const servesUnified = (connector: ConnectorDefinition) => unifiedApisOf(connector).length > 0;
/** Why a connector cannot be checked here, or undefined when it can. */
function missingFor(connector: ConnectorDefinition): string | undefined {
  if (!hasEmulator(connector)) return `${connector.id} has no emulator in EMULATORS (src/sandbox/index.ts) yet`;
  if (!settingsOf(connector)) return `${connector.id} has no demo connection in DEMO_CONNECTIONS (src/server/demo.ts) yet`;
  return undefined;
}

const reference = referenceDir();
if (!reference) console.warn(missingReferenceNote());

describe.skipIf(!reference)('real answers against the reference OpenAPI descriptions', () => {
  let svc: TestService;
  let tenant: Tenant;
  const unique = randomBytes(4).toString('hex');
  const usedExceptions = new Set<string>();
  const usedOwnResources = new Set<string>();
  const skippedConnectors = new Set<string>();

  beforeAll(async () => {
    svc = await startTestService({ emulators: [...EMULATORS] });
    tenant = await svc.tenant();
    for (const connector of CONNECTORS) {
      const settings = settingsOf(connector);
      if (!settings || missingFor(connector)) continue;
      for (const api of unifiedApisOf(connector)) await tenant.connect(consumerOf(connector), api, connector.id, settings);
    }
  }, 120_000);
  afterAll(() => svc?.close());

  const consumerOf = (connector: ConnectorDefinition) => `reference-${connector.id}`;
  const notes = new Set<string>();
  /** A visible note, once: something this run could not check. */
  const note = (text: string) => {
    if (!notes.has(text)) console.warn(`Reference response checks: ${text}.`);
    notes.add(text);
  };

  /** Calls the service without following redirects (the OAuth endpoints answer with them). */
  async function send(
    url: string,
    init: { method?: string; headers?: Record<string, string>; json?: unknown; file?: { bytes: Uint8Array; contentType: string } } = {},
  ): Promise<CallResult> {
    const headers = { ...init.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.file ? { 'content-type': init.file.contentType } : {}) };
    const response = await fetch(url.startsWith('http') ? url : `${svc.url}${url}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.file ? init.file.bytes : init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body, text };
  }

  /** Findings of one answer that no exception explains, each with the request that got it. */
  async function findingsOf(apiId: string, method: string, url: string, result: CallResult, expectedStatus?: number): Promise<string[]> {
    const api = await referenceApi(apiId);
    const label = `${method} ${url.replace(svc.url, '')} → ${result.status}`;
    if (!api) return [`${label}: the reference has no ${apiId}.yml`];
    const findings: ReferenceFinding[] = api.check(method, url, result);
    if (expectedStatus !== undefined && result.status !== expectedStatus) {
      findings.push({ operation: api.operationOf(method, url), where: 'status', message: `expected ${expectedStatus}: ${result.text.slice(0, 300)}` });
    }
    return findings
      .filter((finding) => {
        const exception = REFERENCE_EXCEPTIONS.find(
          (candidate) =>
            candidate.where === finding.where && finding.operation !== undefined && candidate.operations.includes(finding.operation) && candidate.message.test(finding.message),
        );
        if (exception) usedExceptions.add(exception.name);
        return exception === undefined;
      })
      .map((finding) => `${label} [${finding.operation ?? 'no reference operation'}] ${finding.where}: ${finding.message}`);
  }

  /**
   * An answer of one of OWN_RESOURCES: its status only, as nothing in the
   * reference describes it; an operation the reference has after all is reported.
   */
  async function ownFindings(apiId: string, method: string, url: string, result: CallResult, expectedStatus?: number): Promise<string[]> {
    const label = `${method} ${url.replace(svc.url, '')} → ${result.status}`;
    const operation = (await referenceApi(apiId))?.operationOf(method, url);
    return [
      ...(operation !== undefined ? [`${label}: the reference now describes ${operation}: remove its resource from OWN_RESOURCES`] : []),
      ...(expectedStatus !== undefined && result.status !== expectedStatus ? [`${label}: expected ${expectedStatus}: ${result.text.slice(0, 300)}`] : []),
    ];
  }

  it('checks what it claims to: what the reference does not allow is reported', async () => {
    const answer = (status: number, body: unknown): CallResult => ({
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      body,
      text: JSON.stringify(body),
    });
    const sms = (await referenceApi('sms'))!;
    const one = (data: Json) => answer(200, { status_code: 200, status: 'OK', service: 'twilio', resource: 'messages', operation: 'one', data });
    const message = { id: 'SM1', from: '+15017122661', to: '+15017122662', body: 'Hi', price: { currency: 'USD' } };
    expect(sms.check('GET', '/sms/messages/SM1', one(message))).toEqual([]);
    for (const wrong of [{ sent_at: null }, { price: { total_amount: null } }, { price: { per_unit: null } }, { unknown_field: 1 }]) {
      expect(sms.check('GET', '/sms/messages/SM1', one({ ...message, ...wrong })), JSON.stringify(wrong)).not.toEqual([]);
    }
    expect(sms.check('GET', '/sms/messages/SM1', answer(404, { status_code: 'Not Found' }))).not.toEqual([]);
    expect(sms.check('GET', '/sms/elsewhere', answer(200, {}))[0]?.where).toBe('path');
    const vault = (await referenceApi('vault'))!;
    const connection = (data: Json) => answer(200, { status_code: 200, status: 'OK', data });
    expect(vault.check('GET', '/vault/connections/sms/twilio', connection({ id: 'sms+twilio', created_at: 1 }))).toEqual([]);
    for (const field of ['credentials_expire_at', 'last_refresh_failed_at', 'created_at']) {
      expect(vault.check('GET', '/vault/connections/sms/twilio', connection({ id: 'sms+twilio', [field]: null })), field).not.toEqual([]);
    }
  });

  describe('unified APIs, every connector, every resource and operation', () => {
    for (const connector of CONNECTORS.filter(servesUnified)) {
      describe(connector.id, () => {
        const missing = missingFor(connector);
        if (missing) {
          skippedConnectors.add(connector.id);
          console.warn(`Reference response checks: ${missing}; its answers are not checked.`);
          // A connector with no emulator or demo connection yet (none today) shows up as a skipped, named test, not silently.
          it.skip(`is not checked: ${missing}`, () => {});
          return;
        }
        for (const binding of connector.resources) {
          const operations = binding.declaration.operations.join(', ');
          it(`${binding.declaration.key}: ${operations}`, async () => {
            const findings = await exerciseResource(connector, binding);
            expect(findings, findings.join('\n')).toEqual([]);
          }, 120_000);
        }
      });
    }
  });

  /**
   * Every operation the unified resource declares: supported ones must answer
   * with their success status, unsupported ones with a refusal; each answer is
   * checked against the reference.
   */
  async function exerciseResource(connector: ConnectorDefinition, binding: ResourceBinding): Promise<string[]> {
    const resource = binding.declaration;
    const supported = new Set(supportedOperations(binding));
    const declared = new Set(resource.operations);
    const probe = RESOURCE_PROBES[resource.key];
    const headers = tenant.headers(consumerOf(connector), { 'x-svc-service-id': connector.id });
    const findings: string[] = [];
    const own = resource.key in OWN_RESOURCES;
    if (own) usedOwnResources.add(resource.key);
    /** The reference's findings on an answer, or for one of OWN_RESOURCES its status alone. */
    const check = (method: string, url: string, result: CallResult, expectedStatus?: number) =>
      (own ? ownFindings : findingsOf)(resource.api, method, url, result, expectedStatus);
    /** Operations whose answer was checked, and supported ones no probe can exercise yet. */
    const checked = new Set<Operation>();
    const unprobedOperations = new Set<Operation>();
    /** A create whose body is a file (attachments) sends the probe's file, its fields in x-svc-metadata. */
    const run = async (operation: Operation, url: string, json?: unknown): Promise<CallResult> => {
      const file = operation === 'add' && resource.addBody !== 'json' && probe?.file ? probe.file : undefined;
      const result = file
        ? await send(url, { method: 'POST', headers: { ...headers, 'x-svc-metadata': JSON.stringify(json ?? {}) }, file })
        : await send(url, { method: METHODS[operation], headers, json });
      checked.add(operation);
      findings.push(...(await check(METHODS[operation], url, result, supported.has(operation) ? SUCCESS[operation] : undefined)));
      if (!supported.has(operation) && result.status < 400) findings.push(`${METHODS[operation]} ${url} → ${result.status}: ${operation} is not supported, but it answered as if it were`);
      return result;
    };

    const parentSets = await parentSetsOf(resource, headers);
    let parents = parentSets[0] ?? {};
    let listed: Json[] = [];
    // A list without paging refuses `limit` (PaginationNotSupportedError): it is read whole.
    const paged = resource.listShape === 'page' && binding.implementation.list?.paging === true;
    const limit = (size: number, extra = '') => (paged ? `?limit=${size}${extra}` : extra === '' ? '' : `?${extra.slice(1)}`);
    if (declared.has('all')) {
      if (supported.has('all')) {
        for (const candidate of parentSets) {
          const page = await run('all', `${collectionPath(resource, candidate)}${limit(PAGE_SIZE)}`);
          if (page.status !== 200 || resource.listShape === 'record') break;
          if (listed.length === 0) ({ parents, listed } = { parents: candidate, listed: page.body.data as Json[] });
          if (typeof page.body.links?.next === 'string') await run('all', page.body.links.next as string);
          if (listed.length > 0) break;
        }
        await run('all', `${collectionPath(resource, parents)}${limit(2, '&raw=true')}`);
        // A refusal of the list, answered by the service before the platform is asked.
        const refused = await send(`${collectionPath(resource, parents)}?limit=0`, { headers });
        findings.push(...(await check('GET', `${collectionPath(resource, parents)}?limit=0`, refused, 400)));
      } else {
        await run('all', collectionPath(resource, parents));
      }
    }

    const read = async (record: Json) => (await run('one', recordPath(resource, parents, record))).body?.data as Json | undefined;
    // A singleton (the company info) is read at the collection path itself.
    if (resource.singleton) await run('one', collectionPath(resource, parents));
    else if (declared.has('one') && (!supported.has('one') || listed[0])) await read(listed[0] ?? { id: 'unknown' });

    let created: Json | undefined;
    /** A supported write the probes cannot exercise yet: the coverage test fails for it; here it is noted. */
    const unprobed = (operation: Operation) => {
      unprobedOperations.add(operation);
      note(`no ${operation === 'add' ? 'create' : operation} probe for ${resource.key} in coverage/resource-probes.ts: its ${operation} answer on ${connector.id} is not checked`);
    };
    if (declared.has('add')) {
      if (supported.has('add') && !probe?.create) unprobed('add');
      else {
        const related = Object.fromEntries(
          await Promise.all((probe?.related ?? []).map(async (path) => [path, ((await send(path, { headers })).body?.data ?? []) as Json[]] as const)),
        );
        const body = probe?.create?.(unique, listed, related) ?? {};
        const answer = await run('add', collectionPath(resource, parents), body);
        const id = answer.body?.data?.id as string | undefined;
        // The create's body names the record's other path ids (a time-off request's employee_id).
        // The id the create answered with names the record even where the model carries none (a shared link is named by its item).
        if (supported.has('add') && id) {
          const readBack = supported.has('one') ? await read({ ...body, id }) : undefined;
          created = readBack ? { id, ...readBack } : { ...body, id };
        }
        // A record's content (an attachment's file) is answered as bytes, which the reference describes as any media type.
        // Only where the create's body is the file: a record created from fields (an applicant) has no content yet.
        if (supported.has('add') && id && resource.addBody === 'file' && resource.download && binding.implementation.download) {
          const url = `${recordPath(resource, parents, { id })}/download`;
          findings.push(...(await check('GET', url, await send(url, { headers }), 200)));
        }
      }
    }

    const target = probe?.target ? probe.target(created, listed) : created;
    for (const operation of ['update', 'delete'] as const) {
      if (!declared.has(operation)) continue;
      if (supported.has(operation)) {
        if ((operation === 'update' && !probe?.update) || (!target && !probe?.create && !probe?.target)) {
          unprobed(operation);
          continue;
        }
        if (!target) {
          findings.push(`${resource.key}: no record to ${operation} on ${connector.id} (see its probe's create and target), so its ${operation} answer is not checked`);
          continue;
        }
      }
      const body = operation === 'update' ? (probe?.update?.(target ?? {}, unique) ?? {}) : undefined;
      await run(operation, recordPath(resource, parents, target ?? listed[0] ?? { id: 'unknown' }), body);
    }
    for (const operation of declared) {
      if (!checked.has(operation) && !unprobedOperations.has(operation)) {
        findings.push(`${resource.key}: its ${operation} answer on ${connector.id} was not checked (nothing listed or created to ${operation})`);
      }
    }
    return findings;
  }

  /** Parent path parameters to work under: ids listed from the parent resource, nearest first. */
  async function parentSetsOf(resource: ResourceDeclaration, headers: Record<string, string>): Promise<Parents[]> {
    const param = resource.parentParams.at(-1);
    if (param === undefined) return [{}];
    // Path parameters that name no resource of the API (an attachment's document kind and id): the probe picks them.
    const chosen = RESOURCE_PROBES[resource.key]?.parents;
    if (chosen) {
      const list = async (path: string) => ((await send(path, { headers })).body?.data ?? []) as Json[];
      return (await chosen(list)).slice(0, MAX_PARENTS);
    }
    const api = findUnifiedApi(resource.api)!;
    const parent = parentResource(api, resource, param);
    if (!parent) throw new Error(`${resource.key}: no resource of ${api.id} is identified by ${param}`);
    const sets: Parents[] = [];
    for (const above of await parentSetsOf(parent, headers)) {
      const page = await send(`${collectionPath(parent, above)}?limit=${MAX_PARENTS}`, { headers });
      if (page.status !== 200) throw new Error(`listing ${parent.key} to find a ${param}: ${page.status} ${page.text.slice(0, 300)}`);
      for (const record of page.body.data as Json[]) sets.push({ ...above, [param]: record.id as string });
      if (sets.length >= MAX_PARENTS) break;
    }
    return sets.slice(0, MAX_PARENTS);
  }

  describe('Vault API, every served operation', () => {
    /** Operations of VAULT_OPERATIONS ("GET /vault/consumers/:consumer_id") answered with their success status. */
    const succeeded = new Set<string>();
    const findings: string[] = [];
    beforeEach(() => {
      findings.length = 0;
    });

    async function vault(operation: string, url: string, expectedStatus: number, init: { consumer?: string; json?: unknown } = {}): Promise<CallResult> {
      if (!(operation in VAULT_OPERATIONS)) throw new Error(`${operation} is not a served Vault operation`);
      const method = operation.split(' ')[0]!;
      const headers = init.consumer === undefined ? tenant.headers() : tenant.headers(init.consumer);
      const result = await send(url, { method, headers, json: init.json });
      findings.push(...(await findingsOf('vault', method, url, result, expectedStatus)));
      if (result.status === expectedStatus && expectedStatus < 400) succeeded.add(operation);
      return result;
    }

    it('answers consumers as the reference does', async () => {
      const consumer = `reference-vault-${unique}`;
      await vault('POST /vault/consumers', '/vault/consumers', 200, { json: { consumer_id: consumer, metadata: { account_name: 'ACME', user_name: 'Ada', email: 'ada@example.com' } } });
      await vault('POST /vault/consumers', '/vault/consumers', 200, { json: { consumer_id: `${consumer}-bare` } });
      const page = await vault('GET /vault/consumers', '/vault/consumers?limit=1', 200);
      if (typeof page.body?.links?.next === 'string') await vault('GET /vault/consumers', page.body.links.next as string, 200);
      await vault('GET /vault/consumers/:consumer_id', `/vault/consumers/${consumer}`, 200);
      await vault('PATCH /vault/consumers/:consumer_id', `/vault/consumers/${consumer}`, 200, { json: { metadata: { user_name: 'Augusta' } } });
      // A consumer with connections lists them.
      for (const connector of CONNECTORS.filter((candidate) => servesUnified(candidate) && !missingFor(candidate))) {
        await vault('GET /vault/consumers/:consumer_id', `/vault/consumers/${consumerOf(connector)}`, 200);
      }
      await vault('DELETE /vault/consumers/:consumer_id', `/vault/consumers/${consumer}-bare`, 200);
      // The request logs and counts of a consumer the unified checks above called for.
      const called = CONNECTORS.find((candidate) => servesUnified(candidate) && !missingFor(candidate));
      if (called) {
        const logs = await vault('GET /vault/logs', '/vault/logs?limit=5', 200, { consumer: consumerOf(called) });
        expect((logs.body?.data as Json[] | undefined)?.length ?? 0).toBeGreaterThan(0);
        const range = `start_datetime=${new Date(Date.now() - 86_400_000).toISOString()}&end_datetime=${new Date(Date.now() + 60_000).toISOString()}`;
        await vault('GET /vault/consumers/:consumer_id/stats', `/vault/consumers/${consumerOf(called)}/stats?${range}`, 200);
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });

    it('answers connections of every connector, before and after they are set up, as the reference does', async () => {
      const consumer = `reference-connections-${unique}`;
      for (const connector of CONNECTORS.filter(servesUnified)) {
        for (const api of unifiedApisOf(connector)) {
          const path = `/vault/connections/${api}/${connector.id}`;
          await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer });
          const settings = settingsOf(connector);
          if (!settings || missingFor(connector)) continue;
          await vault('PATCH /vault/connections/:unified_api/:service_id', path, 200, { consumer, json: { settings } });
          await vault('POST /vault/connections/:unified_api/:service_id/validate', `${path}/validate`, 200, { consumer });
          await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer });
          if (!connector.oauth) {
            // Not an OAuth connector: both are refused, and the refusals are checked too.
            await vault('POST /vault/connections/:unified_api/:service_id/token', `${path}/token`, 400, { consumer });
            await vault('POST /vault/connections/:unified_api/:service_id/import', `${path}/import`, 400, { consumer, json: { credentials: { access_token: 'x' } } });
          }
        }
      }
      await vault('GET /vault/connections', '/vault/connections', 200, { consumer });
      await vault('GET /vault/connections', '/vault/connections?configured=true', 200, { consumer });
      await vault('POST /vault/sessions', '/vault/sessions', 200, { consumer, json: { consumer_metadata: { user_name: 'Ada' }, settings: { unified_apis: [...new Set(CONNECTORS.flatMap(unifiedApisOf))] } } });
      for (const connector of CONNECTORS.filter((candidate) => servesUnified(candidate) && !missingFor(candidate))) {
        // One connection serves every unified API of its connector: deleting it under one ends it under all.
        const [first, ...others] = unifiedApisOf(connector);
        await vault('DELETE /vault/connections/:unified_api/:service_id', `/vault/connections/${first}/${connector.id}`, 204, { consumer });
        for (const api of others) await vault('GET /vault/connections/:unified_api/:service_id', `/vault/connections/${api}/${connector.id}`, 200, { consumer });
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });

    it('authorizes, refreshes, imports and revokes every OAuth connector as the reference does', async () => {
      const redirectUri = `${svc.url}/connect/done`;
      for (const connector of CONNECTORS.filter((candidate) => servesUnified(candidate) && candidate.oauth)) {
        const settings = settingsOf(connector);
        if (!settings || missingFor(connector)) continue;
        const api = unifiedApisOf(connector)[0]!;
        const path = `/vault/connections/${api}/${connector.id}`;
        const consumer = `reference-oauth-${connector.id}-${unique}`;
        const required = Object.fromEntries(connector.oauth!.settingsRequiredForAuthorization.map((id) => [id, settings[id] ?? '']));
        if (Object.keys(required).length > 0) await vault('PATCH /vault/connections/:unified_api/:service_id', path, 200, { consumer, json: { settings: required } });
        const view = await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer });
        const authorizeUrl = `${view.body.data.authorize_url as string}&redirect_uri=${encodeURIComponent(redirectUri)}`;
        const start = await vault('GET /vault/authorize/:service_id/:application_id', authorizeUrl, 302);
        const location = start.headers.get('location');
        if (location === null) {
          findings.push(`${connector.id}: the authorize start answered ${start.status} without a location: ${start.text.slice(0, 300)}`);
          continue;
        }
        const decision = await submitConsent(new URL(location), 'allow');
        expect(decision.status, `${connector.id}'s consent page`).toBe(302);
        await vault('GET /vault/callback', decision.headers.get('location') ?? '', 302);
        await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer });
        await vault('POST /vault/connections/:unified_api/:service_id/token', `${path}/token`, 200, { consumer });
        await vault('POST /vault/connections/:unified_api/:service_id/validate', `${path}/validate`, 200, { consumer });
        await vault('GET /vault/connections', `/vault/connections?api=${api}`, 200, { consumer });
        await vault('GET /vault/consumers/:consumer_id', `/vault/consumers/${consumer}`, 200);
        const revokeUrl = `${(await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer })).body.data.revoke_url as string}&redirect_uri=${encodeURIComponent(redirectUri)}`;
        await vault('GET /vault/revoke/:service_id/:application_id', revokeUrl, 302);

        const importer = `reference-import-${connector.id}-${unique}`;
        await vault('POST /vault/connections/:unified_api/:service_id/import', `${path}/import`, 200, {
          consumer: importer,
          json: { credentials: { access_token: `imported-${unique}`, refresh_token: `refresh-${unique}`, expires_in: 3600 }, settings, metadata: { imported: true } },
        });
        await vault('GET /vault/connections/:unified_api/:service_id', path, 200, { consumer: importer });
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });

    it('has checked every Vault operation it serves with its success answer', () => {
      const unchecked = Object.keys(VAULT_OPERATIONS).filter((operation) => !succeeded.has(operation));
      expect(unchecked, 'served Vault operations whose success answer no test above checked: add them').toEqual([]);
    });
  });

  describe('Webhook API, every served operation', () => {
    /** Operations of WEBHOOK_OPERATIONS ("GET /webhook/webhooks/:id") answered with their success status. */
    const succeeded = new Set<string>();
    const findings: string[] = [];

    async function webhook(operation: string, url: string, expectedStatus: number, json?: unknown): Promise<CallResult> {
      if (!(operation in WEBHOOK_OPERATIONS)) throw new Error(`${operation} is not a served Webhook operation`);
      const method = operation.split(' ')[0]!;
      const result = await send(url, { method, headers: tenant.headers(), json });
      findings.push(...(await findingsOf('webhook', method, url, result, expectedStatus)));
      if (result.status === expectedStatus && expectedStatus < 400) succeeded.add(operation);
      return result;
    }

    it('answers subscriptions as the reference does', async () => {
      // Event types the reference's WebhookEventType lists (it has no comment or customer events).
      const body = { unified_api: 'issue-tracking', delivery_url: 'http://127.0.0.1:9/hooks', events: ['issue-tracking.ticket.created', 'vault.connection.created'], status: 'enabled', description: 'Reference' };
      const created = await webhook('POST /webhook/webhooks', '/webhook/webhooks', 201, body);
      const id = created.body?.data?.id as string;
      await webhook('POST /webhook/webhooks', '/webhook/webhooks', 201, { ...body, events: ['*'], delivery_url: 'https://10.0.0.1/hooks' });
      const page = await webhook('GET /webhook/webhooks', '/webhook/webhooks?limit=1', 200);
      if (typeof page.body?.links?.next === 'string') await webhook('GET /webhook/webhooks', page.body.links.next as string, 200);
      await webhook('GET /webhook/webhooks/:id', `/webhook/webhooks/${id}`, 200);
      // A new connection publishes vault.connection.created, which the first subscription lists: the log shows its delivery.
      await tenant.connect(`reference-webhook-${unique}`, 'issue-tracking', 'jira', {});
      const logs = await webhook('GET /webhook/logs', '/webhook/logs?limit=1&filter[event_type]=vault.connection.created&filter[exclude_apis]=crm', 200);
      expect(logs.body?.data).toHaveLength(1);
      if (typeof logs.body?.links?.next === 'string') await webhook('GET /webhook/logs', logs.body.links.next as string, 200);
      await webhook('PATCH /webhook/webhooks/:id', `/webhook/webhooks/${id}`, 200, { description: null, status: 'disabled' });
      await webhook('DELETE /webhook/webhooks/:id', `/webhook/webhooks/${id}`, 200);
      await webhook('GET /webhook/webhooks/:id', `/webhook/webhooks/${id}`, 404);
      await webhook('POST /webhook/webhooks', '/webhook/webhooks', 400, { ...body, status: 'paused' });
      expect(findings, findings.join('\n')).toEqual([]);
    });

    it('answers a platform\'s own webhook as the reference does, as a form (POST) and in the URL (GET)', async () => {
      const connector = CONNECTORS.find((candidate) => candidate.id === 'twilio');
      if (!connector || missingFor(connector)) return note('the Twilio connection is missing: the inbound webhook routes were not checked');
      const authToken = settingsOf(connector)!.auth_token as string;
      const connection = await send('/vault/connections/sms/twilio', { headers: tenant.headers(consumerOf(connector)) });
      const executeUrl = connection.body?.data?.subscriptions?.[0]?.execute_url as string;
      const params = { AccountSid: settingsOf(connector)!.account_sid as string, MessageSid: `SM${unique.repeat(4)}`, MessageStatus: 'delivered', SmsStatus: 'delivered' };
      const inbound = async (operation: string, url: string, init: RequestInit) => {
        const response = await fetch(url, init);
        const text = await response.text();
        const result: CallResult = { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text), text };
        findings.push(...(await findingsOf('webhook', operation.split(' ')[0]!, url, result, 200)));
        if (result.status === 200) succeeded.add(operation);
      };
      await inbound('POST /webhook/w/:id/:serviceId', executeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSdk.getExpectedTwilioSignature(authToken, executeUrl, params) },
        body: new URLSearchParams(params).toString(),
      });
      const getUrl = `${executeUrl}?${new URLSearchParams(params).toString()}`;
      await inbound('GET /webhook/w/:id/:serviceId', getUrl, { headers: { 'x-twilio-signature': twilioSdk.getExpectedTwilioSignature(authToken, getUrl, {}) } });
      expect(findings, findings.join('\n')).toEqual([]);
    });

    it('has checked every Webhook operation it serves, but its own, with its success answer', () => {
      const unchecked = Object.keys(WEBHOOK_OPERATIONS).filter((operation) => !succeeded.has(operation) && !(operation in OWN_WEBHOOK_OPERATIONS));
      expect(unchecked, 'served Webhook operations whose success answer no test above checked: add them').toEqual([]);
    });
  });

  it('keeps no exception it does not need', () => {
    // An exception is only known to be needed when every connector could be checked.
    if (skippedConnectors.size > 0) return;
    const unused = REFERENCE_EXCEPTIONS.filter((exception) => !usedExceptions.has(exception.name)).map((exception) => exception.name);
    expect(unused, 'exceptions no answer needed: remove them from REFERENCE_EXCEPTIONS').toEqual([]);
    const unserved = Object.keys(OWN_RESOURCES).filter((key) => !usedOwnResources.has(key));
    expect(unserved, 'own resources no connector serves: remove them from OWN_RESOURCES').toEqual([]);
  });
});

/** Path ids nothing names read "unknown": the answer says so. */
const collectionPath = (resource: ResourceDeclaration, parents: Parents) => pathOfCollection(resource, parents, 'unknown');
const recordPath = (resource: ResourceDeclaration, parents: Parents, record: Json) => pathOfRecord(resource, parents, record, 'unknown');

/**
 * Checks recorded QuickBooks exchanges (the emulator's answers and the
 * connector's requests) against Intuit's data model (xsd-schema.ts) and the
 * paths of Intuit's reference: /v3/company/{realmId}/ followed by an entity
 * (lower-case, as the reference writes it) with or without an id,
 * `companyinfo/{realmId}`, `query`, `upload` and `download/{id}`; query
 * parameters `minorversion`, `requestid`, `operation` (update, delete, void),
 * `include` (void) and `query`. Every JSON answer must be an IntuitResponse
 * (one entity, a QueryResponse, a Fault or AttachableResponses, and `time`);
 * every JSON request body to an entity's URL must be that entity. Reports
 * (`reports/{ReportName}`) take the report parameters of Intuit's report
 * pages and answer a Report (Report.xsd) as the whole body, or a Fault.
 */
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import type { RecordedExchange } from '../../../src/sandbox/framework/emulator.js';
import type { JsonSchema, XsdModel } from './xsd-schema.js';

const ALLOWED_QUERY = new Set(['minorversion', 'requestid', 'operation', 'include', 'query']);
const OPERATIONS = new Set(['update', 'delete', 'void']);
const SPECIAL = new Set(['query', 'upload', 'download', 'companyinfo', 'reports', 'batch', 'cdc']);
/** Parameters of the reports the connector and emulator use (TrialBalance, BalanceSheet, ProfitAndLoss, AgedReceivableDetail, AgedPayableDetail). */
const REPORT_QUERY = new Set(['minorversion', 'start_date', 'end_date', 'date_macro', 'accounting_method', 'summarize_column_by', 'customer', 'vendor', 'department', 'class', 'item',
  'report_date', 'aging_period', 'num_periods', 'aging_method', 'past_due', 'start_duedate', 'end_duedate', 'term', 'columns', 'sort_by', 'sort_order']);
const REPORTS = new Set(['TrialBalance', 'BalanceSheet', 'ProfitAndLoss', 'AgedReceivableDetail', 'AgedPayableDetail']);

export interface QuickBooksContract {
  check(exchange: RecordedExchange): string[];
  checkAll(exchanges: readonly RecordedExchange[]): string[];
  /** Entities whose JSON was validated, in answers and in requests. */
  readonly validated: { responses: Set<string>; requests: Set<string> };
}

export function quickbooksContract(model: XsdModel): QuickBooksContract {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'qbo', ...model.schema });
  const byPath = new Map([...model.entities.keys()].map((name) => [name.toLowerCase(), name]));
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: () => JsonSchema) => {
    let found = compiled.get(key);
    if (!found) compiled.set(key, (found = ajv.compile(schema())));
    return found;
  };
  const ref = (type: string) => ({ $ref: `qbo#/$defs/${type}` });
  const response = () => validator('response', () => ({
    type: 'object',
    minProperties: 2,
    properties: {
      ...Object.fromEntries([...model.entities].map(([name, type]) => [name, ref(type)])),
      QueryResponse: ref('QueryResponse'),
      Fault: ref('Fault'),
      AttachableResponse: { type: 'array', items: ref('AttachableResponse') },
      time: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' },
    },
    required: ['time'],
    additionalProperties: false,
  }));
  const validated = { responses: new Set<string>(), requests: new Set<string>() };
  const errors = (validate: ValidateFunction, where: string) =>
    (validate.errors ?? []).slice(0, 8).map((error) => `${where} ${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);

  function check(exchange: RecordedExchange): string[] {
    const label = `${exchange.method} ${exchange.path}?${exchange.query.toString()} → ${exchange.status}`;
    const found: string[] = [];
    const match = /^\/v3\/company\/(\d+)\/([a-z]+)(?:\/([^/]+))?$/.exec(exchange.path);
    if (!match) return exchange.path.startsWith('/v3/') ? [`${label}: path is not one of QuickBooks' (/v3/company/{realmId}/{entity}[/{id}])`] : [];
    const [, , segment = '', id] = match;
    const entity = byPath.get(segment);
    if (!entity && !SPECIAL.has(segment)) found.push(`${label}: no entity named ${segment}`);
    if (segment === 'query' && id !== undefined) found.push(`${label}: query takes no id`);
    if (segment === 'reports' && !REPORTS.has(id ?? '')) found.push(`${label}: no report named ${id ?? ''}`);
    for (const [name, value] of exchange.query) {
      if (!(segment === 'reports' ? REPORT_QUERY : ALLOWED_QUERY).has(name)) found.push(`${label}: unknown query parameter ${name}`);
      if (name === 'operation' && !OPERATIONS.has(value)) found.push(`${label}: operation=${value} is not one of update, delete, void`);
      if (name === 'minorversion' && !/^\d+$/.test(value)) found.push(`${label}: minorversion must be a number`);
      if (name === 'requestid' && (value === '' || value.length > 50)) found.push(`${label}: requestid must be 1 to 50 characters`);
    }
    const requestType = String(exchange.requestHeaders['content-type'] ?? '');
    if (exchange.method === 'POST' && entity && requestType.includes('json')) {
      let body: unknown;
      try {
        body = JSON.parse(exchange.requestBody);
      } catch {
        found.push(`${label}: request body is not JSON`);
      }
      if (body !== undefined) {
        const validate = validator(`request:${entity}`, () => ref(model.entities.get(entity) as string));
        if (!validate(body)) found.push(...errors(validate, `${label}: request body`));
        validated.requests.add(entity);
      }
    }
    const responseType = String(exchange.responseHeaders['content-type'] ?? '');
    if (responseType.includes('json') && exchange.responseBody !== '') {
      const body = JSON.parse(exchange.responseBody) as Record<string, unknown>;
      const validate = segment === 'reports' && exchange.status < 400 ? validator('report-only', () => ({ ...ref('Report'), required: ['Header', 'Columns', 'Rows'] })) : response();
      if (!validate(body)) found.push(...errors(validate, `${label}: answer`));
      if (segment === 'reports' && exchange.status < 400) validated.responses.add(`Report(${String((body.Header as { ReportName?: string } | undefined)?.ReportName)})`);
      else for (const key of Object.keys(body)) if (key !== 'time') validated.responses.add(key === 'QueryResponse' ? `QueryResponse(${Object.keys(body.QueryResponse as object).filter((name) => model.entities.has(name)).join(',')})` : key);
      if (exchange.status >= 400 && !('Fault' in body)) found.push(`${label}: an error answer without a Fault`);
    } else if (exchange.status >= 400 && segment !== 'download') {
      found.push(`${label}: an error answer that is not JSON`);
    }
    return found;
  }

  return { check, checkAll: (exchanges) => exchanges.flatMap(check), validated };
}

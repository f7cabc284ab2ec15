/**
 * One recorded exchange against one description: find the operation, then
 * check every part of the request and the response, then drop the findings
 * that a named exception says the description causes.
 */
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';
import { checkCredentials } from './credentials.js';
import type { KnownDescriptionError } from './exception-types.js';
import type { OasSecurityScheme } from './oas-types.js';
import type { OperationIndex } from './operation-index.js';
import { checkHeaderParameters, checkPathParameters, checkQueryParameters } from './parameters.js';
import { checkRequestBody } from './request-body.js';
import { checkResponse } from './response.js';
import type { SchemaCompiler } from './schema-compiler.js';
import type { ContractViolation, Finding } from './violations.js';

export interface CheckContext {
  document: unknown;
  index: OperationIndex;
  securitySchemes: Record<string, OasSecurityScheme>;
  silencers: readonly KnownDescriptionError[];
  compilers: {
    /** JSON request bodies. */
    readonly requestJson: SchemaCompiler;
    /** Parameters and form bodies (strings coerced). */
    readonly requestText: SchemaCompiler;
    readonly response: SchemaCompiler;
    /** Responses of operations under a complete-response-bodies exception. */
    readonly completeResponse: SchemaCompiler;
  };
}

export function checkExchange(exchange: RecordedExchange, context: CheckContext): ContractViolation[] {
  const label = exchangeLabel(exchange);
  const match = context.index.match(exchange.method, exchange.path);
  if ('problem' in match) {
    return [{ exchange: label, where: 'path', message: `no described operation for ${exchange.method.toUpperCase()} ${exchange.path}: ${match.problem}` }];
  }
  const { operation, pathParameters } = match;
  const requestHeaders = headerMap(exchange.requestHeaders);
  const parameterContext = { document: context.document, compiler: context.compilers.requestText };

  const credentials = checkCredentials(operation, context.securitySchemes, requestHeaders, exchange.query);
  const findings: Finding[] = [
    ...checkPathParameters(operation, pathParameters, parameterContext),
    ...checkQueryParameters(operation, exchange.query, credentials.queryKeys, parameterContext),
    ...checkHeaderParameters(operation, requestHeaders, parameterContext),
    ...credentials.findings,
    ...checkRequestBody(operation, requestHeaders, exchange.requestBody, {
      document: context.document,
      jsonCompiler: context.compilers.requestJson,
      formCompiler: context.compilers.requestText,
    }),
    ...checkResponse(
      operation,
      { method: exchange.method, status: exchange.status, headers: headerMap(exchange.responseHeaders), body: exchange.responseBody, ...(exchange.responseStreamed ? { streamed: true } : {}) },
      {
        document: context.document,
        compiler: operation.completeResponseBodies ? context.compilers.completeResponse : context.compilers.response,
      },
    ),
  ];

  return findings
    .filter((finding) => !isSilenced(finding, operation.key, context.silencers))
    .map((finding) => ({ exchange: label, operation: operation.key, ...finding }));
}

function isSilenced(finding: Finding, operationKey: string, silencers: readonly KnownDescriptionError[]): boolean {
  return silencers.some(
    (silencer) => silencer.where === finding.where && silencer.operations.includes(operationKey) && silencer.message.test(finding.message),
  );
}

/** "GET /api/v2/users?page[size]=2": decoded, so that people can read it. */
export function exchangeLabel(exchange: Pick<RecordedExchange, 'method' | 'path' | 'query'>): string {
  const query = [...exchange.query].map(([key, value]) => `${key}=${value}`).join('&');
  const label = `${exchange.method.toUpperCase()} ${exchange.path}${query ? `?${query}` : ''}`;
  return label.length > 240 ? `${label.slice(0, 239)}…` : label;
}

/** Lower-cased names; repeated headers joined as HTTP allows. */
function headerMap(headers: Record<string, string | string[] | number | undefined>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    map.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
  }
  return map;
}

/**
 * Applies a platform's exceptions to the operations of its description.
 *
 * Exceptions must stay true: one that names an operation the description does
 * not have, or completes something the description already declares, makes
 * loading fail, so that a newer description file cannot leave stale entries.
 */
import type { ContractException, KnownDescriptionError, MissingComponent, UndescribedOperation } from './exception-types.js';
import { isObject, type OasDocument, type OasOperation } from './oas-types.js';
import type { DescribedOperation, OperationIndex } from './operation-index.js';

export function applyExceptions(index: OperationIndex, exceptions: readonly ContractException[]): KnownDescriptionError[] {
  const silencers: KnownDescriptionError[] = [];
  for (const exception of exceptions) {
    if (!exception.reason.trim() || !exception.documentation.trim()) {
      throw new Error(`a ${exception.kind} exception for ${exception.platform} has no reason or documentation`);
    }
    if (exception.kind === 'undescribed-operation') {
      addUndescribed(index, exception);
      continue;
    }
    if (exception.kind === 'missing-component') continue;
    const allOperations = exception.operations === 'all operations';
    const operations = allOperations ? index.all() : resolveOperations(index, exception);
    for (const operation of operations) {
      switch (exception.kind) {
        case 'undeclared-query-parameters':
          for (const [name, schema] of Object.entries(exception.parameters)) {
            if (operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)) {
              throw stale(exception, `${operation.key} already declares query parameter "${name}"`);
            }
            operation.parameters.push({ name, in: 'query', schema });
          }
          break;
        case 'undeclared-statuses':
          for (const status of exception.statuses) {
            if (operation.responses[String(status)] !== undefined) {
              if (allOperations) continue;
              throw stale(exception, `${operation.key} already declares status ${status}`);
            }
            operation.responses[String(status)] =
              exception.body === undefined ? {} : { content: { 'application/json': { schema: exception.body } } };
          }
          break;
        case 'undeclared-request-body':
          if (operation.requestBody) throw stale(exception, `${operation.key} already declares a request body`);
          operation.requestBody = { content: { [exception.contentType]: { schema: exception.schema } } };
          break;
        case 'complete-response-bodies':
          operation.completeResponseBodies = true;
          break;
        case 'optional-path-suffix':
        case 'known-description-error':
          break;
      }
    }
    if (exception.kind === 'optional-path-suffix') {
      if (!exception.suffix) throw new Error(`an optional-path-suffix exception for ${exception.platform} has no suffix`);
      index.allowPathSuffix(exception.suffix, new Set(operations.map((operation) => operation.key)));
    }
    if (exception.kind === 'known-description-error') silencers.push(exception);
  }
  return silencers;
}

/**
 * The description with the component schemas it refers to but lacks (before
 * any schema is compiled); a copy, so a document shared between contracts is left as it is.
 */
export function withMissingComponents(document: OasDocument, exceptions: readonly ContractException[]): OasDocument {
  const missing = exceptions.filter((candidate): candidate is MissingComponent => candidate.kind === 'missing-component');
  if (missing.length === 0) return document;
  const components = isObject(document.components) ? document.components : {};
  const schemas: Record<string, unknown> = { ...(isObject(components.schemas) ? components.schemas : {}) };
  for (const exception of missing) {
    if (!exception.reason.trim() || !exception.documentation.trim()) throw new Error(`a missing-component exception for ${exception.platform} has no reason or documentation`);
    if (schemas[exception.name] !== undefined) throw stale(exception, `the description already defines components.schemas.${exception.name}`);
    schemas[exception.name] = exception.schema;
  }
  return { ...document, components: { ...components, schemas } as OasDocument['components'] };
}

function addUndescribed(index: OperationIndex, exception: UndescribedOperation): void {
  const [key] = exception.operations;
  const [method, template] = key.split(' ') as [string, string | undefined];
  if (!template?.startsWith('/') || exception.operations.length !== 1) throw new Error(`an undescribed-operation exception for ${exception.platform} must name one "METHOD /path"`);
  if (!('problem' in index.match(method, template))) throw stale(exception, `the description already has an operation for ${key}`);
  index.add(method.toLowerCase(), template, exception.operation as OasOperation);
}

function resolveOperations(index: OperationIndex, exception: Exclude<ContractException, MissingComponent>): DescribedOperation[] {
  const keys = exception.operations === 'all operations' ? [] : exception.operations;
  if (keys.length === 0) throw new Error(`a ${exception.kind} exception for ${exception.platform} names no operation`);
  return keys.map((key) => {
    const operation = index.get(key);
    if (!operation) throw stale(exception, `the description has no operation "${key}"`);
    return operation;
  });
}

function stale(exception: ContractException, detail: string): Error {
  return new Error(`stale ${exception.kind} exception for ${exception.platform}/${exception.file}: ${detail}`);
}

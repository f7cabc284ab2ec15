/**
 * What the documents say about a named action's route (unified/actions.ts),
 * read from its declaration: operationId, prose, the headers it reads, its
 * raw body, how it answers, and its MCP hints as `x-mcp-hints` (an MCP
 * server derives its tools' annotations from them).
 */
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import type { ActionDeclaration, ResourceDeclaration, UnifiedApiDeclaration } from '../../unified/define.js';
import type { HeaderName } from './header-parameters.js';
import type { OperationDoc } from './operation-doc.js';
import { operationErrors, operationHeaders, parameterDescriptions } from './unified-operations.js';

/** Headers an action may declare that the documents describe (header-parameters.ts). */
const DOCUMENTED_HEADERS: Readonly<Record<string, HeaderName>> = { digest: 'digest' };

function actionHeaders(api: UnifiedApiDeclaration, resource: ResourceDeclaration, action: ActionDeclaration): HeaderName[] {
  const own = Object.keys(action.headers ?? {}).map((name) => {
    const documented = DOCUMENTED_HEADERS[name];
    if (!documented) throw new Error(`${resource.key} action ${action.name} reads header ${name}, which header-parameters.ts does not describe`);
    return documented;
  });
  const base = operationHeaders(api, resource, 'one').filter((name) => action.response !== 'file' || name !== 'x-svc-raw');
  // An action that honours idempotency keys (an order's payment) takes both headers, as creates do.
  const keys: HeaderName[] = action.idempotencyKey === true ? ['Idempotency-Key', 'X-Unique-Transaction-ID'] : [];
  return [...base, ...keys, ...own];
}

function actionErrors(resource: ResourceDeclaration, action: ActionDeclaration): ErrorTypeName[] {
  const errors = operationErrors(resource, action.on === 'item' ? 'one' : 'all').filter((name) => !name.startsWith('Idempotency'));
  if (action.idempotencyKey === true) errors.push('IdempotencyKeyInUseError', 'IdempotencyKeyReusedError');
  if (action.request?.kind === 'stream') errors.push('PayloadTooLargeError');
  if (action.request?.kind === 'json' || action.query) errors.push('RequestValidationError');
  if (action.listParameters && !errors.includes('InvalidCursorError')) errors.push('InvalidCursorError', 'UnsupportedFiltersError');
  return [...new Set(errors)];
}

export function unifiedActionDoc(api: UnifiedApiDeclaration, resource: ResourceDeclaration, action: ActionDeclaration): OperationDoc {
  const status = action.status ?? 200;
  return {
    api: api.id,
    operationId: action.operationId,
    summary: action.summary,
    description: action.description,
    tag: resource.name,
    headers: actionHeaders(api, resource, action),
    errors: actionErrors(resource, action),
    parameterDescriptions: parameterDescriptions(resource, api),
    ...(action.request?.kind === 'stream' ? { rawBody: action.request.description, rawBodyRequired: true } : {}),
    ...(action.request?.kind === 'json' && action.request.optional ? { bodyOptional: true } : {}),
    ...(action.response === 'file' ? { success: { kind: 'file' as const, status, description: `The ${resource.singular}'s content.` } } : {}),
    ...(action.response !== 'file' ? { envelopeConstants: { resource: resource.id } } : {}),
    extensions: { 'x-mcp-hints': action.hints },
  };
}

/**
 * One MCP tool per unified operation, read from the resource declarations
 * (`UNIFIED_APIS`): the same declarations the routes, OpenAPI documents and
 * coverage come from, so a unified API added there is a set of tools here
 * with no change. Each tool knows the route it calls, the scopes it needs
 * and its input schema (JSON Schema, built from the routes' own schemas).
 *
 * A resource's named actions (a search, a folder's copy, an order's payment)
 * are tools too, with the scopes their hints ask for.
 *
 * Left out: creates and actions that take a file's bytes (`addBody: 'file'`,
 * an upload part) and downloads and exports, which JSON tool arguments and
 * results cannot carry.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { honours } from '../gateway/idempotency/key-header.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { actionRoute, recordFiltersOf, operationParents, operationRoute, operationTakesId, type ActionDeclaration, type Operation, type ResourceDeclaration, type UnifiedApiDeclaration } from '../unified/define.js';
import type { ActionMethod } from '../unified/actions.js';
import { actionScopes, requiredScopes, type Scope } from '../unified/scopes.js';
import { envelopeOperation } from '../gateway/unified-actions.js';
import { actionInputSchema, toolInputSchema } from './tool-input-schema.js';

export interface UnifiedTool {
  /** "crm_contacts_list". */
  name: string;
  api: UnifiedApiDeclaration;
  resource: ResourceDeclaration;
  operation: Operation;
  method: ActionMethod;
  /** The named action the tool calls, where it is one. */
  action?: ActionDeclaration | undefined;
  /** Whether the call sends the `body` argument. */
  takesBody: boolean;
  /** Query parameters of its own the tool passes on (an action's `format`), besides the list parameters. */
  queryNames: readonly string[];
  /** Fastify route, "/crm/contacts/:id". */
  route: string;
  /** Path parameters in the route, in order. */
  pathParams: string[];
  scopes: Scope[];
  /** The header a write tool's `idempotency_key` travels in; none where the operation honours neither. */
  idempotencyHeader: 'idempotency-key' | 'x-unique-transaction-id' | undefined;
  /** What MCP clients are shown: name, description, input schema, annotations. */
  definition: Tool;
}

const VERB: Record<Operation, string> = { all: 'list', one: 'get', add: 'create', update: 'update', delete: 'delete' };
const METHOD: Record<Operation, UnifiedTool['method']> = { all: 'GET', one: 'GET', add: 'POST', update: 'PATCH', delete: 'DELETE' };
const SENTENCE: Record<Operation, string> = {
  all: 'Lists',
  one: 'Reads one of',
  add: 'Creates one of',
  update: 'Updates one of',
  delete: 'Deletes one of',
};

/** "customer-support" + "bank-feed-accounts" + all → "customer_support_bank_feed_accounts_list". */
export function toolName(resource: ResourceDeclaration, operation: Operation): string {
  return `${resource.api}_${resource.id}_${VERB[operation]}`.replace(/-/g, '_');
}

function idempotencyHeaderOf(resource: ResourceDeclaration, operation: Operation): UnifiedTool['idempotencyHeader'] {
  if (honours(resource, operation, 'idempotency-key')) return 'idempotency-key';
  if (honours(resource, operation, 'x-unique-transaction-id')) return 'x-unique-transaction-id';
  return undefined;
}

function describe(api: UnifiedApiDeclaration, resource: ResourceDeclaration, operation: Operation, route: string, scopes: readonly Scope[]): string {
  const path = route.replace(/:([a-z_]+)/g, '{$1}');
  const parts = [`${SENTENCE[operation]} the ${api.name} ${resource.name.toLowerCase()} (${METHOD[operation]} ${path}). Answers the unified envelope: \`data\`, and for lists \`meta.cursors.next\` to page on.`];
  const filters = Object.keys(operation === 'all' ? resource.filters : recordFiltersOf(resource, operation));
  if (filters.length > 0) parts.push(`Filters: ${filters.join(', ')}.`);
  if (operation === 'all' && resource.sortFields.length > 0) parts.push(`Sorts by: ${resource.sortFields.join(', ')}.`);
  if (resource.moneyOperations.includes(operation)) parts.push('Moves money: needs the money scope.');
  parts.push(`Scopes: ${scopes.join(', ')}.`);
  return parts.join(' ');
}

function toolOf(api: UnifiedApiDeclaration, resource: ResourceDeclaration, operation: Operation): UnifiedTool {
  const route = operationRoute(resource, operation);
  const pathParams = [...operationParents(resource, operation), ...(operationTakesId(resource, operation) ? [resource.idParam] : [])];
  const idempotencyHeader = idempotencyHeaderOf(resource, operation);
  const scopes = requiredScopes(resource, operation);
  const reads = operation === 'all' || operation === 'one';
  const name = toolName(resource, operation);
  return {
    name,
    api,
    resource,
    operation,
    method: METHOD[operation],
    route,
    pathParams,
    scopes,
    idempotencyHeader,
    takesBody: operation === 'add' || operation === 'update',
    queryNames: [],
    definition: {
      name,
      title: `${api.name}: ${VERB[operation]} ${resource.name.toLowerCase()}`,
      description: describe(api, resource, operation, route, scopes),
      inputSchema: toolInputSchema(resource, operation, pathParams, idempotencyHeader !== undefined) as Tool['inputSchema'],
      annotations: {
        readOnlyHint: reads,
        // An update overwrites what it names, a delete removes: both destroy something; a create adds.
        destructiveHint: operation === 'update' || operation === 'delete',
        idempotentHint: operation !== 'add',
        openWorldHint: true,
      },
    },
  };
}

/** Whether JSON arguments and a JSON result can carry the action: not bytes in or out. */
function actionFitsJson(action: ActionDeclaration): boolean {
  return action.request?.kind !== 'stream' && action.response !== 'file';
}

function actionToolOf(api: UnifiedApiDeclaration, resource: ResourceDeclaration, action: ActionDeclaration): UnifiedTool {
  const route = actionRoute(resource, action);
  const pathParams = action.on === 'item' ? [...resource.itemParentParams, resource.idParam] : [...resource.parentParams];
  const scopes = actionScopes(action);
  const idempotencyHeader = action.idempotencyKey === true ? 'idempotency-key' : undefined;
  const name = `${resource.api}_${resource.id}_${action.name}`.replace(/-/g, '_');
  const path = route.replace(/:([a-z_]+)/g, '{$1}');
  const description = [`${action.summary} (${action.method} ${path}): ${action.description}`];
  if (action.hints.movesMoney === true) description.push('Moves money: needs the money scope.');
  description.push(`Scopes: ${scopes.join(', ')}.`);
  return {
    name,
    api,
    resource,
    operation: envelopeOperation(action),
    action,
    method: action.method,
    route,
    pathParams,
    scopes,
    idempotencyHeader,
    takesBody: action.request?.kind === 'json',
    queryNames: Object.keys(action.query?.properties ?? {}),
    definition: {
      name,
      title: `${api.name}: ${action.summary.toLowerCase()}`,
      description: description.join(' '),
      inputSchema: actionInputSchema(resource, action, pathParams, idempotencyHeader !== undefined) as Tool['inputSchema'],
      annotations: { readOnlyHint: action.hints.readOnly, destructiveHint: action.hints.destructive, idempotentHint: action.hints.idempotent, openWorldHint: true },
    },
  };
}

function buildCatalog(apis: readonly UnifiedApiDeclaration[]): Map<string, UnifiedTool> {
  const tools = new Map<string, UnifiedTool>();
  for (const api of apis) {
    for (const resource of api.resources) {
      for (const operation of resource.operations) {
        if (operation === 'add' && resource.addBody === 'file') continue;
        const tool = toolOf(api, resource, operation);
        if (tools.has(tool.name)) throw new Error(`two unified operations make the MCP tool ${tool.name}`);
        tools.set(tool.name, tool);
      }
      for (const action of resource.actions.filter(actionFitsJson)) {
        const tool = actionToolOf(api, resource, action);
        if (tools.has(tool.name)) throw new Error(`two unified operations make the MCP tool ${tool.name}`);
        tools.set(tool.name, tool);
      }
    }
  }
  return tools;
}

let catalog: Map<string, UnifiedTool> | undefined;

/** Every unified operation's tool, by name; built on first use (a few hundred schemas). */
export function unifiedTools(): ReadonlyMap<string, UnifiedTool> {
  catalog ??= buildCatalog(UNIFIED_APIS);
  return catalog;
}

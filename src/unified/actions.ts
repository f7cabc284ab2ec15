/**
 * Named actions: operations of a resource beyond the five record operations
 * (a search sent as POST, a folder's copy, a part of an upload session, a
 * payment of an order). Declared once on the resource; its route, request
 * validation, OpenAPI operation, coverage (`supported_actions`), MCP hints and
 * the connector's function (`ResourceImplementation.actions[name]`) derive
 * from the declaration. A connector without the function answers
 * ConnectorOperationUnsupportedError, and its coverage says so.
 */
import type { TObject } from 'typebox';

export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the action takes: a JSON body held to `model`, or bytes of any
 * content type, streamed to the connector (never buffered) up to `maxBytes`.
 */
export type ActionRequest =
  | { kind: 'json'; model: TObject; optional?: boolean }
  | { kind: 'stream'; maxBytes: number; description: string };

/**
 * How the action answers: one record of the model (`record`), a page of
 * records with cursors (`list`), the id of what it wrote (`id`), bytes of
 * any media type streamed from the platform (`file`), or no data (`empty`).
 */
export type ActionResponse = 'record' | 'list' | 'id' | 'file' | 'empty';

/** What an agent (an MCP server's tool) must know before calling it; the MCP spec's annotations. */
export interface ActionHints {
  readOnly: boolean;
  destructive: boolean;
  idempotent: boolean;
  /** It charges, pays or refunds: a tool that asks before it runs. */
  movesMoney?: boolean;
}

export interface ActionDeclaration {
  /** Name in coverage and of the connector's function: "search", "copy", "upload-part". */
  name: string;
  operationId: string;
  summary: string;
  description: string;
  method: ActionMethod;
  /** Whether the route hangs under the collection path or under a record's (`…/:id`). */
  on: 'collection' | 'item';
  /** Path below it, without a leading slash ("search", "copy"); "" for the path itself. */
  route: string;
  request?: ActionRequest;
  /** Query parameters it takes (`format`, `part_number`), held to this schema. */
  query?: TObject;
  /** Headers it reads and hands to the connector (`digest`), lowercase, with what they say. */
  headers?: Readonly<Record<string, string>>;
  /** Whether a `list` answer takes `cursor`, `limit` and the resource's list filters. */
  listParameters?: boolean;
  response: ActionResponse;
  /**
   * Whether it honours Idempotency-Key and X-Unique-Transaction-ID with the
   * gateway's rules (the same key and body answer the first answer and write
   * nothing again): every action that moves money does.
   */
  idempotencyKey?: boolean;
  /** The model of a `record` or `list` answer where it is not the resource's (a finished upload session answers a File). */
  model?: TObject;
  /** Success status: 200 unless declared (201 for an action that makes a record). */
  status?: 200 | 201;
  hints: ActionHints;
}

/** The route of an action in Fastify's syntax, from the resource's paths. */
export function actionRoute(resource: { path: string; itemPath: string; idParam: string }, action: ActionDeclaration): string {
  const base = action.on === 'item' ? `${resource.itemPath}/:${resource.idParam}` : resource.path;
  return action.route === '' ? base : `${base}/${action.route}`;
}

/** Checks what a schema cannot: names unique, one route per method. */
export function checkActions(key: string, actions: readonly ActionDeclaration[], resource: { path: string; itemPath: string; idParam: string }): void {
  const names = new Set<string>();
  const routes = new Set<string>();
  for (const action of actions) {
    if (!/^[a-z][a-z-]*$/.test(action.name)) throw new Error(`${key}: action name ${action.name} must be lowercase words joined by hyphens`);
    if (names.has(action.name)) throw new Error(`${key}: action ${action.name} declared twice`);
    names.add(action.name);
    const route = `${action.method} ${actionRoute(resource, action)}`;
    if (routes.has(route)) throw new Error(`${key}: two actions at ${route}`);
    routes.add(route);
    if (action.hints.movesMoney === true && action.idempotencyKey !== true) throw new Error(`${key}: action ${action.name} moves money, so it must honour idempotency keys`);
    if (action.request?.kind === 'stream' && action.method === 'GET') throw new Error(`${key}: action ${action.name} takes a body on GET`);
  }
}

/**
 * Webhooks (https://developers.asana.com/reference/webhooks): kept per
 * account, listed per workspace (GET /webhooks?workspace=, optionally
 * &resource=), read, re-filtered (PUT) and deleted. Creating one
 * (POST /webhooks {data: {resource, target, filters?}}) makes the handshake
 * inside the request, as Asana does: it POSTs to the target with a fresh
 * `X-Hook-Secret`, and only a 200 or 204 echoing that header creates the
 * webhook, answered 201 with the secret beside `data`. A workspace needs
 * filters, all of them on the resource types Asana allows there (tasks and
 * stories are not among them); a project or a task takes any filter.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fetch } from 'undici';
import { defineResource, fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { API_BASE, dataOf } from './dialect.js';
import { viewOf } from './opt-fields.js';
import { newGid, refTo } from './records.js';
import type { WebhookFilter } from './webhook-events.js';

const HANDSHAKE_TIMEOUT_MS = 10_000;
const ACTIONS = new Set(['changed', 'added', 'removed', 'deleted', 'undeleted']);
/** What a webhook on a workspace may filter on ("larger scoped" webhooks, Asana's webhooks guide). */
const WORKSPACE_FILTER_TYPES = new Set(['project', 'team', 'tag', 'portfolio', 'goal', 'team_membership', 'workspace_membership']);
const HANDSHAKE_FAILED = 'Could not complete activation handshake with target URL. Please ensure that the receiving server is accepting connections and supports SSL';

/** Tables a webhook's resource may be in, with Asana's resource_type. */
const SUBSCRIBABLE = [['projects', 'project'], ['tasks', 'task'], ['workspaces', 'workspace']] as const;

const webhookView = viewOf('webhook', { compact: ['active', 'resource', 'target'], idParam: 'webhook_gid' });

function optionalText(item: Record<string, unknown>, name: string): string | undefined {
  const value = item[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw fail.validation(`filters.${name}: Not a string`, { field: 'filters' });
  return value;
}

function readFilter(value: unknown): WebhookFilter {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail.validation('filters: Not an object', { field: 'filters' });
  const item = value as Record<string, unknown>;
  const action = optionalText(item, 'action');
  if (action !== undefined && !ACTIONS.has(action)) throw fail.validation(`filters.action: Not a valid action: ${action}`, { field: 'filters' });
  const fields = item.fields;
  if (fields !== undefined && (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string') || action !== 'changed')) {
    throw fail.validation('filters.fields: Only valid for filters with action "changed"', { field: 'filters' });
  }
  const filter: WebhookFilter = {};
  const resourceType = optionalText(item, 'resource_type');
  const resourceSubtype = optionalText(item, 'resource_subtype');
  if (resourceType !== undefined) filter.resource_type = resourceType;
  if (resourceSubtype !== undefined) filter.resource_subtype = resourceSubtype;
  if (action !== undefined) filter.action = action;
  if (fields !== undefined) filter.fields = fields as string[];
  return filter;
}

function readFilters(value: unknown): WebhookFilter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw fail.validation('filters: Value is not an array', { field: 'filters' });
  return value.map(readFilter);
}

export const webhooks = defineResource<AsanaAccount>({
  name: 'webhooks',
  routes: {
    list: `GET ${API_BASE}/webhooks`,
    get: `GET ${API_BASE}/webhooks/:webhook_gid`,
    update: `PUT ${API_BASE}/webhooks/:webhook_gid`,
    delete: `DELETE ${API_BASE}/webhooks/:webhook_gid`,
  },
  idParam: 'webhook_gid',
  newId: newGid,
  fields: {
    id: { wire: 'gid', kind: 'string', readOnly: true },
    active: { kind: 'boolean', readOnly: true },
    resource: { kind: 'string', readOnly: true },
    target: { kind: 'string', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
    filters: { kind: 'array', parse: readFilters },
    // Left out until there is one: the description types them as strings, never null.
    last_success_at: { kind: 'time', readOnly: true },
    last_failure_at: { kind: 'time', readOnly: true },
    last_failure_content: { kind: 'string', readOnly: true },
  },
  filters: {
    workspace: (record, value) => record.workspace === value,
    resource: (record, value) => record.resource === value,
  },
  hooks: {
    select(records, ctx) {
      if (!ctx.request.query.get('workspace')) throw fail.validation('workspace: Missing input', { field: 'workspace' });
      return records;
    },
    present(wire, record, ctx) {
      const table = SUBSCRIBABLE.find(([name]) => ctx.tenant.table(name).has(String(record.resource)));
      const resource = table ? refTo(ctx.tenant, table[0], table[1], record.resource) : { gid: record.resource };
      return webhookView({ ...wire, resource }, record, ctx);
    },
  },
});

/** The handshake: whether the target echoed the secret with a 200 or 204. */
async function handshake(target: string, secret: string): Promise<boolean> {
  try {
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'x-hook-secret': secret, 'content-type': 'application/json', 'user-agent': 'svc-emulator-webhooks' },
      body: '',
      redirect: 'manual',
      signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return (answer.status === 200 || answer.status === 204) && answer.headers.get('x-hook-secret') === secret;
  } catch {
    return false;
  }
}

async function create(ctx: KitContext<AsanaAccount>, kit: PlatformKit<AsanaAccount>) {
  const data = dataOf(ctx.request.body);
  const resource = data.resource;
  const target = data.target;
  if (typeof resource !== 'string' || resource === '') throw fail.validation('resource: Missing input', { field: 'resource' });
  if (typeof target !== 'string' || !/^https?:\/\/[^\s]+$/.test(target)) throw fail.validation('target: Missing input', { field: 'target' });
  const table = SUBSCRIBABLE.find(([name]) => ctx.tenant.table(name).has(resource));
  if (!table) throw fail.notFound('unknown resource', { resource: 'resource', id: resource });
  const filters = readFilters(data.filters);
  if (table[1] === 'workspace' && (filters.length === 0 || !filters.every((filter) => filter.resource_type !== undefined && WORKSPACE_FILTER_TYPES.has(filter.resource_type)))) {
    throw fail.validation('Webhooks for larger scoped resources must have at least one filter and all filters must be in our whitelist.', { field: 'filters' });
  }
  const record = ctx.tenant.table(table[0]).get(resource);
  const workspace = table[1] === 'workspace' ? resource : String(record?.workspace);
  const secret = randomBytes(32).toString('hex');
  if (!(await handshake(target, secret))) throw fail.validation(HANDSHAKE_FAILED, { field: 'target' });
  const webhook = ctx.tenant.table('webhooks').insert({
    id: newGid(ctx, ctx.tenant.table('webhooks')),
    active: true, resource, target, filters, workspace, secret,
    created_at: ctx.now,
  });
  return { status: 201, body: { data: kit.present('webhooks', webhook, ctx), 'X-Hook-Secret': secret } };
}

export function registerWebhookCreate(app: FastifyInstance, kit: PlatformKit<AsanaAccount>): void {
  app.post(`${API_BASE}/webhooks`, kit.handler((ctx) => create(ctx, kit)));
}

/**
 * Registering the service's webhooks at Asana: one per project of the
 * connection's workspace. Asana's webhooks hang off one resource, and a
 * workspace-level webhook cannot ask for tasks or stories (a "larger scoped"
 * webhook must filter on whitelisted types: projects, teams, tags…), so a
 * project is the widest resource that reports task and comment changes.
 *
 * Each webhook's target is the connection's URL with `?project={gid}`
 * (Asana delivers to the full URL, query included), which names the
 * collection of a change and the secret that signs it. Creating a webhook
 * makes Asana's handshake (answered by the inbound hook), and the answer
 * carries that secret (`X-Hook-Secret`): it is kept from there, the
 * authenticated answer to the service's own call, never from the handshake,
 * which anyone could send.
 *
 * Asana's webhooks do not expire, but one whose deliveries fail for a day is
 * deleted by Asana, and projects come and go: the registration is synced
 * daily (renew): webhooks for new projects, none for removed ones, new ones
 * where Asana dropped or deactivated them. One turn creates at most
 * CREATES_PER_TURN webhooks (each is a handshake, and Asana's free plan
 * allows 150 calls a minute): a larger workspace is kept `complete: false`
 * and due again at once, so every turn fits the registration's time budget
 * and keeps what it made.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { everyRecord } from './api.js';
import { ASANA_WEBHOOK_FILTERS } from './webhook-events.js';
import { segment } from '../framework/rest/path.js';

export interface ProjectWebhook {
  gid: string;
  /** The handshake's secret: the key of X-Hook-Signature. */
  secret: string;
}

export type AsanaRegistration = {
  workspace: string;
  /** Project gid → its webhook. */
  webhooks: Record<string, ProjectWebhook>;
  syncedAt: string;
  /** False while some projects still wait for their webhook (the next turn comes at once). */
  complete: boolean;
};

interface AsanaWebhook {
  gid: string;
  active?: boolean;
  target?: string;
}

const RESYNC_MS = 86_400_000;
export const CREATES_PER_TURN = 20;

export function targetFor(url: string, project: string): string {
  const target = new URL(url);
  target.searchParams.set('project', project);
  return target.href;
}

/** Asana answered 403 or 404: the project is not one the token may watch (or is gone); the others are still registered. */
function notWatchable(error: unknown): boolean {
  const status = error instanceof ApiError ? (error.detail as { downstream_status?: number } | undefined)?.downstream_status : undefined;
  return status === 403 || status === 404;
}

async function createWebhook(ctx: ConnectorContext, url: string, project: string): Promise<ProjectWebhook | undefined> {
  try {
    const { body } = await ctx.http.request<{ data?: { gid?: string }; 'X-Hook-Secret'?: string }>({
      method: 'POST',
      path: '/webhooks',
      json: { data: { resource: project, target: targetFor(url, project), filters: ASANA_WEBHOOK_FILTERS } },
    });
    const gid = body.data?.gid;
    const secret = body['X-Hook-Secret'];
    if (typeof gid !== 'string' || typeof secret !== 'string' || secret === '') {
      throw new ApiError('ConnectorExecutionError', { message: 'Asana created a webhook without saying its id or secret', detail: { service: 'asana' } });
    }
    return { gid, secret };
  } catch (error) {
    if (notWatchable(error)) return undefined;
    throw error;
  }
}

async function deleteWebhook(ctx: ConnectorContext, gid: string): Promise<void> {
  await ctx.http.request({ method: 'DELETE', path: `/webhooks/${segment(gid)}` }).catch((error: unknown) => {
    // Already gone: what deleting wanted.
    if (!notWatchable(error)) throw error;
  });
}

/** Makes the webhooks at Asana match the workspace's projects, keeping those that still work. */
async function sync(ctx: ConnectorContext, current: Partial<AsanaRegistration>, url: string): Promise<AsanaRegistration> {
  const workspace = ctx.settings.workspace_gid ?? '';
  const ours = (await everyRecord<AsanaWebhook>(ctx, '/webhooks', { workspace, opt_fields: 'active,target' })).filter((webhook) => webhook.target?.startsWith(url));
  const working = new Set(ours.filter((webhook) => webhook.active !== false).map((webhook) => webhook.gid));
  const projects = (await everyRecord<{ gid: string }>(ctx, `/workspaces/${segment(workspace)}/projects`, { opt_fields: 'name' })).map((project) => project.gid);
  const known = current.workspace === workspace ? (current.webhooks ?? {}) : {};
  const webhooks: Record<string, ProjectWebhook> = {};
  let creates = 0;
  let complete = true;
  for (const project of projects) {
    const kept = known[project];
    if (kept && working.has(kept.gid)) {
      webhooks[project] = kept;
    } else if (creates === CREATES_PER_TURN) {
      complete = false;
    } else {
      creates += 1;
      const webhook = await createWebhook(ctx, url, project);
      if (webhook) webhooks[project] = webhook;
    }
  }
  // Webhooks of removed projects, dead ones, and any left by a registration whose answer was lost.
  const keep = new Set(Object.values(webhooks).map((webhook) => webhook.gid));
  for (const webhook of ours) if (!keep.has(webhook.gid)) await deleteWebhook(ctx, webhook.gid);
  return { workspace, webhooks, syncedAt: new Date().toISOString(), complete };
}

export const registerAsanaWebhooks = (ctx: ConnectorContext, target: { url: string }) => sync(ctx, {}, target.url);

export const renewAsanaWebhooks = (ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>, target: { url: string }) =>
  sync(ctx, registration as Partial<AsanaRegistration>, target.url);

export function asanaRenewAt(registration: Readonly<Record<string, unknown>>): Date | undefined {
  const current = registration as Partial<AsanaRegistration>;
  const synced = Date.parse(String(current.syncedAt ?? ''));
  if (Number.isNaN(synced)) return undefined;
  return new Date(current.complete === false ? synced : synced + RESYNC_MS);
}

export async function unregisterAsanaWebhooks(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  for (const webhook of Object.values((registration as Partial<AsanaRegistration>).webhooks ?? {})) await deleteWebhook(ctx, webhook.gid);
}

/**
 * Makes the webhooks at Asana match the workspace's projects: webhooks for
 * new projects, none for removed ones, new ones where Asana dropped or
 * deactivated them. One turn creates at most CREATES_PER_TURN webhooks (each
 * is a handshake, and Asana's free plan allows 150 calls a minute): a larger
 * workspace is kept `complete: false` and due again at once, so every turn
 * fits the registration's time budget and keeps what it made.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { everyRecord } from './api.js';
import { createWebhook, deleteWebhook, type ProjectWebhook } from './project-webhooks.js';

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

export const CREATES_PER_TURN = 20;

/** Keeps the webhooks of `current` that still work. */
export async function syncProjectWebhooks(ctx: ConnectorContext, current: Partial<AsanaRegistration>, url: string): Promise<AsanaRegistration> {
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

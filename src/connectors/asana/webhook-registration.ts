/**
 * Registering the service's webhooks at Asana: one per project of the
 * connection's workspace (project-webhooks.ts). Asana's webhooks hang off one
 * resource, and a workspace-level webhook cannot ask for tasks or stories (a
 * "larger scoped" webhook must filter on whitelisted types: projects, teams,
 * tags…), so a project is the widest resource that reports task and comment
 * changes.
 *
 * Asana's webhooks do not expire, but one whose deliveries fail for a day is
 * deleted by Asana, and projects come and go: the registration is synced
 * (webhook-sync.ts) daily (renew), and again at once while a turn left some
 * projects without their webhook.
 */
import type { ConnectorContext } from '../framework/define.js';
import { deleteWebhook } from './project-webhooks.js';
import { syncProjectWebhooks, type AsanaRegistration } from './webhook-sync.js';

const RESYNC_MS = 86_400_000;

export const registerAsanaWebhooks = (ctx: ConnectorContext, target: { url: string }) => syncProjectWebhooks(ctx, {}, target.url);

export const renewAsanaWebhooks = (ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>, target: { url: string }) =>
  syncProjectWebhooks(ctx, registration as Partial<AsanaRegistration>, target.url);

export function asanaRenewAt(registration: Readonly<Record<string, unknown>>): Date | undefined {
  const current = registration as Partial<AsanaRegistration>;
  const synced = Date.parse(String(current.syncedAt ?? ''));
  if (Number.isNaN(synced)) return undefined;
  return new Date(current.complete === false ? synced : synced + RESYNC_MS);
}

export async function unregisterAsanaWebhooks(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  for (const webhook of Object.values((registration as Partial<AsanaRegistration>).webhooks ?? {})) await deleteWebhook(ctx, webhook.gid);
}

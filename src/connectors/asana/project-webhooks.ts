/**
 * One Asana webhook on one project, made and deleted. Its target is the
 * connection's URL with `?project={gid}` (Asana delivers to the full URL,
 * query included), which names the collection of a change and the secret
 * that signs it. Creating a webhook makes Asana's handshake (answered by the
 * inbound hook), and the answer carries that secret (`X-Hook-Secret`): it is
 * kept from there, the authenticated answer to the service's own call, never
 * from the handshake, which anyone could send.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { ASANA_WEBHOOK_FILTERS } from './webhook-events.js';

export interface ProjectWebhook {
  gid: string;
  /** The handshake's secret: the key of X-Hook-Signature. */
  secret: string;
}

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

export async function createWebhook(ctx: ConnectorContext, url: string, project: string): Promise<ProjectWebhook | undefined> {
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

export async function deleteWebhook(ctx: ConnectorContext, gid: string): Promise<void> {
  await ctx.http.request({ method: 'DELETE', path: `/webhooks/${segment(gid)}` }).catch((error: unknown) => {
    // Already gone: what deleting wanted.
    if (!notWatchable(error)) throw error;
  });
}

/**
 * Push notifications of the changes feed (drive-v3.json changes.watch,
 * channels.stop; https://developers.google.com/workspace/drive/api/guides/push):
 * a channel `{id, type: "web_hook", address, token?, expiration?}` made from
 * a page token. Drive POSTs to the address an empty body with headers only:
 * `X-Goog-Channel-ID`, `X-Goog-Channel-Token` (the channel's token, as given:
 * Drive signs nothing), `X-Goog-Channel-Expiration`, `X-Goog-Resource-ID`,
 * `X-Goog-Resource-URI`, `X-Goog-Resource-State` (`sync` once when the
 * channel is made, then `change`) and `X-Goog-Message-Number`. The receiver
 * then reads the feed itself. A channel lives until its expiration (at most
 * a week for changes; an hour when none is asked) or its stop.
 *
 * Notifications are sent after the request that wrote has been answered
 * (one per request that changed the account's items, as Drive batches them),
 * and each attempt is kept for tests (`sentNotifications`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail, type Answer, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { feedEntries, pageTokenOf } from './changes.js';

const DEFAULT_TTL_MS = 60 * 60 * 1000;
const MAX_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Channel {
  id: string;
  resourceId: string;
  resourceUri: string;
  token: string | undefined;
  address: string;
  expiration: number;
  accountId: string;
  /** The journal position notified up to. */
  seq: number;
  messages: number;
}

export interface SentNotification {
  channelId: string;
  state: 'sync' | 'change';
  status: number | undefined;
}

export class DriveChannels {
  readonly #channels = new Map<string, Channel>();
  readonly sent: SentNotification[] = [];

  constructor(private readonly kit: PlatformKit<GoogleDriveAccount>) {}

  watch(ctx: KitContext<GoogleDriveAccount>): Answer {
    const after = pageTokenOf(ctx, this.kit);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined);
    const id = text('id');
    const address = text('address');
    if (id === undefined) throw fail.validation('Channel id required.', { field: 'id', code: 'required' });
    if (text('type') !== 'web_hook' && text('type') !== 'webhook') throw fail.validation('Invalid channel type.', { field: 'type', code: 'invalid' });
    if (address === undefined || !/^https?:\/\//.test(address)) throw fail.validation('Invalid address.', { field: 'address', code: 'invalid' });
    if (this.#channels.has(id)) throw fail.validation(`Channel id ${id.slice(0, 64)} not unique`, { field: 'id', code: 'channelIdNotUnique' });
    const asked = body.expiration === undefined ? undefined : Number(body.expiration);
    const expiration = Math.min(asked !== undefined && Number.isFinite(asked) ? asked : ctx.now + DEFAULT_TTL_MS, ctx.now + MAX_TTL_MS);
    const resourceId = randomBytes(12).toString('base64url');
    const resourceUri = `https://www.googleapis.com/drive/v3/changes?alt=json&pageToken=${after}`;
    const channel: Channel = { id, resourceId, resourceUri, token: text('token'), address, expiration, accountId: ctx.account.id, seq: after, messages: 0 };
    this.#channels.set(id, channel);
    queueMicrotask(() => void this.#send(channel, 'sync'));
    return { status: 200, body: { kind: 'api#channel', id, resourceId, resourceUri, ...(channel.token === undefined ? {} : { token: channel.token }), expiration: String(expiration) } };
  }

  stop(ctx: KitContext<GoogleDriveAccount>): Answer {
    const body = (ctx.request.body ?? {}) as { id?: unknown; resourceId?: unknown };
    const channel = typeof body.id === 'string' ? this.#channels.get(body.id) : undefined;
    if (!channel || channel.resourceId !== body.resourceId || channel.accountId !== ctx.account.id) {
      throw fail.notFound(`Channel '${String(body.id).slice(0, 64)}' not found for project`, { code: 'notFound' });
    }
    this.#channels.delete(channel.id);
    return { status: 204 };
  }

  /** After each request: a `change` to every live channel whose account's feed moved past what it was told. */
  notify(now: number): void {
    for (const channel of this.#channels.values()) {
      if (channel.expiration <= now) {
        this.#channels.delete(channel.id);
        continue;
      }
      if (this.kit.journal.seq <= channel.seq) continue;
      const moved = feedEntries(this.kit, channel.accountId, channel.seq).length > 0;
      channel.seq = this.kit.journal.seq;
      if (moved) void this.#send(channel, 'change');
    }
  }

  async #send(channel: Channel, state: SentNotification['state']): Promise<void> {
    channel.messages += 1;
    const headers: Record<string, string> = {
      'x-goog-channel-id': channel.id,
      'x-goog-channel-expiration': new Date(channel.expiration).toUTCString(),
      'x-goog-resource-id': channel.resourceId,
      'x-goog-resource-uri': channel.resourceUri,
      'x-goog-resource-state': state,
      'x-goog-message-number': String(channel.messages),
      ...(channel.token === undefined ? {} : { 'x-goog-channel-token': channel.token }),
    };
    const sent: SentNotification = { channelId: channel.id, state, status: undefined };
    this.sent.push(sent);
    try {
      const answer = await fetch(channel.address, { method: 'POST', headers, signal: AbortSignal.timeout(10_000) });
      sent.status = answer.status;
      await answer.body?.cancel();
    } catch {
      // Drive retries with exponential backoff; the emulator drops it (the receiver's poll fills the gap).
    }
  }
}

export function registerChannelRoutes(app: FastifyInstance, kit: PlatformKit<GoogleDriveAccount>): DriveChannels {
  const channels = new DriveChannels(kit);
  app.post('/drive/v3/changes/watch', kit.handler((ctx) => channels.watch(ctx)));
  app.post('/drive/v3/channels/stop', kit.handler((ctx) => channels.stop(ctx)));
  app.addHook('onResponse', async () => channels.notify(Date.now()));
  return channels;
}

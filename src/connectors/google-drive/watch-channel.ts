/**
 * A watch channel on the connection's changes feed (drive-v3.json
 * changes.watch, channels.stop; https://developers.google.com/workspace/drive/api/guides/push),
 * made by the registrar when a connection becomes callable: Drive then POSTs
 * a header-only notification to the connection's inbound URL whenever the
 * feed moves. It says only that there are changes; the poller reads them
 * (changes.ts), so a notification makes the connection's poll come at once.
 *
 * Drive delivers only to an HTTPS address with a valid certificate: where
 * the service's public URL is not one (a deployment on a private address),
 * nothing is registered and the poll alone reports the changes. An http URL
 * on this machine is let through for a local emulator. A channel lives at
 * most a week for changes; it is renewed a day before it ends (a new channel,
 * then the old one stopped).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ConnectorContext } from '../framework/define.js';
import { isDownstreamNotFound } from '../framework/not-found.js';
import { ALL_DRIVES, DRIVE } from './api.js';

const CHANNEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** What is kept for the connection (sealed by the receiver): the channel's id, Drive's resource id, its token and end. */
export interface DriveChannelRegistration {
  channel_id: string;
  resource_id: string;
  token: string;
  /** Unix milliseconds, as Drive writes it. */
  expiration: string;
}

/** Whether Drive can deliver to `url`: HTTPS, or http to this machine (a local emulator). */
export function watchable(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  } catch {
    return false;
  }
}

export async function watchChanges(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>> {
  if (!watchable(target.url)) return { watching: false };
  const { body: start } = await ctx.http.request<{ startPageToken?: string }>({ method: 'GET', path: `${DRIVE}/changes/startPageToken`, query: { ...ALL_DRIVES, fields: 'startPageToken' } });
  const token = randomBytes(24).toString('base64url');
  const channel = { id: randomUUID(), type: 'web_hook', address: target.url, token, expiration: String(Date.now() + CHANNEL_TTL_MS) };
  const { body } = await ctx.http.request<{ id?: string; resourceId?: string; expiration?: string }>({
    method: 'POST',
    path: `${DRIVE}/changes/watch`,
    query: { ...ALL_DRIVES, pageToken: String(start.startPageToken ?? '') },
    json: channel,
  });
  const registration: DriveChannelRegistration = { channel_id: channel.id, resource_id: String(body.resourceId ?? ''), token, expiration: String(body.expiration ?? channel.expiration) };
  return { ...registration };
}

export async function stopChannel(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>): Promise<void> {
  if (typeof registration.channel_id !== 'string' || typeof registration.resource_id !== 'string') return;
  try {
    await ctx.http.request({ method: 'POST', path: `${DRIVE}/channels/stop`, json: { id: registration.channel_id, resourceId: registration.resource_id } });
  } catch (error) {
    // Expired or stopped already: nothing left to stop.
    if (!isDownstreamNotFound(error)) throw error;
  }
}

export function channelRenewAt(registration: Readonly<Record<string, unknown>>): Date | undefined {
  const expiration = Number(registration.expiration);
  return typeof registration.channel_id === 'string' && Number.isFinite(expiration) ? new Date(expiration - RENEW_BEFORE_MS) : undefined;
}

export async function renewChannel(ctx: ConnectorContext, registration: Readonly<Record<string, unknown>>, target: { url: string }): Promise<Record<string, unknown>> {
  const renewed = await watchChanges(ctx, target);
  await stopChannel(ctx, registration);
  return renewed;
}

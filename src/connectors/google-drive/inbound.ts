/**
 * Drive's push notifications for the changes feed (watch-channel.ts),
 * received at the connection's inbound URL. Drive signs nothing: a
 * notification is genuine when it names the connection's channel
 * (`X-Goog-Channel-ID`) and carries the channel's token
 * (`X-Goog-Channel-Token`, compared in constant time), which only Drive and
 * the service know. A notification holds no change: `change` makes the
 * connection's poll come now (the poller reads the feed), `sync` (sent once
 * when the channel is made) only shows the channel working. Events are
 * therefore `detected_by: polling`, at once rather than at the interval.
 */
import { timingSafeEqual } from 'node:crypto';
import type { InboundWebhooks } from '../framework/inbound.js';
import { channelRenewAt, renewChannel, stopChannel, watchChanges } from './watch-channel.js';

function sameSecret(given: string | undefined, kept: unknown): boolean {
  if (typeof given !== 'string' || typeof kept !== 'string' || kept === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const googleDriveInbound: InboundWebhooks = {
  verify(request, { registration }) {
    return request.headers['x-goog-channel-id'] === registration.channel_id && sameSecret(request.headers['x-goog-channel-token'], registration.token);
  },
  changes: () => [],
  wakesPolling: (request) => request.headers['x-goog-resource-state'] === 'change',
  // Drive numbers each channel's messages: a retry carries the same number.
  deliveryId: (request) => `${request.headers['x-goog-channel-id'] ?? ''}:${request.headers['x-goog-message-number'] ?? ''}`,
  register: watchChanges,
  delivers: (registration) => typeof registration.channel_id === 'string',
  renewAt: channelRenewAt,
  renew: renewChannel,
  unregister: stopChannel,
  sources: [{ id: 'changes-channel', downstreamEvents: [], setup: { kind: 'registered' } }],
};

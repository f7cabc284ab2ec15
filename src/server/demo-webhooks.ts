/**
 * The demo's pasted webhook URLs, set at the emulators (issue 29). Where a
 * platform takes its webhook URL by hand (Intercom's Developer Hub, Vonage's
 * number settings: a `paste` source), the emulator's control plane stands in
 * for that page: each demo connection's inbound URL is subscribed there to
 * the source's events, so every demo connection gets its platform's own
 * webhooks out of the box, and each source is confirmed by its first signed
 * request. Which sources, events and URLs follows from the connectors'
 * declarations and the Vault's view: nothing here names a platform.
 */
import type { DownstreamTargets } from '../connectors/targets.js';
import type { TenantScope, Vault } from '../vault/vault.js';
import { CONTROL_PREFIX } from '../sandbox/framework/emulator.js';
import { nativeSourcesOf } from '../webhooks/inbound/sources.js';

export interface DemoWebhookConnection {
  consumerId: string;
  unifiedApi: string;
  serviceId: string;
  /** The secret the emulator signs with, where its platform's signing key is a connection setting (Xero's webhook key). */
  webhookSecret?: string | undefined;
}

/**
 * Subscribes the inbound URL of each demo connection's pasted sources at its
 * emulator; answers how many were set. An emulator that is not running, or
 * refuses, is skipped with a warning: its connection is polled meanwhile.
 */
export async function setDemoWebhookUrls(
  vault: Vault,
  targets: Pick<DownstreamTargets, 'sandboxUrl'>,
  scope: TenantScope,
  connections: readonly DemoWebhookConnection[],
  warn: (message: string) => void,
): Promise<number> {
  let set = 0;
  for (const demo of connections) {
    const connector = vault.connectors.find(demo.serviceId);
    const pasted = connector ? nativeSourcesOf(connector).filter((source) => source.setup.kind === 'paste') : [];
    const emulator = targets.sandboxUrl(demo.serviceId);
    if (pasted.length === 0 || !emulator) continue;
    const view = await vault.getConnection(scope, demo.consumerId, demo.unifiedApi, demo.serviceId);
    for (const source of pasted) {
      const url = ('subscriptions' in view ? view.subscriptions : undefined)?.find((entry) => entry.source.id === source.id)?.execute_url;
      if (!url) continue;
      const body = { url, events: source.downstreamEvents, ...(demo.webhookSecret ? { secret: demo.webhookSecret } : {}) };
      const response = await fetch(`${emulator}${CONTROL_PREFIX}/webhooks/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(
        (error: unknown) => error as Error,
      );
      if (response instanceof Error || !response.ok) {
        warn(`demo: could not set ${demo.serviceId}'s webhook URL at its emulator (${response instanceof Error ? response.message : response.status}); its events are polled`);
        continue;
      }
      set += 1;
    }
  }
  return set;
}

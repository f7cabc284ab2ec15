/**
 * The webhooks a kit emulator sent to one URL, read from its control plane
 * once every delivery under way has settled, as the inbound request a
 * connector's `verify` and `parse` take.
 */
import type { InboundRequest } from '../../src/connectors/framework/inbound.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

interface RecordedDelivery {
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
}

export async function deliveredTo(emulator: KitEmulatorHandle, url: string): Promise<InboundRequest[]> {
  await emulator.kit.settled();
  const { deliveries } = (await (await fetch(`${emulator.url}/__emulator/webhooks/deliveries`)).json()) as { deliveries: RecordedDelivery[] };
  return deliveries
    .filter((delivery) => delivery.url === url)
    .map((delivery) => ({
      method: 'POST' as const,
      url: delivery.url,
      headers: Object.fromEntries(Object.entries(delivery.requestHeaders).map(([name, value]) => [name.toLowerCase(), value])),
      rawBody: Buffer.from(delivery.requestBody),
      query: {},
    }));
}

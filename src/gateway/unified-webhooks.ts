/**
 * What a unified write needs of the webhooks part, as a port (the gateway
 * does not depend on webhooks): the connection's inbound URL for connectors
 * that name it in a request (Twilio's StatusCallback), and a record's
 * notification URL (the SMS Message's `webhook_url`), checked before the
 * write and subscribed to the record's events after it. Only for connectors
 * that receive their platform's webhooks (`inbound`): elsewhere nothing would
 * ever be reported, and the field goes to the connector as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { Operation, ResourceDeclaration } from '../unified/define.js';
import type { ResolvedConnection, TenantScope } from '../vault/vault.js';

export interface UnifiedWebhookHooks {
  /** The connection's `/webhook/w/…` URL, its endpoint made on first need. */
  inboundUrl(scope: TenantScope, consumerId: string, connection: Pick<ResolvedConnection, 'unifiedApi' | 'serviceId'>): Promise<string>;
  /** RequestValidationError unless the URL could be a subscription's delivery URL (an http or https URL). */
  checkNotificationUrl(field: string, url: string): void;
  /** Subscribes the URL to the events of the record just written. */
  notify(scope: TenantScope, resource: ResourceDeclaration, url: string, record: { serviceId: string; consumerId: string; entityId: string }): Promise<void>;
}

export interface WriteWebhooks {
  inboundUrl: string | undefined;
  /** After the platform wrote the record: subscribes its notification URL, if it named one. */
  written(entityId: string): Promise<void>;
}

const NOTHING: WriteWebhooks = { inboundUrl: undefined, written: async () => undefined };

/** What the webhooks part adds to one unified operation; nothing for reads or connectors without inbound webhooks. */
export async function prepareWriteWebhooks(
  hooks: UnifiedWebhookHooks | undefined,
  call: { scope: TenantScope; consumerId: string; resource: ResourceDeclaration; operation: Operation; connector: ConnectorDefinition; connection: ResolvedConnection; body: unknown; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<WriteWebhooks> {
  const { scope, consumerId, resource, operation, connector, connection } = call;
  if (!hooks || !connector.inbound || (operation !== 'add' && operation !== 'update')) return NOTHING;
  const field = operation === 'add' ? resource.notificationUrlField : undefined;
  const url = field === undefined ? undefined : (call.body as Record<string, unknown> | undefined)?.[field];
  if (field !== undefined && typeof url === 'string' && url !== '') hooks.checkNotificationUrl(field, url);
  const inboundUrl = await hooks.inboundUrl(scope, consumerId, connection);
  return {
    inboundUrl,
    async written(entityId) {
      if (typeof url !== 'string' || url === '') return;
      try {
        await hooks.notify(scope, resource, url, { serviceId: connector.id, consumerId, entityId });
      } catch (error) {
        // The platform has the record already: failing the request now would invite a retry that writes it twice.
        call.log.warn({ err: error instanceof Error ? error.message : String(error), service_id: connector.id }, 'the notification URL of a record could not be subscribed');
      }
    },
  };
}

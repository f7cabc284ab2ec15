/**
 * A change a platform's webhook reports, as the unified event it publishes.
 * The connector's hooks say what changed; this checks the change against
 * what the connector declares (the resource it serves, the native event it
 * names: its `events`), and builds the event: type from the resource
 * declaration, entity URL from its path and parents, and an id derived from
 * the endpoint and what names the notification, so the platform's retry of
 * the same request gives the same ids and publishes nothing new.
 */
import { createHash } from 'node:crypto';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { NativeChange } from '../../connectors/framework/inbound.js';
import { findBinding } from '../../connectors/registry.js';
import type { PublishedEvent } from '../delivery/publish.js';
import type { EndpointKey } from './endpoints.js';

/**
 * A UUID (version 8, RFC 9562's custom layout) from a SHA-256 of the parts:
 * the same parts always give the same id, different ones practically never.
 */
export function derivedEventId(...parts: string[]): string {
  const bytes = createHash('sha256').update(JSON.stringify(parts)).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface NativeEventContext {
  endpoint: EndpointKey & { lookupId: string };
  connector: ConnectorDefinition;
  publicUrl: string;
  /** What names the request across the platform's retries (its delivery id, or the body's hash). */
  deliveryKey: string;
  receivedAt: Date;
}

export type NativeEventResult = { ok: true; event: PublishedEvent } | { ok: false; reason: string };

/** The event a change reports, or why it is not one the connector declares. */
export function nativeEventOf(change: NativeChange, index: number, context: NativeEventContext): NativeEventResult {
  const { endpoint, connector } = context;
  const binding = findBinding(connector, change.resource);
  if (!binding) return { ok: false, reason: `${connector.id} does not serve ${change.resource}` };
  const resource = binding.declaration;
  if (resource.api !== endpoint.unifiedApi) return { ok: false, reason: `${change.resource} is not part of the connection's ${endpoint.unifiedApi} API` };
  const declared = binding.implementation.events?.some((event) => event.action === change.action && event.downstream === change.downstreamEventType);
  if (!declared) return { ok: false, reason: `${connector.id} declares no ${change.downstreamEventType} event for ${change.action} ${change.resource}` };
  const type = `${resource.api}.${resource.singular}.${change.action}`;
  if (!resource.events.includes(type)) return { ok: false, reason: `${resource.key} has no ${type} event` };
  const parents = change.parents ?? {};
  const missing = resource.parentParams.filter((name) => !parents[name]);
  if (missing.length > 0 || change.entityId === '') return { ok: false, reason: `the change lacks ${missing.length > 0 ? missing.join(', ') : 'the record id'}` };
  const path = resource.path.replace(/:([a-z_]+)/g, (_match, name: string) => encodeURIComponent(parents[name]!));
  return {
    ok: true,
    event: {
      id: derivedEventId('inbound', endpoint.lookupId, context.deliveryKey, String(index)),
      applicationId: endpoint.applicationId,
      mode: endpoint.mode,
      type,
      unifiedApi: resource.api,
      serviceId: connector.id,
      consumerId: endpoint.consumerId,
      entityId: change.entityId,
      entityType: resource.singular,
      entityUrl: `${context.publicUrl}${path}/${encodeURIComponent(change.entityId)}`,
      occurredAt: change.occurredAt ?? context.receivedAt,
      detectedBy: 'native',
    },
  };
}

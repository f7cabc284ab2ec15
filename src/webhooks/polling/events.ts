/**
 * A change a pass detected, as the event publishEvent writes: `detected_by:
 * polling`, `occurred_at` the platform's own time of the change where the
 * record carries one (updated_at; created_at for a creation), the time the
 * pass saw it otherwise (always for deletions: a record that is gone says
 * nothing), and the record's unified URL as `entity_url`.
 */
import type { PublishedEvent } from '../delivery/publish.js';
import { pathOfKey, type DetectedChange } from './pass.js';
import type { PolledResource } from './polled-resources.js';

/** Whose connection was polled. */
export interface PolledConnection {
  applicationId: string;
  mode: 'sandbox' | 'live';
  consumerId: string;
  serviceId: string;
}

export function eventOf(connection: PolledConnection, resource: PolledResource, change: DetectedChange, publicUrl: string, detectedAt: Date): PublishedEvent & { detectedBy: 'polling' } {
  const { declaration } = resource.binding;
  const { parents, id } = pathOfKey(resource, change.key);
  const collection = declaration.path.replace(/:([a-z_]+)/g, (_match, param: string) => encodeURIComponent(parents[param] ?? ''));
  return {
    applicationId: connection.applicationId,
    mode: connection.mode,
    type: `${declaration.api}.${declaration.singular}.${change.action}`,
    unifiedApi: declaration.api,
    serviceId: connection.serviceId,
    consumerId: connection.consumerId,
    entityId: id,
    entityType: declaration.singular,
    entityUrl: `${publicUrl}${collection}/${encodeURIComponent(id)}`,
    occurredAt: change.occurredAt ?? detectedAt,
    detectedBy: 'polling',
  };
}

/**
 * Which `vault.connection.*` events a write makes, from the connection before
 * and after it (the reference's meanings, vault.yml "Webhook Events"):
 * `created` for a new connection; `updated` when its settings, credentials,
 * metadata or state changed, or it was enabled again; `disabled` when
 * `enabled` went from true to false; `callable` when its state became
 * callable. A write that changes nothing makes no event.
 *
 * `revoked` and the `token_refresh.*` events are not read from a difference:
 * the code that revokes or refreshes names them (connection-tokens.ts,
 * token-refresh.ts).
 */
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConnectionRow } from '../store/schema.js';
import type { ReportedChange } from './connection-changes.js';
import type { SplitSettings } from './connection-settings.js';
import { consumerConnectionView } from './connection-view.js';
import type { VaultEventType } from './events.js';

/** What is compared of a connection. */
export interface ConnectionSnapshot {
  enabled: boolean;
  state: string;
  stateReason: string | null;
  split: SplitSettings;
  metadata: Record<string, unknown>;
}

export function eventsOfWrite(before: ConnectionSnapshot | undefined, after: ConnectionSnapshot): VaultEventType[] {
  if (before === undefined) return ['vault.connection.created', ...(after.state === 'callable' ? (['vault.connection.callable'] as const) : [])];
  const events: VaultEventType[] = [];
  const dataChanged =
    before.state !== after.state ||
    before.stateReason !== after.stateReason ||
    canonical(before.split) !== canonical(after.split) ||
    canonical(before.metadata) !== canonical(after.metadata);
  const enabledAgain = !before.enabled && after.enabled;
  if (dataChanged || enabledAgain) events.push('vault.connection.updated');
  if (before.enabled && !after.enabled) events.push('vault.connection.disabled');
  if (before.state !== 'callable' && after.state === 'callable') events.push('vault.connection.callable');
  return events;
}

/** The changes `types` of one connection row, each with the connection as Vault's API lists it. */
export function reportedChanges(
  connector: ConnectorDefinition,
  scope: TenantScope,
  consumerId: string,
  row: ConnectionRow,
  split: SplitSettings,
  types: readonly VaultEventType[],
  occurredAt: Date = new Date(),
): ReportedChange[] {
  if (types.length === 0) return [];
  const entity = consumerConnectionView(connector, row, consumerId, split);
  const connection = { id: row.id, serviceId: row.serviceId, unifiedApi: row.unifiedApi };
  return types.map((type) => ({ change: { type, scope: { applicationId: scope.applicationId, mode: scope.mode }, consumerId, connection, occurredAt }, detail: { entity } }));
}

/** JSON with object keys sorted: the store hands jsonb back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

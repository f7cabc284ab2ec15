/**
 * What other parts lend the Vault. The hooks are given when it is built; the
 * operations that talk to the platform (which need the OAuth machinery) and a
 * connection's inbound webhook subscriptions (which need the webhooks part)
 * need the Vault first, so they are attached once they exist
 * (server/vault-assembly.ts, webhooks/inbound/index.ts).
 */
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ChangeLog } from './connection-changes.js';
import type { ConnectionLinks, ConnectionView } from './connection-view.js';
import type { ResolvedConnection } from './resolved-connections.js';

/** Where the vault finds the links of OAuth connections and whether an application offers a connector. */
export interface VaultHooks {
  links?: ConnectionLinks | undefined;
  requireEnabled?: ((scope: { applicationId: string }, serviceId: string) => Promise<void>) | undefined;
  /** Where failures of connection-change listeners are logged. */
  log?: ChangeLog | undefined;
}

export type ConnectionKey = [scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string];

/** The reference Connection's `subscriptions` (vault.yml WebhookSubscription) of one configured connection; undefined: none. */
export type ConnectionSubscriptions = (
  scope: TenantScope,
  consumerId: string,
  unifiedApi: string,
  connector: ConnectorDefinition,
) => Promise<
  | Array<{
      unify_event_types: string[];
      downstream_event_types: string[];
      execute_url: string;
      created_at?: string;
      /** The native source the entry is, with its state and setup (the webhooks part's view). */
      source: { id: string; state: string };
    }>
  | undefined
>;

/** Operations that talk to the platform, attached once the OAuth machinery (which needs the vault) exists. */
export interface PlatformOperations {
  validate(...key: ConnectionKey): Promise<ConnectionView>;
  revoke(...key: ConnectionKey): Promise<ConnectionView>;
  fresh(scope: TenantScope, consumerId: string, connection: ResolvedConnection, options?: { rejectedToken?: string | undefined }): Promise<Readonly<Record<string, string>>>;
}

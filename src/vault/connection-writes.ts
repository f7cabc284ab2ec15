/**
 * What a write of a connection decides and what it stores: the Vault's one
 * write path (vault.ts `writeConnection`) asks a decision of its caller, then
 * turns it into the row's columns here, the state derived from the settings
 * unless the decision names one.
 */
import { missingSettings, type ConnectorDefinition } from '../connectors/framework/define.js';
import { clientCredentialSettings } from '../connectors/framework/oauth.js';
import type { ConnectionRow } from '../store/schema.js';
import type { ConnectionSnapshot } from './connection-events.js';
import { sealSecrets, tokenExpiry } from './connection-secrets.js';
import { applySettingsPatch, mergedValues, type SplitSettings } from './connection-settings.js';
import type { ConnectionState } from './connection-view.js';
import type { CredentialCipher } from './credential-cipher.js';
import type { VaultEventType } from './events.js';

export interface ConnectionPatch {
  enabled?: boolean | undefined;
  settings?: Record<string, unknown> | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

/** What a write decides; `state` is computed from the settings unless given. */
export interface ConnectionDecision {
  split: SplitSettings;
  state?: ConnectionState;
  stateReason?: string | null;
  enabled?: boolean;
  metadata?: Record<string, unknown>;
  lastRefreshFailedAt?: Date | null;
  /** Events the writer names beyond those read from the difference (connection-events.ts), such as `revoked`. */
  report?: readonly VaultEventType[];
}

/** The decision of a consumer's or application's patch (vault.ts `updateConnection`). */
export function patchDecision(connector: ConnectorDefinition, patch: ConnectionPatch) {
  return (current: SplitSettings, existing: ConnectionRow | undefined): ConnectionDecision => {
    const next = patch.settings ? applySettingsPatch(connector.settings, current, patch.settings) : current;
    // New client credentials (or acting user) void the token got with the old ones, and a refusal of the old ones.
    const renewed = ownClientSettingsChanged(connector, current, next);
    const change: ConnectionDecision = {
      split: renewed && next.tokens?.grant === 'client_credentials' ? { ...next, tokens: undefined } : next,
      ...(renewed ? { lastRefreshFailedAt: null } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.metadata !== undefined ? { metadata: patch.metadata ?? {} } : {}),
    };
    // Only new settings change the state (they are also the fix for an invalid connection).
    if (existing && patch.settings === undefined) change.state = existing.state as ConnectionState;
    return change;
  };
}

/** The columns a decision writes to the row `id` (secrets sealed to that id). */
export function rowWrite(cipher: CredentialCipher, connector: ConnectorDefinition, id: string, existing: ConnectionRow | undefined, change: ConnectionDecision) {
  const state = change.state ?? connectionState(connector, change.split);
  return {
    enabled: change.enabled ?? existing?.enabled ?? true,
    state,
    stateReason: change.stateReason !== undefined ? change.stateReason : state === 'invalid' ? (existing?.stateReason ?? null) : null,
    settings: change.split.plain,
    credentials: sealSecrets(cipher, id, change.split),
    credentialsExpireAt: tokenExpiry(change.split),
    metadata: change.metadata ?? existing?.metadata ?? {},
    ...(change.lastRefreshFailedAt !== undefined ? { lastRefreshFailedAt: change.lastRefreshFailedAt } : {}),
  };
}

export function snapshotOf(row: ConnectionRow, split: SplitSettings): ConnectionSnapshot {
  return { enabled: row.enabled, state: row.state, stateReason: row.stateReason, split, metadata: row.metadata };
}

export function emptySplit(): SplitSettings {
  return { plain: {}, secret: {} };
}

function ownClientSettingsChanged(connector: ConnectorDefinition, before: SplitSettings, after: SplitSettings): boolean {
  const was = mergedValues(before);
  const now = mergedValues(after);
  return clientCredentialSettings(connector.oauth).some((id) => was[id] !== now[id]);
}

/**
 * A connection is callable once nothing it needs is missing. With an OAuth
 * token but a setting still missing (a site the platform did not name) it is
 * authorized; without a token and with fields missing it is added.
 */
export function connectionState(connector: ConnectorDefinition, split: SplitSettings): ConnectionState {
  const missing = missingSettings(connector, mergedValues(split));
  if (missing.length === 0) return 'callable';
  return split.tokens ? 'authorized' : 'added';
}

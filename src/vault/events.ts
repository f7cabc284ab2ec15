/**
 * Events about connections that Vault reports to webhook subscribers (issue 11,
 * the reference's `vault.connection.*` values we serve). Declared here, beside
 * the connection lifecycle that causes them; the webhooks part lists them.
 * The reference also has `migrated`, `token_refresh.pending` and
 * `downstream.degraded|recovered`: nothing here causes those yet.
 */
export const VAULT_EVENT_TYPES = [
  'vault.connection.created',
  'vault.connection.updated',
  'vault.connection.disabled',
  'vault.connection.deleted',
  'vault.connection.callable',
  'vault.connection.revoked',
  'vault.connection.token_refresh.failed',
  'vault.connection.token_refresh.recovered',
] as const;

export type VaultEventType = (typeof VAULT_EVENT_TYPES)[number];

/**
 * Checks and imports on a connection: `validate` (are the credentials
 * complete, and does the platform accept them), `import` (tokens obtained
 * elsewhere) and `token` (refresh now). Wrong credentials are found when they
 * are entered, not on the first real call.
 */
import { ApiError } from '../core/errors/api-error.js';
import { missingSettings, usesOAuthToken, type ConnectorDefinition } from '../connectors/framework/define.js';
import { DownstreamHttp } from '../connectors/framework/http.js';
import { ownClientOf } from '../connectors/framework/oauth.js';
import type { PacingProvider } from '../connectors/framework/pacing.js';
import type { SettingField } from '../connectors/framework/settings.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import { applySettingsPatch, type OAuthTokens } from './connection-settings.js';
import { markInvalid } from './oauth/connection-tokens.js';
import type { TokenRefresher } from './oauth/token-refresh.js';
import type { ResolvedConnection, TenantScope, Vault } from './vault.js';

export interface CheckDeps {
  vault: Vault;
  targets: DownstreamTargets;
  refresher: TokenRefresher;
  downstreamTimeoutMs: number;
  /** Longest a platform rate limit holds a check before it is answered 429 (SVC_DOWNSTREAM_WAIT_MS); the whole timeout when unset. */
  downstreamWaitMs?: number | undefined;
  /** The gateway's shared token buckets: a check is a platform call like any other. */
  pacing?: PacingProvider | undefined;
}

type Key = [scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string];

async function resolved(deps: CheckDeps, ...[scope, consumerId, unifiedApi, serviceId]: Key): Promise<ResolvedConnection> {
  await deps.vault.requireConnection(scope, consumerId, unifiedApi, serviceId);
  const all = await deps.vault.resolvedConnections(scope, consumerId);
  const connection = all.find((candidate) => candidate.unifiedApi === unifiedApi && candidate.serviceId === serviceId);
  if (!connection) throw new ApiError('ConnectionNotFoundError', { detail: { unified_api: unifiedApi, service_id: serviceId } });
  return connection;
}

/**
 * Required settings present; an OAuth token refreshed when it can be; the
 * connector's "who am I" call answered. A platform that rejects the
 * credentials marks the connection invalid with its message.
 */
export async function validateConnection(deps: CheckDeps, ...key: Key) {
  const [scope, consumerId, unifiedApi, serviceId] = key;
  const connector = deps.vault.connectors.require(unifiedApi, serviceId);
  const connection = await resolved(deps, ...key);
  const missing = missingSettings(connector, connection.values);
  if (missing.length > 0) {
    throw new ApiError('ConnectionSettingsError', { message: `${connector.name} needs ${missing.join(', ')}`, detail: { missing } });
  }
  let values = connection.values;
  if (usesOAuthToken(connector, values) && refreshable(connector, values)) {
    values = await deps.refresher.fresh(scope, consumerId, connection, { rejectedToken: values.access_token, recheck: true });
  }
  if (connector.verify) {
    try {
      await connector.verify({ settings: values, http: httpFor(deps, connector, scope, connection.id, values) });
    } catch (error) {
      if (error instanceof ApiError && error.typeName === 'ConnectorCredentialsError') {
        const reason = `${connector.name} rejected the credentials: ${error.message}`;
        await markInvalid(deps.vault, scope, consumerId, unifiedApi, serviceId, reason);
        throw new ApiError('ConnectorCredentialsError', { message: reason, detail: { state: 'invalid' } });
      }
      throw error;
    }
  }
  // Credentials just proven good: an earlier "invalid" mark no longer holds.
  return deps.vault.writeConnection(scope, consumerId, unifiedApi, serviceId, (current) => ({ split: current, stateReason: null }));
}

/**
 * A token that never expires and came without a refresh token is as fresh as
 * it gets: there is nothing to exchange. A connection's own client can always
 * be asked for a new one.
 */
function refreshable(connector: ConnectorDefinition, values: Readonly<Record<string, string>>): boolean {
  if (ownClientOf(connector.oauth, values)) return true;
  return !(connector.oauth?.tokensExpire === false && !values.refresh_token);
}

/** Refreshes the access token now (the reference API's `/token` exchange). */
export async function refreshToken(deps: CheckDeps, ...key: Key) {
  const [scope, consumerId, unifiedApi, serviceId] = key;
  const connector = deps.vault.connectors.require(unifiedApi, serviceId);
  const connection = await resolved(deps, ...key);
  if (!usesOAuthToken(connector, connection.values)) {
    throw new ApiError('ConnectorOperationUnsupportedError', {
      message: `The ${connector.name} connection holds no OAuth token to refresh`,
      detail: { service_id: serviceId },
    });
  }
  if (!refreshable(connector, connection.values)) return deps.vault.getConnection(scope, consumerId, unifiedApi, serviceId);
  await deps.refresher.fresh(scope, consumerId, connection, { rejectedToken: connection.values.access_token, recheck: true });
  return deps.vault.getConnection(scope, consumerId, unifiedApi, serviceId);
}

export interface ImportBody {
  credentials: { access_token?: string; refresh_token?: string | null; issued_at?: string | null; expires_in?: number | null };
  settings?: Record<string, unknown> | null;
  metadata?: Record<string, unknown> | null;
}

/** Stores tokens obtained outside the service; without a known lifetime the token is refreshed on first use. */
export async function importConnection(deps: CheckDeps, body: ImportBody, ...key: Key) {
  const [scope, consumerId, unifiedApi, serviceId] = key;
  const connector = deps.vault.connectors.require(unifiedApi, serviceId);
  if (!connector.oauth) {
    throw new ApiError('ConnectorOperationUnsupportedError', {
      message: `${connector.name} does not use OAuth: set its connection settings instead`,
      detail: { service_id: serviceId },
    });
  }
  const tokens = importedTokens(body.credentials);
  return deps.vault.writeConnection(scope, consumerId, unifiedApi, serviceId, (current) => {
    const split = body.settings ? applySettingsPatch(importableFields(connector), current, body.settings) : current;
    return { split: { ...split, tokens }, stateReason: null, lastRefreshFailedAt: null, ...(body.metadata ? { metadata: body.metadata } : {}) };
  });
}

function importedTokens(credentials: ImportBody['credentials']): OAuthTokens {
  if (!credentials.access_token) {
    throw new ApiError('RequestValidationError', { message: 'credentials.access_token is required', detail: { credentials: { access_token: 'required' } } });
  }
  const issuedAt = credentials.issued_at ? Date.parse(credentials.issued_at) : Date.now();
  if (Number.isNaN(issuedAt)) {
    throw new ApiError('RequestValidationError', { detail: { credentials: { issued_at: 'must be an ISO 8601 date-time' } } });
  }
  return {
    access_token: credentials.access_token,
    refresh_token: credentials.refresh_token ?? undefined,
    // Unknown lifetime: treat the token as due, so it is refreshed (when it can be) before first use.
    expires_at: typeof credentials.expires_in === 'number' ? issuedAt + credentials.expires_in * 1000 : credentials.refresh_token ? Date.now() : undefined,
  };
}

/** Declared settings plus those an authorization would have discovered (Atlassian's cloud id). */
function importableFields(connector: ConnectorDefinition): SettingField[] {
  const discovered = (connector.oauth?.discoveredSettings ?? []).map(
    (id): SettingField => ({ id, label: id, type: 'text', required: false, sensitive: false, pattern: '^[A-Za-z0-9._-]{1,128}$' }),
  );
  return [...connector.settings, ...discovered];
}

function httpFor(deps: CheckDeps, connector: ConnectorDefinition, scope: TenantScope, connectionId: string, values: Readonly<Record<string, string>>) {
  return new DownstreamHttp({
    connectorId: connector.id,
    baseUrl: deps.targets.baseUrl(connector, scope.mode, values),
    auth: connector.auth,
    values,
    timeoutMs: connector.timeoutMs ?? deps.downstreamTimeoutMs,
    rateLimitWaitMs: deps.downstreamWaitMs,
    pacing: deps.pacing?.forConnection({ connector, mode: scope.mode, connectionId, settings: values }),
    rateLimit: connector.rateLimit,
    errorMessage: connector.errorMessage,
  });
}


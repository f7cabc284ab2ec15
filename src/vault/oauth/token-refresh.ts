/**
 * Keeps OAuth access tokens fresh: refreshed before use when they expire
 * within a margin, and on demand after the platform rejected one. One refresh
 * at a time per connection across every instance of the service: the
 * connection row is locked (SELECT ... FOR UPDATE) for the refresh, and an
 * instance that waited for the lock finds the new token instead of spending
 * the rotated refresh token a second time. Within one instance, concurrent
 * requests share the same refresh.
 *
 * A connection that brings its own OAuth client (the connector declares
 * `oauth.clientCredentials`, and the client id and secret are set) gets its
 * first token here too, and "refreshing" it is a new client credentials
 * exchange: such tokens come without refresh tokens.
 *
 * A refresh the platform refuses for good marks the connection invalid with
 * the reason; a failed refresh is not tried again for a while, so a broken
 * platform is never hammered in a tight loop.
 *
 * Reported to Vault's connection-change listeners in the refresh's own
 * transaction: `token_refresh.failed` for each failed refresh (refused or
 * failed for now), `token_refresh.recovered` for the first success after a
 * failure. A routine refresh is not an `updated`: a new access token every
 * hour is not news to a subscriber.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { TargetMode } from '../../connectors/targets.js';
import * as connectionsRepo from '../../store/repositories/connections.js';
import type { ReportedChange } from '../connection-changes.js';
import { mergedValues, type SplitSettings } from '../connection-settings.js';
import { readSecrets, sealSecrets, tokenExpiry } from '../connection-secrets.js';
import type { VaultEventType } from '../events.js';
import { connectionState, type ResolvedConnection, type TenantScope, type Vault } from '../vault.js';
import type { AppOAuthClients } from './app-clients.js';
import { ownClientOf } from '../../connectors/framework/oauth.js';
import { ClientCredentialsRefused, oauthOf, RefreshRefused, type OAuthConnector, type PlatformOAuthClient } from './platform-client.js';

export interface RefreshOptions {
  /** Refresh even if the token looks valid: the platform just rejected `rejectedToken`. */
  rejectedToken?: string | undefined;
  /**
   * The consumer asks to check the credentials (`validate`, `/token`): a
   * connection whose own client was refused is asked about again (after the
   * failure back-off), since the platform's side may have been fixed.
   */
  recheck?: boolean;
}

export interface TokenRefreshTiming {
  /** Refresh when the token expires within this many milliseconds. */
  marginMs: number;
  /** After a failed refresh, wait this long before asking the platform again. */
  failureBackoffMs: number;
}

/** Told of every refresh asked of a platform (metrics): renewed, refused for good, or failed for now. */
export type RefreshObserver = (connectorId: string, outcome: 'refreshed' | 'refused' | 'failed') => void;

export const DEFAULT_REFRESH_TIMING: TokenRefreshTiming = { marginMs: 60_000, failureBackoffMs: 30_000 };

type Outcome = ({ values: Readonly<Record<string, string>> } | { error: ApiError }) & { changed: boolean; reported?: ReportedChange[] };

export class TokenRefresher {
  readonly #vault: Vault;
  readonly #platform: PlatformOAuthClient;
  readonly #clients: AppOAuthClients;
  readonly #timing: TokenRefreshTiming;
  readonly #inflight = new Map<string, Promise<Readonly<Record<string, string>>>>();
  readonly #observe: RefreshObserver | undefined;

  constructor(vault: Vault, platform: PlatformOAuthClient, clients: AppOAuthClients, timing: TokenRefreshTiming = DEFAULT_REFRESH_TIMING, observe?: RefreshObserver) {
    this.#observe = observe;
    this.#vault = vault;
    this.#platform = platform;
    this.#clients = clients;
    this.#timing = timing;
  }

  /** The connection's values with an access token fit for use. */
  async fresh(scope: TenantScope, consumerId: string, connection: ResolvedConnection, options: RefreshOptions = {}) {
    const declaration = this.#vault.connectors.require(connection.unifiedApi, connection.serviceId).oauth;
    // A connection with its own client but no token yet gets its first one now.
    const firstToken = !connection.values.access_token && ownClientOf(declaration, connection.values) !== undefined;
    const due = options.rejectedToken !== undefined || firstToken || (connection.tokenExpiresAt !== undefined && connection.tokenExpiresAt - Date.now() < this.#timing.marginMs);
    if (!due) return connection.values;
    const key = `${connection.id}|${options.rejectedToken ?? ''}|${options.recheck ? 'recheck' : ''}`;
    let running = this.#inflight.get(key);
    if (!running) {
      running = this.#refresh(scope, consumerId, connection, options).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, running);
    }
    return running;
  }

  async #refresh(scope: TenantScope, consumerId: string, connection: ResolvedConnection, options: RefreshOptions) {
    const connector = oauthOf(this.#vault.connectors.require(connection.unifiedApi, connection.serviceId));
    if (!connector) return connection.values;
    // Read before the transaction: on the embedded store a transaction holds the only session.
    // A connection with its own client id and secret needs no application client.
    const client = ownClientOf(connector.oauth, connection.values) ? undefined : await this.#clients.client(scope.applicationId, scope.mode as TargetMode, connector);
    const seenToken = options.rejectedToken ?? connection.values.access_token;

    const outcome = await this.#vault.db.transaction().execute(async (trx): Promise<Outcome> => {
      const row = await connectionsRepo.lockConnection(trx, connection.id);
      if (!row) return { error: new ApiError('ConnectionNotFoundError'), changed: false };
      const split = readSecrets(this.#vault.cipher, row);
      const tokens = split.tokens;
      const own = ownClientOf(connector.oauth, mergedValues(split));
      if (!tokens && !own) return { error: notAuthorized(connector.name, row.stateReason), changed: false };
      // Another request or instance refreshed while this one waited for the lock.
      if (tokens?.access_token !== seenToken) return { values: mergedValues(split), changed: true };
      // No token at all is as unusable as an expired one.
      const expired = !tokens || (tokens.expires_at !== undefined && tokens.expires_at <= Date.now());
      const lastFailure = row.lastRefreshFailedAt?.getTime();
      const backingOff = lastFailure !== undefined && Date.now() - lastFailure < this.#timing.failureBackoffMs;
      if (row.state === 'invalid' && !(own && options.recheck && !backingOff)) {
        return { error: refusedError(connector, row.stateReason, own !== undefined), changed: false };
      }
      if (lastFailure !== undefined && backingOff) {
        if (!expired && options.rejectedToken === undefined) return { values: mergedValues(split), changed: false };
        const retryAfter = Math.ceil((lastFailure + this.#timing.failureBackoffMs - Date.now()) / 1000);
        return {
          error: new ApiError('OAuthConnectorError', {
            message: `${connector.name} failed to refresh the access token moments ago; try again shortly`,
            headers: { 'retry-after': String(Math.max(1, retryAfter)) },
          }),
          changed: false,
        };
      }

      try {
        const mode = scope.mode as TargetMode;
        const renewed = own
          ? await this.#platform.exchangeClientCredentials(connector, mode, mergedValues(split), own)
          : tokens && client
            ? await this.#platform.refresh(connector, mode, mergedValues(split), client, tokens)
            : await Promise.reject(new RefreshRefused('the connection has no refresh token'));
        this.#observe?.(connector.id, 'refreshed');
        const next: SplitSettings = { ...split, tokens: renewed };
        const state = connectionState(connector, next);
        const updated = await connectionsRepo.updateConnection(trx, row.id, {
          credentials: sealSecrets(this.#vault.cipher, row.id, next),
          credentialsExpireAt: tokenExpiry(next),
          state,
          stateReason: null,
          lastRefreshFailedAt: null,
        });
        const types: VaultEventType[] = [
          ...(row.lastRefreshFailedAt !== null ? (['vault.connection.token_refresh.recovered'] as const) : []),
          ...(state !== row.state ? (['vault.connection.updated'] as const) : []),
          ...(state === 'callable' && row.state !== 'callable' ? (['vault.connection.callable'] as const) : []),
        ];
        const reported = updated ? await this.#vault.recordChanges(trx, scope, consumerId, updated, types) : [];
        return { values: mergedValues(next), changed: true, reported };
      } catch (error) {
        this.#observe?.(connector.id, error instanceof RefreshRefused ? 'refused' : 'failed');
        if (error instanceof RefreshRefused) {
          const ownRefused = error instanceof ClientCredentialsRefused;
          const reason = ownRefused
            ? `${connector.name} refused the connection's client credentials (${error.message}); correct its ${clientSettingNames(connector)} settings`
            : `${connector.name} refused to refresh the access token (${error.message}); authorize the connection again`;
          const updated = await connectionsRepo.updateConnection(trx, row.id, { state: 'invalid', stateReason: reason.slice(0, 500), lastRefreshFailedAt: new Date() });
          const types = ['vault.connection.token_refresh.failed', 'vault.connection.updated'] as const;
          const reported = updated ? await this.#vault.recordChanges(trx, scope, consumerId, updated, types) : [];
          return { error: refusedError(connector, reason, ownRefused, ownRefused ? error.detail : undefined), changed: true, reported };
        }
        const updated = await connectionsRepo.updateConnection(trx, row.id, { lastRefreshFailedAt: new Date() });
        const reported = updated ? await this.#vault.recordChanges(trx, scope, consumerId, updated, ['vault.connection.token_refresh.failed']) : [];
        if (!expired && options.rejectedToken === undefined) return { values: mergedValues(split), changed: true, reported };
        return { error: error instanceof ApiError ? error : new ApiError('OAuthConnectorError', { cause: error }), changed: true, reported };
      }
    });

    if (outcome.changed) this.#vault.invalidate(scope, consumerId);
    this.#vault.changes.announce(outcome.reported ?? []);
    if ('error' in outcome) throw outcome.error;
    return outcome.values;
  }
}

function clientSettingNames(connector: OAuthConnector): string {
  const declared = connector.oauth.clientCredentials;
  return declared ? [declared.clientIdSetting, declared.clientSecretSetting, ...(declared.dependsOn ?? [])].join(', ') : '';
}

/**
 * Why the connection cannot get a token. Its own client refused: a settings
 * problem the consumer fixes in the connection (ConnectionSettingsError);
 * else the consent is gone and only a new authorization helps.
 */
function refusedError(connector: OAuthConnector, reason: string | null, ownClient: boolean, platform?: Record<string, unknown>): ApiError {
  if (!ownClient) return notAuthorized(connector.name, reason);
  return new ApiError('ConnectionSettingsError', {
    message: reason ?? `${connector.name} refused the connection's client credentials; correct its ${clientSettingNames(connector)} settings`,
    detail: { state: 'invalid', settings: clientSettingNames(connector).split(', '), ...(platform ? { platform } : {}) },
  });
}

function notAuthorized(name: string, reason: string | null): ApiError {
  return new ApiError('ConnectorCredentialsError', {
    message: reason ?? `The ${name} connection is not authorized; authorize it again`,
    detail: { state: 'invalid' },
  });
}

/**
 * The OAuth 2.0 authorization code flow as the Vault API runs it:
 * authorize (ticket → platform consent), callback (state → tokens stored →
 * back to the redirect URI) and revoke. Every check has its own error type,
 * so a caller knows what to fix.
 */
import { randomBytes } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { TargetMode } from '../../connectors/targets.js';
import type { Database } from '../../store/database.js';
import { consumeOAuthState, deleteExpiredOAuthStates, insertOAuthState } from '../../store/repositories/oauth-states.js';
import { mergedValues } from '../connection-settings.js';
import type { ConnectionLinks } from '../connection-view.js';
import type { Vault } from '../vault.js';
import { isAllowedRedirect, type AppOAuthClients } from './app-clients.js';
import { forgetAuthorization, saveAuthorization } from './connection-tokens.js';
import { oauthOf, type OAuthConnector, type PlatformOAuthClient } from './platform-client.js';
import { STATE_TTL_MS, type AuthorizeTicket, type OAuthStateSigner } from './state-tokens.js';

export interface OAuthFlowDeps {
  db: Database;
  vault: Vault;
  connectors: ConnectorRegistry;
  signer: OAuthStateSigner;
  platform: PlatformOAuthClient;
  clients: AppOAuthClients;
  publicUrl: string;
}

export interface AuthorizeQuery {
  state?: string | undefined;
  redirect_uri?: string | undefined;
  scope?: string | undefined;
}

export class OAuthFlow implements ConnectionLinks {
  readonly #deps: OAuthFlowDeps;

  constructor(deps: OAuthFlowDeps) {
    this.#deps = deps;
  }

  get callbackUrl(): string {
    return `${this.#deps.publicUrl}/vault/callback`;
  }

  forConnection(scope: { applicationId: string; mode: TargetMode }, consumerId: string, unifiedApi: string, serviceId: string) {
    const ticket = this.#deps.signer.ticket({ applicationId: scope.applicationId, mode: scope.mode, consumerId, unifiedApi, serviceId });
    const path = `${encodeURIComponent(serviceId)}/${encodeURIComponent(scope.applicationId)}?state=${ticket}`;
    return {
      authorizeUrl: `${this.#deps.publicUrl}/vault/authorize/${path}`,
      revokeUrl: `${this.#deps.publicUrl}/vault/revoke/${path}`,
    };
  }

  /** Checks the ticket and the redirect URI, opens a single-use state, and returns the platform's consent URL. */
  async authorize(serviceId: string, applicationId: string, query: AuthorizeQuery): Promise<URL> {
    const { ticket, connector, redirectUri } = await this.#checkLink(serviceId, applicationId, query);
    const scope = { applicationId: ticket.applicationId, mode: ticket.mode };
    const client = await this.#deps.clients.client(applicationId, ticket.mode, connector);
    const scopes = requestedScopes(connector, query.scope, client.scopes);

    const { row } = await this.#deps.vault.findConnection(scope, ticket.consumerId, ticket.unifiedApi, serviceId);
    const settings = row ? mergedValues(this.#deps.vault.split(row)) : {};
    const missing = connector.oauth.settingsRequiredForAuthorization.filter((id) => !settings[id]);
    if (missing.length > 0) {
      throw new ApiError('ConnectionSettingsError', {
        message: `${connector.name} needs ${missing.join(', ')} before authorization`,
        detail: { settings_required_for_authorization: missing },
      });
    }

    await deleteExpiredOAuthStates(this.#deps.db);
    const id = randomBytes(24).toString('base64url');
    const expiresAt = Date.now() + STATE_TTL_MS;
    await insertOAuthState(this.#deps.db, {
      id,
      applicationId,
      mode: ticket.mode,
      consumerId: ticket.consumerId,
      unifiedApi: ticket.unifiedApi,
      serviceId,
      redirectUri,
      scopes,
      expiresAt: new Date(expiresAt),
    });

    const url = this.#deps.platform.authorizationUrl(connector, ticket.mode, settings);
    const params = url.searchParams;
    params.set('response_type', 'code');
    params.set('client_id', client.clientId);
    params.set('redirect_uri', this.callbackUrl);
    params.set('scope', scopes.join(connector.oauth.scopeSeparator ?? ' '));
    params.set('state', this.#deps.signer.state(id, expiresAt));
    if (connector.oauth.pkce) {
      params.set('code_challenge', await oauth.calculatePKCECodeChallenge(this.#deps.signer.pkceVerifier(id)));
      params.set('code_challenge_method', 'S256');
    }
    for (const [name, value] of Object.entries(connector.oauth.authorizationParams ?? {})) params.set(name, value);
    return url;
  }

  /**
   * Consumes the state, exchanges the code and stores the tokens. Returns where
   * to send the browser: the redirect URI, with `error` and `error_description`
   * added when the platform or the exchange failed. A bad state is an error of
   * its own: without a trusted state there is nowhere safe to redirect to.
   */
  async callback(parameters: URLSearchParams): Promise<URL> {
    const stateText = parameters.get('state') ?? undefined;
    const stateId = this.#deps.signer.readState(stateText);
    const pending = await consumeOAuthState(this.#deps.db, stateId);
    if (!pending) throw new ApiError('OAuthInvalidStateError', { detail: { reason: 'already used or expired' } });

    const back = new URL(pending.redirectUri);
    const mode = pending.mode as TargetMode;
    const scope = { applicationId: pending.applicationId, mode };
    try {
      const connector = this.#oauthConnector(pending.unifiedApi, pending.serviceId);
      const client = await this.#deps.clients.client(pending.applicationId, mode, connector);
      const { row } = await this.#deps.vault.findConnection(scope, pending.consumerId, pending.unifiedApi, pending.serviceId);
      const settings = row ? mergedValues(this.#deps.vault.split(row)) : {};
      const tokens = await this.#deps.platform.exchangeCode(connector, mode, settings, client, {
        parameters,
        state: stateText as string,
        redirectUri: this.callbackUrl,
        codeVerifier: connector.oauth.pkce ? this.#deps.signer.pkceVerifier(pending.id) : undefined,
      });
      const discovered = {
        ...connector.oauth.settingsFromCallback?.(parameters),
        ...(connector.oauth.afterAuthorization
          ? await connector.oauth.afterAuthorization(this.#deps.platform.hookContext(connector, mode, settings, tokens.access_token))
          : {}),
      };
      await saveAuthorization(this.#deps.vault, scope, pending.consumerId, pending.unifiedApi, pending.serviceId, tokens, discovered);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      back.searchParams.set('error', error.typeName);
      back.searchParams.set('error_description', error.message);
      back.searchParams.set('service_id', pending.serviceId);
    }
    return back;
  }

  /** Revokes at the platform where it can, forgets the tokens, and returns the redirect URI. */
  async revoke(serviceId: string, applicationId: string, query: AuthorizeQuery): Promise<URL> {
    const { ticket, redirectUri } = await this.#checkLink(serviceId, applicationId, query);
    await this.revokeConnection({ applicationId, mode: ticket.mode }, ticket.consumerId, ticket.unifiedApi, serviceId);
    return new URL(redirectUri);
  }

  /** Disconnect: the platform is asked to revoke the token (best effort), then the vault forgets it. */
  async revokeConnection(scope: { applicationId: string; mode: TargetMode }, consumerId: string, unifiedApi: string, serviceId: string) {
    const connector = this.#oauthConnector(unifiedApi, serviceId);
    const row = await this.#deps.vault.requireConnection(scope, consumerId, unifiedApi, serviceId);
    const split = this.#deps.vault.split(row);
    if (split.tokens && connector.oauth.revoke) {
      const context = this.#deps.platform.hookContext(connector, scope.mode, mergedValues(split), split.tokens.access_token);
      // A token the platform no longer knows is as good as revoked: forget it either way.
      await connector.oauth.revoke(context).catch(() => undefined);
    }
    return forgetAuthorization(this.#deps.vault, scope, consumerId, unifiedApi, serviceId);
  }

  async #checkLink(serviceId: string, applicationId: string, query: AuthorizeQuery) {
    const ticket: AuthorizeTicket = this.#deps.signer.readTicket(query.state);
    if (ticket.serviceId !== serviceId || ticket.applicationId !== applicationId) {
      throw new ApiError('OAuthInvalidStateError', { detail: { reason: 'issued for another connector or application' } });
    }
    const connector = this.#oauthConnector(ticket.unifiedApi, serviceId);
    await this.#deps.clients.integrations.requireEnabled({ applicationId }, serviceId);
    const allowList = await this.#deps.clients.integrations.redirectUris(applicationId, serviceId);
    const redirectUri = query.redirect_uri ?? allowList[0];
    if (!redirectUri || !isAllowedRedirect(redirectUri, allowList, this.#deps.publicUrl)) {
      throw new ApiError('OAuthRedirectUriError', {
        message: redirectUri ? 'The redirect_uri is not on the application\'s allow-list' : 'A redirect_uri is required',
        detail: { redirect_uri: redirectUri?.slice(0, 300) ?? null },
      });
    }
    return { ticket, connector, redirectUri };
  }

  #oauthConnector(unifiedApi: string, serviceId: string): OAuthConnector {
    const connector = oauthOf(this.#deps.connectors.require(unifiedApi, serviceId));
    if (!connector) {
      throw new ApiError('ConnectorOperationUnsupportedError', {
        message: `${serviceId} does not use OAuth: configure its connection settings instead`,
        detail: { service_id: serviceId },
      });
    }
    return connector;
  }
}

/** Scopes for the request: asked for in the query, else the application's, else the connector's defaults; only declared ones. */
function requestedScopes(connector: OAuthConnector, asked: string | undefined, appScopes: string[] | null): string[] {
  const scopes = asked !== undefined ? asked.split(/[\s,]+/).filter(Boolean) : (appScopes ?? [...connector.oauth.defaultScopes]);
  const unknown = scopes.filter((scope) => !connector.oauth.scopes.some((declared) => declared.id === scope));
  if (unknown.length > 0 || scopes.length === 0) {
    throw new ApiError('RequestValidationError', {
      message: `Unknown or missing ${connector.name} scopes`,
      detail: { unknown_scopes: unknown, supported_scopes: connector.oauth.scopes.map((scope) => scope.id) },
    });
  }
  return [...new Set(scopes)];
}

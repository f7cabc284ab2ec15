/**
 * Talks OAuth 2.0 to a platform's authorization server with oauth4webapi:
 * code exchange, refresh, the client credentials grant of a connection's own
 * client, and the connector's hooks (discovery, revocation).
 * Endpoints come from the connector's declaration; in sandbox mode they are
 * mapped onto the platform's emulator like every other platform URL.
 */
import * as oauth from 'oauth4webapi';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import { DownstreamHttp } from '../../connectors/framework/http.js';
import type { OAuthDeclaration, OAuthHookContext } from '../../connectors/framework/oauth.js';
import type { SettingValues } from '../../connectors/framework/settings.js';
import type { DownstreamTargets, TargetMode } from '../../connectors/targets.js';
import type { OAuthTokens } from '../connection-settings.js';

export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
  /** The application's scopes for this connector, or null for the connector's defaults. */
  scopes: string[] | null;
}

export type OAuthConnector = ConnectorDefinition & { oauth: OAuthDeclaration };

export function oauthOf(connector: ConnectorDefinition): OAuthConnector | undefined {
  return connector.oauth ? (connector as OAuthConnector) : undefined;
}

/** The platform answered a refresh with a final "no" (invalid_grant, invalid_client): only a new consent helps. */
export class RefreshRefused extends Error {}

/** The platform refused the connection's own client credentials: only corrected settings help. */
export class ClientCredentialsRefused extends RefreshRefused {
  readonly detail: Record<string, unknown>;
  constructor(message: string, detail: Record<string, unknown>) {
    super(message);
    this.detail = detail;
  }
}

/** Token endpoint answers that no retry changes: the client, its secret or the request's parameters are wrong. */
const FINAL_REFUSALS = ['invalid_grant', 'invalid_client', 'unauthorized_client', 'invalid_request', 'invalid_scope', 'unsupported_grant_type'];

const TOKEN_TIMEOUT_MS = 15_000;

export class PlatformOAuthClient {
  readonly #targets: DownstreamTargets;

  constructor(targets: DownstreamTargets) {
    this.#targets = targets;
  }

  authorizationUrl(connector: OAuthConnector, mode: TargetMode, settings: SettingValues): URL {
    return new URL(this.#targets.platformUrl(connector, mode, connector.oauth.authorizationUrl(settings)));
  }

  async exchangeCode(
    connector: OAuthConnector,
    mode: TargetMode,
    settings: SettingValues,
    client: OAuthClientCredentials,
    callback: { parameters: URLSearchParams; state: string; redirectUri: string; codeVerifier: string | undefined },
  ): Promise<OAuthTokens> {
    const { as, options } = this.#server(connector, mode, settings);
    const oauthClient: oauth.Client = { client_id: client.clientId };
    let validated: URLSearchParams;
    try {
      validated = oauth.validateAuthResponse(as, oauthClient, callback.parameters, callback.state);
    } catch (error) {
      throw new ApiError('OAuthCodeExchangeError', {
        message: `${connector.name} did not grant access`,
        detail: platformError(error),
      });
    }
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        oauthClient,
        clientAuth(connector.oauth, client.clientSecret),
        validated,
        callback.redirectUri,
        callback.codeVerifier ?? oauth.nopkce,
        options,
      );
      return tokensOf(await oauth.processAuthorizationCodeResponse(as, oauthClient, response));
    } catch (error) {
      throw new ApiError('OAuthCodeExchangeError', {
        message: `${connector.name} refused to exchange the authorization code`,
        detail: platformError(error),
        cause: error,
      });
    }
  }

  /** A new access token; throws RefreshRefused when the grant is gone, OAuthConnectorError when the platform failed. */
  async refresh(
    connector: OAuthConnector,
    mode: TargetMode,
    settings: SettingValues,
    client: OAuthClientCredentials,
    current: OAuthTokens,
  ): Promise<OAuthTokens> {
    if (!current.refresh_token) throw new RefreshRefused('the connection has no refresh token');
    const { as, options } = this.#server(connector, mode, settings, 'refresh');
    const oauthClient: oauth.Client = { client_id: client.clientId };
    try {
      const response = await oauth.refreshTokenGrantRequest(as, oauthClient, clientAuth(connector.oauth, client.clientSecret), current.refresh_token, options);
      const tokens = tokensOf(await oauth.processRefreshTokenResponse(as, oauthClient, response));
      // Platforms that do not rotate keep the refresh token valid: carry it over.
      return { ...tokens, refresh_token: tokens.refresh_token ?? current.refresh_token };
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && ['invalid_grant', 'invalid_client', 'unauthorized_client'].includes(error.error)) {
        throw new RefreshRefused(`${error.error}${error.error_description ? `: ${error.error_description}` : ''}`);
      }
      throw new ApiError('OAuthConnectorError', {
        message: `${connector.name} could not refresh the access token`,
        detail: platformError(error),
        cause: error,
      });
    }
  }

  /**
   * A new access token by the client credentials grant with the connection's
   * own client (RFC 6749 §4.4), at the same token endpoint, with the same
   * sandbox mapping and client authentication as the code grant. Throws
   * ClientCredentialsRefused when the platform refuses the client or the
   * request, OAuthConnectorError when it failed.
   */
  async exchangeClientCredentials(
    connector: OAuthConnector,
    mode: TargetMode,
    settings: SettingValues,
    own: { clientId: string; clientSecret: string },
  ): Promise<OAuthTokens> {
    const { as, options } = this.#server(connector, mode, settings);
    const oauthClient: oauth.Client = { client_id: own.clientId };
    const parameters = connector.oauth.clientCredentials?.tokenParameters?.(settings) ?? {};
    try {
      const response = await oauth.clientCredentialsGrantRequest(as, oauthClient, clientAuth(connector.oauth, own.clientSecret), parameters, options);
      const tokens = tokensOf(await oauth.processClientCredentialsResponse(as, oauthClient, response));
      return { ...tokens, refresh_token: undefined, grant: 'client_credentials' };
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && FINAL_REFUSALS.includes(error.error)) {
        throw new ClientCredentialsRefused(`${error.error}${error.error_description ? `: ${error.error_description.slice(0, 300)}` : ''}`, platformError(error));
      }
      if (error instanceof oauth.WWWAuthenticateChallengeError && error.status === 401) {
        throw new ClientCredentialsRefused('invalid_client', { error: 'invalid_client' });
      }
      throw new ApiError('OAuthConnectorError', {
        message: `${connector.name} could not issue an access token for the connection's client credentials`,
        detail: platformError(error),
        cause: error,
      });
    }
  }

  /** What a connector hook gets: platform calls with the access token, mapped like any other call. */
  hookContext(connector: OAuthConnector, mode: TargetMode, settings: SettingValues, accessToken: string): OAuthHookContext {
    return {
      accessToken,
      settings,
      call: async ({ method, url }) => {
        const target = new URL(this.#targets.platformUrl(connector, mode, url));
        const http = new DownstreamHttp({
          connectorId: connector.id,
          baseUrl: target.origin,
          auth: { needs: [], headers: () => ({ authorization: `Bearer ${accessToken}` }) },
          values: {},
          timeoutMs: TOKEN_TIMEOUT_MS,
          rateLimit: connector.rateLimit,
          errorMessage: connector.errorMessage,
        });
        try {
          const response = await http.request({ method, path: `${target.pathname}${target.search}` });
          return { status: response.status, body: response.body };
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError('OAuthConnectorError', { message: error.message, detail: error.detail, cause: error });
          throw error;
        }
      },
    };
  }

  #server(connector: OAuthConnector, mode: TargetMode, settings: SettingValues, purpose: 'token' | 'refresh' = 'token') {
    const declared = purpose === 'refresh' && connector.oauth.refreshUrl ? connector.oauth.refreshUrl(settings) : connector.oauth.tokenUrl(settings);
    const tokenEndpoint = new URL(this.#targets.platformUrl(connector, mode, declared));
    const as: oauth.AuthorizationServer = {
      issuer: tokenEndpoint.origin,
      authorization_endpoint: this.authorizationUrl(connector, mode, settings).href,
      token_endpoint: tokenEndpoint.href,
    };
    const options: oauth.TokenEndpointRequestOptions = {
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      // Emulators listen on plain HTTP on loopback; live platforms are HTTPS only.
      ...(mode === 'sandbox' ? { [oauth.allowInsecureRequests]: true } : {}),
    };
    const send = connector.oauth.tokenRequestFormat === 'json' ? jsonBodyFetch : undefined;
    const implied = connector.oauth.impliedTokenType;
    if (send || implied) options[oauth.customFetch] = implied ? withTokenType(send ?? fetch, implied) : send!;
    return { as, options };
  }
}

function clientAuth(declaration: OAuthDeclaration, secret: string): oauth.ClientAuth {
  return declaration.clientAuthentication === 'client_secret_basic' ? oauth.ClientSecretBasic(secret) : oauth.ClientSecretPost(secret);
}

/** A token answer without `token_type` (Shopify's) gets the type the platform implies, so RFC 6749's processing accepts it. */
function withTokenType(send: typeof fetch, tokenType: string): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    if (response.status !== 200 || !String(response.headers.get('content-type') ?? '').includes('json')) return response;
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return new Response(null, { status: 502 });
    const completed = body.token_type === undefined ? { ...body, token_type: tokenType } : body;
    return new Response(JSON.stringify(completed), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** Platforms that document JSON token requests (Atlassian) get the same parameters as a JSON object. */
const jsonBodyFetch: typeof fetch = async (input, init) => {
  const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : String(init?.body ?? ''));
  const headers = new Headers(init?.headers);
  headers.set('content-type', 'application/json');
  return fetch(input, { ...init, headers, body: JSON.stringify(Object.fromEntries(form)) });
};

function tokensOf(response: oauth.TokenEndpointResponse): OAuthTokens {
  return {
    access_token: response.access_token,
    refresh_token: response.refresh_token,
    token_type: response.token_type,
    scope: response.scope,
    expires_at: typeof response.expires_in === 'number' ? Date.now() + response.expires_in * 1000 : (expiryTime(response.expires_at) ?? unixSecondsTime(response.access_token_expiration)),
  };
}

/**
 * A token answer that says when the token expires instead of how long it
 * lives (Square's `expires_at`, RFC 3339): read where there is no
 * `expires_in`, so such tokens are refreshed before they expire too.
 */
function expiryTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** A token answer that says when the token expires in Unix seconds (Clover's `access_token_expiration`). */
function unixSecondsTime(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
}

/** The platform's OAuth error code and description, never tokens or secrets. */
function platformError(error: unknown): Record<string, unknown> {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
    return { error: error.error, ...(error.error_description ? { error_description: error.error_description.slice(0, 300) } : {}) };
  }
  if (error instanceof oauth.OperationProcessingError) return { error: 'invalid_response', error_description: error.message.slice(0, 300) };
  return { error: 'unreachable', error_description: error instanceof Error ? error.message.slice(0, 300) : 'unknown error' };
}

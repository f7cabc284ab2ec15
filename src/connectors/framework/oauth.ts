/**
 * How a connector authorizes through OAuth 2.0 (the authorization code grant,
 * and where declared the client credentials grant of a connection's own
 * client): the platform's endpoints, scopes and quirks, declared as data. The vault's
 * OAuth flow reads this; a platform-specific step (Atlassian's site discovery,
 * Zendesk's token revocation) is a named hook here, never a branch there.
 */
import type { SettingValues } from './settings.js';

export interface OAuthScope {
  id: string;
  label: string;
}

/** What a hook may do: call the platform (live URL; the sandbox maps it onto the emulator) with the new token. */
export interface OAuthHookContext {
  accessToken: string;
  settings: SettingValues;
  call(request: { method: 'GET' | 'POST' | 'DELETE'; url: string }): Promise<{ status: number; body: unknown }>;
}

/**
 * A connection that brings its own OAuth client (a platform's "custom
 * integration", RFC 6749 §4.4): its client id and secret are connection
 * settings, and the vault gets the access token with the client credentials
 * grant at `tokenUrl`, on validation and whenever the token is due or refused.
 * Such tokens carry no refresh token: renewing one is a new exchange.
 */
export interface ClientCredentialsDeclaration {
  /** Setting that holds the client id. */
  clientIdSetting: string;
  /** Setting (sensitive) that holds the client secret. */
  clientSecretSetting: string;
  /** Further settings the token depends on (Greenhouse's acting user): changing one gets a new token. */
  dependsOn?: readonly string[];
  /** Extra token request parameters from the connection's settings (Greenhouse's `sub`). */
  tokenParameters?(settings: SettingValues): Record<string, string>;
}

/** The connection's own client id and secret, when the connector takes them and both are set. */
export function ownClientOf(declaration: OAuthDeclaration | undefined, settings: SettingValues): { clientId: string; clientSecret: string } | undefined {
  const declared = declaration?.clientCredentials;
  if (!declared) return undefined;
  const clientId = settings[declared.clientIdSetting];
  const clientSecret = settings[declared.clientSecretSetting];
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** Settings whose change makes a client credentials token stale. */
export function clientCredentialSettings(declaration: OAuthDeclaration | undefined): string[] {
  const declared = declaration?.clientCredentials;
  return declared ? [declared.clientIdSetting, declared.clientSecretSetting, ...(declared.dependsOn ?? [])] : [];
}

export interface OAuthDeclaration {
  /** Consent page of the real platform. */
  authorizationUrl(settings: SettingValues): string;
  /** Token endpoint of the real platform (code exchange, and refresh unless `refreshUrl` says otherwise). */
  tokenUrl(settings: SettingValues): string;
  /** Where a refresh goes, for a platform with an endpoint of its own for it (Clover's /oauth/v2/refresh). */
  refreshUrl?(settings: SettingValues): string;
  /** Settings the consumer must give before authorizing, because the endpoints depend on them. */
  settingsRequiredForAuthorization: readonly string[];
  scopes: readonly OAuthScope[];
  /** Scopes asked for unless the application configured its own. */
  defaultScopes: readonly string[];
  /**
   * False for platforms whose access tokens do not expire and that issue no
   * refresh token (Intercom): asking to refresh such a token changes nothing.
   */
  tokensExpire?: boolean;
  /** What joins scopes in the authorization request: a space (RFC 6749 §3.3) unless the platform wants another (Shopify's comma). */
  scopeSeparator?: string;
  /** Whether the platform supports PKCE (S256): then it is always used. */
  pkce: boolean;
  /** How the client authenticates at the token endpoint. */
  clientAuthentication: 'client_secret_post' | 'client_secret_basic';
  /**
   * The token type of a platform whose token answer names none (Shopify's
   * `{access_token, scope}`), where RFC 6749 §5.1 requires `token_type`.
   */
  impliedTokenType?: 'bearer';
  /** Body format of token requests: RFC 6749's form encoding, or JSON where the platform documents JSON. */
  tokenRequestFormat?: 'form' | 'json';
  /** Extra parameters of the authorization request (e.g. Atlassian's audience and prompt). */
  authorizationParams?: Readonly<Record<string, string>>;
  /**
   * Runs after each new token from the code exchange: settings the platform
   * tells only to an authorized client (Atlassian's cloud id). They are stored
   * as plain connection settings.
   */
  afterAuthorization?(ctx: OAuthHookContext): Promise<Record<string, string>>;
  /**
   * Settings the platform names on the redirect back from consent, beside
   * code and state (QuickBooks' realmId: the company the user picked); stored
   * like afterAuthorization's. Values are the platform's: check their shape.
   */
  settingsFromCallback?(parameters: URLSearchParams): Record<string, string>;
  /** Setting ids that afterAuthorization or settingsFromCallback wrote; forgotten with the tokens on revocation. */
  discoveredSettings?: readonly string[];
  /** The connection may instead bring its own client: the client credentials grant. */
  clientCredentials?: ClientCredentialsDeclaration;
  /** Revokes the token at the platform, where the platform offers it. */
  revoke?(ctx: OAuthHookContext): Promise<void>;
}

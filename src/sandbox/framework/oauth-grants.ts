/**
 * What an emulated authorization server remembers: registered clients,
 * authorization codes, and grants (one per consent) with the access and
 * refresh tokens issued under them. Everything is in memory and synchronous,
 * so each step (redeeming a code, rotating a refresh token) is atomic.
 *
 * How refresh tokens behave differs per platform and is a policy here
 * (rotation always; whether the old access token dies with it, and whether
 * replaying a rotated refresh token revokes the whole grant).
 */
import { randomBytes } from 'node:crypto';
import type { OAuthClientRegistration } from './emulator.js';
import type { PkceChallenge } from './oauth-pkce.js';

export interface RefreshTokenPolicy {
  /** Whether a consent to these scopes comes with a refresh token (Atlassian: only with offline_access). */
  issuedFor(scopes: readonly string[]): boolean;
  /** Lifetime of each refresh token from its issue, unless the request chose another. */
  lifetimeSeconds: number;
  /** Lifetime of the whole grant from the consent, whatever the refreshes (Atlassian's absolute expiry). */
  grantLifetimeSeconds?: number;
  /** A refresh also kills the access token issued with the old refresh token (Zendesk deletes both). */
  rotationRevokesAccessToken: boolean;
  /**
   * Presenting a refresh token again this many seconds or more after it was
   * rotated revokes every token of the grant (Atlassian's reuse detection,
   * outside its leeway). Sooner, the replay is only refused. Undefined: never.
   */
  reuseRevokesGrantAfterSeconds?: number;
  /**
   * False when a refresh token is kept rather than rotated (Asana): a refresh
   * issues only a new access token and the same refresh token works again.
   * Rotation is the default.
   */
  rotates?: boolean;
}

/** What the user agreed to, waiting for the client to exchange the code. */
export interface AuthorizationCodeGrant {
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  subject: string;
  challenge?: PkceChallenge;
}

export interface IssuedTokenPair {
  accessToken: string;
  accessExpiresIn: number;
  refreshToken?: string;
  refreshExpiresIn?: number;
  scopes: readonly string[];
}

/** A valid access token, as an API route sees it. */
export interface AccessTokenInfo {
  subject: string;
  clientId: string;
  scopes: readonly string[];
}

/** Why a code or refresh token was refused: which part failed, and a sentence for error_description. */
export interface Refusal {
  cause: 'code' | 'redirect_uri' | 'pkce' | 'refresh_token';
  description: string;
}

export type Redemption<T> = { ok: T } | { refused: Refusal };

function refuse(cause: Refusal['cause'], description: string): { refused: Refusal } {
  return { refused: { cause, description } };
}

interface CodeRecord extends AuthorizationCodeGrant {
  expiresAt: number;
  used: boolean;
  /** Grant started by this code, revoked if the code is replayed (RFC 6749 §4.1.2). */
  grantId?: string;
}

interface Grant {
  id: string;
  clientId: string;
  subject: string;
  scopes: readonly string[];
  expiresAt: number | undefined;
  revoked: boolean;
  /** Access tokens issued under this grant, so a rotation can find the previous ones. */
  accessTokens: string[];
  /** A client credentials grant: never a refresh token. */
  withoutRefresh?: boolean;
}

interface TokenRecord {
  grantId: string;
  expiresAt: number;
  /** Refresh tokens only: when a rotation spent it. */
  rotatedAt?: number;
}

const SECOND = 1000;
/** Spent and expired codes are remembered this long, to catch replays (and then forgotten). */
const CODE_MEMORY_MS = 3600 * SECOND;

function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

export class OAuthGrantStore {
  private readonly clients = new Map<string, OAuthClientRegistration>();
  private readonly codes = new Map<string, CodeRecord>();
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, TokenRecord>();
  private readonly refreshTokens = new Map<string, TokenRecord>();

  constructor(
    private readonly policy: RefreshTokenPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  registerClient(client: OAuthClientRegistration): void {
    for (const uri of client.redirectUris) {
      const parsed = URL.canParse(uri) ? new URL(uri) : undefined;
      // RFC 6749 §3.1.2: an absolute URI without a fragment.
      if (!parsed || parsed.hash !== '' || uri.includes('#')) throw new Error(`redirect URI must be absolute and without a fragment: ${uri}`);
    }
    this.clients.set(client.clientId, { ...client, redirectUris: [...client.redirectUris] });
  }

  client(clientId: string): OAuthClientRegistration | undefined {
    return this.clients.get(clientId);
  }

  issueCode(grant: AuthorizationCodeGrant, lifetimeSeconds: number): string {
    const now = this.now();
    for (const [old, record] of this.codes) if (record.expiresAt + CODE_MEMORY_MS <= now) this.codes.delete(old);
    const code = newSecret(20);
    this.codes.set(code, { ...grant, expiresAt: now + lifetimeSeconds * SECOND, used: false });
    return code;
  }

  /**
   * Single use: the first presentation spends the code, whatever follows
   * (`verify` checks redirect_uri and PKCE). A second presentation revokes
   * what the first obtained, as RFC 6749 §4.1.2 advises. Returns the new grant.
   */
  redeemCode(code: string, clientId: string, verify: (grant: AuthorizationCodeGrant) => Refusal | undefined): Redemption<string> {
    const record = this.codes.get(code);
    if (!record || record.clientId !== clientId) return refuse('code', 'the authorization code is unknown or was issued to another client');
    if (record.used) {
      if (record.grantId) this.revokeGrant(record.grantId);
      return refuse('code', 'the authorization code was already used');
    }
    record.used = true;
    if (record.expiresAt <= this.now()) return refuse('code', 'the authorization code has expired');
    const refusal = verify(record);
    if (refusal) return { refused: refusal };
    record.grantId = this.startGrant(record.clientId, record.subject, record.scopes);
    return { ok: record.grantId };
  }

  /**
   * A grant without consent: the client credentials grant (RFC 6749 §4.4),
   * where the client acts for itself or for the user it names. Its tokens
   * come without a refresh token (§4.4.3): the client asks again instead.
   */
  grantClient(clientId: string, subject: string, scopes: readonly string[]): string {
    const id = this.startGrant(clientId, subject, scopes);
    (this.grants.get(id) as Grant).withoutRefresh = true;
    return id;
  }

  private startGrant(clientId: string, subject: string, scopes: readonly string[]): string {
    const id = newSecret(8);
    const lifetime = this.policy.grantLifetimeSeconds;
    const expiresAt = lifetime === undefined ? undefined : this.now() + lifetime * SECOND;
    this.grants.set(id, { id, clientId, subject, scopes, expiresAt, revoked: false, accessTokens: [] });
    return id;
  }

  /** `refreshing`: the tokens answer a refresh (a policy that does not rotate then issues no new refresh token). */
  issueTokens(grantId: string, lifetimes: { accessSeconds: number; refreshSeconds?: number }, refreshing = false): IssuedTokenPair {
    const grant = this.grants.get(grantId) as Grant;
    const now = this.now();
    const accessToken = newSecret();
    this.accessTokens.set(accessToken, { grantId, expiresAt: now + lifetimes.accessSeconds * SECOND });
    grant.accessTokens.push(accessToken);
    const pair: IssuedTokenPair = { accessToken, accessExpiresIn: lifetimes.accessSeconds, scopes: grant.scopes };
    if (grant.withoutRefresh === true || !this.policy.issuedFor(grant.scopes) || (refreshing && this.policy.rotates === false)) return pair;
    const refreshSeconds = lifetimes.refreshSeconds ?? this.policy.lifetimeSeconds;
    const refreshToken = newSecret();
    this.refreshTokens.set(refreshToken, { grantId, expiresAt: now + refreshSeconds * SECOND });
    return { ...pair, refreshToken, refreshExpiresIn: refreshSeconds };
  }

  /** Spends a refresh token and returns its grant, ready for issueTokens; the token never works again. */
  rotateRefreshToken(refreshToken: string, clientId: string): Redemption<string> {
    const record = this.refreshTokens.get(refreshToken);
    const grant = record && this.grants.get(record.grantId);
    if (!record || !grant || grant.clientId !== clientId) return refuse('refresh_token', 'the refresh token is unknown or was issued to another client');
    const now = this.now();
    if (record.rotatedAt !== undefined) {
      const detectAfter = this.policy.reuseRevokesGrantAfterSeconds;
      if (detectAfter !== undefined && now - record.rotatedAt >= detectAfter * SECOND) this.revokeGrant(grant.id);
      return refuse('refresh_token', 'the refresh token was already used');
    }
    if (grant.revoked) return refuse('refresh_token', 'the refresh token was revoked');
    if (record.expiresAt <= now || (grant.expiresAt !== undefined && grant.expiresAt <= now)) return refuse('refresh_token', 'the refresh token has expired');
    if (this.policy.rotates !== false) record.rotatedAt = now;
    if (this.policy.rotationRevokesAccessToken) {
      for (const token of grant.accessTokens) this.accessTokens.delete(token);
      grant.accessTokens = [];
    }
    return { ok: grant.id };
  }

  /** The grant behind a live access token: unknown, expired and revoked tokens give undefined. */
  introspect(accessToken: string): AccessTokenInfo | undefined {
    const record = this.accessTokens.get(accessToken);
    const grant = record && this.grants.get(record.grantId);
    if (!record || !grant || grant.revoked || record.expiresAt <= this.now()) return undefined;
    return { subject: grant.subject, clientId: grant.clientId, scopes: grant.scopes };
  }

  /** Revokes the grant an access token belongs to, refresh tokens included; false when the token is not live. */
  revokeGrantOf(accessToken: string): boolean {
    if (!this.introspect(accessToken)) return false;
    this.revokeGrant((this.accessTokens.get(accessToken) as TokenRecord).grantId);
    return true;
  }

  /** The user removed the app: nothing issued so far works any more, pending codes included. */
  revokeAll(): void {
    for (const grant of this.grants.values()) grant.revoked = true;
    for (const code of this.codes.values()) code.used = true;
  }

  private revokeGrant(grantId: string): void {
    const grant = this.grants.get(grantId);
    if (grant) grant.revoked = true;
  }
}

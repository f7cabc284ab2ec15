/**
 * What one platform's authorization server looks like, declared as data and
 * small hooks in the platform's own emulator folder: its paths, lifetimes,
 * accepted client authentication and PKCE methods, its refresh-token rules,
 * and how it words answers and errors. The shared server in oauth-server.ts
 * reads this and never branches on a platform name.
 */
import type { FastifyReply } from 'fastify';
import type { IssuedTokenPair, RefreshTokenPolicy } from './oauth-grants.js';
import type { PkceMethod } from './oauth-pkce.js';

export type ClientAuthMethod = 'client_secret_post' | 'client_secret_basic';

/** The request parameters, each sent once (RFC 6749 §3.1, §3.2). */
export type OAuthParams = ReadonlyMap<string, string>;

/** A refusal of the token endpoint in RFC 6749 §5.2 terms, before the platform words it. */
export interface TokenError {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
  /** Which part failed, so a platform can use its own sentence for it. */
  cause: 'malformed' | 'client' | 'code' | 'redirect_uri' | 'pkce' | 'refresh_token' | 'grant_type';
  description: string;
  /** The client tried HTTP Basic: RFC 6749 §5.2 then wants a WWW-Authenticate challenge on the 401. */
  basicAttempted?: boolean;
}

export interface PlatformAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** What the consent page shows about the platform and the signed-in user. */
export interface ConsentLook {
  platformName: string;
  /** CSS colour of the header band and the Allow button. */
  accent: string;
  account: { name: string; email: string };
  /** The account or site the app would reach, e.g. "acme-demo.zendesk.com". */
  site: string;
  /** A line a person understands for one requested scope. */
  describeScope(scope: string): string;
}

export interface TokenRequestShape {
  /** POST path of refreshes when it is not the token path; every request there is a refresh_token grant. */
  refreshPath?: string;
  /** The grant a request at the token path is when it names no grant_type. */
  impliedGrantType?: 'authorization_code';
  /** The code exchange carries no redirect_uri: when none is sent, the authorization request's is not compared. */
  redirectUriAtExchange?: 'omitted';
  /** A refresh names its client by client_id alone (the single-use refresh token is what proves it). */
  refreshAuthentication?: 'client_id';
}

export interface OAuthPlatformProfile {
  /** The platform's own paths (the sandbox swaps a URL's origin and keeps its path). */
  paths: {
    /** GET: the consent page (the authorization endpoint). */
    authorize: string;
    /** POST: where the consent form sends the user's decision. */
    decision: string;
    /** POST: code exchange and refresh. */
    token: string;
  };
  /** Seconds an authorization code may wait for its exchange. */
  codeLifetimeSeconds: number;
  pkceMethods: readonly PkceMethod[];
  clientAuthentication: readonly ClientAuthMethod[];
  /** The signed-in user who consents: the id the platform's API routes will see for issued tokens. */
  subject: string;
  refreshTokens: RefreshTokenPolicy;
  /** Platform rules for the authorization request beyond RFC 6749 (Atlassian's audience): what is wrong, if anything. */
  checkAuthorizationRequest?(params: OAuthParams): string | undefined;
  /** Lifetimes the client asks for in its token request (Zendesk's expires_in), or what is wrong with them. */
  requestedLifetimes?(params: OAuthParams): { accessSeconds?: number; refreshSeconds?: number } | { invalid: string };
  /** Parameters the platform adds to the redirect after consent, beside code and state (QuickBooks' realmId, Clover's merchant_id and client_id). */
  redirectParameters?(grant: { clientId: string }): Record<string, string>;
  /**
   * Authorization request parameters the platform's links leave out and
   * imply (Clover's v2 link carries client_id and redirect_uri only: the
   * response type is a code, and the app's permissions are its settings,
   * not a scope). A parameter the request sends wins.
   */
  impliedAuthorizationParameters?: Readonly<Record<string, string>>;
  /**
   * The client credentials grant (RFC 6749 §4.4), where the platform offers
   * it (Greenhouse Harvest v3 for customers' own integrations): the subject
   * and scopes the token acts with, from the request's parameters, or why
   * the request is refused (invalid_request). Absent: the grant type is unsupported.
   */
  clientCredentialsGrant?(params: OAuthParams, clientId: string): { subject: string; scopes: readonly string[] } | { invalid: string };
  /**
   * Token requests that are not RFC 6749's, where the platform documents
   * them so (Clover's v2 flow: a JSON body without grant_type or
   * redirect_uri, and refreshes at a path of their own naming the client
   * by its id alone). Absent: RFC 6749 §4.1.3 and §6 as they are.
   */
  tokenRequests?: TokenRequestShape;
  /** The success body of the token endpoint. */
  tokenResponse(tokens: IssuedTokenPair): Record<string, unknown>;
  /** Status, body and headers of a token endpoint refusal. */
  tokenError(error: TokenError): PlatformAnswer;
  /** How the token endpoint answers an injected `failNext('rate_limit')`. */
  rateLimited(reply: FastifyReply): FastifyReply;
  consent: ConsentLook;
}

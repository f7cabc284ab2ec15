/**
 * The token endpoint (RFC 6749 §4.1.3 and §6): exchanges a code for tokens
 * and rotates refresh tokens, and serves the client credentials grant
 * (RFC 6749 §4.4) for a platform whose profile offers it. The client authenticates first (§3.2.1); then
 * everything about the request is checked before a code or refresh token is
 * spent, so a malformed request never burns a good one. Answers are the
 * platform's (profile.tokenResponse / profile.tokenError), never cached.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthEmulatorControls, PlatformFailures } from './emulator.js';
import type { OAuthGrantStore } from './oauth-grants.js';
import { verifierMatches } from './oauth-pkce.js';
import { bodyParams, clientCredentials } from './oauth-params.js';
import type { OAuthPlatformProfile, OAuthParams, PlatformAnswer, TokenError, TokenRequestShape } from './oauth-profile.js';

export interface TokenRouteState {
  readonly tokenRequests: OAuthEmulatorControls['tokenRequests'];
  /** Lifetime of access tokens issued now, unless the request chose one. */
  accessSeconds(): number;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function sendAnswer(reply: FastifyReply, answer: PlatformAnswer): FastifyReply {
  return reply.code(answer.status).headers({ ...NO_STORE, ...answer.headers }).type('application/json; charset=utf-8').send(answer.body);
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function secretMatches(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}

/** An injected `failNext` at the token endpoint: 401 is a client authentication failure, 5xx an outage. */
function tokenFailures(profile: OAuthPlatformProfile): PlatformFailures {
  return {
    rateLimited: (reply) => profile.rateLimited(reply),
    error(reply, status, message) {
      if (status === 401) return sendAnswer(reply, profile.tokenError({ error: 'invalid_client', cause: 'client', description: message }));
      return sendAnswer(reply, { status, body: { error: status === 503 ? 'temporarily_unavailable' : 'server_error', error_description: message } });
    },
  };
}

function countRequest(request: FastifyRequest, state: TokenRouteState, shape: TokenRequestShape): void {
  const refreshing = shape.refreshPath !== undefined && request.url.split('?')[0] === shape.refreshPath;
  const grantType = refreshing ? 'refresh_token' : ((request.body as Record<string, unknown> | undefined)?.grant_type ?? shape.impliedGrantType);
  if (grantType === 'authorization_code' || grantType === 'refresh_token' || grantType === 'client_credentials') state.tokenRequests[grantType] += 1;
}

export function registerTokenRoute(app: FastifyInstance, profile: OAuthPlatformProfile, store: OAuthGrantStore, state: TokenRouteState): void {
  const refuse = (reply: FastifyReply, error: TokenError) => sendAnswer(reply, profile.tokenError(error));
  const malformed = (description: string): TokenError => ({ error: 'invalid_request', cause: 'malformed', description });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    error.statusCode !== undefined && error.statusCode < 500
      ? refuse(reply, malformed('the request body could not be read'))
      : sendAnswer(reply, { status: 500, body: { error: 'server_error', error_description: 'internal error' } }),
  );

  const shape = profile.tokenRequests ?? {};
  const handler = (refreshPath: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const read = bodyParams(request);
    if ('problem' in read) return refuse(reply, malformed(read.problem));
    const params = read.params;

    // A platform's own refresh path is a refresh whatever the body says; elsewhere the body names its grant (or the platform implies one).
    const grantType = refreshPath ? 'refresh_token' : (params.get('grant_type') ?? shape.impliedGrantType);
    const client = grantType === 'refresh_token' && shape.refreshAuthentication === 'client_id' ? clientById(params, store) : authenticate(request, params);
    if ('refused' in client) return refuse(reply, client.refused);

    if (grantType === undefined) return refuse(reply, malformed('grant_type is required'));
    if (grantType === 'client_credentials' && profile.clientCredentialsGrant) {
      const granted = profile.clientCredentialsGrant(params, client.clientId);
      if ('invalid' in granted) return refuse(reply, malformed(granted.invalid));
      const grantId = store.grantClient(client.clientId, granted.subject, granted.scopes);
      return sendAnswer(reply, { status: 200, body: profile.tokenResponse(store.issueTokens(grantId, { accessSeconds: state.accessSeconds() })) });
    }
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return refuse(reply, { error: 'unsupported_grant_type', cause: 'grant_type', description: `grant_type "${grantType}" is not supported` });
    }
    const requested = profile.requestedLifetimes?.(params) ?? {};
    if ('invalid' in requested) return refuse(reply, malformed(requested.invalid));
    const lifetimes = { accessSeconds: requested.accessSeconds ?? state.accessSeconds(), refreshSeconds: requested.refreshSeconds };

    const grant = grantType === 'authorization_code' ? redeemCode(params, client.clientId, store, shape) : rotate(params, client.clientId, store);
    if ('refused' in grant) return refuse(reply, grant.refused);
    return sendAnswer(reply, { status: 200, body: profile.tokenResponse(store.issueTokens(grant.ok, lifetimes, grantType === 'refresh_token')) });
  };

  /** The client by its id and secret, presented as the profile accepts (RFC 6749 §2.3.1). */
  function authenticate(request: FastifyRequest, params: OAuthParams): { clientId: string } | { refused: TokenError } {
    const auth = clientCredentials(request, params, profile.clientAuthentication);
    if (auth.problem) return { refused: malformed(auth.problem) };
    const presented = auth.credentials;
    const client = presented && store.client(presented.clientId);
    if (!presented || !client || !secretMatches(client.clientSecret, presented.clientSecret)) {
      return { refused: { error: 'invalid_client', cause: 'client', description: 'client authentication failed', basicAttempted: auth.basicAttempted } };
    }
    return { clientId: client.clientId };
  }

  const routeOptions = {
    config: { platformFailures: tokenFailures(profile) },
    // Counted before injected faults (the framework's preHandler): they reached the platform too.
    preValidation: async (request: FastifyRequest) => countRequest(request, state, shape),
  };
  app.post(profile.paths.token, routeOptions, handler(false));
  if (shape.refreshPath) app.post(shape.refreshPath, routeOptions, handler(true));
}

/** A refresh that names its client by id alone: the client must be registered. */
function clientById(params: OAuthParams, store: OAuthGrantStore): { clientId: string } | { refused: TokenError } {
  const clientId = params.get('client_id');
  if (clientId === undefined) return { refused: { error: 'invalid_request', cause: 'malformed', description: 'client_id is required' } };
  if (!store.client(clientId)) return { refused: { error: 'invalid_client', cause: 'client', description: 'client authentication failed' } };
  return { clientId };
}

function redeemCode(params: OAuthParams, clientId: string, store: OAuthGrantStore, shape: TokenRequestShape): { ok: string } | { refused: TokenError } {
  const code = params.get('code');
  if (code === undefined) return { refused: { error: 'invalid_request', cause: 'malformed', description: 'code is required' } };
  const redirectUri = params.get('redirect_uri');
  const redemption = store.redeemCode(code, clientId, (grant) => {
    // RFC 6749 §4.1.3: the same redirect_uri as in the authorization request, compared exactly.
    const omitted = redirectUri === undefined && shape.redirectUriAtExchange === 'omitted';
    if (!omitted && redirectUri !== grant.redirectUri) return { cause: 'redirect_uri', description: 'redirect_uri does not match the authorization request' };
    if (grant.challenge && !verifierMatches(grant.challenge, params.get('code_verifier'))) {
      return { cause: 'pkce', description: 'code_verifier does not match the code_challenge' };
    }
    return undefined;
  });
  return 'ok' in redemption ? redemption : { refused: { error: 'invalid_grant', ...redemption.refused } };
}

function rotate(params: OAuthParams, clientId: string, store: OAuthGrantStore): { ok: string } | { refused: TokenError } {
  const refreshToken = params.get('refresh_token');
  if (refreshToken === undefined) return { refused: { error: 'invalid_request', cause: 'malformed', description: 'refresh_token is required' } };
  const rotation = store.rotateRefreshToken(refreshToken, clientId);
  return 'ok' in rotation ? rotation : { refused: { error: 'invalid_grant', ...rotation.refused } };
}

/**
 * The authorization endpoint (RFC 6749 §4.1.1) and the consent decision.
 *
 * GET {authorize}: until the client and its redirect URI are known to belong
 * together, an error is a 400 page and never a redirect (§4.1.2.1: otherwise
 * the server would send users to a stranger's URL). After that, errors go
 * back to the client as `error`, `error_description` and `state`.
 * POST {decision}: the consent form's answer; "allow" redirects with a
 * single-use code, "deny" with `access_denied`. The form carries only the id
 * of the request kept here, so nothing the browser sends can widen it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthClientRegistration, PlatformFailures } from './emulator.js';
import { renderConsentPage, renderErrorPage, sendPage } from './oauth-consent-page.js';
import type { OAuthGrantStore } from './oauth-grants.js';
import { readChallenge, type PkceChallenge } from './oauth-pkce.js';
import { bodyParams, queryParams } from './oauth-params.js';
import type { OAuthPlatformProfile, OAuthParams } from './oauth-profile.js';

interface PendingAuthorization {
  client: OAuthClientRegistration;
  redirectUri: string;
  state: string | undefined;
  scopes: string[];
  challenge: PkceChallenge | undefined;
  expiresAt: number;
}

/** How long a consent page may stay open before its decision is refused. */
const PENDING_LIFETIME_MS = 10 * 60 * 1000;

/** `redirect_uri` with the answer appended, its own query kept exactly as registered (RFC 6749 §3.1.2). */
export function redirectWith(redirectUri: string, answer: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(answer)) if (value !== undefined) query.append(name, value);
  const separator = !redirectUri.includes('?') ? '?' : /[?&]$/.test(redirectUri) ? '' : '&';
  return `${redirectUri}${separator}${query.toString()}`;
}

function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(302).headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).send();
}

function scopesOf(scope: string): string[] {
  return [...new Set(scope.split(' ').filter((item) => item !== ''))];
}

export function registerAuthorizeRoutes(app: FastifyInstance, profile: OAuthPlatformProfile, store: OAuthGrantStore): void {
  const pending = new Map<string, PendingAuthorization>();
  const look = profile.consent;
  const errorPage = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendPage(reply, status, renderErrorPage({ look, title, message }));

  // A browser is on the other end: injected faults and unreadable bodies are pages too.
  const pageFailures: PlatformFailures = {
    rateLimited: (reply) => errorPage(reply.header('retry-after', '1'), 429, 'Too many requests', 'Please wait a moment and try again.'),
    error: (reply, status, message) => errorPage(reply, status, status === 401 ? 'Sign-in failed' : 'Something went wrong', message),
  };
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    errorPage(reply, error.statusCode === 413 ? 413 : 400, 'Invalid request', 'The request could not be read.'),
  );

  app.get(profile.paths.authorize, { config: { platformFailures: pageFailures } }, async (request, reply) => {
    const read = queryParams(request);
    if ('problem' in read) return errorPage(reply, 400, 'Invalid request', `This authorization link is malformed: ${read.problem}.`);
    // What the platform's authorization link leaves out and implies (Clover's: response_type and scope).
    const params = new Map([...Object.entries(profile.impliedAuthorizationParameters ?? {}), ...read.params]);
    const clientId = params.get('client_id');
    const client = clientId === undefined ? undefined : store.client(clientId);
    if (!client) return errorPage(reply, 400, 'Unknown app', 'The app that sent you here is not registered (unknown client_id).');
    const redirectUri = params.get('redirect_uri');
    if (redirectUri === undefined || !client.redirectUris.includes(redirectUri)) {
      return errorPage(reply, 400, 'Invalid redirect URI', `The redirect_uri is not one registered for ${client.name ?? client.clientId}, so you cannot be sent back to it.`);
    }

    const state = params.get('state');
    const problem = requestProblem(params, profile);
    if (problem) return sendRedirect(reply, redirectWith(redirectUri, { error: problem.error, error_description: problem.description, state }));
    const pkce = readChallenge(params.get('code_challenge'), params.get('code_challenge_method'), profile.pkceMethods);
    if ('invalid' in pkce) return sendRedirect(reply, redirectWith(redirectUri, { error: 'invalid_request', error_description: pkce.invalid, state }));

    const now = Date.now();
    for (const [id, old] of pending) if (old.expiresAt <= now) pending.delete(id);
    const requestId = randomBytes(16).toString('hex');
    const scopes = scopesOf(params.get('scope') as string);
    pending.set(requestId, { client, redirectUri, state, scopes, challenge: pkce.challenge, expiresAt: now + PENDING_LIFETIME_MS });
    const html = renderConsentPage({ look, clientName: client.name ?? client.clientId, scopes, redirectUri, decisionPath: profile.paths.decision, requestId });
    return sendPage(reply, 200, html);
  });

  app.post(profile.paths.decision, { config: { platformFailures: pageFailures } }, async (request: FastifyRequest, reply) => {
    const read = bodyParams(request);
    const requestId = 'params' in read ? read.params.get('request_id') : undefined;
    const authorization = requestId === undefined ? undefined : pending.get(requestId);
    if (requestId !== undefined) pending.delete(requestId);
    if (!authorization || authorization.expiresAt <= Date.now()) {
      return errorPage(reply, 400, 'This request has expired', 'This authorization request was already answered or has expired. Start again from the app.');
    }
    const decision = 'params' in read ? read.params.get('decision') : undefined;
    const { client, redirectUri, state } = authorization;
    if (decision === 'deny') {
      return sendRedirect(reply, redirectWith(redirectUri, { error: 'access_denied', error_description: 'The user denied the app access.', state }));
    }
    if (decision !== 'allow') return errorPage(reply, 400, 'Invalid request', 'The consent form was not answered with Allow or Deny.');
    const code = store.issueCode(
      { clientId: client.clientId, redirectUri, scopes: authorization.scopes, subject: profile.subject, ...(authorization.challenge ? { challenge: authorization.challenge } : {}) },
      profile.codeLifetimeSeconds,
    );
    return sendRedirect(reply, redirectWith(redirectUri, { code, state, ...profile.redirectParameters?.({ clientId: client.clientId }) }));
  });
}

/** RFC 6749 §4.1.2.1 errors once the redirect URI is trusted, then the platform's own rules. */
function requestProblem(params: OAuthParams, profile: OAuthPlatformProfile): { error: string; description: string } | undefined {
  const responseType = params.get('response_type');
  if (responseType === undefined) return { error: 'invalid_request', description: 'response_type is required' };
  if (responseType !== 'code') return { error: 'unsupported_response_type', description: `response_type "${responseType}" is not supported; use code` };
  const platformProblem = profile.checkAuthorizationRequest?.(params);
  if (platformProblem) return { error: 'invalid_request', description: platformProblem };
  if (params.get('scope') === undefined || scopesOf(params.get('scope') as string).length === 0) return { error: 'invalid_scope', description: 'scope is required' };
  return undefined;
}

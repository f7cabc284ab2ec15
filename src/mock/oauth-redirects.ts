/**
 * The Vault API's browser redirects, which no schema can fill: where to send
 * the browser. The mock plays the whole OAuth round trip without a platform:
 * the authorize link goes straight to the mock's own callback (as if the
 * consumer had consented) with a state the mock signed, and the callback
 * sends the browser to the redirect URI the link named. A state the mock did
 * not sign is refused as the service refuses it. Every redirect operation of
 * the documents must have its rule here (the mock does not start otherwise).
 */
import { createHash } from 'node:crypto';
import { CursorCodec, type CursorBinding } from '../core/cursor.js';
import { ApiError } from '../core/errors/api-error.js';
import type { CheckedRequest } from './request-checks.js';

type RedirectRule = (request: CheckedRequest, publicUrl: string, states: StateSigner) => string;

class StateSigner {
  readonly #codec = new CursorCodec(createHash('sha256').update('unified-integration-api mock oauth state').digest());
  readonly #binding: CursorBinding = { connector: 'mock', resource: 'oauth-state', connectionId: '' };

  sign(redirectUri: string, serviceId: string): string {
    return this.#codec.encode(this.#binding, { redirect_uri: redirectUri, service_id: serviceId });
  }

  /** The redirect URI a state carries; OAuthInvalidStateError for any other state. */
  read(state: unknown): string {
    try {
      const payload = this.#codec.decode(this.#binding, String(state ?? '')) as { redirect_uri?: unknown };
      if (typeof payload?.redirect_uri === 'string') return payload.redirect_uri;
    } catch {
      // Reported below, as the service reports a state it did not issue.
    }
    throw new ApiError('OAuthInvalidStateError', { detail: { reason: 'the state was not issued by this mock, or was altered' } });
  }
}

/** The link's checks: a state (any, the mock issued no ticket) and an absolute http(s) redirect URI. */
function linkRedirectUri(request: CheckedRequest): string {
  const state = request.query.state;
  if (typeof state !== 'string' || state === '') throw new ApiError('OAuthInvalidStateError', { detail: { reason: 'missing state' } });
  const redirectUri = request.query.redirect_uri;
  let url: URL | undefined;
  try {
    url = typeof redirectUri === 'string' ? new URL(redirectUri) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ApiError('OAuthRedirectUriError', {
      message: redirectUri === undefined ? 'A redirect_uri is required' : 'The redirect_uri must be an absolute http(s) URL',
      detail: { redirect_uri: typeof redirectUri === 'string' ? redirectUri.slice(0, 300) : null },
    });
  }
  return url.href;
}

const RULES: Readonly<Record<string, RedirectRule>> = {
  connectionsAuthorize: (request, publicUrl, states) => {
    const back = linkRedirectUri(request);
    const callback = new URL(`${publicUrl}/vault/callback`);
    callback.searchParams.set('state', states.sign(back, request.params.service_id ?? ''));
    callback.searchParams.set('code', 'mock_authorization_code');
    return callback.href;
  },
  connectionsCallback: (request, _publicUrl, states) => states.read(request.query.state),
  connectionsRevoke: (request) => linkRedirectUri(request),
};

export class OAuthRedirects {
  readonly #states = new StateSigner();
  readonly #publicUrl: string;

  constructor(publicUrl: string, redirectOperations: readonly string[]) {
    this.#publicUrl = publicUrl;
    const missing = redirectOperations.filter((operationId) => !Object.hasOwn(RULES, operationId));
    if (missing.length > 0) throw new Error(`the mock has no redirect rule for ${missing.join(', ')} (src/mock/oauth-redirects.ts)`);
  }

  location(operationId: string, request: CheckedRequest): string {
    return (RULES[operationId] as RedirectRule)(request, this.#publicUrl, this.#states);
  }
}

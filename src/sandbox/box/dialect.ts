/**
 * What every Box API answer shares (openapi.json; developer.box.com/guides/api-calls):
 *
 * - JSON on https://api.box.com/2.0 and, for uploads, https://upload.box.com/api/2.0
 *   (one emulator serves both: paths under /2.0/ and /api/2.0/);
 * - a Bearer access token from Box's authorization server (oauth.ts) or a developer token;
 * - failures as ClientError `{type: "error", status, code, message, context_info, help_url, request_id}`;
 *   codes are Box's documented ones (`item_name_in_use`, `folder_not_empty`, …);
 * - past the rate limit a 429 with `Retry-After` (seconds) and code `rate_limit_exceeded`.
 *
 * Paging is Box's own (offset or marker, paging.ts), done by the routes themselves.
 */
import { randomBytes } from 'node:crypto';
import { defineDialect, EmulatorFailure, headerOf, jsonRest, oauthBearer, offsetPaging, parseBearer, statusOf, type AuthScheme } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';

const CODE_OF_KIND: Readonly<Record<EmulatorFailure['kind'], string>> = {
  validation: 'bad_request',
  not_found: 'not_found',
  conflict: 'conflict',
  unauthenticated: 'unauthorized',
  forbidden: 'forbidden',
  rate_limited: 'rate_limit_exceeded',
  unsupported: 'method_not_allowed',
  server_error: 'internal_server_error',
};

function messageOf(failure: EmulatorFailure): string {
  if (failure.kind === 'not_found' && failure.detail.unknownRoute) return 'Not Found';
  if (failure.kind === 'unauthenticated') return 'Unauthorized';
  if (failure.kind === 'rate_limited') return 'Request rate limit exceeded, please try again later';
  if (failure.kind === 'server_error') return 'Internal Server Error';
  return failure.message;
}

const issued = oauthBearer<BoxAccount>((grant, accounts) => accounts.find((account) => account.user.id === grant.subject));

/** An issued access token, or a user's developer token (accounts.ts). */
const boxToken: AuthScheme<BoxAccount> = {
  describe: issued.describe,
  authenticate(request, accounts, services) {
    const token = parseBearer(headerOf(request, 'authorization'));
    const account = token ? accounts.find((candidate) => candidate.sandboxAccessToken === token) : undefined;
    return account ?? issued.authenticate(request, accounts, services);
  },
};

export const boxDialect = defineDialect<BoxAccount>(jsonRest, {
  name: 'Box',
  isApiPath: (path) => path.startsWith('/2.0/') || path.startsWith('/api/2.0/'),
  auth: boxToken,
  // Unused by the routes (Box's paging is in paging.ts); the dialect needs one.
  paging: offsetPaging({ offsetParam: 'offset', sizeParam: 'limit', defaultSize: 100, maxSize: 1000 }),
  contentType: 'application/json',
  renderError(failure) {
    const status = statusOf(failure, { validation: 400, unsupported: 405 });
    const code = typeof failure.detail.code === 'string' ? failure.detail.code : CODE_OF_KIND[failure.kind];
    const retry = Number(failure.detail.retryAfterSeconds ?? 1);
    const own = failure.detail.headers && typeof failure.detail.headers === 'object' ? (failure.detail.headers as Record<string, string>) : {};
    const headers: Record<string, string> = failure.kind === 'rate_limited' ? { ...own, 'retry-after': String(retry) } : { ...own };
    if (failure.kind === 'unauthenticated') headers['www-authenticate'] = 'Bearer realm="Service", error="invalid_token", error_description="The access token provided is invalid."';
    const context = failure.detail.context;
    return {
      status,
      headers,
      body: {
        type: 'error',
        status,
        code,
        message: messageOf(failure),
        ...(context && typeof context === 'object' ? { context_info: context } : {}),
        help_url: 'https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/',
        request_id: randomBytes(6).toString('hex'),
      },
    };
  },
});

/** A refusal with Box's own error code (and the context Box gives with it). */
export function boxFailure(kind: EmulatorFailure['kind'], code: string, message: string, context?: Record<string, unknown>, extra: { status?: number; headers?: Record<string, string> } = {}): EmulatorFailure {
  return new EmulatorFailure(kind, message, { code, ...(context ? { context } : {}), ...extra });
}

/**
 * Zoho Books' failures ("Errors", zoho.com/books/api/v3/errors): an HTTP
 * status (400 bad request, 401 unauthorized, 404 URL not found, 405 method
 * not allowed, 429 rate limit exceeded, 500 internal error) and a body of
 * the same shape as every answer, `{code, message}`, with a non-zero code.
 *
 * Codes the reference shows are used as it shows them: 1002 "Invoice does
 * not exist." (the emulator words every record type's the same way) and
 * 1000 "Internal error". The others are the ones Zoho answers in practice:
 * 5 for an unknown URL, 57 for a token that does not authorize the call,
 * 6041 for an organization the user does not belong to, 44 (a minute's
 * calls) and 45 (a day's) for rate limits, 4 for any invalid value or
 * refused move (Zoho has no 409: a move its rules forbid is a 400).
 */
import { statusOf, type Answer, type EmulatorFailure } from '../framework/kit/index.js';

/** How each record type is named in "… does not exist.". */
const NAMES: Readonly<Record<string, string>> = {
  salesorders: 'Sales Order',
  invoices: 'Invoice',
  contacts: 'Contact',
  chartofaccounts: 'Account',
  items: 'Item',
  taxes: 'Tax',
};

export const UNKNOWN_URL = { code: 5, message: 'Invalid URL Passed' } as const;

function codeAndMessage(failure: EmulatorFailure): { code: number; message: string } {
  const own = typeof failure.detail.code === 'number' ? failure.detail.code : undefined;
  switch (failure.kind) {
    case 'not_found': {
      if (failure.detail.unknownRoute) return UNKNOWN_URL;
      const name = typeof failure.detail.resource === 'string' ? NAMES[failure.detail.resource] : undefined;
      return { code: own ?? 1002, message: name ? `${name} does not exist.` : failure.message };
    }
    case 'unauthenticated':
    case 'forbidden':
      return { code: own ?? 57, message: failure.message };
    case 'rate_limited':
      return {
        code: own ?? 44,
        message: own === 45
          ? 'You have reached the maximum number of API calls allowed for your organization today.'
          : 'You have made too many requests continuously. Please try again after some time.',
      };
    case 'unsupported':
      return { code: own ?? 5, message: failure.message };
    case 'server_error':
      return { code: 1000, message: 'Internal error' };
    default:
      return { code: own ?? 4, message: failure.message };
  }
}

export function renderZohoError(failure: EmulatorFailure): Answer {
  const status = statusOf(failure, { conflict: 400, forbidden: 401 });
  return { status, body: codeAndMessage(failure) };
}

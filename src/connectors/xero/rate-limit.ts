/**
 * Xero's API limits ("API limits", developer.xero.com), per organisation and
 * app: 60 calls a minute, 5,000 a day and 5 at once per organisation, and
 * 10,000 a minute for the app across all of them. Every answer says what is
 * left (X-MinLimit-Remaining, X-DayLimit-Remaining, X-AppMinLimit-Remaining);
 * a 429 carries Retry-After and X-Rate-Limit-Problem.
 *
 * Calls are paced per organisation (the connection's tenant, or the one
 * x-svc-company-id picks): five at once, then a little under one a second,
 * which never makes 60 in a minute. When an answer says a minute's calls are
 * used up, every instance waits out the minute (Xero's window is rolling
 * and says no reset); when the day's are, an hour at a time.
 */
import { header, rateLimitSignals, waitFrom, type HeaderBag } from '../framework/rate-limit.js';

function exhausted(headers: HeaderBag): number | undefined {
  if (header(headers, 'x-daylimit-remaining')?.trim() === '0') return 3600;
  if (header(headers, 'x-minlimit-remaining')?.trim() === '0' || header(headers, 'x-appminlimit-remaining')?.trim() === '0') return 60;
  return undefined;
}

const signals = rateLimitSignals({
  documented:
    'Per organisation: 60 calls a minute, 5,000 a day and 5 concurrent calls; 10,000 calls a minute per app across organisations. ' +
    'Every answer carries X-MinLimit-Remaining, X-DayLimit-Remaining and X-AppMinLimit-Remaining; over a limit Xero answers 429 ' +
    'with Retry-After and X-Rate-Limit-Problem (minute, day, concurrent or appminute).',
  limits: { requestsPerSecond: 0.9, burst: 5, per: 'account', account: (settings) => settings.tenant_id || undefined },
  wait: [waitFrom.retryAfter],
});

export const xeroRateLimit = { ...signals, exhaustedForSeconds: exhausted };

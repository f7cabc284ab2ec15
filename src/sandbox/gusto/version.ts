/**
 * `X-Gusto-API-Version` (https://docs.gusto.com/embedded-payroll/docs/api-versioning):
 * the date-based version of a call. Without the header the application's
 * minimum version applies; the answer says which version served it in the
 * same header. A version older than the minimum, not a version, or one the
 * emulator does not speak is refused with 406 and Gusto's
 * `{name: "Invalid X-Gusto-API-Version Header", message}`. The emulator
 * speaks the version of the description it was written from, and it is the
 * minimum of its application.
 */
import { fail, headerOf, type Account, type AuthScheme } from '../framework/kit/index.js';

export const GUSTO_API_VERSION = '2025-06-15';
export const VERSION_HEADER = 'x-gusto-api-version';

/** Checks the version before the credentials, as Gusto validates the header on every API call. */
export function versioned<A extends Account>(scheme: AuthScheme<A>): AuthScheme<A> {
  return {
    describe: scheme.describe,
    authenticate(request, accounts, services) {
      const asked = headerOf(request, VERSION_HEADER);
      if (asked !== undefined && asked !== GUSTO_API_VERSION) {
        throw fail.validation(
          `Invalid API Version \`${asked.slice(0, 40)}\`. Version must be >= your application's minimum API version \`${GUSTO_API_VERSION}\` and not in the future.`,
          { versionRefused: true, status: 406 },
        );
      }
      return scheme.authenticate(request, accounts, services);
    },
  };
}

/**
 * A Zendesk account lives at https://{subdomain}.zendesk.com: the subdomain
 * setting becomes a host name, for API calls and OAuth endpoints alike.
 */
import { ApiError } from '../../core/errors/api-error.js';

export const SUBDOMAIN_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';

/**
 * The vault checks the pattern when the value is saved; checked again here
 * because this value becomes the host every credential is sent to.
 */
export function checkedSubdomain(subdomain: string | undefined): string {
  if (subdomain === undefined || !new RegExp(SUBDOMAIN_PATTERN).test(subdomain)) {
    throw new ApiError('ConnectionSettingsError', {
      message: 'The Zendesk subdomain of this connection is missing or invalid',
      detail: { settings: ['subdomain'] },
    });
  }
  return subdomain;
}

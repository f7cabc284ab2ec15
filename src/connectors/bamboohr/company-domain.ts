/**
 * A BambooHR company lives at https://{companyDomain}.bamboohr.com: the
 * company domain setting becomes a host name, for API calls and OAuth
 * endpoints alike ("mycompany" for https://mycompany.bamboohr.com).
 */
import { ApiError } from '../../core/errors/api-error.js';

export const COMPANY_DOMAIN_PATTERN = '^[a-z0-9][a-z0-9-]{0,62}$';

/** Checked again here (the vault checks the pattern on save): this value becomes the host every credential is sent to. */
export function companyUrl(companyDomain: string | undefined): string {
  if (companyDomain === undefined || !new RegExp(COMPANY_DOMAIN_PATTERN).test(companyDomain)) {
    throw new ApiError('ConnectionSettingsError', {
      message: 'The BambooHR company domain of this connection is missing or invalid',
      detail: { settings: ['company_domain'] },
    });
  }
  return `https://${companyDomain}.bamboohr.com`;
}

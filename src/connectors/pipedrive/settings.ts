/**
 * Where a Pipedrive connection's calls go. A personal API token works at
 * https://api.pipedrive.com; an OAuth token is meant for the company's own
 * https://{company_domain}.pipedrive.com (the token answer's api_domain). Both
 * hosts serve API v1 under /v1 and API v2 under /api/v2.
 */
import type { SettingValues } from '../framework/settings.js';

/** A Pipedrive company domain: the subdomain of pipedrive.com (it goes into a host name). */
export const COMPANY_DOMAIN = '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$';

export function pipedriveBaseUrl(settings: SettingValues): string {
  const domain = settings.company_domain;
  return domain && new RegExp(COMPANY_DOMAIN).test(domain) ? `https://${domain}.pipedrive.com` : 'https://api.pipedrive.com';
}

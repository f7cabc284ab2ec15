/**
 * Where a Jira Cloud connection lives: `https://{site}.atlassian.net` with an
 * API token, `https://api.atlassian.com/ex/jira/{cloudId}` with an OAuth
 * token. The site setting is one DNS label and the cloud id a UUID-like
 * token; both are checked again here, not only when the vault stores them,
 * because they are spliced into a URL.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';
import { ATLASSIAN_API, CLOUD_ID_PATTERN } from './oauth.js';

export const SITE_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$';
const SITE = new RegExp(SITE_PATTERN);

export function jiraSiteBaseUrl(settings: SettingValues): string {
  const site = settings.site ?? '';
  if (!SITE.test(site)) {
    throw new ApiError('ConnectionSettingsError', {
      message: 'The Jira connection needs its site: the subdomain of https://{site}.atlassian.net',
      detail: { setting: 'site' },
    });
  }
  return `https://${site.toLowerCase()}.atlassian.net`;
}

export function jiraBaseUrl(settings: SettingValues): string {
  if (!settings.access_token) return jiraSiteBaseUrl(settings);
  const cloudId = settings.cloud_id ?? '';
  if (!CLOUD_ID_PATTERN.test(cloudId)) {
    throw new ApiError('ConnectionSettingsError', {
      message: 'The Jira connection has no site yet: authorize it again',
      detail: { setting: 'cloud_id' },
    });
  }
  return `${ATLASSIAN_API}/ex/jira/${cloudId}`;
}

/**
 * Where a Jira Cloud connection lives: `https://{site}.atlassian.net`. The
 * site setting is one DNS label; it is checked again here, not only when the
 * vault stores it, because it is spliced into a URL.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

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

/**
 * Intercom hosts each workspace in one region, with its own API host
 * (the description's servers): US api.intercom.io (the default), EU
 * api.eu.intercom.io, Australia api.au.intercom.io. A token works only on
 * its workspace's host.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

export const REGION_PATTERN = '^(us|eu|au)$';

const HOSTS: Readonly<Record<string, string>> = { us: 'api.intercom.io', eu: 'api.eu.intercom.io', au: 'api.au.intercom.io' };

export function intercomBaseUrl(settings: SettingValues): string {
  const region = settings.region === undefined || settings.region === '' ? 'us' : settings.region;
  const host = HOSTS[region];
  if (!host) throw new ApiError('ConnectionSettingsError', { message: 'The Intercom region must be us, eu or au', detail: { settings: ['region'] } });
  return `https://${host}`;
}

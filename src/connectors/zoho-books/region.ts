/**
 * Zoho's data centres ("Introduction → Multiple Data Centers"): each serves
 * its organizations from its own domain, for the API
 * (https://www.zohoapis.{domain}/books/v3) and for sign-in
 * (https://accounts.zoho.{domain}). The connection's `data_center` names the
 * domain; the United States' by default.
 */
import type { SettingValues } from '../framework/settings.js';

export const DATA_CENTERS = ['com', 'eu', 'in', 'com.au', 'jp', 'ca', 'com.cn', 'sa'] as const;
export const DATA_CENTER_PATTERN = `^(${DATA_CENTERS.map((domain) => domain.replace('.', '\\.')).join('|')})$`;

function domainOf(settings: SettingValues): string {
  const asked = settings.data_center;
  return asked && (DATA_CENTERS as readonly string[]).includes(asked) ? asked : 'com';
}

export const apiHost = (settings: SettingValues) => `www.zohoapis.${domainOf(settings)}`;
export const accountsHost = (settings: SettingValues) => `accounts.zoho.${domainOf(settings)}`;

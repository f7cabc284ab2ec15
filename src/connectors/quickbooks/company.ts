/**
 * The company a connection reaches: one realm, its id in every path. Its
 * home currency (Preferences.CurrencyPrefs) is the currency of records that
 * name none (items, records of a company without multicurrency); it is read
 * once per realm and remembered for a while, as it never changes once set.
 */
import { TtlCache } from '../../core/ttl-cache.js';
import type { ConnectorContext } from '../framework/define.js';
import { qbo, type Json } from './api.js';
import { segment, type PathValues } from '../framework/rest/path.js';

const HOME_CURRENCIES = new TtlCache<string, string>(60 * 60_000, 10_000);

export function realmOf(ctx: ConnectorContext): string {
  return ctx.settings.realm_id ?? '';
}

export async function homeCurrency(ctx: ConnectorContext): Promise<string> {
  const realm = realmOf(ctx);
  const known = HOME_CURRENCIES.get(realm);
  if (known) return known;
  const code = ((await preferences(ctx)).CurrencyPrefs as Json | undefined)?.HomeCurrency?.value;
  const currency = typeof code === 'string' && code !== '' ? code.toUpperCase() : 'USD';
  HOME_CURRENCIES.set(realm, currency);
  return currency;
}

/** Where the company itself is read: the realm id names it again under the realm's base URL. */
export const companyInfoPath = ({ settings }: Pick<PathValues, 'settings'>): string => `/companyinfo/${segment(settings.realm_id ?? '')}`;

/** The company itself (GET /companyinfo/{realmId}). */
export async function companyInfo(ctx: ConnectorContext): Promise<Json> {
  return (await qbo(ctx, { method: 'GET', path: companyInfoPath(ctx) })).CompanyInfo as Json;
}

/** The company's settings (GET /preferences). */
export const preferences = async (ctx: ConnectorContext): Promise<Json> => (await qbo<{ Preferences?: Json }>(ctx, { method: 'GET', path: '/preferences' })).Preferences ?? {};

/** The company and its settings, read together. */
export interface CompanySource {
  info: Json;
  preferences: Json;
}

/** The company itself and its preferences, both read at once (company info, fiscal periods). */
export async function companyAndPreferences(ctx: ConnectorContext): Promise<CompanySource> {
  const [info, settings] = await Promise.all([companyInfo(ctx), preferences(ctx)]);
  return { info, preferences: settings };
}


/** What mappers need to know about the company: its home currency and realm id. */
export interface CompanyContext {
  home: string;
  realm: string;
}

export async function companyContext(ctx: ConnectorContext): Promise<CompanyContext> {
  return { home: await homeCurrency(ctx), realm: realmOf(ctx) };
}

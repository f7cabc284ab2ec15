/**
 * The store's own settings that other records are read with
 * (GET /v2/store, store_information.v2.yml): the default currency the
 * catalog's prices are in, and the unit its weights are in. Remembered ten
 * minutes per store (a store hash names one store at BigCommerce, whoever
 * asks; nothing here is secret), so a page of products costs no extra call.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { STORE_HASH } from './api.js';
import type { BigCommerceStore } from './wire-types.js';

const REMEMBERED_MS = 10 * 60 * 1000;
/** At most this many stores remembered: the oldest is forgotten first. */
const MOST = 1000;
const remembered = new Map<string, { at: number; store: BigCommerceStore }>();

export const storePath = (ctx: ConnectorContext) => `/stores/${segment(ctx.settings[STORE_HASH] ?? '')}/v2/store`;

export async function readStore(ctx: ConnectorContext): Promise<BigCommerceStore> {
  const { body } = await ctx.http.request<BigCommerceStore>({ method: 'GET', path: storePath(ctx) });
  // Keyed by where it was read too: a sandbox store and a live one never share an answer.
  const key = ctx.http.urlOf(storePath(ctx)).href;
  remembered.delete(key);
  if (remembered.size >= MOST) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { at: Date.now(), store: body });
  return body;
}

export async function storeOf(ctx: ConnectorContext): Promise<BigCommerceStore> {
  const kept = remembered.get(ctx.http.urlOf(storePath(ctx)).href);
  if (kept && Date.now() - kept.at < REMEMBERED_MS) return kept.store;
  return readStore(ctx);
}

const WEIGHT_UNITS: Readonly<Record<string, string>> = { lbs: 'lb', pounds: 'lb', ounces: 'oz', oz: 'oz', kgs: 'kg', kilograms: 'kg', grams: 'g', tonnes: 't' };

/** BigCommerce's weight unit setting ("LBS", "Ounces", "KGS", "Grams", "Tonnes") in its short form. */
export function weightUnitOf(store: BigCommerceStore): string | null {
  const unit = (store.weight_units ?? '').trim().toLowerCase();
  return unit === '' ? null : (WEIGHT_UNITS[unit] ?? unit);
}

/**
 * Which of the merchant's Clover tenders a unified payment uses. A tender
 * of the pay action says its kind: `cash` → the merchant's
 * `com.clover.tender.cash`; `card` → `com.clover.tender.credit_card` (a card
 * paid outside Clover's card flow, recorded); `other` → the tender whose
 * label is the tender's `name` (a gift card). A payment's `tender_id` is a
 * Clover tender's id, or one of the kinds `cash` and `card`, which name the
 * merchant's tender of that kind (as a caller who knows no Clover ids says it).
 */
import type { ConnectorContext } from '../framework/define.js';
import { resolvePath } from '../framework/rest/path.js';
import { CLOVER_ID, invalid, MERCHANT } from './api.js';
import type { CloverTender } from './wire-types.js';

const KEYS: Readonly<Record<string, string>> = { cash: 'com.clover.tender.cash', card: 'com.clover.tender.credit_card' };

/** The merchant's tenders (a handful: one page). */
export async function merchantTenders(ctx: ConnectorContext): Promise<CloverTender[]> {
  const path = `${resolvePath(MERCHANT, { parents: {}, settings: ctx.settings })}/tenders`;
  return (await ctx.http.request<{ elements?: CloverTender[] }>({ method: 'GET', path, query: { limit: 1000 } })).body.elements ?? [];
}

/** The Clover tender of a unified tender (`type`, `name`), or 400 naming `field`. */
export function tenderFor(tender: { type?: string | undefined; name?: string | undefined }, field: string, tenders: readonly CloverTender[]): CloverTender {
  const key = KEYS[tender.type ?? ''];
  const wanted = tender.name?.toLowerCase();
  const found = key !== undefined ? tenders.find((candidate) => candidate.labelKey === key) : tenders.find((candidate) => wanted !== undefined && candidate.label?.toLowerCase() === wanted);
  if (!found?.id) throw invalid(key ? `This Clover merchant has no ${tender.type} tender` : 'An other tender names one of the merchant\'s tenders by its label in name (GET /pos/tenders)', { field });
  if (found.enabled === false) throw invalid(`The Clover tender ${found.label ?? found.id} is disabled`, { field });
  return found;
}

/** A payment's `tender_id` as a Clover tender id: itself, or the merchant's tender of the kind it names. */
export async function tenderIdOf(ctx: ConnectorContext, tenderId: string): Promise<string> {
  if (CLOVER_ID.test(tenderId)) return tenderId;
  if (KEYS[tenderId] === undefined) throw invalid('tender_id is a Clover tender\'s id (GET /pos/tenders), or cash or card', { field: 'tender_id' });
  return tenderFor({ type: tenderId }, 'tender_id', await merchantTenders(ctx)).id as string;
}

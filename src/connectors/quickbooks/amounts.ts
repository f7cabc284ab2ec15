/**
 * QuickBooks takes amounts as decimals of the document's currency, which a
 * write may first have to read: the one sent, else (an update) the
 * document's own, else its customer's or vendor's, else the company's home
 * currency. A field table writes an amount as `inCurrency(...)`; the write's
 * hook (`documentWrite`) turns it into decimals once the currency is known,
 * then makes the sparse update.
 */
import type { ConnectorContext } from '../framework/define.js';
import type { Json } from './api.js';
import { readEntity } from './entity.js';
import { homeCurrency } from './company.js';
import { currencyOf } from './mapping.js';
import { sparseUpdate } from './writes.js';

class InCurrency {
  constructor(readonly write: (currency: string) => unknown) {}
}

/** A body value written once the document's currency is known. */
export const inCurrency = (write: (currency: string) => unknown): InCurrency => new InCurrency(write);

/** The party whose currency a new document takes: its customer or vendor. */
export type Party = (record: Json) => { entity: 'Customer' | 'Vendor'; id: unknown } | undefined;

async function currencyFor(ctx: ConnectorContext, record: Json, existing: (() => Promise<Json>) | undefined, party: Party | undefined): Promise<string> {
  if (typeof record.currency === 'string') return record.currency;
  if (existing) return currencyOf(await existing(), await homeCurrency(ctx));
  const named = party?.(record);
  // A party that cannot be read leaves the home currency (QuickBooks refuses the document's reference itself).
  if (typeof named?.id === 'string') return currencyOf(await readEntity(ctx, named.entity, named.id).catch(() => ({})), await homeCurrency(ctx));
  return homeCurrency(ctx);
}

interface Write {
  operation: 'add' | 'update';
  record: Json;
  body: unknown;
  current: () => Promise<Json>;
}

/** beforeWrite of a document: its amounts in its currency, then (an update) the sparse update. */
export const documentWrite = (party?: Party) => async (ctx: ConnectorContext, write: Write): Promise<unknown> => {
  const body = write.body as Json;
  const deferred = Object.entries(body).filter(([, value]) => value instanceof InCurrency);
  if (deferred.length === 0) return sparseUpdate(ctx, write);
  const currency = await currencyFor(ctx, write.record, write.operation === 'update' ? write.current : undefined, party);
  const amounts = Object.fromEntries(deferred.map(([key, value]) => [key, (value as InCurrency).write(currency)]));
  return sparseUpdate(ctx, { ...write, body: { ...body, ...amounts } });
};

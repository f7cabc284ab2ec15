/**
 * How QuickBooks changes a record, as collection hooks: an update is a
 * sparse POST of the fields given with the record's Id and SyncToken (the
 * client's `row_version` when it sent one, else the one just read:
 * QuickBooks refuses a stale one). Deletes are declared in entity.ts.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { Json } from './api.js';

export function syncTokenFor(record: Record<string, unknown>, current: Json): string {
  return typeof record.row_version === 'string' && /^\d+$/.test(record.row_version) ? record.row_version : String(current.SyncToken);
}

/** beforeWrite: an update's body as the sparse update QuickBooks takes. */
export async function sparseUpdate(_ctx: ConnectorContext, { operation, record, body, current }: { operation: 'add' | 'update'; record: Record<string, unknown>; body: unknown; current: () => Promise<Json> }): Promise<unknown> {
  if (operation === 'add') return body;
  const existing = await current();
  return { ...(body as Json), Id: String(existing.Id), SyncToken: syncTokenFor(record, existing), sparse: true };
}

/** `active` / `status` of a name as QuickBooks' Active (archived is inactive); nothing for another status. */
export const activeFromStatus = (status: unknown): Json => (status === 'active' ? { Active: true } : status === 'inactive' || status === 'archived' ? { Active: false } : {});

/** A name's `status` as QuickBooks' Active. */
export const activeStatus = { read: (record: Json) => (record.Active === false ? 'inactive' as const : 'active' as const), write: activeFromStatus };

/** A name's currency is set when it is made: an update may repeat it, never change it (QuickBooks refuses), and does not send it. */
export async function currencySetOnce(what: string, { operation, record, body, current }: { operation: 'add' | 'update'; record: Record<string, unknown>; body: unknown; current: () => Promise<Json> }): Promise<unknown> {
  if (operation === 'add') return body;
  const { CurrencyRef: _sent, ...rest } = body as Json;
  if (typeof record.currency === 'string' && record.currency !== ((await current()).CurrencyRef as Json | undefined)?.value) {
    throw new ApiError('RequestValidationError', { message: `QuickBooks cannot change a ${what}'s currency once it is set`, detail: { field: 'currency' } });
  }
  return rest;
}

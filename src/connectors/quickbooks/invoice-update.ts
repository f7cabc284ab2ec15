/**
 * An invoice's update on the sales documents' write (sales-documents.ts):
 * the row_version the client gives is sent as it is, QuickBooks judges it
 * (other documents send it only when it is a SyncToken, writes.ts); and
 * `status: "voided"` is QuickBooks' void (`?operation=void`), whose body
 * names the invoice and its SyncToken, nothing else.
 */
import type { invoices } from '../../unified/accounting/invoices.js';
import type { ModelOf } from '../../unified/define.js';
import type { CollectionHooks } from '../kit/index.js';
import type { documentWrite } from './amounts.js';
import type { Json } from './api.js';
import { salesDocumentAt } from './sales-documents.js';

type BeforeWrite = NonNullable<CollectionHooks<ModelOf<typeof invoices>, Json>['beforeWrite']>;

/** beforeWrite of an invoice: a create is the sales document's write (`write`); an update sends the client's row_version, or is a void. */
export const invoiceUpdateWrite = (write: ReturnType<typeof documentWrite>): BeforeWrite => async (ctx, change) => {
  if (change.operation === 'add') return write(ctx, change);
  // An invoice's row_version is sent as the client gave it (QuickBooks judges it); a void names the invoice and it, nothing else.
  const given = typeof change.record.row_version === 'string' && change.record.row_version !== '' ? change.record.row_version : undefined;
  if (change.record.status !== 'voided') return { ...((await write(ctx, change)) as object), ...(given === undefined ? {} : { SyncToken: given }) };
  const current = await change.current();
  return { Id: String(current.Id), SyncToken: given ?? String(current.SyncToken) };
};

/** Where an invoice lives: a sales document's place, with the update and void above. */
export function invoiceAt() {
  const at = salesDocumentAt('Invoice');
  return {
    ...at,
    update: { ...at.update, queryFor: (record: Json) => (record.status === 'voided' ? { operation: 'void' } : undefined) },
    hooks: { ...at.hooks, beforeWrite: invoiceUpdateWrite(at.hooks.beforeWrite) },
  };
}

/**
 * Document numbers Xero generates when a client sends none ("INV-0001",
 * "CN-0001", "PO-0001", "QU-0001"), from a sequence per organisation that
 * skips numbers a client already used, and the uniqueness Xero enforces on
 * the numbers of sales documents.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';

export interface Numbering {
  table: string;
  field: string;
  prefix: string;
  /** Xero's words for a clash: "Purchase Order # must be unique." */
  clash: string;
  /** Only these records need unique numbers (sales documents); all when absent. */
  applies?(record: StoredRecord): boolean;
}

/** Checks a number the client chose, or gives the record the next free one. */
export function assignDocumentNumber(ctx: KitContext<XeroOrganisation>, record: StoredRecord, numbering: Numbering): void {
  if (numbering.applies && !numbering.applies(record)) return;
  const taken = (number: string) =>
    ctx.tenant.table(numbering.table).all().some((other) => other.id !== record.id && other.Status !== 'DELETED' && (!numbering.applies || numbering.applies(other)) && other[numbering.field] === number);
  const wanted = record[numbering.field];
  if (typeof wanted === 'string' && wanted.trim() !== '') {
    if (taken(wanted)) throw fail.validation(numbering.clash, { element: { [numbering.field]: wanted } });
    return;
  }
  let number: string;
  do number = `${numbering.prefix}-${String(ctx.tenant.next(`${numbering.table}-number`)).padStart(4, '0')}`;
  while (taken(number));
  record[numbering.field] = number;
}

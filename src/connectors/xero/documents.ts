/**
 * What Xero's documents with lines share (invoices and bills on /Invoices,
 * credit notes, quotes, purchase orders, bank transactions): their record
 * on /Invoices, `unitdp=4` on every call so unit amounts keep four
 * decimals, LineAmountTypes ↔ tax_inclusive, and their lines written in the
 * document's currency, which a write may not name: the record's, else the
 * current document's, else the organisation's base currency.
 */
import type { ConnectorContext } from '../framework/define.js';
import type { WriteOperation } from '../kit/index.js';
import { undeleted, xeroRecords } from './dialect.js';
import { toXeroLine, type UnifiedLine, type XeroLineItem } from './line-items.js';
import { currencyOf } from './organisation.js';

export const UNIT_DP = { unitdp: 4 } as const;

/** What Xero's documents with lines have alike. */
export interface XeroDocument {
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
  Date?: string;
  Reference?: string;
  Status?: string;
  CurrencyCode?: string;
  CurrencyRate?: number;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
  UpdatedDateUTC?: string;
}

export interface XeroInvoice extends XeroDocument {
  InvoiceID: string;
  Type: 'ACCREC' | 'ACCPAY';
  InvoiceNumber?: string;
  DueDate?: string;
  TotalDiscount?: number;
  AmountDue?: number;
  AmountPaid?: number;
  AmountCredited?: number;
  FullyPaidOnDate?: string;
  SentToContact?: boolean;
  Url?: string;
  BrandingThemeID?: string;
  Payments?: Array<{ PaymentID?: string; Amount?: number; Date?: string }>;
}

export function taxInclusive(lineAmountTypes: string | undefined): boolean | null {
  return lineAmountTypes === 'Inclusive' ? true : lineAmountTypes === 'Exclusive' ? false : null;
}

/** What a written document says of its amounts' tax. */
interface WrittenAmounts {
  tax_inclusive?: boolean | null;
  total_amount?: number | null;
  line_items?: ReadonlyArray<{ total_amount?: number | null } | null> | null;
}

/**
 * Xero's LineAmountTypes of a written document: its tax_inclusive, else
 * Inclusive when the lines' amounts add up to the document's total (the
 * total then holds whatever tax they bear), else Xero's default.
 */
export function lineAmountTypesOf(record: WrittenAmounts): 'Inclusive' | 'Exclusive' | undefined {
  if (record.tax_inclusive === true) return 'Inclusive';
  if (record.tax_inclusive === false) return 'Exclusive';
  const lines = record.line_items ?? [];
  if (record.total_amount == null || lines.length === 0 || lines.some((line) => line?.total_amount == null)) return undefined;
  return lines.reduce((sum, line) => sum + line!.total_amount!, 0) === record.total_amount ? 'Inclusive' : undefined;
}

/** tax_inclusive as a field table rule; `total_amount` and the lines decide it with it. */
export const taxInclusiveRule = {
  read: (wire: { LineAmountTypes?: string }) => taxInclusive(wire.LineAmountTypes),
  write: (_value: unknown, record: WrittenAmounts) => {
    const amounts = lineAmountTypesOf(record);
    return amounts ? { LineAmountTypes: amounts } : {};
  },
};

/** The currency a write's amounts are in. */
export async function writeCurrency(ctx: ConnectorContext, record: { currency?: string | null }, current: () => Promise<{ CurrencyCode?: string | undefined }>, operation: 'add' | 'update'): Promise<string> {
  if (record.currency) return record.currency;
  return (operation === 'update' ? (await current()).CurrencyCode : undefined) ?? currencyOf(ctx, undefined);
}

/** The fields of a body in Xero's list wrapper (`{ Invoices: [fields] }`). */
export const fieldsIn = (body: unknown): Record<string, unknown> => Object.values(body as Record<string, Record<string, unknown>[]>)[0]![0]!;

type LineHookWrite<W> = { operation: 'add' | 'update'; record: { currency?: string | null; line_items?: readonly unknown[] | null }; body: unknown; current: () => Promise<W> };

/**
 * beforeWrite of a document: its lines, in the document's currency (the
 * table leaves them to this hook, as only here can the currency be read).
 */
export async function withLines<W extends { CurrencyCode?: string | undefined }>(ctx: ConnectorContext, { operation, record, body, current }: LineHookWrite<W>, map: (line: UnifiedLine, index: number, currency: string) => XeroLineItem = toXeroLine): Promise<unknown> {
  if (!record.line_items) return body;
  const currency = await writeCurrency(ctx, record, current, operation);
  const fields = fieldsIn(body);
  fields.LineItems = record.line_items.map((line, index) => map(line as UnifiedLine, index, currency));
  // Lines adding up to the total say their amounts include tax, where tax_inclusive does not say.
  fields.LineAmountTypes ??= lineAmountTypesOf(record as WrittenAmounts);
  if (fields.LineAmountTypes === undefined) delete fields.LineAmountTypes;
  return body;
}

/** Xero deletes no document: a draft or submitted one is set DELETED, an authorised one VOIDED. */
export const deleteOrVoid = (collection: string, id: string) => (current: object) => {
  const record = current as Record<string, unknown>;
  return { [collection]: [{ [id]: record[id], Status: record.Status === 'DRAFT' || record.Status === 'SUBMITTED' ? 'DELETED' : 'VOIDED' }] };
};

type Typed = { Type?: string; Status?: string };

/**
 * What invoices, bills and credit notes declare alike: a new one is of
 * `type` unless its record says, DELETED ones are gone, a delete sets DELETED
 * or voids, and their lines are written by `withLines`. `ofType`: records of
 * another Type (a bill's id read as an invoice) are not this resource's.
 */
export function documentRecords<W extends Typed>(collection: 'Invoices' | 'CreditNotes', idKey: string, type: string, ofType: boolean) {
  const records = xeroRecords(collection, idKey);
  return {
    ...records,
    downstream: { id: collection, name: ofType ? `${collection} (${type})` : collection },
    wrap: (fields: Record<string, unknown>, operation: WriteOperation) => records.wrap(operation === 'add' ? { Type: type, ...fields } : fields),
    readQuery: UNIT_DP,
    writeQuery: UNIT_DP,
    listQuery: { where: [...(ofType ? [`Type=="${type}"`] : []), 'Status!="DELETED"'] },
    only: (document: W | undefined) => undeleted(document) && (!ofType || document?.Type === type),
    delete: { method: 'POST', body: deleteOrVoid(collection, idKey) } as const,
  };
}
